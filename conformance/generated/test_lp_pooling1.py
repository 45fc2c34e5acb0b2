# Emitted by `python -m generators` from spec/operators/lp_pooling1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_LP_POOLING1_OPERATOR_DESC (ns-directml-dml_lp_pooling1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_l2_dilated_width(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Members: Dilations, P (2: the L2 norm) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-l2-dilated-width-00018fe15a',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'inputs': {'InputTensor': [3, 5, 4, 12, 0]},
        'expected': {'OutputTensor': [5, 13, 4]},
        'provenance': {
            'name': 'lp_pooling1-l2-dilated-width',
            'spec_item': 'examples/l2-dilated-width',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Members: Dilations, P (2: the L2 norm) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_l1_dilated_padded(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Members: Dilations, StartPadding, EndPadding, P (1: the L1 norm) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-l1-dilated-padded-a5d3c2244f',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 5]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 1],
            'EndPadding': [0, 1],
            'Dilations': [1, 2],
            'P': 1,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5]},
        'expected': {'OutputTensor': [2, 4, 6, 8, 4]},
        'provenance': {
            'name': 'lp_pooling1-l1-dilated-padded',
            'spec_item': 'examples/l1-dilated-padded',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Members: Dilations, StartPadding, EndPadding, P (1: the L1 norm) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_l2_dilated_depth_5d(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Members: Dilations ({ Depth, Height, Width } when DimensionCount is 3), P (2) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-l2-dilated-depth-5d-a1d84beadf',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'WindowSize': [2, 1, 1],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'Dilations': [2, 1, 1],
            'P': 2,
        },
        'inputs': {'InputTensor': [6, 7, 8]},
        'expected': {'OutputTensor': [10]},
        'provenance': {
            'name': 'lp_pooling1-l2-dilated-depth-5d',
            'spec_item': 'examples/l2-dilated-depth-5d',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Members: Dilations ({ Depth, Height, Width } when DimensionCount is 3), P (2) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-known-fields-e58319302d',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'lp_pooling1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-introduced-in-d78c815870',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'lp_pooling1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-tensor-support-data-type-710769d0aa',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-known-data-type-8d6056bafe',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'lp_pooling1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-dimension-count-range-6516481faa',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'lp_pooling1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-sizes-nonzero-0f4f597a79',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'lp_pooling1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-strides-count-76ccb98f16',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5], 'Strides': [5, 5, 5, 5, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'lp_pooling1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-output-strides-no-overlap-94f9518754',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3], 'Strides': [3, 3, 3, 0]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'lp_pooling1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-total-size-minimum-a114d9272a',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5], 'TotalTensorSizeInBytes': 19},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'lp_pooling1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-element-count-max-3d34f3419c',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [858993460, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'lp_pooling1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-base-offset-alignment-87089eb641',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'lp_pooling1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-same-rank-57c2af214c',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'lp_pooling1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-same-data-type-2c5ab5daeb',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'lp_pooling1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_spatial_dimension_count(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Members: DimensionCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-spatial-dimension-count-54cc9e66c8',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'WindowSize': [1, 2, 2],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'Dilations': [1, 2, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['spatial-dimension-count'],
        'provenance': {
            'name': 'lp_pooling1-invalid-spatial-dimension-count',
            'spec_item': 'rules/spatial-dimension-count',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Members: DimensionCount',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Members: DimensionCount (and the _Field_size_(DimensionCount) of each array)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-array-lengths-8494390572',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'lp_pooling1-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Members: DimensionCount (and the _Field_size_(DimensionCount) of each array)',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_strides_positive(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Members: OutputTensor (the output-size formula divides by Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-strides-positive-125200eb6d',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [0, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-positive'],
        'provenance': {
            'name': 'lp_pooling1-invalid-strides-positive',
            'spec_item': 'rules/strides-positive',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Members: OutputTensor (the output-size formula divides by Strides)',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_window_positive(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Members: WindowSize (a window of size 0 holds no element)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-window-positive-5535343e33',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [0, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['window-positive'],
        'provenance': {
            'name': 'lp_pooling1-invalid-window-positive',
            'spec_item': 'rules/window-positive',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Members: WindowSize (a window of size 0 holds no element)',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_dilations_positive(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Members: Dilations (a dilation of 0 selects the same element for the whole window)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-dilations-positive-2ae7b3332b',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [0, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['dilations-positive'],
        'provenance': {
            'name': 'lp_pooling1-invalid-dilations-positive',
            'spec_item': 'rules/dilations-positive',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Members: Dilations (a dilation of 0 selects the same element for the whole window)',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_p_positive(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Members: P (the formula takes the 1/P-th root: P = 0 has none)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-p-positive-a38e1443e1',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 0,
        },
        'expect': 'invalid',
        'violates': ['p-positive'],
        'provenance': {
            'name': 'lp_pooling1-invalid-p-positive',
            'spec_item': 'rules/p-positive',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Members: P (the formula takes the 1/P-th root: P = 0 has none)',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_window_fits(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Members: OutputTensor (the padded size must hold the dilated window, or the output size is below 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-window-fits-0021b8fd83',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [3, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['window-fits'],
        'provenance': {
            'name': 'lp_pooling1-invalid-window-fits',
            'spec_item': 'rules/window-fits',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Members: OutputTensor (the padded size must hold the dilated window, or the output size is below 1)',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Members: OutputTensor (formula, with Dilations; see erratum output-size-omits-dilations)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-invalid-output-sizes-c3085088bd',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'lp_pooling1-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Members: OutputTensor (formula, with Dilations; see erratum output-size-omits-dilations)',
            'generator': 'invalid',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_inputtensor_uint32(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-inputtensor-uint32-710769d0aa',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-inputtensor-uint32',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_inputtensor_uint16(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-inputtensor-uint16-938744c6b3',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-inputtensor-uint16',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_inputtensor_uint8(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-inputtensor-uint8-17f3e65c9f',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-inputtensor-uint8',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_inputtensor_int32(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-inputtensor-int32-1936baa66a',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-inputtensor-int32',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_inputtensor_int16(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-inputtensor-int16-ccd6ece35f',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-inputtensor-int16',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_inputtensor_int8(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-inputtensor-int8-6556b40381',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-inputtensor-int8',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_inputtensor_float64(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-inputtensor-float64-f8ccfc3a68',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-inputtensor-float64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_inputtensor_uint64(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-inputtensor-uint64-73e4bb08fc',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-inputtensor-uint64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_inputtensor_int64(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-inputtensor-int64-293609efdd',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-inputtensor-int64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_outputtensor_uint32(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-outputtensor-uint32-710769d0aa',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-outputtensor-uint32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_outputtensor_uint16(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-outputtensor-uint16-938744c6b3',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-outputtensor-uint16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_outputtensor_uint8(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-outputtensor-uint8-17f3e65c9f',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-outputtensor-uint8',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_outputtensor_int32(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-outputtensor-int32-1936baa66a',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-outputtensor-int32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_outputtensor_int16(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-outputtensor-int16-ccd6ece35f',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-outputtensor-int16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_outputtensor_int8(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-outputtensor-int8-6556b40381',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-outputtensor-int8',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_outputtensor_float64(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-outputtensor-float64-f8ccfc3a68',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-outputtensor-float64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_outputtensor_uint64(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-outputtensor-uint64-73e4bb08fc',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-outputtensor-uint64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_unsupported_6_2_outputtensor_int64(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-unsupported-6_2-outputtensor-int64-293609efdd',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 2],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling1-unsupported-6_2-outputtensor-int64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/l2-dilated-width',
        },
    })


def test_dimension_count_3_6_2(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-dimensions-6_2-3-e4ff5ecebd',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
            'Dilations': [1],
            'P': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'lp_pooling1-dimensions-6_2-3',
            'spec_item': 'tensor_support/6_2/dimensions/3',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_6_2(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling1-dimensions-6_2-6-b37951493e',
        'operator': 'DML_LP_POOLING1_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
            'Dilations': [1, 1, 1, 1],
            'P': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'lp_pooling1-dimensions-6_2-6',
            'spec_item': 'tensor_support/6_2/dimensions/6',
            'cite': 'ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
        },
    })


def test_property_6_2_inputtensor_float32(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_LP_POOLING1_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT32'})


def test_property_6_2_inputtensor_float16(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_LP_POOLING1_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_lp_pooling_unit_dilations(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: Remarks: equals DML_LP_POOLING_OPERATOR_DESC when Dilations 1"""
    dml.check_equivalence('DML_LP_POOLING1_OPERATOR_DESC', 'lp-pooling-unit-dilations')


def test_equivalence_l1_of_magnitudes_is_sum(dml):
    """ns-directml-dml_average_pooling1_operator_desc.md: Members: IncludePadding, Dilations; ns-directml-dml_lp_pooling1_operator_desc.md: Members: P (by definition: with P = 1 the formula is the window's sum): equals DML_AVERAGE_POOLING1_OPERATOR_DESC with IncludePadding True on |InputTensor| (on both sides) with OutputTensor divided by the window's element count when P 1"""
    dml.check_equivalence('DML_LP_POOLING1_OPERATOR_DESC', 'l1-of-magnitudes-is-sum')


def test_observe_odd_p_negative_inputs_float32(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: unspecified odd-p-negative-inputs: the formula Y = (X1^P + ... + Xn^P)^(1/P) has no absolute value, while the page calls it LP normalization (L1, L2): for odd P and negative inputs the literal formula (a signed sum, negative or without a real root) and the Lp norm (|X|) differ. ONNX LpPool takes |X|; PyTorch's lp_pool clips a negative sum to 0. The suite's reference is the norm; such cases are observed, never judged"""
    dml.check_property('DML_LP_POOLING1_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT32'}, observe='odd-p-negative-inputs')


def test_observe_odd_p_negative_inputs_float16(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: unspecified odd-p-negative-inputs: the formula Y = (X1^P + ... + Xn^P)^(1/P) has no absolute value, while the page calls it LP normalization (L1, L2): for odd P and negative inputs the literal formula (a signed sum, negative or without a real root) and the Lp norm (|X|) differ. ONNX LpPool takes |X|; PyTorch's lp_pool clips a negative sum to 0. The suite's reference is the norm; such cases are observed, never judged"""
    dml.check_property('DML_LP_POOLING1_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT16'}, observe='odd-p-negative-inputs')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: unspecified nan-inputs: the page does not say whether NaN in a window makes the result NaN"""
    dml.check_property('DML_LP_POOLING1_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_lp_pooling1_operator_desc.md: unspecified nan-inputs: the page does not say whether NaN in a window makes the result NaN"""
    dml.check_property('DML_LP_POOLING1_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
