# Emitted by `python -m generators` from spec/operators/element_wise_atan_yx.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC (ns-directml-dml_element_wise_atan_yx_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_atan_yx_of_chosen_values(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Description: f(y, x) = atan2(y, x) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-atan-yx-of-chosen-values-c966b4eed8',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'ATensor': [1, 1, -1, 0], 'BTensor': [1, 0, 0, 1]},
        'expected': {'OutputTensor': [0.7853981852531433, 1.5707963705062866, -1.5707963705062866, 0]},
        'provenance': {
            'name': 'element_wise_atan_yx-atan-yx-of-chosen-values',
            'spec_item': 'examples/atan-yx-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Description: f(y, x) = atan2(y, x) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-known-fields-d07efe5925',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-introduced-in-3b8628e285',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-tensor-support-data-type-b8afcdea7b',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-known-data-type-accaaea096',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-dimension-count-range-6162871158',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-sizes-nonzero-e0e6732988',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-strides-count-3ab9fe0764',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-output-strides-no-overlap-8114cb7da9',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-total-size-minimum-13b5ee7d2a',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 15},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-element-count-max-8c981525f9',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-base-offset-alignment-1df4cb77a3',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-same-data-type-2eba71601f',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-same-rank-9a03c8f16c',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-invalid-same-sizes-7cade8ed80',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_atan_yx-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_atensor_uint32(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-atensor-uint32-b8afcdea7b',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-atensor-uint32',
            'spec_item': 'tensor_support/3_1/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_atensor_uint16(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-atensor-uint16-54e0ba41ee',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-atensor-uint16',
            'spec_item': 'tensor_support/3_1/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_atensor_uint8(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-atensor-uint8-b3df13a25a',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-atensor-uint8',
            'spec_item': 'tensor_support/3_1/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_atensor_int32(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-atensor-int32-9bfb743ae3',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-atensor-int32',
            'spec_item': 'tensor_support/3_1/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_atensor_int16(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-atensor-int16-eafb85a6d1',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-atensor-int16',
            'spec_item': 'tensor_support/3_1/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_atensor_int8(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-atensor-int8-32002b7021',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-atensor-int8',
            'spec_item': 'tensor_support/3_1/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_atensor_float64(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-atensor-float64-6e4c603f86',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-atensor-float64',
            'spec_item': 'tensor_support/3_1/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_atensor_uint64(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-atensor-uint64-82cd39910b',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-atensor-uint64',
            'spec_item': 'tensor_support/3_1/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_atensor_int64(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-atensor-int64-e875609064',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-atensor-int64',
            'spec_item': 'tensor_support/3_1/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_btensor_uint32(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-btensor-uint32-b8afcdea7b',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-btensor-uint32',
            'spec_item': 'tensor_support/3_1/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_btensor_uint16(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-btensor-uint16-54e0ba41ee',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-btensor-uint16',
            'spec_item': 'tensor_support/3_1/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_btensor_uint8(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-btensor-uint8-b3df13a25a',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-btensor-uint8',
            'spec_item': 'tensor_support/3_1/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_btensor_int32(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-btensor-int32-9bfb743ae3',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-btensor-int32',
            'spec_item': 'tensor_support/3_1/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_btensor_int16(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-btensor-int16-eafb85a6d1',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-btensor-int16',
            'spec_item': 'tensor_support/3_1/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_btensor_int8(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-btensor-int8-32002b7021',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-btensor-int8',
            'spec_item': 'tensor_support/3_1/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_btensor_float64(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-btensor-float64-6e4c603f86',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-btensor-float64',
            'spec_item': 'tensor_support/3_1/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_btensor_uint64(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-btensor-uint64-82cd39910b',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-btensor-uint64',
            'spec_item': 'tensor_support/3_1/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_btensor_int64(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-btensor-int64-e875609064',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-btensor-int64',
            'spec_item': 'tensor_support/3_1/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-outputtensor-uint32-b8afcdea7b',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-outputtensor-uint32',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-outputtensor-uint16-54e0ba41ee',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-outputtensor-uint16',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-outputtensor-uint8-b3df13a25a',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-outputtensor-uint8',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-outputtensor-int32-9bfb743ae3',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-outputtensor-int32',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-outputtensor-int16-eafb85a6d1',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-outputtensor-int16',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-outputtensor-int8-32002b7021',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-outputtensor-int8',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-outputtensor-float64-6e4c603f86',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-outputtensor-float64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-outputtensor-uint64-82cd39910b',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-outputtensor-uint64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_unsupported_3_1_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-unsupported-3_1-outputtensor-int64-e875609064',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_atan_yx-unsupported-3_1-outputtensor-int64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/atan-yx-of-chosen-values',
        },
    })


def test_dimension_count_9_3_1(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_atan_yx-dimensions-3_1-9-4386db5bd8',
        'operator': 'DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_atan_yx-dimensions-3_1-9',
            'spec_item': 'tensor_support/3_1/dimensions/9',
            'cite': "ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_3_1_atensor_float32(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC', row='3_1', pins={'ATensor': 'FLOAT32'})


def test_property_3_1_atensor_float16(dml):
    """ns-directml-dml_element_wise_atan_yx_operator_desc.md: Tensor support: the only table (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_ATAN_YX_OPERATOR_DESC', row='3_1', pins={'ATensor': 'FLOAT16'})
