# Emitted by `python -m generators` from spec/operators/random_generator.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_RANDOM_GENERATOR_OPERATOR_DESC (ns-directml-dml_random_generator_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_philox_known_answer_zeros(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Members: Type (Philox 4x32-10); Members: InputStateTensor (counter words 0-3, key words 4-5); Remarks (the counter moves by ceil(outputSize / 4)) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-philox-known-answer-zeros-f4c598de40',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'inputs': {'InputStateTensor': [0, 0, 0, 0, 0, 0]},
        'expected': {
            'OutputTensor': [1713891541, 3781805453, 3159862348, 2600524760],
            'OutputStateTensor': [1, 0, 0, 0, 0, 0],
        },
        'provenance': {
            'name': 'random_generator-philox-known-answer-zeros',
            'spec_item': 'examples/philox-known-answer-zeros',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Members: Type (Philox 4x32-10); Members: InputStateTensor (counter words 0-3, key words 4-5); Remarks (the counter moves by ceil(outputSize / 4)) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_philox_known_answer_ones_wraps_the_counter(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Members: Type (Philox 4x32-10); Remarks (the counter moves by ceil(outputSize / 4), a 128-bit counter) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-philox-known-answer-ones-wraps-the-counter-6fd362654d',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'inputs': {
            'InputStateTensor': [4294967295, 4294967295, 4294967295, 4294967295, 4294967295, 4294967295],
        },
        'expected': {
            'OutputTensor': [1083123565, 1103641358, 2718681030, 1834242557],
            'OutputStateTensor': [0, 0, 0, 0, 4294967295, 4294967295],
        },
        'provenance': {
            'name': 'random_generator-philox-known-answer-ones-wraps-the-counter',
            'spec_item': 'examples/philox-known-answer-ones-wraps-the-counter',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Members: Type (Philox 4x32-10); Remarks (the counter moves by ceil(outputSize / 4), a 128-bit counter) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_philox_known_answer_pi(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Members: Type (Philox 4x32-10); Members: InputStateTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-philox-known-answer-pi-2d630b53c9',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'inputs': {
            'InputStateTensor': [608135816, 2242054355, 320440878, 57701188, 2752067618, 698298832],
        },
        'expected': {'OutputTensor': [3513581065, 2499661035, 1342301216, 605187745]},
        'provenance': {
            'name': 'random_generator-philox-known-answer-pi',
            'spec_item': 'examples/philox-known-answer-pi',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Members: Type (Philox 4x32-10); Members: InputStateTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-known-fields-aabb4cb8de',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'random_generator-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-introduced-in-a4ead33faf',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'random_generator-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-tensor-support-data-type-599cba658e',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-tensor-support-dimension-count-86b648d769',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'random_generator-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-known-data-type-ff50a22baf',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'random_generator-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-dimension-count-range-9706c6fa1c',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'random_generator-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-sizes-nonzero-e3509f92d6',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [0, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'random_generator-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-strides-count-d500179b96',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6], 'Strides': [6, 6, 6, 6, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'random_generator-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-output-strides-no-overlap-dee6f2b0fb',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'random_generator-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-total-size-minimum-667800b327',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6], 'TotalTensorSizeInBytes': 23},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'random_generator-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-element-count-max-fbe9d7df69',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [715827883, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'random_generator-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-base-offset-alignment-1eb31b16de',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'random_generator-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-same-rank-382bcacf2a',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6, 1]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'random_generator-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-same-sizes-07d069e641',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 7]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'random_generator-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_invalid_state_sizes(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Members: InputStateTensor (for DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10 ... sizes {1,1,1,6}; 4_0's table: { [1], [1], [1], [1], [1], [1], [1], 6 }); Members: OutputTensor (this tensor can be of any size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-state-sizes-93304decb7',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 7]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['state-sizes'],
        'provenance': {
            'name': 'random_generator-invalid-state-sizes',
            'spec_item': 'rules/state-sizes',
            'cite': "ns-directml-dml_random_generator_operator_desc.md: Members: InputStateTensor (for DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10 ... sizes {1,1,1,6}; 4_0's table: { [1], [1], [1], [1], [1], [1], [1], 6 }); Members: OutputTensor (this tensor can be of any size)",
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-pi',
        },
    })


