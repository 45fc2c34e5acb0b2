# Emitted by `python -m generators` from spec/operators/multihead_attention1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC (ns-directml-dml_multihead_attention1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_every_optional_tensor(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Description; Members: BiasTensor, MaskType (BOOLEAN), RelativePositionBiasTensor, PastKeyTensor, PastValueTensor, OutputPresentKeyTensor, OutputPresentValueTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-every-optional-tensor-64380a24e5',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
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
            'name': 'multihead_attention1-every-optional-tensor',
            'spec_item': 'examples/every-optional-tensor',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Description; Members: BiasTensor, MaskType (BOOLEAN), RelativePositionBiasTensor, PastKeyTensor, PastValueTensor, OutputPresentKeyTensor, OutputPresentValueTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_key_sequence_lengths(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Members: MaskType (KEY_SEQUENCE_LENGTH: a mask of shape [1, batchSize], every element after the sequence length set to MaskFilterValue) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-key-sequence-lengths-ad45d6e0b9',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 1]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
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
            'name': 'multihead_attention1-key-sequence-lengths',
            'spec_item': 'examples/key-sequence-lengths',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Members: MaskType (KEY_SEQUENCE_LENGTH: a mask of shape [1, batchSize], every element after the sequence length set to MaskFilterValue) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_stacked_query_key_value_two_heads(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Members: StackedQueryKeyValueTensor ([batchSize, sequenceLength, headCount, 3, headSize]), BiasTensor, HeadCount (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-stacked-query-key-value-two-heads-ddec4aef2e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 2,
            'KeyValueHeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'inputs': {
            'StackedQueryKeyValueTensor': [1, 1, 2, 1, 1, 10, 1, 1, 4, 1, 1, 20],
            'BiasTensor': [0, 0, 0, 0, 1, -1],
        },
        'expected': {'OutputTensor': [4, 14, 4, 14]},
        'provenance': {
            'name': 'multihead_attention1-stacked-query-key-value-two-heads',
            'spec_item': 'examples/stacked-query-key-value-two-heads',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Members: StackedQueryKeyValueTensor ([batchSize, sequenceLength, headCount, 3, headSize]), BiasTensor, HeadCount (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_stacked_query_key(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Members: StackedQueryKeyTensor ([batchSize, sequenceLength, headCount, 2, headSize]), ValueTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-stacked-query-key-48d6899aaa',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'inputs': {'StackedQueryKeyTensor': [1, 1, 5, 1], 'ValueTensor': [2, 4]},
        'expected': {'OutputTensor': [3, 3]},
        'provenance': {
            'name': 'multihead_attention1-stacked-query-key',
            'spec_item': 'examples/stacked-query-key',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Members: StackedQueryKeyTensor ([batchSize, sequenceLength, headCount, 2, headSize]), ValueTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_stacked_key_value(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Members: QueryTensor, StackedKeyValueTensor ([batchSize, keyValueSequenceLength, headCount, 2, headSize]) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-stacked-key-value-59e00e20ef',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'inputs': {'QueryTensor': [1, -1], 'StackedKeyValueTensor': [1, 2, 1, 6]},
        'expected': {'OutputTensor': [4, 4]},
        'provenance': {
            'name': 'multihead_attention1-stacked-key-value',
            'spec_item': 'examples/stacked-key-value',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Members: QueryTensor, StackedKeyValueTensor ([batchSize, keyValueSequenceLength, headCount, 2, headSize]) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_float16_key_end_start(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Members: MaskType (KEY_SEQUENCE_END_START: a mask of shape [2, batchSize], the end (exclusive) and start (inclusive) of the unpadded area); Tensor support (FLOAT16) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-float16-key-end-start-65225e64af',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3, 1]},
            'ValueTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3, 1]},
            'MaskTensor': {'DataType': 'INT32', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1]},
            'Scale': 1.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
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
            'name': 'multihead_attention1-float16-key-end-start',
            'spec_item': 'examples/float16-key-end-start',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Members: MaskType (KEY_SEQUENCE_END_START: a mask of shape [2, batchSize], the end (exclusive) and start (inclusive) of the unpadded area); Tensor support (FLOAT16) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_four_query_heads_over_two_key_value_heads(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Syntax: QueryHeadCount, KeyValueHeadCount (TBD on the page; derived: grouped heads, query head h reading key/value head h // (QueryHeadCount / KeyValueHeadCount), as onnxruntime's GroupQueryAttention, which its DirectML provider lowers to this operator) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-four-query-heads-over-two-key-value-heads-4efe25d804',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4]},
            'Scale': 1.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 4,
            'KeyValueHeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'inputs': {
            'QueryTensor': [1, -1, 1, -1],
            'KeyTensor': [0, 0, 1, 1],
            'ValueTensor': [2, 20, 4, 40],
        },
        'expected': {
            'OutputTensor': [3.4621171951293945, 2.5378828048706055, 34.62117004394531, 25.378828048706055],
        },
        'provenance': {
            'name': 'multihead_attention1-four-query-heads-over-two-key-value-heads',
            'spec_item': 'examples/four-query-heads-over-two-key-value-heads',
            'cite': "ns-directml-dml_multihead_attention1_operator_desc.md: Syntax: QueryHeadCount, KeyValueHeadCount (TBD on the page; derived: grouped heads, query head h reading key/value head h // (QueryHeadCount / KeyValueHeadCount), as onnxruntime's GroupQueryAttention, which its DirectML provider lowers to this operator) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_past_sequence_lengths_zero_is_causal(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Members: PastSequenceLengthsTensor (TBD on the page; derived: onnxruntime's GroupQueryAttention, which its DirectML provider lowers to this operator with one INT32 length per batch, is causal; observed on DirectML 1.15.4: docs/notes-attention.md) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-past-sequence-lengths-zero-is-causal-2456d4ed05',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'PastSequenceLengthsTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'inputs': {
            'QueryTensor': [1, 1],
            'KeyTensor': [0, 1],
            'ValueTensor': [3, 6],
            'PastSequenceLengthsTensor': [0],
        },
        'expected': {
            'OutputTensor': [3, 5],
            'OutputPresentKeyTensor': [0, 1],
            'OutputPresentValueTensor': [3, 6],
        },
        'provenance': {
            'name': 'multihead_attention1-past-sequence-lengths-zero-is-causal',
            'spec_item': 'examples/past-sequence-lengths-zero-is-causal',
            'cite': "ns-directml-dml_multihead_attention1_operator_desc.md: Members: PastSequenceLengthsTensor (TBD on the page; derived: onnxruntime's GroupQueryAttention, which its DirectML provider lowers to this operator with one INT32 length per batch, is causal; observed on DirectML 1.15.4: docs/notes-attention.md) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-invalid-known-fields-d890e23c79',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'multihead_attention1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-invalid-introduced-in-979726d72e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_2',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'multihead_attention1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-invalid-tensor-support-data-type-51efc4e816',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-invalid-tensor-support-dimension-count-2d0a04a130',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'multihead_attention1-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-invalid-known-data-type-8c5fd5f466',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'multihead_attention1-invalid-known-data-type',
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
        'id': 'multihead_attention1-invalid-dimension-count-range-70d0dfecb4',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'multihead_attention1-invalid-dimension-count-range',
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
        'id': 'multihead_attention1-invalid-sizes-nonzero-a05ad02094',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'multihead_attention1-invalid-sizes-nonzero',
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
        'id': 'multihead_attention1-invalid-strides-count-b4eaf14c5a',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'multihead_attention1-invalid-strides-count',
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
        'id': 'multihead_attention1-invalid-output-strides-no-overlap-6a6b4b0ab3',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'multihead_attention1-invalid-output-strides-no-overlap',
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
        'id': 'multihead_attention1-invalid-total-size-minimum-054f137636',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'multihead_attention1-invalid-total-size-minimum',
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
        'id': 'multihead_attention1-invalid-element-count-max-5c080d6a6c',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'multihead_attention1-invalid-element-count-max',
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
        'id': 'multihead_attention1-invalid-base-offset-alignment-fbf085d8f0',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'multihead_attention1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-invalid-same-data-type-a80df0a846',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'multihead_attention1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (3 to 5 each); observed on DirectML 1.15.4 (docs/notes-attention.md: one count for all four)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-invalid-same-rank-b05c357985',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'multihead_attention1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (3 to 5 each); observed on DirectML 1.15.4 (docs/notes-attention.md: one count for all four)',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_mask_type_value(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Members: MaskType"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-invalid-mask-type-value-6705b8611c',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 5,
        },
        'expect': 'invalid',
        'violates': ['mask-type-value'],
        'provenance': {
            'name': 'multihead_attention1-invalid-mask-type-value',
            'spec_item': 'rules/mask-type-value',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Members: MaskType',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_invalid_attention_sizes(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Description; Members: QueryTensor, KeyTensor, ValueTensor, StackedQueryKeyTensor, StackedKeyValueTensor, StackedQueryKeyValueTensor, BiasTensor, MaskType, PastKeyTensor, PastValueTensor, OutputTensor, OutputPresentKeyTensor, OutputPresentValueTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-invalid-attention-sizes-260832e297',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['attention-sizes'],
        'provenance': {
            'name': 'multihead_attention1-invalid-attention-sizes',
            'spec_item': 'rules/attention-sizes',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Description; Members: QueryTensor, KeyTensor, ValueTensor, StackedQueryKeyTensor, StackedKeyValueTensor, StackedQueryKeyValueTensor, BiasTensor, MaskType, PastKeyTensor, PastValueTensor, OutputTensor, OutputPresentKeyTensor, OutputPresentValueTensor',
            'generator': 'invalid',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_querytensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-querytensor-uint32-51efc4e816',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-querytensor-uint32',
            'spec_item': 'tensor_support/6_3/QueryTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_querytensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-querytensor-uint16-ae090bbae6',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-querytensor-uint16',
            'spec_item': 'tensor_support/6_3/QueryTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_querytensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-querytensor-uint8-936406ec03',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-querytensor-uint8',
            'spec_item': 'tensor_support/6_3/QueryTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_querytensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-querytensor-int32-95702cd671',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-querytensor-int32',
            'spec_item': 'tensor_support/6_3/QueryTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_querytensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-querytensor-int16-f236803b5f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-querytensor-int16',
            'spec_item': 'tensor_support/6_3/QueryTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_querytensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-querytensor-int8-8cb0eb83c1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-querytensor-int8',
            'spec_item': 'tensor_support/6_3/QueryTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_querytensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-querytensor-float64-96b3cb0e76',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-querytensor-float64',
            'spec_item': 'tensor_support/6_3/QueryTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_querytensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-querytensor-uint64-91fdfb42ad',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-querytensor-uint64',
            'spec_item': 'tensor_support/6_3/QueryTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_querytensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-querytensor-int64-7fb4e1b20e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-querytensor-int64',
            'spec_item': 'tensor_support/6_3/QueryTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_keytensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-keytensor-uint32-51efc4e816',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-keytensor-uint32',
            'spec_item': 'tensor_support/6_3/KeyTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_keytensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-keytensor-uint16-ae090bbae6',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-keytensor-uint16',
            'spec_item': 'tensor_support/6_3/KeyTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_keytensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-keytensor-uint8-936406ec03',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-keytensor-uint8',
            'spec_item': 'tensor_support/6_3/KeyTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_keytensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-keytensor-int32-95702cd671',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-keytensor-int32',
            'spec_item': 'tensor_support/6_3/KeyTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_keytensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-keytensor-int16-f236803b5f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-keytensor-int16',
            'spec_item': 'tensor_support/6_3/KeyTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_keytensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-keytensor-int8-8cb0eb83c1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-keytensor-int8',
            'spec_item': 'tensor_support/6_3/KeyTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_keytensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-keytensor-float64-96b3cb0e76',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-keytensor-float64',
            'spec_item': 'tensor_support/6_3/KeyTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_keytensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-keytensor-uint64-91fdfb42ad',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-keytensor-uint64',
            'spec_item': 'tensor_support/6_3/KeyTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_keytensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-keytensor-int64-7fb4e1b20e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-keytensor-int64',
            'spec_item': 'tensor_support/6_3/KeyTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_valuetensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-valuetensor-uint32-51efc4e816',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-valuetensor-uint32',
            'spec_item': 'tensor_support/6_3/ValueTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_valuetensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-valuetensor-uint16-ae090bbae6',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-valuetensor-uint16',
            'spec_item': 'tensor_support/6_3/ValueTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_valuetensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-valuetensor-uint8-936406ec03',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-valuetensor-uint8',
            'spec_item': 'tensor_support/6_3/ValueTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_valuetensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-valuetensor-int32-95702cd671',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-valuetensor-int32',
            'spec_item': 'tensor_support/6_3/ValueTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_valuetensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-valuetensor-int16-f236803b5f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-valuetensor-int16',
            'spec_item': 'tensor_support/6_3/ValueTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_valuetensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-valuetensor-int8-8cb0eb83c1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-valuetensor-int8',
            'spec_item': 'tensor_support/6_3/ValueTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_valuetensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-valuetensor-float64-96b3cb0e76',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-valuetensor-float64',
            'spec_item': 'tensor_support/6_3/ValueTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_valuetensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-valuetensor-uint64-91fdfb42ad',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-valuetensor-uint64',
            'spec_item': 'tensor_support/6_3/ValueTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_valuetensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-valuetensor-int64-7fb4e1b20e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-valuetensor-int64',
            'spec_item': 'tensor_support/6_3/ValueTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_stackedquerykeytensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-uint32-7f04eb8c1a',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-uint32',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_3_stackedquerykeytensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-uint16-8275bc7f5f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-uint16',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_3_stackedquerykeytensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-uint8-ab4dbb83eb',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-uint8',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_3_stackedquerykeytensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-int32-111c71eefe',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-int32',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_3_stackedquerykeytensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-int16-f7a6efe22f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-int16',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_3_stackedquerykeytensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-int8-f18bd798cb',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-int8',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_3_stackedquerykeytensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-float64-e35fc0c3ee',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-float64',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_3_stackedquerykeytensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-uint64-a3827059ee',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-uint64',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_3_stackedquerykeytensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-int64-f0077988cc',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2, 1]},
            'ValueTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeytensor-int64',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key',
        },
    })


def test_unsupported_6_3_stackedkeyvaluetensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-uint32-7c329e2892',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-uint32',
            'spec_item': 'tensor_support/6_3/StackedKeyValueTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_3_stackedkeyvaluetensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-uint16-1d196b520e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-uint16',
            'spec_item': 'tensor_support/6_3/StackedKeyValueTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_3_stackedkeyvaluetensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-uint8-ac72755739',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-uint8',
            'spec_item': 'tensor_support/6_3/StackedKeyValueTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_3_stackedkeyvaluetensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-int32-f33a5d0536',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-int32',
            'spec_item': 'tensor_support/6_3/StackedKeyValueTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_3_stackedkeyvaluetensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-int16-aa0dd617f2',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-int16',
            'spec_item': 'tensor_support/6_3/StackedKeyValueTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_3_stackedkeyvaluetensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-int8-e03403474d',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-int8',
            'spec_item': 'tensor_support/6_3/StackedKeyValueTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_3_stackedkeyvaluetensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-float64-e37b2d7abe',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-float64',
            'spec_item': 'tensor_support/6_3/StackedKeyValueTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_3_stackedkeyvaluetensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-uint64-abef2db72e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-uint64',
            'spec_item': 'tensor_support/6_3/StackedKeyValueTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_3_stackedkeyvaluetensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-int64-3c74d847c8',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1]},
            'StackedKeyValueTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedkeyvaluetensor-int64',
            'spec_item': 'tensor_support/6_3/StackedKeyValueTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-key-value',
        },
    })


def test_unsupported_6_3_stackedquerykeyvaluetensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-uint32-ed7ccf5c3e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 2,
            'KeyValueHeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-uint32',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyValueTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_3_stackedquerykeyvaluetensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-uint16-6305d2ed7c',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 2,
            'KeyValueHeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-uint16',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyValueTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_3_stackedquerykeyvaluetensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-uint8-e0f778f37b',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 2,
            'KeyValueHeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-uint8',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyValueTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_3_stackedquerykeyvaluetensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-int32-8110037ab3',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 2,
            'KeyValueHeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-int32',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyValueTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_3_stackedquerykeyvaluetensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-int16-e2d881ab84',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 2,
            'KeyValueHeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-int16',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyValueTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_3_stackedquerykeyvaluetensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-int8-af1092d4f6',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 2,
            'KeyValueHeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-int8',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyValueTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_3_stackedquerykeyvaluetensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-float64-35c39f342b',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 2,
            'KeyValueHeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-float64',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyValueTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_3_stackedquerykeyvaluetensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-uint64-159319ac08',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 2,
            'KeyValueHeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-uint64',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyValueTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_3_stackedquerykeyvaluetensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-int64-135f9ce3bb',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'StackedQueryKeyValueTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 2, 3, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 2]},
            'Scale': 0.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 2,
            'KeyValueHeadCount': 2,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-stackedquerykeyvaluetensor-int64',
            'spec_item': 'tensor_support/6_3/StackedQueryKeyValueTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/stacked-query-key-value-two-heads',
        },
    })


