# Emitted by `python -m generators` from spec/operators/max_pooling1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_MAX_POOLING1_OPERATOR_DESC (ns-directml-dml_max_pooling1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_asymmetric_padding(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Members: StartPadding, EndPadding, OutputIndicesTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-asymmetric-padding-35989265d1',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'inputs': {'InputTensor': [-3, -5, -2, -7, 3, -1, 4, 9, 8, 6, 8, 1]},
        'expected': {'OutputTensor': [-3, -2, 3, 9, 8, 9], 'OutputIndicesTensor': [0, 2, 4, 7, 8, 7]},
        'provenance': {
            'name': 'max_pooling1-asymmetric-padding',
            'spec_item': 'examples/asymmetric-padding',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Members: StartPadding, EndPadding, OutputIndicesTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_indices_over_batches_and_channels(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Members: OutputIndicesTensor (zero-based over the whole input as one contiguous array) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-indices-over-batches-and-channels-7fd96c1811',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1, 1]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1, 1]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'WindowSize': [1, 2, 2],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
        },
        'inputs': {'InputTensor': [3, 1, 2, 0, 4, 7, 5, 6, 9, 8, 11, 10, 15, 12, 14, 13]},
        'expected': {'OutputTensor': [3, 7, 11, 15], 'OutputIndicesTensor': [0, 5, 10, 12]},
        'provenance': {
            'name': 'max_pooling1-indices-over-batches-and-channels',
            'spec_item': 'examples/indices-over-batches-and-channels',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Members: OutputIndicesTensor (zero-based over the whole input as one contiguous array) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int8_lowest_beats_padding(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Members: StartPadding (padding is not an element of InputTensor), OutputIndicesTensor (first value encountered) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-int8-lowest-beats-padding-96582fabe4',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [2, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 0],
        },
        'inputs': {'InputTensor': [-128, -128, 127, -1, -128, 5, -128, -128]},
        'expected': {'OutputTensor': [-128, 127], 'OutputIndicesTensor': [0, 2]},
        'provenance': {
            'name': 'max_pooling1-int8-lowest-beats-padding',
            'spec_item': 'examples/int8-lowest-beats-padding',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Members: StartPadding (padding is not an element of InputTensor), OutputIndicesTensor (first value encountered) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-known-fields-14d44c3a09',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'max_pooling1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-introduced-in-36484363b0',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'max_pooling1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-tensor-support-data-type-cbf3da2a5f',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-known-data-type-0529d6ee8e',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'max_pooling1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-dimension-count-range-1a2643b7b8',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'max_pooling1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-sizes-nonzero-104ca9ff00',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'max_pooling1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-strides-count-db36caf5a2',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'Strides': [12, 12, 12, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'max_pooling1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-output-strides-no-overlap-0eed2f86a8',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2], 'Strides': [6, 6, 0, 1]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'max_pooling1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-total-size-minimum-acd996c6ab',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'TotalTensorSizeInBytes': 47},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'max_pooling1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-element-count-max-b65ce306bb',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [357913942, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'max_pooling1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-base-offset-alignment-287c4aac2f',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'max_pooling1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-same-rank-430cfad062',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2, 1]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'max_pooling1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-same-data-type-4bebf4f89d',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'max_pooling1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_spatial_dimension_count(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Members: DimensionCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-spatial-dimension-count-944764f3f2',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 3,
            'Strides': [1, 2, 2],
            'WindowSize': [2, 2, 2],
            'StartPadding': [1, 0, 0],
            'EndPadding': [0, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['spatial-dimension-count'],
        'provenance': {
            'name': 'max_pooling1-invalid-spatial-dimension-count',
            'spec_item': 'rules/spatial-dimension-count',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Members: DimensionCount',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Members: DimensionCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-array-lengths-ef3ccd41f6',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'max_pooling1-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Members: DimensionCount',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_strides_positive(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Members: OutputTensor (the output-size formula divides by Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-strides-positive-6558702c09',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [0, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['strides-positive'],
        'provenance': {
            'name': 'max_pooling1-invalid-strides-positive',
            'spec_item': 'rules/strides-positive',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Members: OutputTensor (the output-size formula divides by Strides)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_window_positive(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Members: WindowSize (a window of size 0 selects no element)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-window-positive-86106a75ba',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [0, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['window-positive'],
        'provenance': {
            'name': 'max_pooling1-invalid-window-positive',
            'spec_item': 'rules/window-positive',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Members: WindowSize (a window of size 0 selects no element)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_window_fits(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Members: OutputTensor (the padded size must hold the window, or the output size is below 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-window-fits-a0717879e8',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [6, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['window-fits'],
        'provenance': {
            'name': 'max_pooling1-invalid-window-fits',
            'spec_item': 'rules/window-fits',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Members: OutputTensor (the padded size must hold the window, or the output size is below 1)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Members: OutputTensor (formula; this operator has no Dilations)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-output-sizes-c96e2e8d02',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'max_pooling1-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Members: OutputTensor (formula; this operator has no Dilations)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_indices_same_sizes(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Members: OutputIndicesTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-invalid-indices-same-sizes-fbe23302db',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['indices-same-sizes'],
        'provenance': {
            'name': 'max_pooling1-invalid-indices-same-sizes',
            'spec_item': 'rules/indices-same-sizes',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Members: OutputIndicesTensor',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_inputtensor_float64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-5_0-inputtensor-float64-09d4df2b92',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-5_0-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_outputtensor_float64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-5_0-outputtensor-float64-09d4df2b92',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-5_0-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_outputindicestensor_float32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-5_0-outputindicestensor-float32-232553d418',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-5_0-outputindicestensor-float32',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_outputindicestensor_float16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-5_0-outputindicestensor-float16-9ced9a1361',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-5_0-outputindicestensor-float16',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_outputindicestensor_uint16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-5_0-outputindicestensor-uint16-f621f4b11f',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-5_0-outputindicestensor-uint16',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_outputindicestensor_uint8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-5_0-outputindicestensor-uint8-f7e8679e7e',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-5_0-outputindicestensor-uint8',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_outputindicestensor_int32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-5_0-outputindicestensor-int32-cc44d27dcd',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-5_0-outputindicestensor-int32',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_outputindicestensor_int16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-5_0-outputindicestensor-int16-f052286311',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-5_0-outputindicestensor-int16',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_outputindicestensor_int8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-5_0-outputindicestensor-int8-a764107911',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-5_0-outputindicestensor-int8',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_outputindicestensor_float64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-5_0-outputindicestensor-float64-ccc66ec54e',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-5_0-outputindicestensor-float64',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_outputindicestensor_int64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-5_0-outputindicestensor-int64-c3e0fac226',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-5_0-outputindicestensor-int64',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-inputtensor-uint32-ea1f309041',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-inputtensor-uint16-58c6c9b14a',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-inputtensor-int32-b7c7583fa9',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-inputtensor-int16-22e5ef26b7',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-inputtensor-float64-ba4129b233',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-inputtensor-uint64-5a4fb60e71',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-inputtensor-int64-c42ae932e3',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputtensor-uint32-ea1f309041',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputtensor-uint16-58c6c9b14a',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputtensor-int32-b7c7583fa9',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputtensor-int16-22e5ef26b7',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputtensor-float64-ba4129b233',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputtensor-uint64-5a4fb60e71',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputtensor-int64-c42ae932e3',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputindicestensor_float32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputindicestensor-float32-650aa5c15a',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputindicestensor-float32',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputindicestensor_float16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputindicestensor-float16-682646980a',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputindicestensor-float16',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputindicestensor_uint16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputindicestensor-uint16-988e6ade7f',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputindicestensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputindicestensor_uint8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputindicestensor-uint8-ecd47b7232',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputindicestensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputindicestensor_int32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputindicestensor-int32-18e0ed187d',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputindicestensor-int32',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputindicestensor_int16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputindicestensor-int16-fd3f4cc8ba',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputindicestensor-int16',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputindicestensor_int8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputindicestensor-int8-fed194bf4a',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputindicestensor-int8',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputindicestensor_float64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputindicestensor-float64-3b91a12f87',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputindicestensor-float64',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputindicestensor_uint64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputindicestensor-uint64-2942d0f396',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputindicestensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputindicestensor_int64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-3_0-outputindicestensor-int64-633cbbf854',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-3_0-outputindicestensor-int64',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_inputtensor_uint32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-inputtensor-uint32-cbf3da2a5f',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-inputtensor-uint32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_inputtensor_uint16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-inputtensor-uint16-5fb66e1e35',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-inputtensor-uint16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_inputtensor_uint8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-inputtensor-uint8-9817ad9e01',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-inputtensor-uint8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_inputtensor_int32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-inputtensor-int32-ad544b7e7d',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-inputtensor-int32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_inputtensor_int16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-inputtensor-int16-b3c1d94414',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-inputtensor-int16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_inputtensor_int8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-inputtensor-int8-2468ffc6a6',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-inputtensor-int8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputtensor-uint32-cbf3da2a5f',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputtensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputtensor-uint16-5fb66e1e35',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputtensor-uint8-9817ad9e01',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputtensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputtensor-int32-ad544b7e7d',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputtensor-int16-b3c1d94414',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputtensor-int8-2468ffc6a6',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputindicestensor_float32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputindicestensor-float32-2262f8be9c',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputindicestensor-float32',
            'spec_item': 'tensor_support/2_0/OutputIndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputindicestensor_float16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputindicestensor-float16-b013d7b3e5',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputindicestensor-float16',
            'spec_item': 'tensor_support/2_0/OutputIndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputindicestensor_uint16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputindicestensor-uint16-38b5e236aa',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputindicestensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputIndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputindicestensor_uint8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputindicestensor-uint8-e38a6158e3',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputindicestensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputIndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputindicestensor_int32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputindicestensor-int32-95c122b289',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputindicestensor-int32',
            'spec_item': 'tensor_support/2_0/OutputIndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputindicestensor_int16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputindicestensor-int16-4d6f414d64',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputindicestensor-int16',
            'spec_item': 'tensor_support/2_0/OutputIndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_2_0_outputindicestensor_int8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-unsupported-2_0-outputindicestensor-int8-44f553bfba',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling1-unsupported-2_0-outputindicestensor-int8',
            'spec_item': 'tensor_support/2_0/OutputIndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_dimension_count_3_5_0(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-dimensions-5_0-3-195ee4b40f',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling1-dimensions-5_0-3',
            'spec_item': 'tensor_support/5_0/dimensions/3',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_5_0(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-dimensions-5_0-6-696f828394',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling1-dimensions-5_0-6',
            'spec_item': 'tensor_support/5_0/dimensions/6',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-dimensions-3_0-3-7c825b609b',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling1-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_3_0(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-dimensions-3_0-6-a546fdc2bc',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling1-dimensions-3_0-6',
            'spec_item': 'tensor_support/3_0/dimensions/6',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-dimensions-2_0-3-a1e336c1bb',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling1-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_2_0(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling1-dimensions-2_0-6-6821e6a26c',
        'operator': 'DML_MAX_POOLING1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling1-dimensions-2_0-6',
            'spec_item': 'tensor_support/2_0/dimensions/6',
            'cite': 'ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT16'})


def test_property_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT8'})


def test_property_5_0_outputindicestensor_uint64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputIndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'OutputIndicesTensor': 'UINT64'})


def test_property_5_0_outputindicestensor_uint32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputIndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'OutputIndicesTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_outputindicestensor_uint32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputIndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='3_0', pins={'OutputIndicesTensor': 'UINT32'})


def test_property_2_0_inputtensor_float32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT32'})


def test_property_2_0_inputtensor_float16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT16'})


def test_property_2_0_outputindicestensor_uint32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (OutputIndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='2_0', pins={'OutputIndicesTensor': 'UINT32'})


def test_equivalence_max_pooling_without_indices(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Remarks: equals DML_MAX_POOLING_OPERATOR_DESC when OutputIndicesTensor absent"""
    dml.check_equivalence('DML_MAX_POOLING1_OPERATOR_DESC', 'max-pooling-without-indices')


def test_equivalence_values_at_indices(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Members: OutputIndicesTensor (by definition): OutputTensor equals InputTensor gathered at OutputIndicesTensor"""
    dml.check_equivalence('DML_MAX_POOLING1_OPERATOR_DESC', 'values-at-indices')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: unspecified nan-inputs: the docs do not say whether NaN in a window is the maximum, ignored, or which index it yields"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: unspecified nan-inputs: the docs do not say whether NaN in a window is the maximum, ignored, or which index it yields"""
    dml.check_property('DML_MAX_POOLING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_window_257_int8_int8_uint64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a window index past 256 or 65,536 kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_MAX_POOLING1_OPERATOR_DESC', 'window-257', {'InputTensor': 'INT8', 'OutputTensor': 'INT8', 'OutputIndicesTensor': 'UINT64'})


def test_large_window_65537_int8_int8_uint64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a window index past 256 or 65,536 kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_MAX_POOLING1_OPERATOR_DESC', 'window-65537', {'InputTensor': 'INT8', 'OutputTensor': 'INT8', 'OutputIndicesTensor': 'UINT64'})


def test_large_index_limit_int8_int8_uint64(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a flat index computed in signed 32 bits wraps past 2^31; 4,294,967,295 elements)"""
    dml.check_large('DML_MAX_POOLING1_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'INT8', 'OutputIndicesTensor': 'UINT64'})


def test_large_window_257_int8_int8_uint32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a window index past 256 or 65,536 kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_MAX_POOLING1_OPERATOR_DESC', 'window-257', {'InputTensor': 'INT8', 'OutputTensor': 'INT8', 'OutputIndicesTensor': 'UINT32'})


def test_large_window_65537_int8_int8_uint32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a window index past 256 or 65,536 kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_MAX_POOLING1_OPERATOR_DESC', 'window-65537', {'InputTensor': 'INT8', 'OutputTensor': 'INT8', 'OutputIndicesTensor': 'UINT32'})


def test_large_index_limit_int8_int8_uint32(dml):
    """ns-directml-dml_max_pooling1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a flat index computed in signed 32 bits wraps past 2^31; 4,294,967,295 elements)"""
    dml.check_large('DML_MAX_POOLING1_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'INT8', 'OutputIndicesTensor': 'UINT32'})
