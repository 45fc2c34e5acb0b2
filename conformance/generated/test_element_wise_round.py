# Emitted by `python -m generators` from spec/operators/element_wise_round.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_ROUND_OPERATOR_DESC (ns-directml-dml_element_wise_round_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_round_table_halves_to_nearest_even(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: ne-directml-dml_rounding_mode.md: Remarks (table: Original value / DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-round-table-halves-to-nearest-even-e7199359aa',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'inputs': {'InputTensor': [-2.5, -1.75, -1.5, -1.25, 0, 1.25, 1.5, 1.75, 2.5]},
        'expected': {'OutputTensor': [-2, -2, -2, -1, 0, 1, 2, 2, 2]},
        'provenance': {
            'name': 'element_wise_round-round-table-halves-to-nearest-even',
            'spec_item': 'examples/round-table-halves-to-nearest-even',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: ne-directml-dml_rounding_mode.md: Remarks (table: Original value / DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN)',
            'generator': 'examples',
        },
    })


def test_round_table_toward_zero(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: ne-directml-dml_rounding_mode.md: Remarks (table: Original value / DML_ROUNDING_MODE_TOWARD_ZERO)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-round-table-toward-zero-1a98eb8e8c',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_TOWARD_ZERO',
        },
        'inputs': {'InputTensor': [-2.5, -1.75, -1.5, -1.25, 0, 1.25, 1.5, 1.75, 2.5]},
        'expected': {'OutputTensor': [-2, -1, -1, -1, 0, 1, 1, 1, 2]},
        'provenance': {
            'name': 'element_wise_round-round-table-toward-zero',
            'spec_item': 'examples/round-table-toward-zero',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: ne-directml-dml_rounding_mode.md: Remarks (table: Original value / DML_ROUNDING_MODE_TOWARD_ZERO)',
            'generator': 'examples',
        },
    })


def test_round_table_toward_infinity(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: ne-directml-dml_rounding_mode.md: Remarks (table: Original value / DML_ROUNDING_MODE_TOWARD_INFINITY)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-round-table-toward-infinity-101ddd0563',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_TOWARD_INFINITY',
        },
        'inputs': {'InputTensor': [-2.5, -1.75, -1.5, -1.25, 0, 1.25, 1.5, 1.75, 2.5]},
        'expected': {'OutputTensor': [-3, -2, -2, -1, 0, 1, 2, 2, 3]},
        'provenance': {
            'name': 'element_wise_round-round-table-toward-infinity',
            'spec_item': 'examples/round-table-toward-infinity',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: ne-directml-dml_rounding_mode.md: Remarks (table: Original value / DML_ROUNDING_MODE_TOWARD_INFINITY)',
            'generator': 'examples',
        },
    })


