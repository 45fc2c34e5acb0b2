# Emitted by `python -m generators` from spec/operators/nonzero_coordinates.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_NONZERO_COORDINATES_OPERATOR_DESC (ns-directml-dml_nonzero_coordinates_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Example"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-example-a63fda8b4e',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'inputs': {'InputTensor': [1, 0, 0, 2, -0.0, 3.5, 0, -5.199999809265137]},
        'expected': {
            'OutputCountTensor': [4],
            'OutputCoordinatesTensor': [0, 0, 0, 0, 0, 3, 0, 1, 1, 0, 1, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        },
        'provenance': {
            'name': 'nonzero_coordinates-example',
            'spec_item': 'examples/example',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Example',
            'generator': 'examples',
        },
    })


def test_nonzero_order_of_coordinates(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Members: OutputCoordinatesTensor (ordered by ascending element index: nonzero values at {1,0}, {1,2} and {0,5} give [[0,5], [1,0], [1,2]]) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-nonzero-order-of-coordinates-bcefc5594e',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 6]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [12, 2]},
        },
        'inputs': {'InputTensor': [0, 0, 0, 0, 0, 7, -1, 0, 3, 0, 0, 0]},
        'expected': {
            'OutputCountTensor': [3],
            'OutputCoordinatesTensor': [0, 5, 1, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        },
        'provenance': {
            'name': 'nonzero_coordinates-nonzero-order-of-coordinates',
            'spec_item': 'examples/nonzero-order-of-coordinates',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Members: OutputCoordinatesTensor (ordered by ascending element index: nonzero values at {1,0}, {1,2} and {0,5} give [[0,5], [1,0], [1,2]]) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_nonzero_all_zero(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Description (both 0.0f and -0.0f are zero); Members: OutputCountTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-nonzero-all-zero-1cbfd7e488',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 1]},
        },
        'inputs': {'InputTensor': [0, -0.0, 0]},
        'expected': {'OutputCountTensor': [0], 'OutputCoordinatesTensor': [0, 0, 0]},
        'provenance': {
            'name': 'nonzero_coordinates-nonzero-all-zero',
            'spec_item': 'examples/nonzero-all-zero',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Description (both 0.0f and -0.0f are zero); Members: OutputCountTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-known-fields-fc670b872c',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-introduced-in-8f92ec89a6',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-tensor-support-data-type-f7ac8a7861',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-tensor-support-dimension-count-42a71dd698',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-known-data-type-97d266b43b',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-dimension-count-range-6d27d505aa',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-sizes-nonzero-7d84b55728',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-strides-count-d333187f4a',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4], 'Strides': [8, 8, 8, 4, 1]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-output-strides-no-overlap-6ea043a989',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3], 'Strides': [24, 24, 0, 1]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-total-size-minimum-77eb870448',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4], 'TotalTensorSizeInBytes': 31},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-element-count-max-862386073c',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [536870912, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-base-offset-alignment-45b25be4d5',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Members: OutputCountTensor (the Sizes of this tensor must all be 1), OutputCoordinatesTensor ({1,1,M,N} or {1,1,1,M,N}: M the element count of InputTensor, N from its effective rank up to its DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-invalid-output-sizes-e2e65646d4',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [2, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'nonzero_coordinates-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Members: OutputCountTensor (the Sizes of this tensor must all be 1), OutputCoordinatesTensor ({1,1,M,N} or {1,1,1,M,N}: M the element count of InputTensor, N from its effective rank up to its DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_inputtensor_float64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-inputtensor-float64-ee33d874b8',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-inputtensor-float64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_inputtensor_uint64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-inputtensor-uint64-a8910be7aa',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-inputtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_inputtensor_int64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-inputtensor-int64-d85f7c3e14',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-inputtensor-int64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcounttensor_float32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-float32-5ba8c03194',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-float32',
            'spec_item': 'tensor_support/4_0/OutputCountTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcounttensor_float16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-float16-dd995b4a44',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-float16',
            'spec_item': 'tensor_support/4_0/OutputCountTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcounttensor_uint16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-uint16-f5cf9cc73d',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputCountTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcounttensor_uint8(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-uint8-479988e491',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputCountTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcounttensor_int32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-int32-e6ab9f83fd',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-int32',
            'spec_item': 'tensor_support/4_0/OutputCountTensor/excluded/INT32',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcounttensor_int16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-int16-f326e12e9e',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-int16',
            'spec_item': 'tensor_support/4_0/OutputCountTensor/excluded/INT16',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcounttensor_int8(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-int8-cf0227361f',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-int8',
            'spec_item': 'tensor_support/4_0/OutputCountTensor/excluded/INT8',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcounttensor_float64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-float64-ba7999a376',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-float64',
            'spec_item': 'tensor_support/4_0/OutputCountTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcounttensor_uint64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-uint64-e89341e398',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputCountTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcounttensor_int64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-int64-393cc3bf69',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcounttensor-int64',
            'spec_item': 'tensor_support/4_0/OutputCountTensor/excluded/INT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcoordinatestensor_float32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-float32-ff9ebe27e8',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-float32',
            'spec_item': 'tensor_support/4_0/OutputCoordinatesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcoordinatestensor_float16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-float16-aa6e0d9838',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-float16',
            'spec_item': 'tensor_support/4_0/OutputCoordinatesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcoordinatestensor_uint16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-uint16-2eab747edf',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputCoordinatesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcoordinatestensor_uint8(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-uint8-4d60d77bb9',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputCoordinatesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcoordinatestensor_int32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-int32-1966283016',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-int32',
            'spec_item': 'tensor_support/4_0/OutputCoordinatesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcoordinatestensor_int16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-int16-be2001436e',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-int16',
            'spec_item': 'tensor_support/4_0/OutputCoordinatesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcoordinatestensor_int8(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-int8-6a586c73b6',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-int8',
            'spec_item': 'tensor_support/4_0/OutputCoordinatesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcoordinatestensor_float64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-float64-a419f070c4',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-float64',
            'spec_item': 'tensor_support/4_0/OutputCoordinatesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcoordinatestensor_uint64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-uint64-01909cc957',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputCoordinatesTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_0_outputcoordinatestensor_int64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-int64-91317cfdd4',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-4_0-outputcoordinatestensor-int64',
            'spec_item': 'tensor_support/4_0/OutputCoordinatesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-inputtensor-float64-f7ac8a7861',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-inputtensor-uint64-e3d5be6bd6',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-inputtensor-int64-36a50c38aa',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcounttensor_float32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-float32-2664ec80c3',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-float32',
            'spec_item': 'tensor_support/3_0/OutputCountTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcounttensor_float16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-float16-46c45e820f',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-float16',
            'spec_item': 'tensor_support/3_0/OutputCountTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcounttensor_uint16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-uint16-526101301d',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputCountTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcounttensor_uint8(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-uint8-6f09455deb',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputCountTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcounttensor_int32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-int32-5baee551ac',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-int32',
            'spec_item': 'tensor_support/3_0/OutputCountTensor/excluded/INT32',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcounttensor_int16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-int16-f4edc1a743',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-int16',
            'spec_item': 'tensor_support/3_0/OutputCountTensor/excluded/INT16',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcounttensor_int8(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-int8-7dc864b910',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-int8',
            'spec_item': 'tensor_support/3_0/OutputCountTensor/excluded/INT8',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcounttensor_float64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-float64-76ad3704c3',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-float64',
            'spec_item': 'tensor_support/3_0/OutputCountTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcounttensor_uint64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-uint64-e10dd6ce80',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputCountTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcounttensor_int64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-int64-514f1e96f7',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcounttensor-int64',
            'spec_item': 'tensor_support/3_0/OutputCountTensor/excluded/INT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcoordinatestensor_float32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-float32-f606b7dc41',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-float32',
            'spec_item': 'tensor_support/3_0/OutputCoordinatesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcoordinatestensor_float16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-float16-63c50d06d0',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-float16',
            'spec_item': 'tensor_support/3_0/OutputCoordinatesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcoordinatestensor_uint16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-uint16-f55e71d80d',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputCoordinatesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcoordinatestensor_uint8(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-uint8-01243aa4f7',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputCoordinatesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcoordinatestensor_int32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-int32-b858674252',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-int32',
            'spec_item': 'tensor_support/3_0/OutputCoordinatesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcoordinatestensor_int16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-int16-9b2670a2d3',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-int16',
            'spec_item': 'tensor_support/3_0/OutputCoordinatesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcoordinatestensor_int8(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-int8-04696af768',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-int8',
            'spec_item': 'tensor_support/3_0/OutputCoordinatesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcoordinatestensor_float64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-float64-5d9006bbee',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-float64',
            'spec_item': 'tensor_support/3_0/OutputCoordinatesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcoordinatestensor_uint64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-uint64-ee350867ee',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputCoordinatesTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputcoordinatestensor_int64(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-int64-46b1cabf38',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 8, 3]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'nonzero_coordinates-unsupported-3_0-outputcoordinatestensor-int64',
            'spec_item': 'tensor_support/3_0/OutputCoordinatesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_dimension_count_9_4_0(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-dimensions-4_0-9-e0e40d0326',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'nonzero_coordinates-dimensions-4_0-9',
            'spec_item': 'tensor_support/4_0/dimensions/9',
            'cite': "ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-dimensions-3_0-3-bc8fda132d',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'nonzero_coordinates-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_3_0(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'nonzero_coordinates-dimensions-3_0-6-a6123736e5',
        'operator': 'DML_NONZERO_COORDINATES_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputCountTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputCoordinatesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'nonzero_coordinates-dimensions-3_0-6',
            'spec_item': 'tensor_support/3_0/dimensions/6',
            'cite': 'ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_0_inputtensor_float32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT32'})


def test_property_4_0_inputtensor_float16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT16'})


def test_property_4_0_inputtensor_int32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'INT32'})


def test_property_4_0_inputtensor_int16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'INT16'})


def test_property_4_0_inputtensor_int8(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'INT8'})


def test_property_4_0_inputtensor_uint32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'UINT32'})


def test_property_4_0_inputtensor_uint16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'UINT16'})


def test_property_4_0_inputtensor_uint8(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'UINT8'})


def test_property_4_0_outputcounttensor_uint32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputCountTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='4_0', pins={'OutputCountTensor': 'UINT32'})


def test_property_4_0_outputcoordinatestensor_uint32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputCoordinatesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='4_0', pins={'OutputCoordinatesTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_outputcounttensor_uint32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputCountTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='3_0', pins={'OutputCountTensor': 'UINT32'})


def test_property_3_0_outputcoordinatestensor_uint32(dml):
    """ns-directml-dml_nonzero_coordinates_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputCoordinatesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_NONZERO_COORDINATES_OPERATOR_DESC', row='3_0', pins={'OutputCoordinatesTensor': 'UINT32'})
