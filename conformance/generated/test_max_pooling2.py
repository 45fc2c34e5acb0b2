# Emitted by `python -m generators` from spec/operators/max_pooling2.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_MAX_POOLING2_OPERATOR_DESC (ns-directml-dml_max_pooling2_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_asymmetric_padding_dilation(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: StartPadding, EndPadding, Dilations, OutputIndicesTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-asymmetric-padding-dilation-9da5d94b10',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'inputs': {'InputTensor': [-3, -5, -2, -7, 3, -1, 4, 9, 8, 6, 8, 1]},
        'expected': {'OutputTensor': [-2, -2, 4, 4, 8, 8], 'OutputIndicesTensor': [2, 2, 6, 6, 8, 10]},
        'provenance': {
            'name': 'max_pooling2-asymmetric-padding-dilation',
            'spec_item': 'examples/asymmetric-padding-dilation',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Members: StartPadding, EndPadding, Dilations, OutputIndicesTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_indices_over_batches_and_channels(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: OutputIndicesTensor (zero-based over the whole input as one contiguous array) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-indices-over-batches-and-channels-4188f6ca85',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1, 1]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1, 1]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'WindowSize': [1, 2, 2],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'Dilations': [1, 1, 1],
        },
        'inputs': {'InputTensor': [3, 1, 2, 0, 4, 7, 5, 6, 9, 8, 11, 10, 15, 12, 14, 13]},
        'expected': {'OutputTensor': [3, 7, 11, 15], 'OutputIndicesTensor': [0, 5, 10, 12]},
        'provenance': {
            'name': 'max_pooling2-indices-over-batches-and-channels',
            'spec_item': 'examples/indices-over-batches-and-channels',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Members: OutputIndicesTensor (zero-based over the whole input as one contiguous array) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int8_lowest_beats_padding(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: StartPadding (padding is not an element of InputTensor), OutputIndicesTensor (first value encountered) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-int8-lowest-beats-padding-74c24bc55e',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 1],
        },
        'inputs': {'InputTensor': [-128, -128, 127, -1, -128, 5, -128, -128]},
        'expected': {'OutputTensor': [-128, 127], 'OutputIndicesTensor': [0, 2]},
        'provenance': {
            'name': 'max_pooling2-int8-lowest-beats-padding',
            'spec_item': 'examples/int8-lowest-beats-padding',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Members: StartPadding (padding is not an element of InputTensor), OutputIndicesTensor (first value encountered) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-known-fields-eef38c3f97',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'max_pooling2-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-introduced-in-decc84e151',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'max_pooling2-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-tensor-support-data-type-56cf6ac81b',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-known-data-type-cc615df0f8',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'max_pooling2-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-dimension-count-range-260fc594a5',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'max_pooling2-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-sizes-nonzero-a0d742b2fa',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'max_pooling2-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-strides-count-96c8aa993d',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'Strides': [12, 12, 12, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'max_pooling2-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-output-strides-no-overlap-77846b9236',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2], 'Strides': [6, 6, 0, 1]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'max_pooling2-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-total-size-minimum-e275a9e8d4',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'TotalTensorSizeInBytes': 47},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'max_pooling2-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-element-count-max-f9be92553d',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [357913942, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'max_pooling2-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-base-offset-alignment-f0d8125957',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'max_pooling2-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-same-rank-8284ee0119',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2, 1]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'max_pooling2-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-same-data-type-6c4f24738d',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'max_pooling2-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_spatial_dimension_count(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: DimensionCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-spatial-dimension-count-9cfe60163d',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 3,
            'Strides': [1, 2, 2],
            'WindowSize': [2, 2, 2],
            'StartPadding': [1, 0, 0],
            'EndPadding': [0, 1, 1],
            'Dilations': [1, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['spatial-dimension-count'],
        'provenance': {
            'name': 'max_pooling2-invalid-spatial-dimension-count',
            'spec_item': 'rules/spatial-dimension-count',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Members: DimensionCount',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: DimensionCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-array-lengths-a3ef93ff8c',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'max_pooling2-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Members: DimensionCount',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_strides_positive(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: OutputTensor (the output-size formula divides by Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-strides-positive-faa7ef9706',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [0, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['strides-positive'],
        'provenance': {
            'name': 'max_pooling2-invalid-strides-positive',
            'spec_item': 'rules/strides-positive',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Members: OutputTensor (the output-size formula divides by Strides)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_window_positive(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: WindowSize (a window of size 0 selects no element)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-window-positive-41432f6fb2',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [0, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['window-positive'],
        'provenance': {
            'name': 'max_pooling2-invalid-window-positive',
            'spec_item': 'rules/window-positive',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Members: WindowSize (a window of size 0 selects no element)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_dilations_positive(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: Dilations (a dilation of 0 selects the same element for the whole window)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-dilations-positive-85915e1154',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [0, 2],
        },
        'expect': 'invalid',
        'violates': ['dilations-positive'],
        'provenance': {
            'name': 'max_pooling2-invalid-dilations-positive',
            'spec_item': 'rules/dilations-positive',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Members: Dilations (a dilation of 0 selects the same element for the whole window)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_window_fits(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: OutputTensor (the padded size must hold the dilated window, or the output size is below 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-window-fits-a988c5bbaa',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [6, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['window-fits'],
        'provenance': {
            'name': 'max_pooling2-invalid-window-fits',
            'spec_item': 'rules/window-fits',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Members: OutputTensor (the padded size must hold the dilated window, or the output size is below 1)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: OutputTensor (formula, with Dilations; see erratum output-size-omits-dilations)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-output-sizes-cddb2551bf',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'max_pooling2-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Members: OutputTensor (formula, with Dilations; see erratum output-size-omits-dilations)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_invalid_indices_same_sizes(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: OutputIndicesTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-invalid-indices-same-sizes-d297303b0c',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['indices-same-sizes'],
        'provenance': {
            'name': 'max_pooling2-invalid-indices-same-sizes',
            'spec_item': 'rules/indices-same-sizes',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Members: OutputIndicesTensor',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_5_0_inputtensor_float64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-5_0-inputtensor-float64-ad71a6cf09',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-5_0-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_5_0_outputtensor_float64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-5_0-outputtensor-float64-ad71a6cf09',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-5_0-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_5_0_outputindicestensor_float32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-5_0-outputindicestensor-float32-d10b8abb91',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-5_0-outputindicestensor-float32',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_5_0_outputindicestensor_float16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-5_0-outputindicestensor-float16-797bb61151',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-5_0-outputindicestensor-float16',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_5_0_outputindicestensor_uint16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-5_0-outputindicestensor-uint16-3b8d2eed0e',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-5_0-outputindicestensor-uint16',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_5_0_outputindicestensor_uint8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-5_0-outputindicestensor-uint8-c3d5dc70fb',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-5_0-outputindicestensor-uint8',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_5_0_outputindicestensor_int32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-5_0-outputindicestensor-int32-ebc89329fc',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-5_0-outputindicestensor-int32',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_5_0_outputindicestensor_int16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-5_0-outputindicestensor-int16-015d6bb7a0',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-5_0-outputindicestensor-int16',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_5_0_outputindicestensor_int8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-5_0-outputindicestensor-int8-2887ee3b70',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-5_0-outputindicestensor-int8',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_5_0_outputindicestensor_float64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-5_0-outputindicestensor-float64-10b4e2ded7',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-5_0-outputindicestensor-float64',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_5_0_outputindicestensor_int64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-5_0-outputindicestensor-int64-1cd7ca601b',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-5_0-outputindicestensor-int64',
            'spec_item': 'tensor_support/5_0/OutputIndicesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-inputtensor-uint32-ed5e829daa',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-inputtensor-uint16-28fcdd9aef',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-inputtensor-int32-5325c7eb67',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-inputtensor-int16-b9d9ab03e8',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-inputtensor-float64-e2b6d51206',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-inputtensor-uint64-2b4f0642f6',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-inputtensor-int64-aa6162a4e7',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputtensor-uint32-ed5e829daa',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputtensor-uint16-28fcdd9aef',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputtensor-int32-5325c7eb67',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputtensor-int16-b9d9ab03e8',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputtensor-float64-e2b6d51206',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputtensor-uint64-2b4f0642f6',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputtensor-int64-aa6162a4e7',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputindicestensor_float32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputindicestensor-float32-5ccbddf3ab',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputindicestensor-float32',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputindicestensor_float16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputindicestensor-float16-983399d9e6',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputindicestensor-float16',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputindicestensor_uint16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputindicestensor-uint16-aad415442f',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputindicestensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputindicestensor_uint8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputindicestensor-uint8-e3fe0cdbd5',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputindicestensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputindicestensor_int32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputindicestensor-int32-b38bb6c3c9',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputindicestensor-int32',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputindicestensor_int16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputindicestensor-int16-5c2d5703ef',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputindicestensor-int16',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputindicestensor_int8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputindicestensor-int8-10f1d5c2a0',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputindicestensor-int8',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputindicestensor_float64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputindicestensor-float64-34ad9aebf3',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputindicestensor-float64',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputindicestensor_uint64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputindicestensor-uint64-b5b1b22f4f',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputindicestensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_3_0_outputindicestensor_int64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-3_0-outputindicestensor-int64-5cede66fb4',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
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
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-3_0-outputindicestensor-int64',
            'spec_item': 'tensor_support/3_0/OutputIndicesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-inputtensor-uint32-56cf6ac81b',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-inputtensor-uint32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-inputtensor-uint16-319d11fe41',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-inputtensor-uint16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-inputtensor-uint8-46a7aa4d45',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-inputtensor-uint8',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_inputtensor_int32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-inputtensor-int32-3c40a1c344',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-inputtensor-int32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_inputtensor_int16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-inputtensor-int16-262a37029e',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-inputtensor-int16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_inputtensor_int8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-inputtensor-int8-c8c84a8a42',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-inputtensor-int8',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputtensor-uint32-56cf6ac81b',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputtensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputtensor-uint16-319d11fe41',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputtensor-uint8-46a7aa4d45',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputtensor_int32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputtensor-int32-3c40a1c344',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputtensor-int16-262a37029e',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputtensor-int8-c8c84a8a42',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputindicestensor_float32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputindicestensor-float32-5ff6963baa',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputindicestensor-float32',
            'spec_item': 'tensor_support/2_1/OutputIndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputindicestensor_float16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputindicestensor-float16-9e78c90aff',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputindicestensor-float16',
            'spec_item': 'tensor_support/2_1/OutputIndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputindicestensor_uint16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputindicestensor-uint16-0d63103d1c',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputindicestensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputIndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputindicestensor_uint8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputindicestensor-uint8-de0a2b8f9f',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputindicestensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputIndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputindicestensor_int32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputindicestensor-int32-79485fabe4',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputindicestensor-int32',
            'spec_item': 'tensor_support/2_1/OutputIndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputindicestensor_int16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputindicestensor-int16-2083dbeb8d',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputindicestensor-int16',
            'spec_item': 'tensor_support/2_1/OutputIndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_unsupported_2_1_outputindicestensor_int8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-unsupported-2_1-outputindicestensor-int8-f4d0b21f8a',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'OutputIndicesTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling2-unsupported-2_1-outputindicestensor-int8',
            'spec_item': 'tensor_support/2_1/OutputIndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding-dilation',
        },
    })


def test_dimension_count_3_5_0(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-dimensions-5_0-3-208ad50bd9',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
            'Dilations': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling2-dimensions-5_0-3',
            'spec_item': 'tensor_support/5_0/dimensions/3',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_5_0(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-dimensions-5_0-6-9c4d49bf1c',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
            'Dilations': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling2-dimensions-5_0-6',
            'spec_item': 'tensor_support/5_0/dimensions/6',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-dimensions-3_0-3-738d5dae65',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
            'Dilations': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling2-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_3_0(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-dimensions-3_0-6-98799a8978',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
            'Dilations': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling2-dimensions-3_0-6',
            'spec_item': 'tensor_support/3_0/dimensions/6',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-dimensions-2_1-3-2d4c61e0af',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
            'Dilations': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling2-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_2_1(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling2-dimensions-2_1-6-e4313ae802',
        'operator': 'DML_MAX_POOLING2_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
            'Dilations': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling2-dimensions-2_1-6',
            'spec_item': 'tensor_support/2_1/dimensions/6',
            'cite': 'ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT16'})


def test_property_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT8'})


def test_property_5_0_outputindicestensor_uint64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputIndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'OutputIndicesTensor': 'UINT64'})


def test_property_5_0_outputindicestensor_uint32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (OutputIndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'OutputIndicesTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_outputindicestensor_uint32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputIndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='3_0', pins={'OutputIndicesTensor': 'UINT32'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_outputindicestensor_uint32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputIndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='2_1', pins={'OutputIndicesTensor': 'UINT32'})


def test_equivalence_max_pooling1_unit_dilations(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Remarks: equals DML_MAX_POOLING1_OPERATOR_DESC when Dilations 1"""
    dml.check_equivalence('DML_MAX_POOLING2_OPERATOR_DESC', 'max-pooling1-unit-dilations')


def test_equivalence_values_at_indices(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: OutputIndicesTensor (by definition): OutputTensor equals InputTensor gathered at OutputIndicesTensor"""
    dml.check_equivalence('DML_MAX_POOLING2_OPERATOR_DESC', 'values-at-indices')


def test_equivalence_unpooling_puts_maxima_back(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Members: OutputIndicesTensor; ns-directml-dml_max_unpooling_operator_desc.md: Description, Members: IndicesTensor (by definition: MAX_UNPOOLING inverts a max pooling from its values and indices): OutputTensor of MAX_UNPOOLING(InputTensor = MAX_POOLING2(this side's inputs), IndicesTensor = MAX_POOLING2(this side's inputs).OutputIndicesTensor) is zero except at OutputIndicesTensor, where it holds OutputTensor"""
    dml.check_equivalence('DML_MAX_POOLING2_OPERATOR_DESC', 'unpooling-puts-maxima-back')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: unspecified nan-inputs: the docs do not say whether NaN in a window is the maximum, ignored, or which index it yields"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: unspecified nan-inputs: the docs do not say whether NaN in a window is the maximum, ignored, or which index it yields"""
    dml.check_property('DML_MAX_POOLING2_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_window_257_int8_int8_uint64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a window index past 256 or 65,536 kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_MAX_POOLING2_OPERATOR_DESC', 'window-257', {'InputTensor': 'INT8', 'OutputTensor': 'INT8', 'OutputIndicesTensor': 'UINT64'})


def test_large_window_65537_int8_int8_uint64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a window index past 256 or 65,536 kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_MAX_POOLING2_OPERATOR_DESC', 'window-65537', {'InputTensor': 'INT8', 'OutputTensor': 'INT8', 'OutputIndicesTensor': 'UINT64'})


def test_large_index_limit_int8_int8_uint64(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a flat index computed in signed 32 bits wraps past 2^31; 4,294,967,295 elements)"""
    dml.check_large('DML_MAX_POOLING2_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'INT8', 'OutputIndicesTensor': 'UINT64'})


def test_large_window_257_int8_int8_uint32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a window index past 256 or 65,536 kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_MAX_POOLING2_OPERATOR_DESC', 'window-257', {'InputTensor': 'INT8', 'OutputTensor': 'INT8', 'OutputIndicesTensor': 'UINT32'})


def test_large_window_65537_int8_int8_uint32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a window index past 256 or 65,536 kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_MAX_POOLING2_OPERATOR_DESC', 'window-65537', {'InputTensor': 'INT8', 'OutputTensor': 'INT8', 'OutputIndicesTensor': 'UINT32'})


def test_large_index_limit_int8_int8_uint32(dml):
    """ns-directml-dml_max_pooling2_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a flat index computed in signed 32 bits wraps past 2^31; 4,294,967,295 elements)"""
    dml.check_large('DML_MAX_POOLING2_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'INT8', 'OutputIndicesTensor': 'UINT32'})