def test_unsupported_6_3_biastensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-biastensor-uint32-51efc4e816',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-biastensor-uint32',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_biastensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-biastensor-uint16-ae090bbae6',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-biastensor-uint16',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_biastensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-biastensor-uint8-936406ec03',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-biastensor-uint8',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_biastensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-biastensor-int32-95702cd671',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-biastensor-int32',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_biastensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-biastensor-int16-f236803b5f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-biastensor-int16',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_biastensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-biastensor-int8-8cb0eb83c1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-biastensor-int8',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_biastensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-biastensor-float64-96b3cb0e76',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-biastensor-float64',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_biastensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-biastensor-uint64-91fdfb42ad',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-biastensor-uint64',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_biastensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-biastensor-int64-7fb4e1b20e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-biastensor-int64',
            'spec_item': 'tensor_support/6_3/BiasTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_masktensor_float32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-masktensor-float32-ec904805fc',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-masktensor-float32',
            'spec_item': 'tensor_support/6_3/MaskTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_masktensor_float16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-masktensor-float16-69e818ce90',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-masktensor-float16',
            'spec_item': 'tensor_support/6_3/MaskTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_masktensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-masktensor-uint32-29bb1f7941',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-masktensor-uint32',
            'spec_item': 'tensor_support/6_3/MaskTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_masktensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-masktensor-uint16-9aaf4ade90',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-masktensor-uint16',
            'spec_item': 'tensor_support/6_3/MaskTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_masktensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-masktensor-uint8-24e8cbee3c',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-masktensor-uint8',
            'spec_item': 'tensor_support/6_3/MaskTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_masktensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-masktensor-int16-2693ec533a',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-masktensor-int16',
            'spec_item': 'tensor_support/6_3/MaskTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_masktensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-masktensor-int8-623423f72f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-masktensor-int8',
            'spec_item': 'tensor_support/6_3/MaskTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_masktensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-masktensor-float64-04232dda87',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-masktensor-float64',
            'spec_item': 'tensor_support/6_3/MaskTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_masktensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-masktensor-uint64-c5e81e13ee',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-masktensor-uint64',
            'spec_item': 'tensor_support/6_3/MaskTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_masktensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-masktensor-int64-d5daca33c1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-masktensor-int64',
            'spec_item': 'tensor_support/6_3/MaskTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_relativepositionbiastensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-uint32-51efc4e816',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-uint32',
            'spec_item': 'tensor_support/6_3/RelativePositionBiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_relativepositionbiastensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-uint16-ae090bbae6',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-uint16',
            'spec_item': 'tensor_support/6_3/RelativePositionBiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_relativepositionbiastensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-uint8-936406ec03',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-uint8',
            'spec_item': 'tensor_support/6_3/RelativePositionBiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_relativepositionbiastensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-int32-95702cd671',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-int32',
            'spec_item': 'tensor_support/6_3/RelativePositionBiasTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_relativepositionbiastensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-int16-f236803b5f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-int16',
            'spec_item': 'tensor_support/6_3/RelativePositionBiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_relativepositionbiastensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-int8-8cb0eb83c1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-int8',
            'spec_item': 'tensor_support/6_3/RelativePositionBiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_relativepositionbiastensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-float64-96b3cb0e76',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-float64',
            'spec_item': 'tensor_support/6_3/RelativePositionBiasTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_relativepositionbiastensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-uint64-91fdfb42ad',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-uint64',
            'spec_item': 'tensor_support/6_3/RelativePositionBiasTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_relativepositionbiastensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-int64-7fb4e1b20e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-relativepositionbiastensor-int64',
            'spec_item': 'tensor_support/6_3/RelativePositionBiasTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastkeytensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastkeytensor-uint32-51efc4e816',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastkeytensor-uint32',
            'spec_item': 'tensor_support/6_3/PastKeyTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastkeytensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastkeytensor-uint16-ae090bbae6',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastkeytensor-uint16',
            'spec_item': 'tensor_support/6_3/PastKeyTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastkeytensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastkeytensor-uint8-936406ec03',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastkeytensor-uint8',
            'spec_item': 'tensor_support/6_3/PastKeyTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastkeytensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastkeytensor-int32-95702cd671',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastkeytensor-int32',
            'spec_item': 'tensor_support/6_3/PastKeyTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastkeytensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastkeytensor-int16-f236803b5f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastkeytensor-int16',
            'spec_item': 'tensor_support/6_3/PastKeyTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastkeytensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastkeytensor-int8-8cb0eb83c1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastkeytensor-int8',
            'spec_item': 'tensor_support/6_3/PastKeyTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastkeytensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastkeytensor-float64-96b3cb0e76',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastkeytensor-float64',
            'spec_item': 'tensor_support/6_3/PastKeyTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastkeytensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastkeytensor-uint64-91fdfb42ad',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastkeytensor-uint64',
            'spec_item': 'tensor_support/6_3/PastKeyTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastkeytensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastkeytensor-int64-7fb4e1b20e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastkeytensor-int64',
            'spec_item': 'tensor_support/6_3/PastKeyTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastvaluetensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastvaluetensor-uint32-51efc4e816',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastvaluetensor-uint32',
            'spec_item': 'tensor_support/6_3/PastValueTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastvaluetensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastvaluetensor-uint16-ae090bbae6',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastvaluetensor-uint16',
            'spec_item': 'tensor_support/6_3/PastValueTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastvaluetensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastvaluetensor-uint8-936406ec03',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastvaluetensor-uint8',
            'spec_item': 'tensor_support/6_3/PastValueTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastvaluetensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastvaluetensor-int32-95702cd671',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastvaluetensor-int32',
            'spec_item': 'tensor_support/6_3/PastValueTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastvaluetensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastvaluetensor-int16-f236803b5f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastvaluetensor-int16',
            'spec_item': 'tensor_support/6_3/PastValueTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastvaluetensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastvaluetensor-int8-8cb0eb83c1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastvaluetensor-int8',
            'spec_item': 'tensor_support/6_3/PastValueTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastvaluetensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastvaluetensor-float64-96b3cb0e76',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastvaluetensor-float64',
            'spec_item': 'tensor_support/6_3/PastValueTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastvaluetensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastvaluetensor-uint64-91fdfb42ad',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastvaluetensor-uint64',
            'spec_item': 'tensor_support/6_3/PastValueTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastvaluetensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastvaluetensor-int64-7fb4e1b20e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastvaluetensor-int64',
            'spec_item': 'tensor_support/6_3/PastValueTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_pastsequencelengthstensor_float32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-float32-d401c4c5be',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'PastSequenceLengthsTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-float32',
            'spec_item': 'tensor_support/6_3/PastSequenceLengthsTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/past-sequence-lengths-zero-is-causal',
        },
    })