def test_invalid_type_value(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Members: Type (currently the only valid value is DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-invalid-type-value-f6f8359c49',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 1,
        },
        'expect': 'invalid',
        'violates': ['type-value'],
        'provenance': {
            'name': 'random_generator-invalid-type-value',
            'spec_item': 'rules/type-value',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Members: Type (currently the only valid value is DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10)',
            'generator': 'invalid',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_inputstatetensor_float32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-inputstatetensor-float32-ac65c1d2be',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-inputstatetensor-float32',
            'spec_item': 'tensor_support/4_0/InputStateTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_inputstatetensor_float16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-inputstatetensor-float16-c308d7d9ce',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-inputstatetensor-float16',
            'spec_item': 'tensor_support/4_0/InputStateTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_inputstatetensor_uint16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-inputstatetensor-uint16-1142d87772',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-inputstatetensor-uint16',
            'spec_item': 'tensor_support/4_0/InputStateTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_inputstatetensor_uint8(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-inputstatetensor-uint8-6754545ed3',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-inputstatetensor-uint8',
            'spec_item': 'tensor_support/4_0/InputStateTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_inputstatetensor_int32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-inputstatetensor-int32-8d826865be',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-inputstatetensor-int32',
            'spec_item': 'tensor_support/4_0/InputStateTensor/excluded/INT32',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_inputstatetensor_int16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-inputstatetensor-int16-0227f9281c',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-inputstatetensor-int16',
            'spec_item': 'tensor_support/4_0/InputStateTensor/excluded/INT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_inputstatetensor_int8(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-inputstatetensor-int8-4ea62a0c06',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-inputstatetensor-int8',
            'spec_item': 'tensor_support/4_0/InputStateTensor/excluded/INT8',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_inputstatetensor_float64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-inputstatetensor-float64-83a66cf8c4',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-inputstatetensor-float64',
            'spec_item': 'tensor_support/4_0/InputStateTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_inputstatetensor_uint64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-inputstatetensor-uint64-0b54813cdc',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-inputstatetensor-uint64',
            'spec_item': 'tensor_support/4_0/InputStateTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_inputstatetensor_int64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-inputstatetensor-int64-c4a4fe6635',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-inputstatetensor-int64',
            'spec_item': 'tensor_support/4_0/InputStateTensor/excluded/INT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputtensor_float32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputtensor-float32-0aedbe2c38',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputtensor-float32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputtensor_float16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputtensor-float16-df812b9d7a',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputtensor-float16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputtensor-uint16-cf1f958dcd',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputtensor_uint8(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputtensor-uint8-ff6e3dffba',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputtensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputtensor_int32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputtensor-int32-5cc1e91026',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputtensor-int32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputtensor_int16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputtensor-int16-8d5116f04b',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputtensor_int8(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputtensor-int8-c0614f4ca9',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputtensor-int8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputtensor-float64-fd33d6a8f4',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputtensor-uint64-f2a511b27b',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputtensor-int64-4a356c99bf',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputstatetensor_float32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputstatetensor-float32-778ce9ec27',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputstatetensor-float32',
            'spec_item': 'tensor_support/4_0/OutputStateTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputstatetensor_float16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputstatetensor-float16-4ffb1ed7ad',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputstatetensor-float16',
            'spec_item': 'tensor_support/4_0/OutputStateTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputstatetensor_uint16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputstatetensor-uint16-766e974671',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputstatetensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputStateTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputstatetensor_uint8(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputstatetensor-uint8-bc99dd5f67',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputstatetensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputStateTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputstatetensor_int32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputstatetensor-int32-310b638d18',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputstatetensor-int32',
            'spec_item': 'tensor_support/4_0/OutputStateTensor/excluded/INT32',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputstatetensor_int16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputstatetensor-int16-ba78ab09c3',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputstatetensor-int16',
            'spec_item': 'tensor_support/4_0/OutputStateTensor/excluded/INT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputstatetensor_int8(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputstatetensor-int8-a3fb5cb96d',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputstatetensor-int8',
            'spec_item': 'tensor_support/4_0/OutputStateTensor/excluded/INT8',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputstatetensor_float64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputstatetensor-float64-1ada4cec08',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputstatetensor-float64',
            'spec_item': 'tensor_support/4_0/OutputStateTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputstatetensor_uint64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputstatetensor-uint64-48fd59e576',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputstatetensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputStateTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_4_0_outputstatetensor_int64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-4_0-outputstatetensor-int64-075bf836a9',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-4_0-outputstatetensor-int64',
            'spec_item': 'tensor_support/4_0/OutputStateTensor/excluded/INT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_inputstatetensor_float32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-inputstatetensor-float32-599cba658e',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-inputstatetensor-float32',
            'spec_item': 'tensor_support/3_0/InputStateTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_inputstatetensor_float16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-inputstatetensor-float16-30d8469634',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-inputstatetensor-float16',
            'spec_item': 'tensor_support/3_0/InputStateTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_inputstatetensor_uint16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-inputstatetensor-uint16-a98e463aaa',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-inputstatetensor-uint16',
            'spec_item': 'tensor_support/3_0/InputStateTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_inputstatetensor_uint8(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-inputstatetensor-uint8-d93eb1e192',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-inputstatetensor-uint8',
            'spec_item': 'tensor_support/3_0/InputStateTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_inputstatetensor_int32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-inputstatetensor-int32-929c040fcd',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-inputstatetensor-int32',
            'spec_item': 'tensor_support/3_0/InputStateTensor/excluded/INT32',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_inputstatetensor_int16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-inputstatetensor-int16-da1bd875df',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-inputstatetensor-int16',
            'spec_item': 'tensor_support/3_0/InputStateTensor/excluded/INT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_inputstatetensor_int8(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-inputstatetensor-int8-97e41843cb',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-inputstatetensor-int8',
            'spec_item': 'tensor_support/3_0/InputStateTensor/excluded/INT8',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_inputstatetensor_float64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-inputstatetensor-float64-207a0edfd0',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-inputstatetensor-float64',
            'spec_item': 'tensor_support/3_0/InputStateTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_inputstatetensor_uint64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-inputstatetensor-uint64-d17241cfbc',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-inputstatetensor-uint64',
            'spec_item': 'tensor_support/3_0/InputStateTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_inputstatetensor_int64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-inputstatetensor-int64-ab3a7c7df4',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-inputstatetensor-int64',
            'spec_item': 'tensor_support/3_0/InputStateTensor/excluded/INT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputtensor_float32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputtensor-float32-c0e6505046',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputtensor-float32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputtensor_float16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputtensor-float16-20deda3e74',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputtensor-float16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputtensor-uint16-016725ec02',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputtensor-uint8-9150fb4572',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputtensor-int32-d677638bac',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputtensor-int16-5699dd3aa6',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputtensor-int8-1d67858207',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputtensor-float64-c75bc7dc0f',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputtensor-uint64-d19a57e02b',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputtensor-int64-827c47bace',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputstatetensor_float32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputstatetensor-float32-29dfb25974',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputstatetensor-float32',
            'spec_item': 'tensor_support/3_0/OutputStateTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputstatetensor_float16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputstatetensor-float16-8dc9dc501e',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputstatetensor-float16',
            'spec_item': 'tensor_support/3_0/OutputStateTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputstatetensor_uint16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputstatetensor-uint16-f182e3b870',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputstatetensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputStateTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputstatetensor_uint8(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputstatetensor-uint8-872eaf8121',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputstatetensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputStateTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputstatetensor_int32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputstatetensor-int32-9e1c2764bc',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputstatetensor-int32',
            'spec_item': 'tensor_support/3_0/OutputStateTensor/excluded/INT32',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputstatetensor_int16(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputstatetensor-int16-ffa5378b06',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputstatetensor-int16',
            'spec_item': 'tensor_support/3_0/OutputStateTensor/excluded/INT16',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputstatetensor_int8(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputstatetensor-int8-8bf78c07a9',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputstatetensor-int8',
            'spec_item': 'tensor_support/3_0/OutputStateTensor/excluded/INT8',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputstatetensor_float64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputstatetensor-float64-ee9afe3bcf',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputstatetensor-float64',
            'spec_item': 'tensor_support/3_0/OutputStateTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputstatetensor_uint64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputstatetensor-uint64-60ad8d5aba',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputstatetensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputStateTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_unsupported_3_0_outputstatetensor_int64(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-unsupported-3_0-outputstatetensor-int64-ce5a490b49',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputStateTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'random_generator-unsupported-3_0-outputstatetensor-int64',
            'spec_item': 'tensor_support/3_0/OutputStateTensor/excluded/INT64',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/philox-known-answer-zeros',
        },
    })


def test_dimension_count_9_4_0(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-dimensions-4_0-9-3d6731d1ca',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'random_generator-dimensions-4_0-9',
            'spec_item': 'tensor_support/4_0/dimensions/9',
            'cite': "ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-dimensions-3_0-3-f89b7000f3',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'random_generator-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_3_0(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'random_generator-dimensions-3_0-5-63eb3dfb6f',
        'operator': 'DML_RANDOM_GENERATOR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputStateTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Type': 'DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'random_generator-dimensions-3_0-5',
            'spec_item': 'tensor_support/3_0/dimensions/5',
            'cite': 'ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_0_inputstatetensor_uint32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputStateTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_RANDOM_GENERATOR_OPERATOR_DESC', row='4_0', pins={'InputStateTensor': 'UINT32'})


def test_property_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_RANDOM_GENERATOR_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'UINT32'})


def test_property_4_0_outputstatetensor_uint32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputStateTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_RANDOM_GENERATOR_OPERATOR_DESC', row='4_0', pins={'OutputStateTensor': 'UINT32'})


def test_property_3_0_inputstatetensor_uint32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputStateTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_RANDOM_GENERATOR_OPERATOR_DESC', row='3_0', pins={'InputStateTensor': 'UINT32'})


def test_property_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_RANDOM_GENERATOR_OPERATOR_DESC', row='3_0', pins={'OutputTensor': 'UINT32'})


def test_property_3_0_outputstatetensor_uint32(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (OutputStateTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_RANDOM_GENERATOR_OPERATOR_DESC', row='3_0', pins={'OutputStateTensor': 'UINT32'})


def test_equivalence_output_bits_uniform(dml):
    """ns-directml-dml_random_generator_operator_desc.md: Description (deterministically-generated, pseudo-random, uniformly-distributed bits); Members: Type (Philox 4x32-10: for one key a bijection of the counter); Remarks (the counter moves by ceil(outputSize / 4): one counter per four words): OutputTensor holds distinct Philox blocks and passes uniformity tests at significance 1e-06 each"""
    dml.check_equivalence('DML_RANDOM_GENERATOR_OPERATOR_DESC', 'output-bits-uniform')
