"""Every rule of every spec: the examples satisfy it, and it can be broken alone."""

from __future__ import annotations

import pytest

from conformance.spec import load_specs
from conformance.spec.validator import validator_for

SPECS = load_specs()
V = validator_for(SPECS)
# Rules no desc change can break alone: introduced-in needs a lower level; the support
# dimension range of ARGMAX/ARGMIN equals the buffer limit (1..8), and leaving the pooling
# range (4..5) also breaks DimensionCount. Listed so a change shows up here.
UNBREAKABLE_ALONE = {(op.short_name, rule_id) for op in SPECS.operators.values()
                     for rule_id in ("introduced-in", "tensor-support-dimension-count")}
# no field of MAX_UNPOOLING counts its dimensions (no DimensionCount, no axes, no window): its
# tensors all moved to 5 dimensions break the tables' 4 alone
UNBREAKABLE_ALONE -= {("max_unpooling", "tensor-support-dimension-count")}
# nor of GEMM: its shape rule reads the last two dimensions, so A, B and the output moved to 5
# dimensions (one more leading size) break the tables' 2 to 4 alone
UNBREAKABLE_ALONE -= {("gemm", "tensor-support-dimension-count")}
# nor of MATRIX_MULTIPLY_INTEGER (the same shape rule): every tensor moved to 5 dimensions
UNBREAKABLE_ALONE -= {("matrix_multiply_integer", "tensor-support-dimension-count")}
# nor of MEAN_VARIANCE_NORMALIZATION (CrossChannel names its axes): every tensor 4-D is its table's alone
UNBREAKABLE_ALONE -= {("mean_variance_normalization", "tensor-support-dimension-count")}
# nor of LOCAL_RESPONSE_NORMALIZATION and its gradient (CrossChannel names the window's axes): likewise
UNBREAKABLE_ALONE -= {(name, "tensor-support-dimension-count")
                      for name in ("local_response_normalization", "local_response_normalization_grad")}
# nor of DEPTH_TO_SPACE(1) and SPACE_TO_DEPTH(1): their shape rule judges 4-D tensors only, so both
# moved to 5 dimensions break the tables' 4 alone
UNBREAKABLE_ALONE -= {(name, "tensor-support-dimension-count")
                      for name in ("depth_to_space", "depth_to_space1", "space_to_depth", "space_to_depth1")}
# nor of DIAGONAL_MATRIX, DIAGONAL_MATRIX1 and VALUE_SCALE_2D (an output of any sizes, or one
# shape for all): every tensor moved to 5 dimensions breaks the tables' 2 to 4 (or 4) alone
UNBREAKABLE_ALONE -= {(name, "tensor-support-dimension-count")
                      for name in ("diagonal_matrix", "diagonal_matrix1", "value_scale_2d")}
# nor of MATRIX_MULTIPLY_INTEGER_TO_FLOAT and QUANTIZED_LINEAR_MATRIX_MULTIPLY (GEMM's shape rule), nor of
# ROI_ALIGN(1), ROI_ALIGN_GRAD and ROI_POOLING (their shape rule reads the last two dimensions): every tensor moved to 5
# dimensions breaks the tables' alone; UPSAMPLE_2D's (the last two times ScaleSize) likewise at 6
UNBREAKABLE_ALONE -= {(name, "tensor-support-dimension-count")
                      for name in ("matrix_multiply_integer_to_float", "quantized_linear_matrix_multiply", "roi_align",
                                   "roi_align1", "roi_align_grad", "roi_pooling", "upsample_2d")}
# nor of MULTIHEAD_ATTENTION(1) (its shape rule reads each tensor past its leading ones): every tensor
# moved to 6 dimensions breaks the table's 5 alone
UNBREAKABLE_ALONE -= {(name, "tensor-support-dimension-count") for name in ("multihead_attention", "multihead_attention1")}
# nor of RNN, GRU and LSTM (recurrent_sizes judges 4-D tensors only): every tensor moved to 5 dimensions
# breaks the tables' 4 alone
UNBREAKABLE_ALONE -= {(name, "tensor-support-dimension-count") for name in ("rnn", "gru", "lstm")}
# a rule no desc breaks (any_sizes: the page lets the output have any sizes)
UNBREAKABLE_ALONE |= {(op.short_name, rule.id) for op in SPECS.operators.values() for rule in V.rules(op)
                      if not rule.violable}
# a newest table that lists every data type of a whole number of bytes (IDENTITY, the bitwise
# operators at 6_x) leaves no type to break it with at the highest level
SIZED = {dt.name for dt in SPECS.data_types.values() if dt.size_bytes}
UNBREAKABLE_ALONE |= {(op.short_name, "tensor-support-data-type") for op in SPECS.operators.values()
                      if all(SIZED <= set(t.data_types) for t in op.support_rows[0].tensors.values())}