def test_unsupported_6_3_pastsequencelengthstensor_float16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-float16-3c2d1da4f3',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'PastSequenceLengthsTensor': {'DataType': 'FLOAT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-float16',
            'spec_item': 'tensor_support/6_3/PastSequenceLengthsTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/past-sequence-lengths-zero-is-causal',
        },
    })


def test_unsupported_6_3_pastsequencelengthstensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-uint32-e354490024',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'PastSequenceLengthsTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-uint32',
            'spec_item': 'tensor_support/6_3/PastSequenceLengthsTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/past-sequence-lengths-zero-is-causal',
        },
    })


def test_unsupported_6_3_pastsequencelengthstensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-uint16-3971373882',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'PastSequenceLengthsTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-uint16',
            'spec_item': 'tensor_support/6_3/PastSequenceLengthsTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/past-sequence-lengths-zero-is-causal',
        },
    })


def test_unsupported_6_3_pastsequencelengthstensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-uint8-e39a64ccf1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'PastSequenceLengthsTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-uint8',
            'spec_item': 'tensor_support/6_3/PastSequenceLengthsTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/past-sequence-lengths-zero-is-causal',
        },
    })


def test_unsupported_6_3_pastsequencelengthstensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-int16-df888a83b1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'PastSequenceLengthsTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-int16',
            'spec_item': 'tensor_support/6_3/PastSequenceLengthsTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/past-sequence-lengths-zero-is-causal',
        },
    })