def test_round_of_chosen_values(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Members: RoundingMode: DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-round-of-chosen-values-5f30ca86be',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'inputs': {'InputTensor': [0.5, -0.5, 3.5, 'inf', 2.499999761581421]},
        'expected': {'OutputTensor': [0, 0, 4, 'inf', 2]},
        'provenance': {
            'name': 'element_wise_round-round-of-chosen-values',
            'spec_item': 'examples/round-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Members: RoundingMode: DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_round_toward_infinity_halves(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Members: RoundingMode: DML_ROUNDING_MODE_TOWARD_INFINITY (halfway values away from zero) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-round-toward-infinity-halves-de3690643a',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'RoundingMode': 'DML_ROUNDING_MODE_TOWARD_INFINITY',
        },
        'inputs': {'InputTensor': [0.5, -0.5, 0.4999999701976776, -3.5]},
        'expected': {'OutputTensor': [1, -1, 0, -4]},
        'provenance': {
            'name': 'element_wise_round-round-toward-infinity-halves',
            'spec_item': 'examples/round-toward-infinity-halves',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Members: RoundingMode: DML_ROUNDING_MODE_TOWARD_INFINITY (halfway values away from zero) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-known-fields-100f0d6207',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_round-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-introduced-in-fbaadec94d',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'element_wise_round-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-tensor-support-data-type-cba4a1c052',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-tensor-support-dimension-count-49e1276605',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_round-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-known-data-type-b1dd62af7b',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_round-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-dimension-count-range-3c5dd3d2f6',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_round-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-sizes-nonzero-1a924e0a53',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_round-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-strides-count-6433ace6e1',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9], 'Strides': [9, 9, 9, 9, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_round-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-output-strides-no-overlap-77de714ec4',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9], 'Strides': [9, 9, 9, 0]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_round-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-total-size-minimum-03f65f27a8',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9], 'TotalTensorSizeInBytes': 35},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_round-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-element-count-max-d1377fdb0d',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [477218589, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_round-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-base-offset-alignment-5678955668',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_round-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-same-data-type-a3222987a2',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_round-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-same-rank-3652dcd04d',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9, 1]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_round-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-same-sizes-cdd7481f4c',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 10]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_round-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_invalid_rounding_mode_value(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Members: RoundingMode"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-invalid-rounding-mode-value-d2c366a74a',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 3,
        },
        'expect': 'invalid',
        'violates': ['rounding-mode-value'],
        'provenance': {
            'name': 'element_wise_round-invalid-rounding-mode-value',
            'spec_item': 'rules/rounding-mode-value',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Members: RoundingMode',
            'generator': 'invalid',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-inputtensor-uint32-a69a6ae901',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-inputtensor-uint16-3e3d94be64',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-inputtensor-uint8-34d4cc145c',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-inputtensor-int32-38646fa036',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-inputtensor-int16-d44c915276',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-inputtensor-int8-8595600fda',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-inputtensor-float64-402c7b14fe',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-inputtensor-uint64-a0bddf06c3',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-inputtensor-int64-e8e0b8cc06',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-outputtensor-uint32-a69a6ae901',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-outputtensor-uint16-3e3d94be64',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-outputtensor-uint8-34d4cc145c',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-outputtensor-int32-38646fa036',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-outputtensor-int16-d44c915276',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-outputtensor-int8-8595600fda',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-outputtensor-float64-402c7b14fe',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-outputtensor-uint64-a0bddf06c3',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-3_0-outputtensor-int64-e8e0b8cc06',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-2_1-inputtensor-uint32-cba4a1c052',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-2_1-inputtensor-uint32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-2_1-inputtensor-uint16-0e08d60e77',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-2_1-inputtensor-uint16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-2_1-inputtensor-uint8-46bef4cc91',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-2_1-inputtensor-uint8',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_2_1_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-2_1-inputtensor-int32-1291bfadad',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-2_1-inputtensor-int32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_2_1_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-2_1-inputtensor-int16-1537ef74fa',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-2_1-inputtensor-int16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_2_1_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-2_1-inputtensor-int8-25b7451c75',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-2_1-inputtensor-int8',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-2_1-outputtensor-uint32-cba4a1c052',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-2_1-outputtensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-2_1-outputtensor-uint16-0e08d60e77',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-2_1-outputtensor-uint8-46bef4cc91',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-2_1-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_2_1_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-2_1-outputtensor-int32-1291bfadad',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-2_1-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-2_1-outputtensor-int16-1537ef74fa',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-unsupported-2_1-outputtensor-int8-25b7451c75',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 9]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 9]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_round-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/round-table-halves-to-nearest-even',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-dimensions-3_0-9-5de12239df',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_round-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-dimensions-2_1-3-816be2f97c',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_round-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_round-dimensions-2_1-5-f181109396',
        'operator': 'DML_ELEMENT_WISE_ROUND_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'RoundingMode': 'DML_ROUNDING_MODE_HALVES_TO_NEAREST_EVEN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_round-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_ROUND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_ROUND_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_ROUND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_round_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_ROUND_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})
