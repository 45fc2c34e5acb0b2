# Emitted by `python -m generators` from spec/operators/dynamic_quantize_linear.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC (ns-directml-dml_dynamic_quantize_linear_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_onnx_example(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Description (the page's formula); ONNX DynamicQuantizeLinear's first example (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-onnx-example-9611dbf54f',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'inputs': {'InputTensor': [0, 2, -3, -2.5, 1.340000033378601, 0.5]},
        'expected': {
            'OutputTensor': [153, 255, 0, 26, 221, 179],
            'OutputScaleTensor': [0.019607843831181526],
            'OutputZeroPointTensor': [153],
        },
        'provenance': {
            'name': 'dynamic_quantize_linear-onnx-example',
            'spec_item': 'examples/onnx-example',
            'cite': "ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Description (the page's formula); ONNX DynamicQuantizeLinear's first example (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_positive_range_holds_zero(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Description (InputMin = Min(InputTensor)) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-positive-range-holds-zero-8196ada79b',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1]},
        },
        'inputs': {'InputTensor': [1, 2, 3, 4]},
        'expected': {
            'OutputTensor': [64, 127, 191, 255],
            'OutputScaleTensor': [0.01568627543747425],
            'OutputZeroPointTensor': [0],
        },
        'provenance': {
            'name': 'dynamic_quantize_linear-positive-range-holds-zero',
            'spec_item': 'examples/positive-range-holds-zero',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Description (InputMin = Min(InputTensor)) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-known-fields-0f8e6d665e',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-introduced-in-822740b954',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-tensor-support-data-type-7af931b7eb',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-known-data-type-19e76f34ea',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-dimension-count-range-f39ee061af',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-sizes-nonzero-41ede5c189',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-strides-count-14d3d18039',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6], 'Strides': [6, 6, 6, 6, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-output-strides-no-overlap-6253e49be1',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6], 'Strides': [6, 6, 6, 0]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-total-size-minimum-aa739cb5c0',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6], 'TotalTensorSizeInBytes': 23},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-element-count-max-3e5c32a680',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [715827883, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-base-offset-alignment-5999397f11',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-same-rank-0c2312c209',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Description (OutputTensor is the quantized InputTensor, element by element)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-same-sizes-bc5d33e9a8',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 7]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Description (OutputTensor is the quantized InputTensor, element by element)',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-same-data-type-58327ca05b',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_invalid_one_scale_and_zero_point(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Members: OutputScaleTensor, OutputZeroPointTensor (The expected number of elements ... is 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-invalid-one-scale-and-zero-point-511c2df6db',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['one-scale-and-zero-point'],
        'provenance': {
            'name': 'dynamic_quantize_linear-invalid-one-scale-and-zero-point',
            'spec_item': 'rules/one-scale-and-zero-point',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Members: OutputScaleTensor, OutputZeroPointTensor (The expected number of elements ... is 1)',
            'generator': 'invalid',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_inputtensor_uint32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-uint32-7af931b7eb',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-uint32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_inputtensor_uint16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-uint16-933960b0bf',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-uint16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_inputtensor_uint8(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-uint8-e9dd768abc',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-uint8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_inputtensor_int32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-int32-52a1d243c0',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-int32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_inputtensor_int16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-int16-7821d108cc',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-int16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_inputtensor_int8(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-int8-9a5b207366',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-int8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_inputtensor_float64(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-float64-b51f0aa044',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-float64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_inputtensor_uint64(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-uint64-4ed080ee59',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_inputtensor_int64(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-int64-af2d864e76',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-inputtensor-int64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputtensor_float32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-float32-cbc28d5da1',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-float32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputtensor_float16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-float16-eb3a38b666',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-float16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-uint32-e69764e8f1',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-uint16-154dd3e208',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputtensor_int32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-int32-f98a914491',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-int32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputtensor_int16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-int16-d5f36a83c1',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-float64-9114d56b80',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-uint64-3005a2999d',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-int64-a0de3f2026',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputscaletensor_float16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-float16-4680bea934',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-float16',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-uint32-01d5a502bb',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-uint16-08b17e8e56',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint8(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-uint8-e59649aa04',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputscaletensor_int32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-int32-8853cbbce3',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-int32',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputscaletensor_int16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-int16-6a19ce4f56',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-int16',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputscaletensor_int8(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-int8-ff2c4a7925',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-int8',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputscaletensor_float64(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-float64-a65d67eafc',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-float64',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint64(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-uint64-730d3dc9ba',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputscaletensor_int64(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-int64-95f299d0f7',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputscaletensor-int64',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_float32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-float32-cbc28d5da1',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_float16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-float16-eb3a38b666',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_uint32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-uint32-e69764e8f1',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_uint16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-uint16-154dd3e208',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_int32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-int32-f98a914491',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_int16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-int16-d5f36a83c1',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_float64(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-float64-9114d56b80',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_uint64(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-uint64-3005a2999d',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_int64(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-int64-a0de3f2026',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'dynamic_quantize_linear-unsupported-4_0-outputzeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/onnx-example',
        },
    })


def test_dimension_count_9_4_0(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'dynamic_quantize_linear-dimensions-4_0-9-de11c48122',
        'operator': 'DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'dynamic_quantize_linear-dimensions-4_0-9',
            'spec_item': 'tensor_support/4_0/dimensions/9',
            'cite': "ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_4_0_inputtensor_float32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT32'})


def test_property_4_0_inputtensor_float16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT16'})


def test_property_4_0_outputtensor_int8(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'INT8'})


def test_property_4_0_outputtensor_uint8(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'UINT8'})


def test_property_4_0_outputscaletensor_float32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: Tensor support: the only table (OutputScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC', row='4_0', pins={'OutputScaleTensor': 'FLOAT32'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: unspecified nan-inputs: the page does not say how a NaN enters Max and Min"""
    dml.check_property('DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_dynamic_quantize_linear_operator_desc.md: unspecified nan-inputs: the page does not say how a NaN enters Max and Min"""
    dml.check_property('DML_DYNAMIC_QUANTIZE_LINEAR_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