def test_unsupported_6_3_pastsequencelengthstensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-int8-f28cbabc26',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'PastSequenceLengthsTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-int8',
            'spec_item': 'tensor_support/6_3/PastSequenceLengthsTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/past-sequence-lengths-zero-is-causal',
        },
    })


def test_unsupported_6_3_pastsequencelengthstensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-float64-b80540d776',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'PastSequenceLengthsTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-float64',
            'spec_item': 'tensor_support/6_3/PastSequenceLengthsTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/past-sequence-lengths-zero-is-causal',
        },
    })


def test_unsupported_6_3_pastsequencelengthstensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-uint64-a4bc2a95a4',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'PastSequenceLengthsTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-uint64',
            'spec_item': 'tensor_support/6_3/PastSequenceLengthsTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/past-sequence-lengths-zero-is-causal',
        },
    })


def test_unsupported_6_3_pastsequencelengthstensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-int64-5eb024a74a',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'PastSequenceLengthsTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1]},
            'OutputPresentKeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputPresentValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'Scale': 0.6931471805599453,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-pastsequencelengthstensor-int64',
            'spec_item': 'tensor_support/6_3/PastSequenceLengthsTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/past-sequence-lengths-zero-is-causal',
        },
    })


def test_unsupported_6_3_outputtensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputtensor-uint32-51efc4e816',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputtensor-uint32',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputtensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputtensor-uint16-ae090bbae6',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputtensor-uint16',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputtensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputtensor-uint8-936406ec03',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputtensor-uint8',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputtensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputtensor-int32-95702cd671',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputtensor-int32',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputtensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputtensor-int16-f236803b5f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputtensor-int16',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputtensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputtensor-int8-8cb0eb83c1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputtensor-int8',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputtensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputtensor-float64-96b3cb0e76',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputtensor-float64',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputtensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputtensor-uint64-91fdfb42ad',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputtensor-uint64',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputtensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputtensor-int64-7fb4e1b20e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputtensor-int64',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentkeytensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-uint32-51efc4e816',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-uint32',
            'spec_item': 'tensor_support/6_3/OutputPresentKeyTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentkeytensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-uint16-ae090bbae6',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-uint16',
            'spec_item': 'tensor_support/6_3/OutputPresentKeyTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentkeytensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-uint8-936406ec03',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-uint8',
            'spec_item': 'tensor_support/6_3/OutputPresentKeyTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentkeytensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-int32-95702cd671',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-int32',
            'spec_item': 'tensor_support/6_3/OutputPresentKeyTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentkeytensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-int16-f236803b5f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-int16',
            'spec_item': 'tensor_support/6_3/OutputPresentKeyTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentkeytensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-int8-8cb0eb83c1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-int8',
            'spec_item': 'tensor_support/6_3/OutputPresentKeyTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentkeytensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-float64-96b3cb0e76',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-float64',
            'spec_item': 'tensor_support/6_3/OutputPresentKeyTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentkeytensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-uint64-91fdfb42ad',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-uint64',
            'spec_item': 'tensor_support/6_3/OutputPresentKeyTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentkeytensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-int64-7fb4e1b20e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentkeytensor-int64',
            'spec_item': 'tensor_support/6_3/OutputPresentKeyTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentvaluetensor_uint32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-uint32-51efc4e816',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-uint32',
            'spec_item': 'tensor_support/6_3/OutputPresentValueTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentvaluetensor_uint16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-uint16-ae090bbae6',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-uint16',
            'spec_item': 'tensor_support/6_3/OutputPresentValueTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentvaluetensor_uint8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-uint8-936406ec03',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-uint8',
            'spec_item': 'tensor_support/6_3/OutputPresentValueTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentvaluetensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-int32-95702cd671',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-int32',
            'spec_item': 'tensor_support/6_3/OutputPresentValueTensor/excluded/INT32',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentvaluetensor_int16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-int16-f236803b5f',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-int16',
            'spec_item': 'tensor_support/6_3/OutputPresentValueTensor/excluded/INT16',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentvaluetensor_int8(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-int8-8cb0eb83c1',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-int8',
            'spec_item': 'tensor_support/6_3/OutputPresentValueTensor/excluded/INT8',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentvaluetensor_float64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-float64-96b3cb0e76',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-float64',
            'spec_item': 'tensor_support/6_3/OutputPresentValueTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentvaluetensor_uint64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-uint64-91fdfb42ad',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-uint64',
            'spec_item': 'tensor_support/6_3/OutputPresentValueTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_unsupported_6_3_outputpresentvaluetensor_int64(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-int64-7fb4e1b20e',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
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
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'multihead_attention1-unsupported-6_3-outputpresentvaluetensor-int64',
            'spec_item': 'tensor_support/6_3/OutputPresentValueTensor/excluded/INT64',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
            'base': 'examples/every-optional-tensor',
        },
    })


