# Emitted by `python -m generators` from spec/operators/element_wise_logical_or.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC (ns-directml-dml_element_wise_logical_or_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_logical_or_of_chosen_values(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Description: f(a, b) = (a || b) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-logical-or-of-chosen-values-bd66720995',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'ATensor': [0, 0, 1, 7], 'BTensor': [0, 3, 0, 2]},
        'expected': {'OutputTensor': [0, 1, 1, 1]},
        'provenance': {
            'name': 'element_wise_logical_or-logical-or-of-chosen-values',
            'spec_item': 'examples/logical-or-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Description: f(a, b) = (a || b) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_logical_or_uint8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Description: f(a, b) = (a || b) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-logical-or-uint8-9e22543664',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'ATensor': [255, 0, 128, 1], 'BTensor': [1, 0, 0, 255]},
        'expected': {'OutputTensor': [1, 0, 1, 1]},
        'provenance': {
            'name': 'element_wise_logical_or-logical-or-uint8',
            'spec_item': 'examples/logical-or-uint8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Description: f(a, b) = (a || b) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-known-fields-1572ab278f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-tensor-support-data-type-b81bef8059',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-tensor-support-dimension-count-60f4afe753',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-known-data-type-3b2f9bb47a',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-dimension-count-range-5c15714951',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-sizes-nonzero-8c823f9aab',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [0, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-strides-count-6e3dec0074',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-output-strides-no-overlap-1e3c98c550',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-total-size-minimum-b7ccd2fc98',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 15},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-element-count-max-dbd4108640',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1073741824, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-base-offset-alignment-81e20e9cbc',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-same-data-type-e6944fd5e9',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/logical-or-uint8',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-same-rank-0c3c9f94f0',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-invalid-same-sizes-b6456b602b',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_logical_or-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-atensor-float32-f6f1e7cf90',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-atensor-float32',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-atensor-float16-81e52e4e57',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-atensor-float16',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-atensor-uint16-e8ec1b8330',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-atensor-uint16',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-atensor-int32-548ad1a645',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-atensor-int32',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-atensor-int16-bac4cab63b',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-atensor-int16',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-atensor-int8-18e3154d07',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-atensor-int8',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_float64(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-atensor-float64-ebe19f2c08',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-atensor-float64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-atensor-uint64-54743b1b38',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-atensor-uint64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int64(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-atensor-int64-a0dc534afa',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-atensor-int64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_float32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-btensor-float32-f6f1e7cf90',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-btensor-float32',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_float16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-btensor-float16-81e52e4e57',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-btensor-float16',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-btensor-uint16-e8ec1b8330',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-btensor-uint16',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-btensor-int32-548ad1a645',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-btensor-int32',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-btensor-int16-bac4cab63b',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-btensor-int16',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-btensor-int8-18e3154d07',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-btensor-int8',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_float64(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-btensor-float64-ebe19f2c08',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-btensor-float64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-btensor-uint64-54743b1b38',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-btensor-uint64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int64(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-btensor-int64-a0dc534afa',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-btensor-int64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-outputtensor-float32-f6f1e7cf90',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-outputtensor-float32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-outputtensor-float16-81e52e4e57',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-outputtensor-float16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-outputtensor-uint16-e8ec1b8330',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-outputtensor-int32-548ad1a645',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-outputtensor-int16-bac4cab63b',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-outputtensor-int8-18e3154d07',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-outputtensor-float64-ebe19f2c08',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-outputtensor-uint64-54743b1b38',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-3_0-outputtensor-int64-a0dc534afa',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-atensor-float32-425211c54d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-atensor-float32',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-atensor-float16-2a861e80d5',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-atensor-float16',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-atensor-uint16-181e4c1dc4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-atensor-uint16',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-atensor-int32-f50afe8ae4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-atensor-int32',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-atensor-int16-55f73d7341',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-atensor-int16',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-atensor-int8-7a19b54a17',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-atensor-int8',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_float32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-btensor-float32-425211c54d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-btensor-float32',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_float16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-btensor-float16-2a861e80d5',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-btensor-float16',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-btensor-uint16-181e4c1dc4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-btensor-uint16',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-btensor-int32-f50afe8ae4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-btensor-int32',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-btensor-int16-55f73d7341',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-btensor-int16',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-btensor-int8-7a19b54a17',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-btensor-int8',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-outputtensor-float32-425211c54d',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-outputtensor-float32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-outputtensor-float16-2a861e80d5',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-outputtensor-float16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-outputtensor-uint16-181e4c1dc4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-outputtensor-int32-f50afe8ae4',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-outputtensor-int16-55f73d7341',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-2_0-outputtensor-int8-7a19b54a17',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-atensor-float32-b81bef8059',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-atensor-float32',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-atensor-float16-d44c0f006b',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-atensor-float16',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-atensor-uint16-42e14d2e13',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-atensor-uint16',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-atensor-uint8-a0a43b5c68',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-atensor-uint8',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-atensor-int32-993df12d16',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-atensor-int32',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-atensor-int16-0a52d64fea',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-atensor-int16',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-atensor-int8-8f49bd32e3',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-atensor-int8',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_float32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-btensor-float32-b81bef8059',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-btensor-float32',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_float16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-btensor-float16-d44c0f006b',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-btensor-float16',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-btensor-uint16-42e14d2e13',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-btensor-uint16',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-btensor-uint8-a0a43b5c68',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-btensor-uint8',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-btensor-int32-993df12d16',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-btensor-int32',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-btensor-int16-0a52d64fea',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-btensor-int16',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-btensor-int8-8f49bd32e3',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-btensor-int8',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-outputtensor-float32-b81bef8059',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-outputtensor-float32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-outputtensor-float16-d44c0f006b',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-outputtensor-float16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-outputtensor-uint16-42e14d2e13',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-outputtensor-uint8-a0a43b5c68',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-outputtensor-int32-993df12d16',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-outputtensor-int16-0a52d64fea',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-unsupported-1_0-outputtensor-int8-8f49bd32e3',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_logical_or-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/logical-or-of-chosen-values',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-dimensions-3_0-9-ed347f5b05',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_logical_or-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-dimensions-2_0-3-c76b910490',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_or-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_0(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-dimensions-2_0-5-01e8751153',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_or-dimensions-2_0-5',
            'spec_item': 'tensor_support/2_0/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-dimensions-1_0-3-49949bb69f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_or-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_logical_or-dimensions-1_0-5-5cbd0bbd8f',
        'operator': 'DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_logical_or-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_3_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT32'})


def test_property_3_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT8'})


def test_property_2_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC', row='2_0', pins={'ATensor': 'UINT32'})


def test_property_2_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC', row='2_0', pins={'ATensor': 'UINT8'})


def test_property_1_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_logical_or_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_LOGICAL_OR_OPERATOR_DESC', row='1_0', pins={'ATensor': 'UINT32'})
