# Emitted by `python -m generators` from spec/operators/multihead_attention.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_MULTIHEAD_ATTENTION_OPERATOR_DESC (ns-directml-dml_multihead_attention_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_every_optional_tensor(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Description; Members: BiasTensor, MaskType (BOOLEAN), RelativePositionBiasTensor, PastKeyTensor, PastValueTensor, OutputPresentKeyTensor, OutputPresentValueTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-every-optional-tensor-aa70625635',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'inputs': {
            'QueryTensor': [1],
            'KeyTensor': [0.5],
            'ValueTensor': [5],
            'BiasTensor': [0, 0.5, 1],
            'MaskTensor': [1, 1],
            'RelativePositionBiasTensor': [0, 0],
            'PastKeyTensor': [0],
            'PastValueTensor': [3],
        },
        'expected': {
            'OutputTensor': [5],
            'OutputPresentKeyTensor': [0, 1],
            'OutputPresentValueTensor': [3, 6],
        },
        'provenance': {
            'name': 'multihead_attention-every-optional-tensor',
            'spec_item': 'examples/every-optional-tensor',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Description; Members: BiasTensor, MaskType (BOOLEAN), RelativePositionBiasTensor, PastKeyTensor, PastValueTensor, OutputPresentKeyTensor, OutputPresentValueTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_key_sequence_lengths(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Members: MaskType (KEY_SEQUENCE_LENGTH: a mask of shape [1, batchSize], every element after the sequence length set to MaskFilterValue) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-key-sequence-lengths-e31933ce64',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_KEY_SEQUENCE_LENGTH',
        },
        'inputs': {
            'QueryTensor': [1, 1],
            'KeyTensor': [0, 1, 0, 1],
            'ValueTensor': [3, 6, 3, 6],
            'MaskTensor': [1, 2],
        },
        'expected': {'OutputTensor': [3, 5]},
        'provenance': {
            'name': 'multihead_attention-key-sequence-lengths',
            'spec_item': 'examples/key-sequence-lengths',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Members: MaskType (KEY_SEQUENCE_LENGTH: a mask of shape [1, batchSize], every element after the sequence length set to MaskFilterValue) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_stacked_query_key_value_two_heads(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Members: StackedQueryKeyValueTensor ([batchSize, sequenceLength, headCount, 3, headSize]), BiasTensor, HeadCount (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-stacked-query-key-value-two-heads-4bd084d9a3',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'inputs': {
            'StackedQueryKeyValueTensor': [1, 1, 2, 1, 1, 10, 1, 1, 4, 1, 1, 20],
            'BiasTensor': [0, 0, 0, 0, 1, -1],
        },
        'expected': {'OutputTensor': [4, 14, 4, 14]},
        'provenance': {
            'name': 'multihead_attention-stacked-query-key-value-two-heads',
            'spec_item': 'examples/stacked-query-key-value-two-heads',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Members: StackedQueryKeyValueTensor ([batchSize, sequenceLength, headCount, 3, headSize]), BiasTensor, HeadCount (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_stacked_query_key(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Members: StackedQueryKeyTensor ([batchSize, sequenceLength, headCount, 2, headSize]), ValueTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-stacked-query-key-2ef04e61b2',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'inputs': {'StackedQueryKeyTensor': [1, 1, 5, 1], 'ValueTensor': [2, 4]},
        'expected': {'OutputTensor': [3, 3]},
        'provenance': {
            'name': 'multihead_attention-stacked-query-key',
            'spec_item': 'examples/stacked-query-key',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Members: StackedQueryKeyTensor ([batchSize, sequenceLength, headCount, 2, headSize]), ValueTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_stacked_key_value(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Members: QueryTensor, StackedKeyValueTensor ([batchSize, keyValueSequenceLength, headCount, 2, headSize]) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-stacked-key-value-3bb1136fc8',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'inputs': {'QueryTensor': [1, -1], 'StackedKeyValueTensor': [1, 2, 1, 6]},
        'expected': {'OutputTensor': [4, 4]},
        'provenance': {
            'name': 'multihead_attention-stacked-key-value',
            'spec_item': 'examples/stacked-key-value',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Members: QueryTensor, StackedKeyValueTensor ([batchSize, keyValueSequenceLength, headCount, 2, headSize]) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float16_key_end_start(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Members: MaskType (KEY_SEQUENCE_END_START: a mask of shape [2, batchSize], the end (exclusive) and start (inclusive) of the unpadded area); Tensor support (FLOAT16) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-float16-key-end-start-55c817d185',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3, 1]},
            'ValueTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3, 1]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1]},
            'Scale': 1.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_KEY_SEQUENCE_END_START',
        },
        'inputs': {
            'QueryTensor': [1],
            'KeyTensor': [0.5, -0.5, 1],
            'ValueTensor': [1, 2, 3],
            'MaskTensor': [2, 1],
        },
        'expected': {'OutputTensor': [2]},
        'provenance': {
            'name': 'multihead_attention-float16-key-end-start',
            'spec_item': 'examples/float16-key-end-start',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Members: MaskType (KEY_SEQUENCE_END_START: a mask of shape [2, batchSize], the end (exclusive) and start (inclusive) of the unpadded area); Tensor support (FLOAT16) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-known-fields-79e7599d71',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'multihead_attention-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-introduced-in-bb5ca9ab85',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'multihead_attention-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-tensor-support-data-type-34442faa67',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-tensor-support-dimension-count-3c5e5cd2d3',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'multihead_attention-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-known-data-type-e810b0166b',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'multihead_attention-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-dimension-count-range-4a9265f0c8',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'multihead_attention-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-sizes-nonzero-0666d2407e',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'multihead_attention-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-strides-count-7d0da46ee2',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1], 'Strides': [1, 1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'multihead_attention-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-output-strides-no-overlap-c5319f0844',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1], 'Strides': [2, 2, 0, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'multihead_attention-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-total-size-minimum-5fe0284591',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1], 'TotalTensorSizeInBytes': 3},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'multihead_attention-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-element-count-max-3a26896e74',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [2147483648, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'multihead_attention-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-base-offset-alignment-ee3a31b2aa',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1], 'GuaranteedBaseOffsetAlignment': 3},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'multihead_attention-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-same-data-type-1b2c06d099',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'multihead_attention-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (3 to 5 each); observed on DirectML 1.15.4 (docs/notes-attention.md: one count for all four)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-same-rank-ac9bd5ef19',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'multihead_attention-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (3 to 5 each); observed on DirectML 1.15.4 (docs/notes-attention.md: one count for all four)',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_mask_type_value(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Members: MaskType"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-mask-type-value-408cb17db8',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 5,
        },
        'expect': 'invalid',
        'violates': ['mask-type-value'],
        'provenance': {
            'name': 'multihead_attention-invalid-mask-type-value',
            'spec_item': 'rules/mask-type-value',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Members: MaskType',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_attention_sizes(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Description; Members: QueryTensor, KeyTensor, ValueTensor, StackedQueryKeyTensor, StackedKeyValueTensor, StackedQueryKeyValueTensor, BiasTensor, MaskType, PastKeyTensor, PastValueTensor, OutputTensor, OutputPresentKeyTensor, OutputPresentValueTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-invalid-attention-sizes-82e03466d4',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['attention-sizes'],
        'provenance': {
            'name': 'multihead_attention-invalid-attention-sizes',
            'spec_item': 'rules/attention-sizes',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Description; Members: QueryTensor, KeyTensor, ValueTensor, StackedQueryKeyTensor, StackedKeyValueTensor, StackedQueryKeyValueTensor, BiasTensor, MaskType, PastKeyTensor, PastValueTensor, OutputTensor, OutputPresentKeyTensor, OutputPresentValueTensor',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_querytensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-querytensor-uint32-34442faa67',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-querytensor-uint32',
            'spec_item': 'tensor_support/6_1/QueryTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_querytensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-querytensor-uint16-216279b1a5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-querytensor-uint16',
            'spec_item': 'tensor_support/6_1/QueryTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_querytensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-querytensor-uint8-67f9a70368',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-querytensor-uint8',
            'spec_item': 'tensor_support/6_1/QueryTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_querytensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-querytensor-int32-a1b13c1526',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-querytensor-int32',
            'spec_item': 'tensor_support/6_1/QueryTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_querytensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-querytensor-int16-7baa83b542',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-querytensor-int16',
            'spec_item': 'tensor_support/6_1/QueryTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_querytensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-querytensor-int8-0c77059382',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-querytensor-int8',
            'spec_item': 'tensor_support/6_1/QueryTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_querytensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-querytensor-float64-d4af00c4e5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-querytensor-float64',
            'spec_item': 'tensor_support/6_1/QueryTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_querytensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-querytensor-uint64-b69695880f',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-querytensor-uint64',
            'spec_item': 'tensor_support/6_1/QueryTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_querytensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-querytensor-int64-4a5f0cccda',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-querytensor-int64',
            'spec_item': 'tensor_support/6_1/QueryTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_keytensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-keytensor-uint32-34442faa67',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-keytensor-uint32',
            'spec_item': 'tensor_support/6_1/KeyTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_keytensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-keytensor-uint16-216279b1a5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-keytensor-uint16',
            'spec_item': 'tensor_support/6_1/KeyTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_keytensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-keytensor-uint8-67f9a70368',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-keytensor-uint8',
            'spec_item': 'tensor_support/6_1/KeyTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_keytensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-keytensor-int32-a1b13c1526',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-keytensor-int32',
            'spec_item': 'tensor_support/6_1/KeyTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_keytensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-keytensor-int16-7baa83b542',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-keytensor-int16',
            'spec_item': 'tensor_support/6_1/KeyTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_keytensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-keytensor-int8-0c77059382',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-keytensor-int8',
            'spec_item': 'tensor_support/6_1/KeyTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_keytensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-keytensor-float64-d4af00c4e5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-keytensor-float64',
            'spec_item': 'tensor_support/6_1/KeyTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_keytensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-keytensor-uint64-b69695880f',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-keytensor-uint64',
            'spec_item': 'tensor_support/6_1/KeyTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_keytensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-keytensor-int64-4a5f0cccda',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-keytensor-int64',
            'spec_item': 'tensor_support/6_1/KeyTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_valuetensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-valuetensor-uint32-34442faa67',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-valuetensor-uint32',
            'spec_item': 'tensor_support/6_1/ValueTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_valuetensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-valuetensor-uint16-216279b1a5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-valuetensor-uint16',
            'spec_item': 'tensor_support/6_1/ValueTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_valuetensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-valuetensor-uint8-67f9a70368',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-valuetensor-uint8',
            'spec_item': 'tensor_support/6_1/ValueTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_valuetensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-valuetensor-int32-a1b13c1526',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-valuetensor-int32',
            'spec_item': 'tensor_support/6_1/ValueTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_valuetensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-valuetensor-int16-7baa83b542',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-valuetensor-int16',
            'spec_item': 'tensor_support/6_1/ValueTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_valuetensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-valuetensor-int8-0c77059382',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-valuetensor-int8',
            'spec_item': 'tensor_support/6_1/ValueTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_valuetensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-valuetensor-float64-d4af00c4e5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-valuetensor-float64',
            'spec_item': 'tensor_support/6_1/ValueTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_valuetensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-valuetensor-uint64-b69695880f',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-valuetensor-uint64',
            'spec_item': 'tensor_support/6_1/ValueTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_valuetensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-valuetensor-int64-4a5f0cccda',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-valuetensor-int64',
            'spec_item': 'tensor_support/6_1/ValueTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_stackedquerykeytensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-uint32-69d2df2e95',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-uint32',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_1_stackedquerykeytensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-uint16-e073ae8229',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-uint16',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_1_stackedquerykeytensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-uint8-c88f190e3a',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-uint8',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_1_stackedquerykeytensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-int32-5534f6c125',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-int32',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_1_stackedquerykeytensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-int16-5b7d4afb58',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-int16',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_1_stackedquerykeytensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-int8-57576ee756',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-int8',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_1_stackedquerykeytensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-float64-7074abca69',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-float64',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_1_stackedquerykeytensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-uint64-7d46923c2c',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-uint64',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_1_stackedquerykeytensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-int64-f502a32fd7',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeytensor-int64',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_1_stackedkeyvaluetensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-uint32-14606e8d5e',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-uint32',
            'spec_item': 'tensor_support/6_1/StackedKeyValueTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_1_stackedkeyvaluetensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-uint16-2191f91156',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-uint16',
            'spec_item': 'tensor_support/6_1/StackedKeyValueTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_1_stackedkeyvaluetensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-uint8-cb289c1f29',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-uint8',
            'spec_item': 'tensor_support/6_1/StackedKeyValueTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_1_stackedkeyvaluetensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-int32-9bdc1c4a13',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-int32',
            'spec_item': 'tensor_support/6_1/StackedKeyValueTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_1_stackedkeyvaluetensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-int16-21d0e68e22',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-int16',
            'spec_item': 'tensor_support/6_1/StackedKeyValueTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_1_stackedkeyvaluetensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-int8-785a6581e0',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-int8',
            'spec_item': 'tensor_support/6_1/StackedKeyValueTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_1_stackedkeyvaluetensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-float64-a9a45659c3',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-float64',
            'spec_item': 'tensor_support/6_1/StackedKeyValueTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_1_stackedkeyvaluetensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-uint64-d2c0a67012',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-uint64',
            'spec_item': 'tensor_support/6_1/StackedKeyValueTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_1_stackedkeyvaluetensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-int64-0fab5cabe1',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedkeyvaluetensor-int64',
            'spec_item': 'tensor_support/6_1/StackedKeyValueTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_1_stackedquerykeyvaluetensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-uint32-95bc21b1a5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-uint32',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyValueTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_1_stackedquerykeyvaluetensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-uint16-1442d840ad',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-uint16',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyValueTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_1_stackedquerykeyvaluetensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-uint8-2140b2ad12',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-uint8',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyValueTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_1_stackedquerykeyvaluetensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-int32-6b924ee38b',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-int32',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyValueTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_1_stackedquerykeyvaluetensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-int16-375871ce73',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-int16',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyValueTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_1_stackedquerykeyvaluetensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-int8-f206738366',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-int8',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyValueTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_1_stackedquerykeyvaluetensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-float64-6be2a1533d',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-float64',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyValueTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_1_stackedquerykeyvaluetensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-uint64-3845310b2d',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-uint64',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyValueTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_1_stackedquerykeyvaluetensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-int64-22e59fce7b',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-stackedquerykeyvaluetensor-int64',
            'spec_item': 'tensor_support/6_1/StackedQueryKeyValueTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_1_biastensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-biastensor-uint32-34442faa67',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-biastensor-uint32',
            'spec_item': 'tensor_support/6_1/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_biastensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-biastensor-uint16-216279b1a5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-biastensor-uint16',
            'spec_item': 'tensor_support/6_1/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_biastensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-biastensor-uint8-67f9a70368',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-biastensor-uint8',
            'spec_item': 'tensor_support/6_1/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_biastensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-biastensor-int32-a1b13c1526',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-biastensor-int32',
            'spec_item': 'tensor_support/6_1/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_biastensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-biastensor-int16-7baa83b542',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-biastensor-int16',
            'spec_item': 'tensor_support/6_1/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_biastensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-biastensor-int8-0c77059382',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-biastensor-int8',
            'spec_item': 'tensor_support/6_1/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_biastensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-biastensor-float64-d4af00c4e5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-biastensor-float64',
            'spec_item': 'tensor_support/6_1/BiasTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_biastensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-biastensor-uint64-b69695880f',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-biastensor-uint64',
            'spec_item': 'tensor_support/6_1/BiasTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_biastensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-biastensor-int64-4a5f0cccda',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-biastensor-int64',
            'spec_item': 'tensor_support/6_1/BiasTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_masktensor_float32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-masktensor-float32-bfd09d6ecb',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-masktensor-float32',
            'spec_item': 'tensor_support/6_1/MaskTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_masktensor_float16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-masktensor-float16-7045fc72a2',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-masktensor-float16',
            'spec_item': 'tensor_support/6_1/MaskTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_masktensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-masktensor-uint32-7c4c3c7487',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-masktensor-uint32',
            'spec_item': 'tensor_support/6_1/MaskTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_masktensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-masktensor-uint16-a58daf2984',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-masktensor-uint16',
            'spec_item': 'tensor_support/6_1/MaskTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_masktensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-masktensor-uint8-cc48a62cb6',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-masktensor-uint8',
            'spec_item': 'tensor_support/6_1/MaskTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_masktensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-masktensor-int16-fd127ae3e0',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-masktensor-int16',
            'spec_item': 'tensor_support/6_1/MaskTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_masktensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-masktensor-int8-095465738f',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-masktensor-int8',
            'spec_item': 'tensor_support/6_1/MaskTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_masktensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-masktensor-float64-bae5e1aa6f',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-masktensor-float64',
            'spec_item': 'tensor_support/6_1/MaskTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_masktensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-masktensor-uint64-6376ec03d5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-masktensor-uint64',
            'spec_item': 'tensor_support/6_1/MaskTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_masktensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-masktensor-int64-403b734022',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-masktensor-int64',
            'spec_item': 'tensor_support/6_1/MaskTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_relativepositionbiastensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-uint32-34442faa67',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-uint32',
            'spec_item': 'tensor_support/6_1/RelativePositionBiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_relativepositionbiastensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-uint16-216279b1a5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-uint16',
            'spec_item': 'tensor_support/6_1/RelativePositionBiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_relativepositionbiastensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-uint8-67f9a70368',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-uint8',
            'spec_item': 'tensor_support/6_1/RelativePositionBiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_relativepositionbiastensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-int32-a1b13c1526',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-int32',
            'spec_item': 'tensor_support/6_1/RelativePositionBiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_relativepositionbiastensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-int16-7baa83b542',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-int16',
            'spec_item': 'tensor_support/6_1/RelativePositionBiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_relativepositionbiastensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-int8-0c77059382',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-int8',
            'spec_item': 'tensor_support/6_1/RelativePositionBiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_relativepositionbiastensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-float64-d4af00c4e5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-float64',
            'spec_item': 'tensor_support/6_1/RelativePositionBiasTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_relativepositionbiastensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-uint64-b69695880f',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-uint64',
            'spec_item': 'tensor_support/6_1/RelativePositionBiasTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_relativepositionbiastensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-int64-4a5f0cccda',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-relativepositionbiastensor-int64',
            'spec_item': 'tensor_support/6_1/RelativePositionBiasTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastkeytensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastkeytensor-uint32-34442faa67',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastkeytensor-uint32',
            'spec_item': 'tensor_support/6_1/PastKeyTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastkeytensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastkeytensor-uint16-216279b1a5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastkeytensor-uint16',
            'spec_item': 'tensor_support/6_1/PastKeyTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastkeytensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastkeytensor-uint8-67f9a70368',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastkeytensor-uint8',
            'spec_item': 'tensor_support/6_1/PastKeyTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastkeytensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastkeytensor-int32-a1b13c1526',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastkeytensor-int32',
            'spec_item': 'tensor_support/6_1/PastKeyTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastkeytensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastkeytensor-int16-7baa83b542',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastkeytensor-int16',
            'spec_item': 'tensor_support/6_1/PastKeyTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastkeytensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastkeytensor-int8-0c77059382',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastkeytensor-int8',
            'spec_item': 'tensor_support/6_1/PastKeyTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastkeytensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastkeytensor-float64-d4af00c4e5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastkeytensor-float64',
            'spec_item': 'tensor_support/6_1/PastKeyTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastkeytensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastkeytensor-uint64-b69695880f',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastkeytensor-uint64',
            'spec_item': 'tensor_support/6_1/PastKeyTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastkeytensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastkeytensor-int64-4a5f0cccda',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastkeytensor-int64',
            'spec_item': 'tensor_support/6_1/PastKeyTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastvaluetensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastvaluetensor-uint32-34442faa67',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastvaluetensor-uint32',
            'spec_item': 'tensor_support/6_1/PastValueTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastvaluetensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastvaluetensor-uint16-216279b1a5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastvaluetensor-uint16',
            'spec_item': 'tensor_support/6_1/PastValueTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastvaluetensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastvaluetensor-uint8-67f9a70368',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastvaluetensor-uint8',
            'spec_item': 'tensor_support/6_1/PastValueTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastvaluetensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastvaluetensor-int32-a1b13c1526',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastvaluetensor-int32',
            'spec_item': 'tensor_support/6_1/PastValueTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastvaluetensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastvaluetensor-int16-7baa83b542',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastvaluetensor-int16',
            'spec_item': 'tensor_support/6_1/PastValueTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastvaluetensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastvaluetensor-int8-0c77059382',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastvaluetensor-int8',
            'spec_item': 'tensor_support/6_1/PastValueTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastvaluetensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastvaluetensor-float64-d4af00c4e5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastvaluetensor-float64',
            'spec_item': 'tensor_support/6_1/PastValueTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastvaluetensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastvaluetensor-uint64-b69695880f',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastvaluetensor-uint64',
            'spec_item': 'tensor_support/6_1/PastValueTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_pastvaluetensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-pastvaluetensor-int64-4a5f0cccda',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-pastvaluetensor-int64',
            'spec_item': 'tensor_support/6_1/PastValueTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputtensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputtensor-uint32-34442faa67',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputtensor-uint32',
            'spec_item': 'tensor_support/6_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputtensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputtensor-uint16-216279b1a5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputtensor-uint16',
            'spec_item': 'tensor_support/6_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputtensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputtensor-uint8-67f9a70368',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputtensor-uint8',
            'spec_item': 'tensor_support/6_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputtensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputtensor-int32-a1b13c1526',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputtensor-int32',
            'spec_item': 'tensor_support/6_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputtensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputtensor-int16-7baa83b542',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputtensor-int16',
            'spec_item': 'tensor_support/6_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputtensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputtensor-int8-0c77059382',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputtensor-int8',
            'spec_item': 'tensor_support/6_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputtensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputtensor-float64-d4af00c4e5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputtensor-float64',
            'spec_item': 'tensor_support/6_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputtensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputtensor-uint64-b69695880f',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputtensor-uint64',
            'spec_item': 'tensor_support/6_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputtensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputtensor-int64-4a5f0cccda',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputtensor-int64',
            'spec_item': 'tensor_support/6_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentkeytensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-uint32-34442faa67',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-uint32',
            'spec_item': 'tensor_support/6_1/OutputPresentKeyTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentkeytensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-uint16-216279b1a5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-uint16',
            'spec_item': 'tensor_support/6_1/OutputPresentKeyTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentkeytensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-uint8-67f9a70368',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-uint8',
            'spec_item': 'tensor_support/6_1/OutputPresentKeyTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentkeytensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-int32-a1b13c1526',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-int32',
            'spec_item': 'tensor_support/6_1/OutputPresentKeyTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentkeytensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-int16-7baa83b542',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-int16',
            'spec_item': 'tensor_support/6_1/OutputPresentKeyTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentkeytensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-int8-0c77059382',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-int8',
            'spec_item': 'tensor_support/6_1/OutputPresentKeyTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentkeytensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-float64-d4af00c4e5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-float64',
            'spec_item': 'tensor_support/6_1/OutputPresentKeyTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentkeytensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-uint64-b69695880f',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-uint64',
            'spec_item': 'tensor_support/6_1/OutputPresentKeyTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentkeytensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-int64-4a5f0cccda',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentkeytensor-int64',
            'spec_item': 'tensor_support/6_1/OutputPresentKeyTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentvaluetensor_uint32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-uint32-34442faa67',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-uint32',
            'spec_item': 'tensor_support/6_1/OutputPresentValueTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentvaluetensor_uint16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-uint16-216279b1a5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-uint16',
            'spec_item': 'tensor_support/6_1/OutputPresentValueTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentvaluetensor_uint8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-uint8-67f9a70368',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-uint8',
            'spec_item': 'tensor_support/6_1/OutputPresentValueTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentvaluetensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-int32-a1b13c1526',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-int32',
            'spec_item': 'tensor_support/6_1/OutputPresentValueTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentvaluetensor_int16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-int16-7baa83b542',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-int16',
            'spec_item': 'tensor_support/6_1/OutputPresentValueTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentvaluetensor_int8(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-int8-0c77059382',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-int8',
            'spec_item': 'tensor_support/6_1/OutputPresentValueTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentvaluetensor_float64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-float64-d4af00c4e5',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-float64',
            'spec_item': 'tensor_support/6_1/OutputPresentValueTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentvaluetensor_uint64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-uint64-b69695880f',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-uint64',
            'spec_item': 'tensor_support/6_1/OutputPresentValueTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_1_outputpresentvaluetensor_int64(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-int64-4a5f0cccda',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'ValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [3]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'RelativePositionBiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'PastKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'PastValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1]},
            'OutputPresentKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention-unsupported-6_1-outputpresentvaluetensor-int64',
            'spec_item': 'tensor_support/6_1/OutputPresentValueTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_dimension_count_2_6_1(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-dimensions-6_1-2-6ed17bc58a',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'Scale': 1.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'multihead_attention-dimensions-6_1-2',
            'spec_item': 'tensor_support/6_1/dimensions/2',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_6_1(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention-dimensions-6_1-6-c92b3f5ad0',
        'operator': 'DML_MULTIHEAD_ATTENTION_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'Scale': 1.0,
            'MaskFilterValue': -10000.0,
            'HeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'multihead_attention-dimensions-6_1-6',
            'spec_item': 'tensor_support/6_1/dimensions/6',
            'cite': 'ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1)',
            'generator': 'support-rows',
        },
    })


def test_property_6_1_querytensor_float32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1) (QueryTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MULTIHEAD_ATTENTION_OPERATOR_DESC', row='6_1', pins={'QueryTensor': 'FLOAT32'})


def test_property_6_1_querytensor_float16(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1) (QueryTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MULTIHEAD_ATTENTION_OPERATOR_DESC', row='6_1', pins={'QueryTensor': 'FLOAT16'})


def test_property_6_1_masktensor_int32(dml):
    """ns-directml-dml_multihead_attention_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_1) (MaskTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_MULTIHEAD_ATTENTION_OPERATOR_DESC', row='6_1', pins={'MaskTensor': 'INT32'})


def test_equivalence_gemm_softmax_gemm(dml):
    """Description (GEMM(Query, Transposed(Key)) * Scale, Softmax, GEMM(SoftmaxResult, Value)); ns-directml-dml_gemm_operator_desc.md, ns-directml-dml_activation_softmax1_operator_desc.md: Description: equals DML_GEMM_OPERATOR_DESC with BTensor = ValueTensor with ATensor = ACTIVATION_SOFTMAX1(Axes = [QueryTensor.DimensionCount - 1], InputTensor = GEMM(ATensor = QueryTensor, BTensor = KeyTensor, Alpha = Scale)) with TransA DML_MATRIX_TRANSFORM_NONE, TransB DML_MATRIX_TRANSFORM_NONE, Alpha 1.0, Beta 0.0 when HeadCount 1, MaskType DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE, QueryTensor present, KeyTensor present, ValueTensor present, StackedQueryKeyTensor absent, StackedKeyValueTensor absent, StackedQueryKeyValueTensor absent, BiasTensor absent, RelativePositionBiasTensor absent, PastKeyTensor absent, PastValueTensor absent, OutputPresentKeyTensor absent, OutputPresentValueTensor absent"""
    dml.check_equivalence('DML_MULTIHEAD_ATTENTION_OPERATOR_DESC', 'gemm-softmax-gemm')


def test_equivalence_boolean_mask_on_the_scores(dml):
    """Description ([Add Mask]); Members: MaskType (BOOLEAN: MaskFilterValue gets added where the mask is 0), MaskFilterValue; ns-directml-dml_gemm_operator_desc.md, ns-directml-dml_cast_operator_desc.md, ns-directml-dml_element_wise_identity_operator_desc.md, ns-directml-dml_activation_softmax1_operator_desc.md: Description: equals DML_GEMM_OPERATOR_DESC with BTensor = ValueTensor with ATensor = ACTIVATION_SOFTMAX1(Axes = [QueryTensor.DimensionCount - 1], InputTensor = GEMM(ATensor = QueryTensor, BTensor = KeyTensor, Alpha = Scale, Beta = MaskFilterValue, CTensor = ELEMENT_WISE_IDENTITY(InputTensor = CAST(InputTensor = MaskTensor, InputTensor re-read in the sizes of QueryTensor with [-1] = KeyTensor.Sizes[-2])))) with TransA DML_MATRIX_TRANSFORM_NONE, TransB DML_MATRIX_TRANSFORM_NONE, Alpha 1.0, Beta 0.0 when HeadCount 1, MaskType DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN, QueryTensor present, KeyTensor present, ValueTensor present, StackedQueryKeyTensor absent, StackedKeyValueTensor absent, StackedQueryKeyValueTensor absent, BiasTensor absent, RelativePositionBiasTensor absent, PastKeyTensor absent, PastValueTensor absent, OutputPresentKeyTensor absent, OutputPresentValueTensor absent"""
    dml.check_equivalence('DML_MULTIHEAD_ATTENTION_OPERATOR_DESC', 'boolean-mask-on-the-scores')
