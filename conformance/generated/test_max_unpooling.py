# Emitted by `python -m generators` from spec/operators/max_unpooling.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_MAX_UNPOOLING_OPERATOR_DESC (ns-directml-dml_max_unpooling_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_indices_over_the_whole_output(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Members: IndicesTensor (zero-based, the output tensor as a contiguous one-dimensional array) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-indices-over-the-whole-output-e49187b81c',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'inputs': {'InputTensor': [3, 7, 11, 15], 'IndicesTensor': [0, 5, 10, 12]},
        'expected': {'OutputTensor': [3, 0, 0, 0, 0, 7, 0, 0, 0, 0, 11, 0, 15, 0, 0, 0]},
        'provenance': {
            'name': 'max_unpooling-indices-over-the-whole-output',
            'spec_item': 'examples/indices-over-the-whole-output',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Members: IndicesTensor (zero-based, the output tensor as a contiguous one-dimensional array) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_inverse_of_max_pooling2_example(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Description (the values and indices of a max pooling); Members: IndicesTensor; ns-directml-dml_max_pooling2_operator_desc.md (the suite's example asymmetric-padding-dilation) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-inverse-of-max-pooling2-example-887f717b30',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
        },
        'inputs': {'InputTensor': [-2, -2, 4, 4, 8, 8], 'IndicesTensor': [2, 2, 6, 6, 8, 10]},
        'expected': {'OutputTensor': [0, 0, -2, 0, 0, 0, 4, 0, 8, 0, 8, 0]},
        'provenance': {
            'name': 'max_unpooling-inverse-of-max-pooling2-example',
            'spec_item': 'examples/inverse-of-max-pooling2-example',
            'cite': "ns-directml-dml_max_unpooling_operator_desc.md: Description (the values and indices of a max pooling); Members: IndicesTensor; ns-directml-dml_max_pooling2_operator_desc.md (the suite's example asymmetric-padding-dilation) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_int32_uint64_indices_out_of_order(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (INT32 values, UINT64 indices); Members: IndicesTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-int32-uint64-indices-out-of-order-529cf2644f',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'IndicesTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
        },
        'inputs': {'InputTensor': [-5, 0, 7, -2147483648], 'IndicesTensor': [3, 0, 8, 6]},
        'expected': {'OutputTensor': [0, 0, 0, -5, 0, 0, -2147483648, 0, 7]},
        'provenance': {
            'name': 'max_unpooling-int32-uint64-indices-out-of-order',
            'spec_item': 'examples/int32-uint64-indices-out-of-order',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (INT32 values, UINT64 indices); Members: IndicesTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_conflicting_duplicate_indices(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Members: IndicesTensor (unspecified duplicate-indices) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-conflicting-duplicate-indices-482ed61b71',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'InputTensor': [5, 6, -1], 'IndicesTensor': [1, 1, 3]},
        'expected': {'OutputTensor': [0, 6, 0, -1]},
        'provenance': {
            'name': 'max_unpooling-conflicting-duplicate-indices',
            'spec_item': 'examples/conflicting-duplicate-indices',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Members: IndicesTensor (unspecified duplicate-indices) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-known-fields-9374a34c4b',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'max_unpooling-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-introduced-in-8fc4be099a',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'max_unpooling-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-tensor-support-data-type-2a622e2312',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-tensor-support-dimension-count-a8295ae9c0',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_unpooling-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-known-data-type-8d026a2745',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'max_unpooling-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-dimension-count-range-d658ed308d',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1, 2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'max_unpooling-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-sizes-nonzero-1a8176fb45',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [0, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'max_unpooling-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-strides-count-c970620618',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1], 'Strides': [4, 2, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'max_unpooling-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-output-strides-no-overlap-9cb09a506a',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2], 'Strides': [0, 4, 2, 1]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'max_unpooling-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-total-size-minimum-0f57d143fb',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1], 'TotalTensorSizeInBytes': 7},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'max_unpooling-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-element-count-max-c9e7e6cec2',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2147483648, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'max_unpooling-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-base-offset-alignment-4d0fe02727',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1], 'GuaranteedBaseOffsetAlignment': 3},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'max_unpooling-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-same-data-type-deccf34222',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'max_unpooling-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Members: IndicesTensor (InputTensor and IndicesTensor have the same tensor sizes); OutputTensor (its sizes are the desc's own)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-invalid-output-sizes-3421a73749',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'max_unpooling-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': "ns-directml-dml_max_unpooling_operator_desc.md: Members: IndicesTensor (InputTensor and IndicesTensor have the same tensor sizes); OutputTensor (its sizes are the desc's own)",
            'generator': 'invalid',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_5_0_inputtensor_float64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-5_0-inputtensor-float64-cb2c16020b',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-5_0-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_5_0_indicestensor_float32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-5_0-indicestensor-float32-a8024aa535',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-5_0-indicestensor-float32',
            'spec_item': 'tensor_support/5_0/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_5_0_indicestensor_float16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-5_0-indicestensor-float16-81342199b6',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-5_0-indicestensor-float16',
            'spec_item': 'tensor_support/5_0/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_5_0_indicestensor_uint16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-5_0-indicestensor-uint16-8d01ac0326',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-5_0-indicestensor-uint16',
            'spec_item': 'tensor_support/5_0/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_5_0_indicestensor_uint8(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-5_0-indicestensor-uint8-5f1681ce5b',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-5_0-indicestensor-uint8',
            'spec_item': 'tensor_support/5_0/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_5_0_indicestensor_int32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-5_0-indicestensor-int32-155bc727b0',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-5_0-indicestensor-int32',
            'spec_item': 'tensor_support/5_0/IndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_5_0_indicestensor_int16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-5_0-indicestensor-int16-53cdf168ec',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-5_0-indicestensor-int16',
            'spec_item': 'tensor_support/5_0/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_5_0_indicestensor_int8(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-5_0-indicestensor-int8-847aeafb53',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-5_0-indicestensor-int8',
            'spec_item': 'tensor_support/5_0/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_5_0_indicestensor_float64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-5_0-indicestensor-float64-437404227f',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-5_0-indicestensor-float64',
            'spec_item': 'tensor_support/5_0/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_5_0_indicestensor_int64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-5_0-indicestensor-int64-70a4ac4db0',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-5_0-indicestensor-int64',
            'spec_item': 'tensor_support/5_0/IndicesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_5_0_outputtensor_float64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-5_0-outputtensor-float64-cb2c16020b',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-5_0-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-inputtensor-uint32-2a622e2312',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-inputtensor-uint16-2d21c601e6',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-inputtensor-uint8-fc3c0cfb94',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-inputtensor-int32-463300014a',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-inputtensor-int16-1b0732815c',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-inputtensor-int8-4f30b9c5ce',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-inputtensor-float64-e78205efbf',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-inputtensor-uint64-8dc86df252',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-inputtensor-int64-558ad46fcb',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_indicestensor_float32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-indicestensor-float32-817f264edb',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-indicestensor-float32',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_indicestensor_float16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-indicestensor-float16-52047e92a4',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-indicestensor-float16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_indicestensor_uint16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-indicestensor-uint16-4d960ac743',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-indicestensor-uint16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_indicestensor_uint8(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-indicestensor-uint8-68c41729b4',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-indicestensor-uint8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_indicestensor_int32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-indicestensor-int32-c7db03dd1e',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-indicestensor-int32',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_indicestensor_int16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-indicestensor-int16-3cf3f83de3',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-indicestensor-int16',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_indicestensor_int8(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-indicestensor-int8-3d4f57f703',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-indicestensor-int8',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_indicestensor_float64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-indicestensor-float64-64a1583454',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-indicestensor-float64',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_indicestensor_uint64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-indicestensor-uint64-30d10a4720',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-indicestensor-uint64',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_indicestensor_int64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-indicestensor-int64-ef12758670',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-indicestensor-int64',
            'spec_item': 'tensor_support/3_0/IndicesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-outputtensor-uint32-2a622e2312',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-outputtensor-uint16-2d21c601e6',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-outputtensor-uint8-fc3c0cfb94',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-outputtensor-int32-463300014a',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-outputtensor-int16-1b0732815c',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-outputtensor-int8-4f30b9c5ce',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-outputtensor-float64-e78205efbf',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-outputtensor-uint64-8dc86df252',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-unsupported-3_0-outputtensor-int64-558ad46fcb',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 2, 2]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_unpooling-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/indices-over-the-whole-output',
        },
    })


def test_dimension_count_3_5_0(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-dimensions-5_0-3-95871f4c83',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_unpooling-dimensions-5_0-3',
            'spec_item': 'tensor_support/5_0/dimensions/3',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_5_0(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-dimensions-5_0-5-3bff79451f',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_unpooling-dimensions-5_0-5',
            'spec_item': 'tensor_support/5_0/dimensions/5',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-dimensions-3_0-3-39a23a0b24',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_unpooling-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_3_0(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_unpooling-dimensions-3_0-5-a0d1655e71',
        'operator': 'DML_MAX_UNPOOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'IndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_unpooling-dimensions-3_0-5',
            'spec_item': 'tensor_support/3_0/dimensions/5',
            'cite': 'ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT16'})


def test_property_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT8'})


def test_property_5_0_indicestensor_uint64(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (IndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='5_0', pins={'IndicesTensor': 'UINT64'})


def test_property_5_0_indicestensor_uint32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='5_0', pins={'IndicesTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_indicestensor_uint32(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (IndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_UNPOOLING_OPERATOR_DESC', row='3_0', pins={'IndicesTensor': 'UINT32'})


def test_equivalence_scatter_of_input(dml):
    """ns-directml-dml_max_unpooling_operator_desc.md: Description; Members: IndicesTensor (by definition): OutputTensor is zero except at IndicesTensor, where it holds InputTensor"""
    dml.check_equivalence('DML_MAX_UNPOOLING_OPERATOR_DESC', 'scatter-of-input')