def test_dimension_count_2_6_3(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-dimensions-6_3-2-a1516960bf',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'Scale': 1.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'multihead_attention1-dimensions-6_3-2',
            'spec_item': 'tensor_support/6_3/dimensions/2',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_6_3(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'multihead_attention1-dimensions-6_3-6-76338a5ad2',
        'operator': 'DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'QueryTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'KeyTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'ValueTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'Scale': 1.0,
            'MaskFilterValue': -10000.0,
            'QueryHeadCount': 1,
            'KeyValueHeadCount': 1,
            'MaskType': 'DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'multihead_attention1-dimensions-6_3-6',
            'spec_item': 'tensor_support/6_3/dimensions/6',
            'cite': 'ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3)',
            'generator': 'support-rows',
        },
    })


def test_property_6_3_querytensor_float32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (QueryTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC', row='6_3', pins={'QueryTensor': 'FLOAT32'})


def test_property_6_3_querytensor_float16(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (QueryTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC', row='6_3', pins={'QueryTensor': 'FLOAT16'})


def test_property_6_3_masktensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (MaskTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC', row='6_3', pins={'MaskTensor': 'INT32'})


def test_property_6_3_pastsequencelengthstensor_int32(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Tensor support (the only table; Availability: DML_FEATURE_LEVEL_6_3) (PastSequenceLengthsTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC', row='6_3', pins={'PastSequenceLengthsTensor': 'INT32'})


def test_equivalence_one_query_head_per_key_value_head_is_multihead_attention(dml):
    """ns-directml-dml_multihead_attention1_operator_desc.md: Syntax (QueryHeadCount, KeyValueHeadCount: MULTIHEAD_ATTENTION's HeadCount split in two); Members: every other field as MULTIHEAD_ATTENTION's page: equals DML_MULTIHEAD_ATTENTION_OPERATOR_DESC with HeadCount = QueryHeadCount when PastSequenceLengthsTensor absent, QueryHeadCount 2, KeyValueHeadCount 2"""
    dml.check_equivalence('DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC', 'one-query-head-per-key-value-head-is-multihead-attention')


def test_equivalence_gemm_softmax_gemm(dml):
    """Description (GEMM(Query, Transposed(Key)) * Scale, Softmax, GEMM(SoftmaxResult, Value)); ns-directml-dml_gemm_operator_desc.md, ns-directml-dml_activation_softmax1_operator_desc.md: Description: equals DML_GEMM_OPERATOR_DESC with BTensor = ValueTensor with ATensor = ACTIVATION_SOFTMAX1(Axes = [QueryTensor.DimensionCount - 1], InputTensor = GEMM(ATensor = QueryTensor, BTensor = KeyTensor, Alpha = Scale)) with TransA DML_MATRIX_TRANSFORM_NONE, TransB DML_MATRIX_TRANSFORM_NONE, Alpha 1.0, Beta 0.0 when QueryHeadCount 1, KeyValueHeadCount 1, PastSequenceLengthsTensor absent, MaskType DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE, QueryTensor present, KeyTensor present, ValueTensor present, StackedQueryKeyTensor absent, StackedKeyValueTensor absent, StackedQueryKeyValueTensor absent, BiasTensor absent, RelativePositionBiasTensor absent, PastKeyTensor absent, PastValueTensor absent, OutputPresentKeyTensor absent, OutputPresentValueTensor absent"""
    dml.check_equivalence('DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC', 'gemm-softmax-gemm')


def test_equivalence_boolean_mask_on_the_scores(dml):
    """Description ([Add Mask]); Members: MaskType (BOOLEAN: MaskFilterValue gets added where the mask is 0), MaskFilterValue; ns-directml-dml_gemm_operator_desc.md, ns-directml-dml_cast_operator_desc.md, ns-directml-dml_element_wise_identity_operator_desc.md, ns-directml-dml_activation_softmax1_operator_desc.md: Description: equals DML_GEMM_OPERATOR_DESC with BTensor = ValueTensor with ATensor = ACTIVATION_SOFTMAX1(Axes = [QueryTensor.DimensionCount - 1], InputTensor = GEMM(ATensor = QueryTensor, BTensor = KeyTensor, Alpha = Scale, Beta = MaskFilterValue, CTensor = ELEMENT_WISE_IDENTITY(InputTensor = CAST(InputTensor = MaskTensor, InputTensor re-read in the sizes of QueryTensor with [-1] = KeyTensor.Sizes[-2])))) with TransA DML_MATRIX_TRANSFORM_NONE, TransB DML_MATRIX_TRANSFORM_NONE, Alpha 1.0, Beta 0.0 when QueryHeadCount 1, KeyValueHeadCount 1, PastSequenceLengthsTensor absent, MaskType DML_MULTIHEAD_ATTENTION_MASK_TYPE_BOOLEAN, QueryTensor present, KeyTensor present, ValueTensor present, StackedQueryKeyTensor absent, StackedKeyValueTensor absent, StackedQueryKeyValueTensor absent, BiasTensor absent, RelativePositionBiasTensor absent, PastKeyTensor absent, PastValueTensor absent, OutputPresentKeyTensor absent, OutputPresentValueTensor absent"""
    dml.check_equivalence('DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC', 'boolean-mask-on-the-scores')
