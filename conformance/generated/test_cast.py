# Emitted by `python -m generators` from spec/operators/cast.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_CAST_OPERATOR_DESC (ns-directml-dml_cast_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_float32_integral_to_int32(dml):
    """ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-float32-integral-to-int32-41a1b63496',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'inputs': {'InputTensor': [-2, -0.0, 7, 100, 16777216]},
        'expected': {'OutputTensor': [-2, 0, 7, 100, 16777216]},
        'provenance': {
            'name': 'cast-float32-integral-to-int32',
            'spec_item': 'examples/float32-integral-to-int32',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int8_ends_to_float16(dml):
    """ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-int8-ends-to-float16-20e8eedabf',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'InputTensor': [-128, -1, 0, 127]},
        'expected': {'OutputTensor': [-128, -1, 0, 127]},
        'provenance': {
            'name': 'cast-int8-ends-to-float16',
            'spec_item': 'examples/int8-ends-to-float16',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint16_to_uint8_in_range(dml):
    """ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-uint16-to-uint8-in-range-7315a36cbc',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
        },
        'inputs': {'InputTensor': [0, 255, 17, 1]},
        'expected': {'OutputTensor': [0, 255, 17, 1]},
        'provenance': {
            'name': 'cast-uint16-to-uint8-in-range',
            'spec_item': 'examples/uint16-to-uint8-in-range',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float16_to_float32_widened(dml):
    """ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-float16-to-float32-widened-d9a96063f2',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'InputTensor': [65504, '-inf', 'nan', 0.5]},
        'expected': {'OutputTensor': [65504, '-inf', 'nan', 0.5]},
        'provenance': {
            'name': 'cast-float16-to-float32-widened',
            'spec_item': 'examples/float16-to-float32-widened',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int64_to_uint32_ends(dml):
    """ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-int64-to-uint32-ends-4e24e87446',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [3]},
        },
        'inputs': {'InputTensor': [0, 4294967295, 65536]},
        'expected': {'OutputTensor': [0, 4294967295, 65536]},
        'provenance': {
            'name': 'cast-int64-to-uint32-ends',
            'spec_item': 'examples/int64-to-uint32-ends',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float64_to_int64_ends(dml):
    """ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-float64-to-int64-ends-d2cfcedfc8',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [3]},
        },
        'inputs': {'InputTensor': [-9.223372036854776e+18, 4.611686018427388e+18, -1]},
        'expected': {'OutputTensor': [-9223372036854775808, 4611686018427387904, -1]},
        'provenance': {
            'name': 'cast-float64-to-int64-ends',
            'spec_item': 'examples/float64-to-int64-ends',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_cast_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-known-fields-820daead78',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'cast-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-tensor-support-data-type-c11f71d6eb',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cast-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-tensor-support-dimension-count-eb06748f0e',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'cast-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-known-data-type-91fd148a62',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'cast-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-dimension-count-range-69e24bd50c',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'cast-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-sizes-nonzero-f033ed7580',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'cast-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-strides-count-7c4cab542a',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5], 'Strides': [5, 5, 5, 5, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'cast-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-output-strides-no-overlap-ecc49b7555',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5], 'Strides': [5, 5, 5, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'cast-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-total-size-minimum-cfeaadcbc9',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5], 'TotalTensorSizeInBytes': 19},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'cast-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-element-count-max-7279aa67e5',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [858993460, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'cast-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-base-offset-alignment-1dd8980611',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'cast-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-same-rank-96aa58d97a',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [3, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'cast-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/int64-to-uint32-ends',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor constraints; Members: InputTensor (its Sizes should match: erratum input-tensor-text)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-invalid-same-sizes-1fd5bc3abe',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'cast-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor constraints; Members: InputTensor (its Sizes should match: erratum input-tensor-text)',
            'generator': 'invalid',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_unsupported_3_1_inputtensor_float64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-unsupported-3_1-inputtensor-float64-167aeac337',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cast-unsupported-3_1-inputtensor-float64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_unsupported_3_1_outputtensor_float64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-unsupported-3_1-outputtensor-float64-fb97aa4d73',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cast-unsupported-3_1-outputtensor-float64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-unsupported-3_0-inputtensor-float64-c11f71d6eb',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cast-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-unsupported-3_0-outputtensor-float64-5d46632019',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cast-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/float32-integral-to-int32',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-unsupported-1_0-inputtensor-uint32-5126fbde28',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cast-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/int8-ends-to-float16',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-unsupported-1_0-inputtensor-int32-8d6e22da11',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cast-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/int8-ends-to-float16',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-unsupported-1_0-outputtensor-uint32-06df47e4fb',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cast-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/int8-ends-to-float16',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-unsupported-1_0-outputtensor-int32-e460b37290',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'cast-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/int8-ends-to-float16',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-dimensions-4_1-9-b326fa56d6',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'cast-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_1(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-dimensions-3_1-9-56e506f7d1',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'cast-dimensions-3_1-9',
            'spec_item': 'tensor_support/3_1/dimensions/9',
            'cite': "ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-dimensions-3_0-3-78eae93976',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'cast-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_3_0(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-dimensions-3_0-5-d2f0cb6381',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'cast-dimensions-3_0-5',
            'spec_item': 'tensor_support/3_0/dimensions/5',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-dimensions-1_0-3-df2f936c04',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'cast-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'cast-dimensions-1_0-5-c47a3bfaf0',
        'operator': 'DML_CAST_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'cast-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT64'})


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_4_1_outputtensor_float64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'FLOAT64'})


def test_property_4_1_outputtensor_float32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'FLOAT32'})