PAIRS = [(op.short_name, rule.id) for op in SPECS.operators.values() for rule in V.rules(op)]


def _binding_level(op, rule_id):
    """The highest level at which the rule binds: a rule a later level lifted (before_level) is
    checked just below that level."""
    rule = V.rule(SPECS.operator(op), rule_id)
    if rule.before is None:
        return SPECS.highest_level
    return max(level for level in SPECS.feature_levels.values() if level < rule.before)


@pytest.mark.parametrize("op_name, rule_id", PAIRS)
def test_rule_check_and_violate(op_name, rule_id):
    op = SPECS.operator(op_name)
    level = _binding_level(op_name, rule_id)
    broken = None
    for ex in op.examples:
        assert V.validate(op, ex.desc, SPECS.highest_level).valid, ex.id
        if not V.validate(op, ex.desc, level).valid:
            continue  # an example of a later level
        broken = broken or V.violate(op, rule_id, ex.desc, level)
    if (op_name, rule_id) in UNBREAKABLE_ALONE:
        assert broken is None
        return
    assert broken is not None, f"{rule_id} cannot be violated alone from any example"
    report = V.validate(op, broken, level)
    assert report.rule_ids == {rule_id}
    for v in report.violations:
        assert v.field and v.rule and ".md" in v.cite and v.message


def test_level_dependent_support_rows():
    argmax = {"InputTensor": {"DataType": "INT64", "Sizes": [4]}, "OutputTensor": {"DataType": "UINT32", "Sizes": [1]},
              "AxisCount": 1, "Axes": [0], "AxisDirection": 1}
    assert V.validate("argmax", argmax, "4_1").valid
    report = V.validate("argmax", argmax, "3_0")
    assert report.rule_ids == {"tensor-support-data-type"}
    assert "DML_FEATURE_LEVEL_3_0 and above" in report.violations[0].cite
    assert V.validate("argmax", argmax, "2_1").rule_ids == {"introduced-in"}
    argmax["AxisDirection"] = 2
    assert V.validate("argmax", argmax, "4_1").rule_ids == {"axis-direction-value"}


def test_pooling_uses_the_dilation_aware_output_size():
    pool = {"InputTensor": {"DataType": "INT32", "Sizes": [1, 1, 5, 5]},
            "OutputTensor": {"DataType": "INT32", "Sizes": [1, 1, 1, 1]},
            "DimensionCount": 2, "Strides": [1, 1], "WindowSize": [3, 3], "StartPadding": [0, 0],
            "EndPadding": [0, 0], "Dilations": [2, 2]}
    assert V.validate("max_pooling2", pool, "5_0").valid  # (5 - 5) / 1 + 1 = 1
    assert V.validate("max_pooling2", pool, "3_0").rule_ids == {"tensor-support-data-type"}
    pool["OutputTensor"]["Sizes"] = [1, 1, 3, 3]  # the doc's formula, without Dilations
    assert V.validate("max_pooling2", pool, "5_0").rule_ids == {"output-sizes"}


def test_buffer_rules_total_size_and_output_strides():
    base = {"InputTensor": {"DataType": "FLOAT16", "Sizes": [2, 3], "Strides": [0, 1], "TotalTensorSizeInBytes": 8},
            "OutputTensor": {"DataType": "UINT32", "Sizes": [2, 1]}, "AxisCount": 1, "Axes": [1],
            "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"}
    assert V.validate("argmax", base, "4_1").valid  # 3 halves = 6 bytes, rounded up to 8
    base["InputTensor"]["TotalTensorSizeInBytes"] = 7
    assert V.validate("argmax", base, "4_1").rule_ids == {"total-size-minimum"}
    base["InputTensor"]["TotalTensorSizeInBytes"] = 8
    base["OutputTensor"]["Strides"] = [0, 1]
    assert V.validate("argmax", base, "4_1").rule_ids == {"output-strides-no-overlap"}


def test_unspecified_descs_are_findings_not_violations():
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2, 2]}, "OutputTensor": {"DataType": "UINT32",
            "Sizes": [1, 2]}, "AxisCount": 2, "Axes": [0, 0], "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"}
    report = V.validate("argmax", desc, "4_1")
    assert report.valid and [f.unspecified_id for f in report.unspecified] == ["duplicate-axes"]
    desc.update(AxisCount=0, Axes=[], OutputTensor={"DataType": "UINT32", "Sizes": [2, 2]})
    report = V.validate("argmax", desc, "4_1")
    assert report.valid and [f.unspecified_id for f in report.unspecified] == ["axis-count-zero"]


