"""The numpy reference: one small, vectorized function per operator semantics, a module per family.

Each works on logical tensors (numpy arrays in their exact data type: no detour
through another type that could change order or lose precision) and returns the
logical outputs. Layout (strides) is handled by the reference backend around them.
"""

from __future__ import annotations

from .accumulate import compensated_sum, exact_sum, into_type
from .arg_reduce import DECREASING, INCREASING, argmax, argmin
from .convolution import (backward_through_gaps, convolution_exact, convolution_integer_exact, convolution_magnitude,
                          padding_meets_nonfinite)
from .depth_space import depth_to_space, depth_to_space_sizes, space_to_depth, space_to_depth_sizes
from .fills import (diagonal_fill, diagonal_matrix, diagonal_offset, fill_constant, fill_sequence, one_hot,
                    one_hot_positions, one_hot_values, scalar, sequence_readings)
from .fold import blocks_per_dimension, fold, fold_reach, unfold, unfold_sizes, window_positions
from .gather import (gather, gather_elements, gather_nd, gather_output_sizes, gather_positions, nd_sizes,
                     out_of_range_indices, right_aligned)
from .gemm import gemm_exact, gemm_magnitude
from .joinsplit import join, split
from .matrix_integer import matrix_integer_out_of_range, matrix_multiply_integer, matrix_multiply_integer_exact
from .padding import padding, padding_value, source_indices
from .pooling import average_pooling, lp_pooling, max_pooling, pooling_output_sizes, window_values
from .normalization import (lp_normalization, lp_normalization_exact, mean_variance_magnitude,
                            mean_variance_normalization_exact)
from .normalization import (local_response_normalization, local_response_normalization_exact, lrn_window,
                            reach_local_response)
from .reach import reach_normalized, reach_reduction, reach_sequences, reach_windows
from .reduce import reduce, reduce_exact
from . import roi
from .scatter import elements_targets, nd_targets, scatter_elements, scatter_nd
from .scans import along_axis, cumulative, cumulative_exact
from .slicing import (clamped_lengths, reverse_positions, reverse_subsequences, slice_max_copied, slice_positions,
                      slice_read_range, sliced, tile, tile_positions)
from .softmax import hardmax, log_softmax, shift_band, softmax
from .top_k import top_k
from .unpooling import conflicting_indices, max_unpooling

__all__ = ["DECREASING", "INCREASING", "along_axis", "argmax", "argmin", "average_pooling", "backward_through_gaps", "compensated_sum",
           "conflicting_indices", "convolution_exact", "convolution_integer_exact", "convolution_magnitude", "cumulative", "cumulative_exact", "exact_sum", "gemm_exact", "gemm_magnitude", "hardmax",
           "into_type", "log_softmax", "lp_normalization", "lp_normalization_exact", "lp_pooling",
           "matrix_integer_out_of_range", "matrix_multiply_integer", "matrix_multiply_integer_exact",
           "max_pooling", "max_unpooling", "padding_meets_nonfinite", "mean_variance_magnitude", "mean_variance_normalization_exact",
           "pooling_output_sizes", "reach_normalized", "reach_reduction", "reach_sequences",
           "reach_windows", "reduce", "reduce_exact", "shift_band", "softmax", "top_k", "window_values"]
__all__ += ["local_response_normalization", "local_response_normalization_exact", "lrn_window", "reach_local_response"]
__all__ += ["gather", "gather_output_sizes", "gather_positions", "out_of_range_indices", "padding", "padding_value", "source_indices"]
__all__ += ["join", "split"]
__all__ += ["clamped_lengths", "reverse_positions", "reverse_subsequences", "slice_max_copied",
            "slice_positions", "slice_read_range", "sliced", "tile", "tile_positions"]
__all__ += ["elements_targets", "gather_elements", "gather_nd", "nd_sizes", "nd_targets", "right_aligned", "scatter_elements",
            "scatter_nd"]
__all__ += ["depth_to_space", "depth_to_space_sizes", "space_to_depth", "space_to_depth_sizes"]
__all__ += ["blocks_per_dimension", "fold", "fold_reach", "unfold", "unfold_sizes", "window_positions"]
__all__ += ["diagonal_fill", "diagonal_matrix", "diagonal_offset", "fill_constant", "fill_sequence", "one_hot",
            "one_hot_positions", "one_hot_values", "scalar", "sequence_readings"]
from .cast import cast, nan_into_integer, past_range, rounded  # noqa: E402
__all__ += ["cast", "nan_into_integer", "past_range", "rounded"]
from .nonzero import nonzero_coordinates, past_count  # noqa: E402
__all__ += ["nonzero_coordinates", "past_count"]