def test_property_4_1_outputtensor_float16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'FLOAT16'})


def test_property_4_1_outputtensor_int64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'INT64'})


def test_property_4_1_outputtensor_int32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'INT32'})


def test_property_4_1_outputtensor_int16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'INT16'})


def test_property_4_1_outputtensor_int8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'INT8'})


def test_property_4_1_outputtensor_uint64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT64'})


def test_property_4_1_outputtensor_uint32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT32'})


def test_property_4_1_outputtensor_uint16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT16'})


def test_property_4_1_outputtensor_uint8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='4_1', pins={'OutputTensor': 'UINT8'})


def test_property_3_1_inputtensor_float32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'})


def test_property_3_1_inputtensor_float16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'})


def test_property_3_1_inputtensor_int64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT64'})


def test_property_3_1_inputtensor_int32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT32'})


def test_property_3_1_inputtensor_int16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT16'})


def test_property_3_1_inputtensor_int8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT8'})


def test_property_3_1_inputtensor_uint64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT64'})


def test_property_3_1_inputtensor_uint32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT32'})


def test_property_3_1_inputtensor_uint16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT16'})


def test_property_3_1_inputtensor_uint8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT8'})


def test_property_3_1_outputtensor_float32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'OutputTensor': 'FLOAT32'})


def test_property_3_1_outputtensor_float16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'OutputTensor': 'FLOAT16'})


def test_property_3_1_outputtensor_int64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (OutputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'OutputTensor': 'INT64'})


def test_property_3_1_outputtensor_int32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'OutputTensor': 'INT32'})


def test_property_3_1_outputtensor_int16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'OutputTensor': 'INT16'})


def test_property_3_1_outputtensor_int8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'OutputTensor': 'INT8'})


def test_property_3_1_outputtensor_uint64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (OutputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'OutputTensor': 'UINT64'})


def test_property_3_1_outputtensor_uint32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'OutputTensor': 'UINT32'})


def test_property_3_1_outputtensor_uint16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'OutputTensor': 'UINT16'})


def test_property_3_1_outputtensor_uint8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_1', pins={'OutputTensor': 'UINT8'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT64'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT64'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_outputtensor_float32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'FLOAT32'})


def test_property_3_0_outputtensor_float16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'FLOAT16'})


def test_property_3_0_outputtensor_int64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'INT64'})


def test_property_3_0_outputtensor_int32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'INT32'})


def test_property_3_0_outputtensor_int16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'INT16'})


def test_property_3_0_outputtensor_int8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'INT8'})


def test_property_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT64'})


def test_property_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT32'})


def test_property_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT16'})


def test_property_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT8'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_inputtensor_int16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'INT16'})


def test_property_1_0_inputtensor_int8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'INT8'})


def test_property_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'UINT16'})


def test_property_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'UINT8'})


def test_property_1_0_outputtensor_float32(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='1_0', pins={'OutputTensor': 'FLOAT32'})


def test_property_1_0_outputtensor_float16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='1_0', pins={'OutputTensor': 'FLOAT16'})


def test_property_1_0_outputtensor_int16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='1_0', pins={'OutputTensor': 'INT16'})


def test_property_1_0_outputtensor_int8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='1_0', pins={'OutputTensor': 'INT8'})


def test_property_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='1_0', pins={'OutputTensor': 'UINT16'})


def test_property_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_cast_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_CAST_OPERATOR_DESC', row='1_0', pins={'OutputTensor': 'UINT8'})


def test_equivalence_there_and_back(dml):
    """ns-directml-dml_cast_operator_desc.md: Description: casts each element in the input to the data type of the output tensor: equals itself with OutputTensor = InputTensor with InputTensor = CAST(this side's inputs)"""
    dml.check_equivalence('DML_CAST_OPERATOR_DESC', 'there-and-back')