def test_top_k1_k_may_be_the_whole_axis_and_each_fault_is_one_rule():
    desc = {"InputTensor": {"DataType": "INT32", "Sizes": [2, 5]},
            "OutputValueTensor": {"DataType": "INT32", "Sizes": [2, 5]},
            "OutputIndexTensor": {"DataType": "UINT32", "Sizes": [2, 5]},
            "Axis": 1, "K": 5, "AxisDirection": "DML_AXIS_DIRECTION_DECREASING"}
    assert V.validate("top_k1", desc, "3_1").valid  # K = the size along Axis (erratum k-upper-bound)
    assert V.validate("top_k1", desc, "2_1").rule_ids == {"tensor-support-dimension-count"}  # 4-D only at 2_1
    for k in (0, 6):  # outputs left as they were: only K's range is judged, not the sizes K implies
        report = V.validate("top_k1", dict(desc, K=k), "5_0")
        assert report.rule_ids == {"k-in-range"}, report.violations
        assert "InputTensor.Sizes[Axis] = 5" in report.violations[0].message
    assert V.validate("top_k1", dict(desc, Axis=2), "5_0").rule_ids == {"axis-in-range"}
    shorter = dict(desc, K=3)
    report = V.validate("top_k1", shorter, "5_0")
    assert report.rule_ids == {"output-sizes"} and len(report.violations) == 2  # both outputs
    assert "[2, 3]" in report.violations[0].message
    shorter["OutputIndexTensor"] = dict(desc["OutputIndexTensor"], Sizes=[2, 3])
    assert [v.field for v in V.validate("top_k1", shorter, "5_0").violations] == ["OutputValueTensor.Sizes"]
    shorter["OutputValueTensor"] = dict(desc["OutputValueTensor"], Sizes=[2, 3])
    assert V.validate("top_k1", shorter, "5_0").valid
    assert V.validate("top_k1", dict(desc, OutputIndexTensor={"DataType": "INT32", "Sizes": [2, 5]}),
                      "5_0").rule_ids == {"tensor-support-data-type"}


def test_expressions_read_a_size_along_a_field_or_a_fixed_dimension():
    from conformance.errors import SpecError
    from conformance.spec.rules import DescContext, Expr

    op = SPECS.operator("top_k1")
    desc = {"InputTensor": {"DataType": "INT32", "Sizes": [2, 5, 7]}, "Axis": 2}
    ctx = DescContext(desc, op, SPECS, SPECS.highest_level)
    assert Expr("InputTensor.Sizes[Axis]", "here").value(ctx) == 7
    assert Expr("InputTensor.Sizes[1] - 1", "here").value(ctx) == 4
    assert Expr("InputTensor.Sizes[Axis]", "here").names() == ["InputTensor", "Axis"]
    assert Expr("InputTensor.Sizes[Axis]", "here").value(DescContext(dict(desc, Axis=3), op, SPECS,
                                                                       SPECS.highest_level)) is None
    with pytest.raises(SpecError, match=r"Tensor.Sizes\[Field or N\]"):
        Expr("InputTensor.Sizes[]", "here")


def test_gather_output_sizes_are_the_page_concatenation_right_aligned():
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [3, 2]}, "IndicesTensor": {"DataType": "UINT32", "Sizes": [1, 2]},
            "OutputTensor": {"DataType": "FLOAT32", "Sizes": [3, 2]}, "Axis": 1, "IndexDimensions": 1}
    assert V.validate("gather", desc, "3_0").valid
    # the page's Example 3 as written: {3} + {1, 2} needs three dimensions (erratum example-3-index-dimensions)
    report = V.validate("gather", dict(desc, IndexDimensions=2), "3_0")
    assert report.rule_ids == {"output-sizes"} and report.violations[0].field == "IndexDimensions"
    # IndexDimensions = IndicesTensor.DimensionCount is valid (erratum index-dimensions-upper-bound), one more is not
    assert V.validate("gather", dict(desc, IndexDimensions=3), "3_0").rule_ids == {"index-dimensions-in-range"}
    # IndexDimensions 0: one index; {2} + {} right-aligned is {1, 2}... when the one index is {1, 1}
    zero = dict(desc, IndicesTensor={"DataType": "INT32", "Sizes": [1, 1]}, IndexDimensions=0,
                OutputTensor={"DataType": "FLOAT32", "Sizes": [1, 3]})
    assert V.validate("gather", zero, "3_0").valid
    # indices whose leading sizes are not 1 (microsoft/DirectML#685): unspecified, not invalid
    report = V.validate("gather", dict(zero, IndicesTensor={"DataType": "INT32", "Sizes": [1, 2]}), "3_0")
    assert report.valid and [f.unspecified_id for f in report.unspecified] == ["index-leading-sizes-not-one"]
    report = V.validate("gather", dict(desc, OutputTensor={"DataType": "FLOAT32", "Sizes": [2, 2]}), "3_0")
    assert report.rule_ids == {"output-sizes"} and "[3, 2]" in report.violations[0].message
    assert V.validate("gather", dict(desc, IndicesTensor={"DataType": "INT32", "Sizes": [1, 2]}), "2_1").rule_ids \
        == {"tensor-support-dimension-count", "tensor-support-data-type"}  # 4-D UINT32 indices only before 3_0


