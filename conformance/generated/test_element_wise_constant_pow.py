# Emitted by `python -m generators` from spec/operators/element_wise_constant_pow.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC (ns-directml-dml_element_wise_constant_pow_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_constant_pow_of_chosen_values(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Description: f(x) = pow(x, Exponent) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-constant-pow-of-chosen-values-4ab8dd5f24',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'inputs': {'InputTensor': [2, -3, 4, 0]},
        'expected': {'OutputTensor': [8, -27, 64, 0]},
        'provenance': {
            'name': 'element_wise_constant_pow-constant-pow-of-chosen-values',
            'spec_item': 'examples/constant-pow-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Description: f(x) = pow(x, Exponent) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-known-fields-831cfbf280',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-tensor-support-data-type-9331015ddd',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-tensor-support-dimension-count-ed62ef72ea',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-known-data-type-0eadb1dc0e',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-dimension-count-range-09d5892e8f',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-sizes-nonzero-cf556c41c2',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-strides-count-bee17bc79b',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-output-strides-no-overlap-ea3af20143',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-total-size-minimum-bde23a81a4',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 15},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-element-count-max-a97a978772',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-base-offset-alignment-c0ebc93a1d',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-same-data-type-1719a4d079',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-same-rank-7c9a41ca87',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 1]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-invalid-same-sizes-c8340367df',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_constant_pow-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-inputtensor-uint32-382940827f',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-inputtensor-uint16-638a958df2',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-inputtensor-uint8-20798b1a53',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-inputtensor-int32-10928ad149',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-inputtensor-int16-b952b5087b',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-inputtensor-int8-85e34e8c43',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-inputtensor-float64-45862b30be',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-inputtensor-uint64-4299e24ec3',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-inputtensor-int64-5eae3984b1',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-outputtensor-uint32-382940827f',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-outputtensor-uint16-638a958df2',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-outputtensor-uint8-20798b1a53',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-outputtensor-int32-10928ad149',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-outputtensor-int16-b952b5087b',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-outputtensor-int8-85e34e8c43',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-outputtensor-float64-45862b30be',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-outputtensor-uint64-4299e24ec3',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-3_0-outputtensor-int64-5eae3984b1',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-1_0-inputtensor-uint32-9331015ddd',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-1_0-inputtensor-uint16-6ab0d0c9f1',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-1_0-inputtensor-uint8-1f2b07f680',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-1_0-inputtensor-int32-ebca7d9229',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-1_0-inputtensor-int16-c812420eed',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-1_0-inputtensor-int8-45c58a4b7a',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-1_0-outputtensor-uint32-9331015ddd',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-1_0-outputtensor-uint16-6ab0d0c9f1',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-1_0-outputtensor-uint8-1f2b07f680',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-1_0-outputtensor-int32-ebca7d9229',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-1_0-outputtensor-int16-c812420eed',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-unsupported-1_0-outputtensor-int8-45c58a4b7a',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Exponent': 3,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_constant_pow-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/constant-pow-of-chosen-values',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-dimensions-3_0-9-07b10d71fe',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ScaleBias': None,
            'Exponent': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_constant_pow-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-dimensions-1_0-3-ec69c36122',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ScaleBias': None,
            'Exponent': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_constant_pow-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_constant_pow-dimensions-1_0-5-7024160b3b',
        'operator': 'DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ScaleBias': None,
            'Exponent': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_constant_pow-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN base gives (IEEE 754 and C: pow(NaN, 0) is 1; exp2(0 * log2(NaN)) is NaN)"""
    dml.check_property('DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_element_wise_constant_pow_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN base gives (IEEE 754 and C: pow(NaN, 0) is 1; exp2(0 * log2(NaN)) is NaN)"""
    dml.check_property('DML_ELEMENT_WISE_CONSTANT_POW_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
