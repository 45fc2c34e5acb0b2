# Emitted by `python -m generators` from spec/operators/dequantize.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_DEQUANTIZE_OPERATOR_DESC (ns-directml-dml_dequantize_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_uint4_scale_only_odd_count(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-dequantize-scale-only-uint4.json) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-uint4-scale-only-odd-count-3006b755e9',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'inputs': {'InputTensor': [0, 1, 8, 15, 3], 'QuantizationTensors[0]': [2]},
        'expected': {'OutputTensor': [-16, -14, 0, 14, -10]},
        'provenance': {
            'name': 'dequantize-uint4-scale-only-odd-count',
            'spec_item': 'examples/uint4-scale-only-odd-count',
            'cite': 'ns-directml-dml_dequantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-dequantize-scale-only-uint4.json) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int4_sign_extended(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-int4-sign-extension.json) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-int4-sign-extended-34f7e95be6',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'inputs': {'InputTensor': [-8, -1, 0, 7, 1], 'QuantizationTensors[0]': [2]},
        'expected': {'OutputTensor': [-16, -2, 0, 14, 2]},
        'provenance': {
            'name': 'dequantize-int4-sign-extended',
            'spec_item': 'examples/int4-sign-extended',
            'cite': 'ns-directml-dml_dequantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-int4-sign-extension.json) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_blocked_int4(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-dequantize-blocked-int4.json) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-blocked-int4-b51655b0e9',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT4', 'Sizes': [2, 4]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT',
            'QuantizationTensorCount': 2,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 2]},
                {'DataType': 'INT4', 'Sizes': [1, 2]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 4]},
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 5, 6, 7, -8],
            'QuantizationTensors[0]': [1, 2],
            'QuantizationTensors[1]': [1, -1],
        },
        'expected': {'OutputTensor': [0, 1, 8, 10, 4, 5, 16, -14]},
        'provenance': {
            'name': 'dequantize-blocked-int4',
            'spec_item': 'examples/blocked-int4',
            'cite': 'ns-directml-dml_dequantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-dequantize-blocked-int4.json) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int8_to_float16(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-dequantize-int8-float16.json) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-int8-to-float16-042b704722',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT',
            'QuantizationTensorCount': 2,
            'QuantizationTensors': [
                {'DataType': 'FLOAT16', 'Sizes': [1, 1]},
                {'DataType': 'INT8', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 4]},
        },
        'inputs': {
            'InputTensor': [-128, -2, 0, 127],
            'QuantizationTensors[0]': [0.5],
            'QuantizationTensors[1]': [-2],
        },
        'expected': {'OutputTensor': [-63, 0, 1, 64.5]},
        'provenance': {
            'name': 'dequantize-int8-to-float16',
            'spec_item': 'examples/int8-to-float16',
            'cite': 'ns-directml-dml_dequantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-dequantize-int8-float16.json) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-known-fields-389afcdaa2',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'dequantize-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_dequantize_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-introduced-in-f0e37826e0',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'dequantize-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_dequantize_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-tensor-support-data-type-1220a336f5',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_dequantize_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-known-data-type-8f55788a36',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'dequantize-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-dimension-count-range-fbca47cdab',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'dequantize-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-sizes-nonzero-120dec978b',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [0, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'dequantize-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-strides-count-d7225ad276',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5], 'Strides': [5, 5, 1]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'dequantize-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-output-strides-no-overlap-f72eeaebfa',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5], 'Strides': [5, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'dequantize-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-total-size-minimum-d18ff8bba6',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5], 'TotalTensorSizeInBytes': 3},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'dequantize-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-element-count-max-94f0ab1bcb',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [858993460, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'dequantize-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-base-offset-alignment-d26d22a6a2',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5], 'GuaranteedBaseOffsetAlignment': 3},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'dequantize-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-same-rank-61b165c4a9',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'dequantize-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_dequantize_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_blocked_sizes(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Members: QuantizationTensors (TBD; observed: docs/notes-quant4.md)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-blocked-sizes-3c92ed9be7',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['blocked-sizes'],
        'provenance': {
            'name': 'dequantize-invalid-blocked-sizes',
            'spec_item': 'rules/blocked-sizes',
            'cite': 'ns-directml-dml_dequantize_operator_desc.md: Members: QuantizationTensors (TBD; observed: docs/notes-quant4.md)',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_scale_type(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Members: QuantizationTensors (TBD; derived from ELEMENT_WISE_DEQUANTIZE_LINEAR's ScaleTensor: the float tensor's DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-scale-type-5e6b25147e',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['scale-type'],
        'provenance': {
            'name': 'dequantize-invalid-scale-type',
            'spec_item': 'rules/scale-type',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Members: QuantizationTensors (TBD; derived from ELEMENT_WISE_DEQUANTIZE_LINEAR's ScaleTensor: the float tensor's DataType)",
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Members: InputTensor, OutputTensor (derived: an element-wise mapping, as ELEMENT_WISE_DEQUANTIZE_LINEAR's Tensor constraints)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-same-sizes-6ae985b338',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'dequantize-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Members: InputTensor, OutputTensor (derived: an element-wise mapping, as ELEMENT_WISE_DEQUANTIZE_LINEAR's Tensor constraints)",
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_quantization_type_value(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Members: QuantizationType (TBD; DirectML.h: enum DML_QUANTIZATION_TYPE)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-quantization-type-value-c49d724b70',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_NONE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['quantization-type-value'],
        'provenance': {
            'name': 'dequantize-invalid-quantization-type-value',
            'spec_item': 'rules/quantization-type-value',
            'cite': 'ns-directml-dml_dequantize_operator_desc.md: Members: QuantizationType (TBD; DirectML.h: enum DML_QUANTIZATION_TYPE)',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_zero_point_type(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Members: QuantizationTensors (TBD; derived from ELEMENT_WISE_QUANTIZE_LINEAR's Tensor constraints: OutputTensor and ZeroPointTensor the same DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-zero-point-type-9a5d96bbdf',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 4]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT',
            'QuantizationTensorCount': 2,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 2]},
                {'DataType': 'INT4', 'Sizes': [1, 2]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 4]},
        },
        'expect': 'invalid',
        'violates': ['zero-point-type'],
        'provenance': {
            'name': 'dequantize-invalid-zero-point-type',
            'spec_item': 'rules/zero-point-type',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Members: QuantizationTensors (TBD; derived from ELEMENT_WISE_QUANTIZE_LINEAR's Tensor constraints: OutputTensor and ZeroPointTensor the same DataType)",
            'generator': 'invalid',
            'base': 'examples/blocked-int4',
        },
    })


def test_invalid_scale_has_one_tensor(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Members: QuantizationTensorCount (TBD; derived from DML_QUANTIZATION_TYPE_SCALE's name: one scale tensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-scale-has-one-tensor-da8e852501',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 2,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['scale-has-one-tensor'],
        'provenance': {
            'name': 'dequantize-invalid-scale-has-one-tensor',
            'spec_item': 'rules/scale-has-one-tensor',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Members: QuantizationTensorCount (TBD; derived from DML_QUANTIZATION_TYPE_SCALE's name: one scale tensor)",
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_scale_zero_point_has_two_tensors(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Members: QuantizationTensorCount (TBD; derived from DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT's name: a scale and a zero point)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-invalid-scale-zero-point-has-two-tensors-dc906f0d1e',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT4', 'Sizes': [2, 4]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT',
            'QuantizationTensorCount': 3,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 2]},
                {'DataType': 'INT4', 'Sizes': [1, 2]},
                {'DataType': 'INT4', 'Sizes': [1, 2]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 4]},
        },
        'expect': 'invalid',
        'violates': ['scale-zero-point-has-two-tensors'],
        'provenance': {
            'name': 'dequantize-invalid-scale-zero-point-has-two-tensors',
            'spec_item': 'rules/scale-zero-point-has-two-tensors',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Members: QuantizationTensorCount (TBD; derived from DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT's name: a scale and a zero point)",
            'generator': 'invalid',
            'base': 'examples/blocked-int4',
        },
    })


def test_unsupported_6_3_inputtensor_float32(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-inputtensor-float32-1220a336f5',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-inputtensor-float32',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/FLOAT32',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_float16(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-inputtensor-float16-c18c6f409b',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-inputtensor-float16',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/FLOAT16',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_uint32(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-inputtensor-uint32-1af18aea9a',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-inputtensor-uint32',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/UINT32',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_uint16(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-inputtensor-uint16-7b969ffb1d',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-inputtensor-uint16',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/UINT16',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_int32(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-inputtensor-int32-210de5302a',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-inputtensor-int32',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/INT32',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_int16(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-inputtensor-int16-030e202427',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-inputtensor-int16',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/INT16',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_float64(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-inputtensor-float64-c1688acb1d',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-inputtensor-float64',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_uint64(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-inputtensor-uint64-ea3f8602ba',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-inputtensor-uint64',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/UINT64',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_int64(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-inputtensor-int64-99da579882',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-inputtensor-int64',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/INT64',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_uint32(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-quantizationtensors-uint32-30e4d45057',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-quantizationtensors-uint32',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/UINT32',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_uint16(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-quantizationtensors-uint16-92206bf272',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT16', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-quantizationtensors-uint16',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/UINT16',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_int32(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-quantizationtensors-int32-e3296b2e11',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-quantizationtensors-int32',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/INT32',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_int16(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-quantizationtensors-int16-d5ef08747a',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT16', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-quantizationtensors-int16',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/INT16',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_float64(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-quantizationtensors-float64-2c988483ce',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT64', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-quantizationtensors-float64',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/FLOAT64',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_uint64(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-quantizationtensors-uint64-47deeef541',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT64', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-quantizationtensors-uint64',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/UINT64',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_int64(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-quantizationtensors-int64-22ab7d4714',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT64', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-quantizationtensors-int64',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/INT64',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_uint32(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-outputtensor-uint32-30e4d45057',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-outputtensor-uint32',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT32',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_uint16(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-outputtensor-uint16-92206bf272',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT16', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-outputtensor-uint16',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT16',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_uint8(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-outputtensor-uint8-d62b1a6a2b',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT8', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-outputtensor-uint8',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT8',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_int32(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-outputtensor-int32-e3296b2e11',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-outputtensor-int32',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT32',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_int16(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-outputtensor-int16-d5ef08747a',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT16', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-outputtensor-int16',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT16',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_int8(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-outputtensor-int8-e95451273e',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT8', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-outputtensor-int8',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT8',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_float64(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-outputtensor-float64-2c988483ce',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT64', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-outputtensor-float64',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_uint64(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-outputtensor-uint64-47deeef541',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT64', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-outputtensor-uint64',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT64',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_int64(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-unsupported-6_3-outputtensor-int64-22ab7d4714',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT64', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dequantize-unsupported-6_3-outputtensor-int64',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT64',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_dimension_count_9_6_3(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dequantize-dimensions-6_3-9-7a1303c911',
        'operator': 'DML_DEQUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'dequantize-dimensions-6_3-9',
            'spec_item': 'tensor_support/6_3/dimensions/9',
            'cite': "ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_6_3_inputtensor_int8(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_DEQUANTIZE_OPERATOR_DESC', row='6_3', pins={'InputTensor': 'INT8'})


def test_property_6_3_inputtensor_int4(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (InputTensor INT4, drawn by hypothesis)"""
    dml.check_property('DML_DEQUANTIZE_OPERATOR_DESC', row='6_3', pins={'InputTensor': 'INT4'})


def test_property_6_3_inputtensor_uint8(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_DEQUANTIZE_OPERATOR_DESC', row='6_3', pins={'InputTensor': 'UINT8'})


def test_property_6_3_inputtensor_uint4(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (InputTensor UINT4, drawn by hypothesis)"""
    dml.check_property('DML_DEQUANTIZE_OPERATOR_DESC', row='6_3', pins={'InputTensor': 'UINT4'})


def test_property_6_3_quantizationtensors_float32(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (QuantizationTensors FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_DEQUANTIZE_OPERATOR_DESC', row='6_3', pins={'QuantizationTensors': 'FLOAT32'})


def test_property_6_3_quantizationtensors_float16(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (QuantizationTensors FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_DEQUANTIZE_OPERATOR_DESC', row='6_3', pins={'QuantizationTensors': 'FLOAT16'})


def test_property_6_3_quantizationtensors_int8(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (QuantizationTensors INT8, drawn by hypothesis)"""
    dml.check_property('DML_DEQUANTIZE_OPERATOR_DESC', row='6_3', pins={'QuantizationTensors': 'INT8'})


def test_property_6_3_quantizationtensors_int4(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (QuantizationTensors INT4, drawn by hypothesis)"""
    dml.check_property('DML_DEQUANTIZE_OPERATOR_DESC', row='6_3', pins={'QuantizationTensors': 'INT4'})


def test_property_6_3_quantizationtensors_uint8(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (QuantizationTensors UINT8, drawn by hypothesis)"""
    dml.check_property('DML_DEQUANTIZE_OPERATOR_DESC', row='6_3', pins={'QuantizationTensors': 'UINT8'})


def test_property_6_3_quantizationtensors_uint4(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (QuantizationTensors UINT4, drawn by hypothesis)"""
    dml.check_property('DML_DEQUANTIZE_OPERATOR_DESC', row='6_3', pins={'QuantizationTensors': 'UINT4'})


def test_property_6_3_outputtensor_float32(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_DEQUANTIZE_OPERATOR_DESC', row='6_3', pins={'OutputTensor': 'FLOAT32'})


def test_property_6_3_outputtensor_float16(dml):
    """ns-directml-dml_dequantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_DEQUANTIZE_OPERATOR_DESC', row='6_3', pins={'OutputTensor': 'FLOAT16'})