def test_padding1_output_sizes_modes_and_the_one_element_mirror():
    from conformance.errors import OutOfScopeError

    desc = {"InputTensor": {"DataType": "INT32", "Sizes": [2, 1]}, "OutputTensor": {"DataType": "INT32", "Sizes": [5, 3]},
            "PaddingMode": "DML_PADDING_MODE_SYMMETRIC", "PaddingValueDataType": "INT32", "PaddingValue": 0,
            "DimensionCount": 2, "StartPadding": [3, 1], "EndPadding": [0, 1]}
    report = V.validate("padding1", desc, "5_0")
    assert report.valid and not report.unspecified  # SYMMETRIC mirrors one element: it has an edge to fold
    report = V.validate("padding1", dict(desc, PaddingMode="DML_PADDING_MODE_REFLECTION"), "5_0")
    assert report.valid and [(f.unspecified_id, f.field) for f in report.unspecified] == \
        [("reflection-of-one-element", "InputTensor.Sizes[1]")]
    report = V.validate("padding1", dict(desc, OutputTensor={"DataType": "INT32", "Sizes": [5, 2]}), "5_0")
    assert report.rule_ids == {"output-sizes"} and "[5, 3]" in report.violations[0].message
    assert V.validate("padding1", dict(desc, PaddingValueDataType="INT64"), "5_0").rule_ids == {"padding-value-data-type"}
    assert V.validate("padding1", dict(desc, PaddingMode=5), "5_0").rule_ids == {"padding-mode-value"}
    assert V.validate("padding1", desc, "4_1").rule_ids == {"introduced-in"}
    with pytest.raises(OutOfScopeError, match="WRAP"):  # DirectML.h's 6_4 mode, on no stored page
        V.validate("padding1", dict(desc, PaddingMode="DML_PADDING_MODE_WRAP"), "6_4")
    # PADDING: the same rule, a FLOAT PaddingValue, 4 to 5 dimensions before 3_1
    old = {k: v for k, v in desc.items() if k != "PaddingValueDataType"}
    assert V.validate("padding", old, "3_1").valid
    assert V.validate("padding", old, "2_1").rule_ids == {"tensor-support-dimension-count"}


@pytest.mark.parametrize("operator", ["ELEMENT_WISE_DEQUANTIZE_LINEAR", "ELEMENT_WISE_QUANTIZE_LINEAR"])
def test_an_optional_tensor_a_lower_levels_table_requires_is_required_there(operator):
    """ZeroPointTensor is optional from 6_2; the 6_0 and older tables list it as an input, and
    DirectML 1.8.0 to 1.9.1 (5_0) refuse it left out (the release matrix's ci run, 2026-11-30).
    Left out, the desc is valid at 6_2 alone, and the violation names the table that requires it."""
    from conformance.spec import validator_for

    specs = load_specs()
    op = specs.operator(operator)
    ints, floats = ("INT8", "FLOAT32") if "DEQUANTIZE" in operator else ("FLOAT32", "INT8")
    desc = {"InputTensor": {"DataType": ints, "Sizes": [2]}, "ScaleTensor": {"DataType": "FLOAT32", "Sizes": [2]},
            "OutputTensor": {"DataType": floats, "Sizes": [2]}}
    validator = validator_for(specs)
    assert validator.validate(op, desc, specs.level("6_2")).valid
    for level in ("6_0", "5_0", "3_0"):
        report = validator.validate(op, desc, specs.level(level))
        (violation,) = report.violations
        assert violation.field == "ZeroPointTensor" and "lists it as an input" in violation.message, violation
        assert violation.cite.endswith(f"Tensor support: DML_FEATURE_LEVEL_{level if level != '5_0' else '3_0'} and above")
    present = dict(desc, ZeroPointTensor={"DataType": "INT8", "Sizes": [2]})
    assert validator.validate(op, present, specs.level("5_0")).valid
