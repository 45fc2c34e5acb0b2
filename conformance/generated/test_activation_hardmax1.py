# Emitted by `python -m generators` from spec/operators/activation_hardmax1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ACTIVATION_HARDMAX1_OPERATOR_DESC (ns-directml-dml_activation_hardmax1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Examples: Example 1"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-example-1-9d09dc0348',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'inputs': {'InputTensor': [12, 0, -101, 11, 3, 234, 0, -101]},
        'expected': {'OutputTensor': [1, 0, 0, 1, 1, 1, 0, 0]},
        'provenance': {
            'name': 'activation_hardmax1-example-1',
            'spec_item': 'examples/example-1',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Examples: Example 1',
            'generator': 'examples',
        },
    })


def test_example_2(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Examples: Example 2"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-example-2-ff383078e1',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'inputs': {'InputTensor': [12, 0, -101, 11, 3, 234, 0, -101]},
        'expected': {'OutputTensor': [1, 0, 0, 1, 0, 1, 1, 0]},
        'provenance': {
            'name': 'activation_hardmax1-example-2',
            'spec_item': 'examples/example-2',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Examples: Example 2',
            'generator': 'examples',
        },
    })


def test_example_3(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Examples: Example 3"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-example-3-390bcca0a1',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 2,
            'Axes': [0, 2],
        },
        'inputs': {'InputTensor': [12, 0, -101, 11, 3, 234, 0, -101]},
        'expected': {'OutputTensor': [0, 0, 0, 1, 0, 1, 0, 0]},
        'provenance': {
            'name': 'activation_hardmax1-example-3',
            'spec_item': 'examples/example-3',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Examples: Example 3',
            'generator': 'examples',
        },
    })


def test_first_maximum_wins_a_tie(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Description: 1 for the first maximum value along the specified axes (ReduceArgMax with DML_AXIS_DIRECTION_INCREASING) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-first-maximum-wins-a-tie-3f5f78de27',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'AxisCount': 2,
            'Axes': [1, 0],
        },
        'inputs': {'InputTensor': [1, 5, 0, 5, 2, 5]},
        'expected': {'OutputTensor': [0, 1, 0, 0, 0, 0]},
        'provenance': {
            'name': 'activation_hardmax1-first-maximum-wins-a-tie',
            'spec_item': 'examples/first-maximum-wins-a-tie',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Description: 1 for the first maximum value along the specified axes (ReduceArgMax with DML_AXIS_DIRECTION_INCREASING) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-known-fields-1a06b6601b',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'activation_hardmax1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-introduced-in-ba4dd11cbd',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-tensor-support-data-type-b2a79b11b3',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-known-data-type-f7adb1246a',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-dimension-count-range-724d6fea6b',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-sizes-nonzero-6354719b51',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-strides-count-2af2976633',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-output-strides-no-overlap-28c8a594a9',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-total-size-minimum-ce38956456',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-element-count-max-ec875af462',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-base-offset-alignment-e17c644995',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-same-data-type-664161be41',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-same-rank-ad0d0d8aae',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-same-sizes-81ff9f4028',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_axis_count(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Members: AxisCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-axis-count-069e814051',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-axis-count',
            'spec_item': 'rules/axis-count',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Members: AxisCount',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_invalid_axes_in_range(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Members: Axes"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-invalid-axes-in-range-2accdc2dbf',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-invalid-axes-in-range',
            'spec_item': 'rules/axes-in-range',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Members: Axes',
            'generator': 'invalid',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_inputtensor_uint32(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-inputtensor-uint32-b2a79b11b3',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-inputtensor-uint32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_inputtensor_uint16(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-inputtensor-uint16-5a254c0f01',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-inputtensor-uint16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_inputtensor_uint8(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-inputtensor-uint8-efbd2f154f',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-inputtensor-uint8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_inputtensor_int32(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-inputtensor-int32-370d96d4f3',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-inputtensor-int32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_inputtensor_int16(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-inputtensor-int16-7d66e8fd5e',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-inputtensor-int16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_inputtensor_int8(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-inputtensor-int8-25094623da',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-inputtensor-int8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_inputtensor_float64(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-inputtensor-float64-1f2d6f3a01',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-inputtensor-float64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_inputtensor_uint64(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-inputtensor-uint64-a7085d87d3',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-inputtensor-uint64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_inputtensor_int64(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-inputtensor-int64-e738dc7fa2',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-inputtensor-int64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_outputtensor_uint32(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-outputtensor-uint32-b2a79b11b3',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-outputtensor-uint32',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_outputtensor_uint16(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-outputtensor-uint16-5a254c0f01',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-outputtensor-uint16',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_outputtensor_uint8(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-outputtensor-uint8-efbd2f154f',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-outputtensor-uint8',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_outputtensor_int32(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-outputtensor-int32-370d96d4f3',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-outputtensor-int32',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_outputtensor_int16(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-outputtensor-int16-7d66e8fd5e',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-outputtensor-int16',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_outputtensor_int8(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-outputtensor-int8-25094623da',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-outputtensor-int8',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_outputtensor_float64(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-outputtensor-float64-1f2d6f3a01',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-outputtensor-float64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_outputtensor_uint64(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-outputtensor-uint64-a7085d87d3',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-outputtensor-uint64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_unsupported_5_1_outputtensor_int64(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-unsupported-5_1-outputtensor-int64-e738dc7fa2',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-unsupported-5_1-outputtensor-int64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support',
            'generator': 'support-rows',
            'base': 'examples/example-1',
        },
    })


def test_dimension_count_9_5_1(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_hardmax1-dimensions-5_1-9-510620f6f2',
        'operator': 'DML_ACTIVATION_HARDMAX1_OPERATOR_DESC',
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
            'name': 'activation_hardmax1-dimensions-5_1-9',
            'spec_item': 'tensor_support/5_1/dimensions/9',
            'cite': "ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_5_1_inputtensor_float32(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_HARDMAX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'})


def test_property_5_1_inputtensor_float16(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_HARDMAX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in the normalized set gives (NaN throughout the set, as IEEE arithmetic would, or a NaN ignored by the max); the reference takes NaN as the first maximum (np.argmax)"""
    dml.check_property('DML_ACTIVATION_HARDMAX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN in the normalized set gives (NaN throughout the set, as IEEE arithmetic would, or a NaN ignored by the max); the reference takes NaN as the first maximum (np.argmax)"""
    dml.check_property('DML_ACTIVATION_HARDMAX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_axis_257_maximum_last_float32_float32(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support (a maximum (or sum) over part of a long axis: the exponentials overflow; 257 elements)"""
    dml.check_large('DML_ACTIVATION_HARDMAX1_OPERATOR_DESC', 'axis-257-maximum-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_1025_maximum_last_float32_float32(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support (a maximum (or sum) over part of a long axis: the exponentials overflow; 1,025 elements)"""
    dml.check_large('DML_ACTIVATION_HARDMAX1_OPERATOR_DESC', 'axis-1025-maximum-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_axis_65537_maximum_last_float32_float32(dml):
    """ns-directml-dml_activation_hardmax1_operator_desc.md: Tensor support (a maximum (or sum) over part of a long axis: the exponentials overflow; 65,537 elements)"""
    dml.check_large('DML_ACTIVATION_HARDMAX1_OPERATOR_DESC', 'axis-65537-maximum-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})
