"""The law: specs and tables loaded and checked, the typed spec objects, the rule vocabulary and the
validator, tensor descs, the tolerance model. May use errors only; everything else reads it."""

from .load import load_specs
from .model import (DOCS_PREFIX, REPOSITORY_SPEC_DIR, SPEC_DIR_ENV, BufferTensorRules, ConstraintSpec, DataType, Example,
                    FeatureLevel, Field, Implied, OperatorSpec, SpecSet, SupportRow, TensorSupport, default_spec_dir,
                    fields_match)
from .rules import Violation
from .tensor_desc import TensorDesc, minimum_size_in_bytes, packed_strides
from .tolerance import Tolerance, bits_equal, exact_equal, tolerance_for, within
from .validator import ValidationReport, Validator, validate, validator_for

__all__ = ["BufferTensorRules", "ConstraintSpec", "DOCS_PREFIX", "DataType", "Example", "FeatureLevel", "Field",
           "Implied", "OperatorSpec", "REPOSITORY_SPEC_DIR", "SPEC_DIR_ENV", "SpecSet", "SupportRow", "TensorDesc",
           "TensorSupport", "Tolerance",
           "ValidationReport", "Validator", "Violation", "bits_equal", "default_spec_dir", "exact_equal", "fields_match",
           "load_specs", "minimum_size_in_bytes", "packed_strides", "tolerance_for", "validate", "validator_for",
           "within"]
