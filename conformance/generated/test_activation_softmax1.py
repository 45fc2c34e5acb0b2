# Emitted by `python -m generators` from spec/operators/activation_softmax1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC (ns-directml-dml_activation_softmax1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_page_input_axes_1(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Description: f(x[i]) = exp(x[i]) / sum(exp(x[0]), ..., exp(x[j-1])) (over the set the Axes span) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-page-input-axes-1-d800e70a2e',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'inputs': {'InputTensor': [12, 0, -101, 11, 3, 234, 0, -101]},
        'expected': {
            'OutputTensor': [1, 1.6701422282494605e-05, 0, 0.9999833106994629, 0.9525741338729858, 1, 0.04742587357759476, 0],
        },
        'provenance': {
            'name': 'activation_softmax1-page-input-axes-1',
            'spec_item': 'examples/page-input-axes-1',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Description: f(x[i]) = exp(x[i]) / sum(exp(x[0]), ..., exp(x[j-1])) (over the set the Axes span) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_page_input_axes_0_2(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Description: f(x[i]) = exp(x[i]) / sum(exp(x[0]), ..., exp(x[j-1])) (over the set the Axes span) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-page-input-axes-0-2-d4ecca8713',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 2,
            'Axes': [0, 2],
        },
        'inputs': {'InputTensor': [12, 0, -101, 11, 3, 234, 0, -101]},
        'expected': {'OutputTensor': [0, 0, 0, 0.9999833106994629, 0, 1, 1.6701422282494605e-05, 0]},
        'provenance': {
            'name': 'activation_softmax1-page-input-axes-0-2',
            'spec_item': 'examples/page-input-axes-0-2',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Description: f(x[i]) = exp(x[i]) / sum(exp(x[0]), ..., exp(x[j-1])) (over the set the Axes span) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-known-fields-0accfbd2de',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'activation_softmax1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-introduced-in-5fb8cb5ed7',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'activation_softmax1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-tensor-support-data-type-97d42d338e',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-known-data-type-f1b3d7897d',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'activation_softmax1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-dimension-count-range-b84faa9e50',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_softmax1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-sizes-nonzero-e635ea69af',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'activation_softmax1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-strides-count-fa21145157',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2], 'Strides': [8, 4, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'activation_softmax1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-output-strides-no-overlap-1fbd4c9bae',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2], 'Strides': [0, 2, 1]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'activation_softmax1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-total-size-minimum-077e47d9d8',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2], 'TotalTensorSizeInBytes': 31},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'activation_softmax1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-element-count-max-859bc96546',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'activation_softmax1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-base-offset-alignment-b70706d07f',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'activation_softmax1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-same-data-type-578d6e8d82',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'activation_softmax1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-same-rank-8aea91efb1',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2, 1]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'activation_softmax1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-same-sizes-7b29ab9d12',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 3]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'activation_softmax1-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_axis_count(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Members: AxisCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-axis-count-dc7aa02f8f',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['axis-count'],
        'provenance': {
            'name': 'activation_softmax1-invalid-axis-count',
            'spec_item': 'rules/axis-count',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Members: AxisCount',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_invalid_axes_in_range(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Members: Axes"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-invalid-axes-in-range-67af5bf4e0',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['axes-in-range'],
        'provenance': {
            'name': 'activation_softmax1-invalid-axes-in-range',
            'spec_item': 'rules/axes-in-range',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Members: Axes',
            'generator': 'invalid',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_inputtensor_uint32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-inputtensor-uint32-97d42d338e',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-inputtensor-uint32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_inputtensor_uint16(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-inputtensor-uint16-aeeff3a0e7',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-inputtensor-uint16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_inputtensor_uint8(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-inputtensor-uint8-be8cb33598',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-inputtensor-uint8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_inputtensor_int32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-inputtensor-int32-8aef5a91c3',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-inputtensor-int32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_inputtensor_int16(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-inputtensor-int16-35d25fe9bf',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-inputtensor-int16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_inputtensor_int8(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-inputtensor-int8-8ae6b6eac9',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-inputtensor-int8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_inputtensor_float64(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-inputtensor-float64-6430722039',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-inputtensor-float64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_inputtensor_uint64(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-inputtensor-uint64-1712712ecc',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-inputtensor-uint64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_inputtensor_int64(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-inputtensor-int64-819b4ad3be',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-inputtensor-int64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_outputtensor_uint32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-outputtensor-uint32-97d42d338e',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-outputtensor-uint32',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_outputtensor_uint16(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-outputtensor-uint16-aeeff3a0e7',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-outputtensor-uint16',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_outputtensor_uint8(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-outputtensor-uint8-be8cb33598',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-outputtensor-uint8',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_outputtensor_int32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-outputtensor-int32-8aef5a91c3',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-outputtensor-int32',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_outputtensor_int16(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-outputtensor-int16-35d25fe9bf',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-outputtensor-int16',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_outputtensor_int8(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-outputtensor-int8-8ae6b6eac9',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-outputtensor-int8',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_outputtensor_float64(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-outputtensor-float64-6430722039',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-outputtensor-float64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_outputtensor_uint64(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-outputtensor-uint64-1712712ecc',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-outputtensor-uint64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_unsupported_5_1_outputtensor_int64(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-unsupported-5_1-outputtensor-int64-819b4ad3be',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softmax1-unsupported-5_1-outputtensor-int64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/page-input-axes-1',
        },
    })


def test_dimension_count_9_5_1(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softmax1-dimensions-5_1-9-4aa3324d9c',
        'operator': 'DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_softmax1-dimensions-5_1-9',
            'spec_item': 'tensor_support/5_1/dimensions/9',
            'cite': "ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_5_1_inputtensor_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'})


def test_property_5_1_inputtensor_float16(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in the normalized set gives (NaN throughout the set, as IEEE arithmetic would, or a NaN ignored); the reference gives NaN to every element of the set"""
    dml.check_property('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in the normalized set gives (NaN throughout the set, as IEEE arithmetic would, or a NaN ignored); the reference gives NaN to every element of the set"""
    dml.check_property('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_axis_257_maximum_last_float32_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (a maximum (or sum) over part of a long axis: the exponentials overflow; 257 elements)"""
    dml.check_large('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', 'axis-257-maximum-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_1025_maximum_last_float32_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (a maximum (or sum) over part of a long axis: the exponentials overflow; 1,025 elements)"""
    dml.check_large('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', 'axis-1025-maximum-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_65537_maximum_last_float32_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (a maximum (or sum) over part of a long axis: the exponentials overflow; 65,537 elements)"""
    dml.check_large('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', 'axis-65537-maximum-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_257_offset_float32_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', 'axis-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_257_cancel_float32_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 257 elements)"""
    dml.check_large('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', 'axis-257-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_257_near_max_float32_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 257 elements)"""
    dml.check_large('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', 'axis-257-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_1025_offset_float32_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', 'axis-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_1025_cancel_float32_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 1,025 elements)"""
    dml.check_large('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', 'axis-1025-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_1025_near_max_float32_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 1,025 elements)"""
    dml.check_large('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', 'axis-1025-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_65537_offset_float32_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', 'axis-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_65537_cancel_float32_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 65,537 elements)"""
    dml.check_large('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', 'axis-65537-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_65537_near_max_float32_float32(dml):
    """ns-directml-dml_activation_softmax1_operator_desc.md: Tensor support (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 65,537 elements)"""
    dml.check_large('DML_ACTIVATION_SOFTMAX1_OPERATOR_DESC', 'axis-65537-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})
