# Emitted by `python -m generators` from spec/operators/element_wise_bit_count.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC (ns-directml-dml_element_wise_bit_count_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Example"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-example-59e0a8533b',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'inputs': {'InputTensor': [0, 123, 456, 789]},
        'expected': {'OutputTensor': [0, 6, 4, 5]},
        'provenance': {
            'name': 'element_wise_bit_count-example',
            'spec_item': 'examples/example',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Example',
            'generator': 'examples',
        },
    })


def test_bit_count_of_chosen_values(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Description: the number of bits set to 1 in each element (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-bit-count-of-chosen-values-e7268c9545',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'InputTensor': [0, 255, 170, 1]},
        'expected': {'OutputTensor': [0, 8, 4, 1]},
        'provenance': {
            'name': 'element_wise_bit_count-bit-count-of-chosen-values',
            'spec_item': 'examples/bit-count-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Description: the number of bits set to 1 in each element (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_bit_count_int8_native_encoding(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Description: the number of bits set to 1 (The bitwise operation is applied to tensor data in its native encoding) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-bit-count-int8-native-encoding-3672bad154',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'InputTensor': [-1, -128, 127, 0]},
        'expected': {'OutputTensor': [8, 1, 7, 0]},
        'provenance': {
            'name': 'element_wise_bit_count-bit-count-int8-native-encoding',
            'spec_item': 'examples/bit-count-int8-native-encoding',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Description: the number of bits set to 1 (The bitwise operation is applied to tensor data in its native encoding) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_bit_count_float32_native_encoding(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Description: the number of bits set to 1 (The bitwise operation is applied to tensor data in its native encoding) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-bit-count-float32-native-encoding-e2d5c8c21c',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'InputTensor': [1, -0.0, 0, -1]},
        'expected': {'OutputTensor': [7, 1, 0, 8]},
        'provenance': {
            'name': 'element_wise_bit_count-bit-count-float32-native-encoding',
            'spec_item': 'examples/bit-count-float32-native-encoding',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Description: the number of bits set to 1 (The bitwise operation is applied to tensor data in its native encoding) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-invalid-known-fields-0c1637aa11',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-invalid-introduced-in-760e06bb81',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-invalid-tensor-support-data-type-10e34185e3',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-invalid-known-data-type-4e649f1a77',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-known-data-type',
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
        'id': 'element_wise_bit_count-invalid-dimension-count-range-1c29db1d62',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-dimension-count-range',
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
        'id': 'element_wise_bit_count-invalid-sizes-nonzero-f58496c3b0',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [0, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-sizes-nonzero',
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
        'id': 'element_wise_bit_count-invalid-strides-count-2afc74130c',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2], 'Strides': [4, 2, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-strides-count',
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
        'id': 'element_wise_bit_count-invalid-output-strides-no-overlap-0fa8e0206b',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2], 'Strides': [0, 1]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-output-strides-no-overlap',
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
        'id': 'element_wise_bit_count-invalid-total-size-minimum-49aa000666',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2], 'TotalTensorSizeInBytes': 15},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-total-size-minimum',
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
        'id': 'element_wise_bit_count-invalid-element-count-max-81e91d3863',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2147483648, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-element-count-max',
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
        'id': 'element_wise_bit_count-invalid-base-offset-alignment-b3cc5bc688',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-invalid-same-rank-99bae6c72a',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-invalid-same-sizes-b50697f38e',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 3]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_bit_count-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_1_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-4_1-outputtensor-float32-34eb90bb9b',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-4_1-outputtensor-float32',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_1_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-4_1-outputtensor-float16-17af1af953',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-4_1-outputtensor-float16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_1_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-4_1-outputtensor-uint16-567bbb676b',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-4_1-outputtensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_1_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-4_1-outputtensor-int32-c7ffa66af8',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-4_1-outputtensor-int32',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-4_1-outputtensor-int16-2d3d687741',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-4_1-outputtensor-int16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_1_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-4_1-outputtensor-int8-df4f8f3185',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-4_1-outputtensor-int8',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_1_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-4_1-outputtensor-float64-d1f295d959',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-4_1-outputtensor-float64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_1_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-4_1-outputtensor-uint64-4a70590486',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-4_1-outputtensor-uint64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_1_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-4_1-outputtensor-int64-d689f7a461',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-4_1-outputtensor-int64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-inputtensor-float32-10e34185e3',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-inputtensor-float32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-inputtensor-float16-538da0b0ae',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-inputtensor-float16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-inputtensor-int32-0cd2f91e53',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-inputtensor-int16-4eee4b65cc',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-inputtensor-int8-f2553a95f6',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-inputtensor-float64-7fc72c964a',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-inputtensor-uint64-b6642b65ec',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-inputtensor-int64-ac8c64d27f',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-outputtensor-float32-18babd6b61',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-outputtensor-float32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-outputtensor-float16-bf4ef27975',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-outputtensor-float16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-outputtensor-uint16-3b502c4797',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-outputtensor-int32-9dbafc5db9',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-outputtensor-int16-8e3f9910e5',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-outputtensor-int8-5261c2f556',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-outputtensor-float64-8c75549cdf',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-outputtensor-uint64-45a781cfca',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-unsupported-3_0-outputtensor-int64-e62dac39fa',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_count-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-dimensions-4_1-9-f847d29c2e',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_bit_count-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_count-dimensions-3_0-9-8543010d9d',
        'operator': 'DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_bit_count-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT64'})


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_4_1_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT32'})


def test_property_4_1_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT32'})


def test_property_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_bit_count_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_COUNT_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT8'})
