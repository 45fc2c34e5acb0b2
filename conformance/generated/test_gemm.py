# Emitted by `python -m generators` from spec/operators/gemm.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_GEMM_OPERATOR_DESC (ns-directml-dml_gemm_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_both_transposed_alpha_beta(dml):
    """ns-directml-dml_gemm_operator_desc.md: Members: ATensor, BTensor (their Sizes when transposed), TransA, TransB, Alpha, Beta, CTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-both-transposed-alpha-beta-d98e6f9478',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'inputs': {'ATensor': [1, 4, 2, 5, 3, 6], 'BTensor': [1, 0, -1, 2, 1, 0], 'CTensor': [1, 1, 2, 2]},
        'expected': {'OutputTensor': [1, 4, 3, 10.5]},
        'provenance': {
            'name': 'gemm-both-transposed-alpha-beta',
            'spec_item': 'examples/both-transposed-alpha-beta',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Members: ATensor, BTensor (their Sizes when transposed), TransA, TransB, Alpha, Beta, CTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_plain_product(dml):
    """ns-directml-dml_gemm_operator_desc.md: Description (Output = Alpha * A x B + Beta * C) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-plain-product-bb21959b54',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_NONE',
            'TransB': 'DML_MATRIX_TRANSFORM_NONE',
            'Alpha': 1,
            'Beta': 0,
        },
        'inputs': {'ATensor': [1, 2, 3, 4], 'BTensor': [5, 6, 7, 8]},
        'expected': {'OutputTensor': [19, 22, 43, 50]},
        'provenance': {
            'name': 'gemm-plain-product',
            'spec_item': 'examples/plain-product',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Description (Output = Alpha * A x B + Beta * C) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_beta_without_c(dml):
    """ns-directml-dml_gemm_operator_desc.md: Members: Beta (If CTensor is not provided, then this value is ignored); CTensor (Values default to 0) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-beta-without-c-21653175e4',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'TransA': 'DML_MATRIX_TRANSFORM_NONE',
            'TransB': 'DML_MATRIX_TRANSFORM_NONE',
            'Alpha': 1,
            'Beta': 3,
        },
        'inputs': {'ATensor': [2, -1], 'BTensor': [3, 4]},
        'expected': {'OutputTensor': [2]},
        'provenance': {
            'name': 'gemm-beta-without-c',
            'spec_item': 'examples/beta-without-c',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Members: Beta (If CTensor is not provided, then this value is ignored); CTensor (Values default to 0) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_batched_float16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Description (BatchCount * ChannelCount independent matrix multiplications) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-batched-float16-bd320f357d',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 1, 1]},
            'TransA': 'DML_MATRIX_TRANSFORM_NONE',
            'TransB': 'DML_MATRIX_TRANSFORM_NONE',
            'Alpha': 1,
            'Beta': 1,
        },
        'inputs': {'ATensor': [1, 2, 3, 4], 'BTensor': [5, 6, 7, 8]},
        'expected': {'OutputTensor': [17, 53]},
        'provenance': {
            'name': 'gemm-batched-float16',
            'spec_item': 'examples/batched-float16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Description (BatchCount * ChannelCount independent matrix multiplications) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_fused_relu_after_alpha_beta(dml):
    """ns-directml-dml_gemm_operator_desc.md: Description (Output = FusedActivation(Alpha * TransA(A) x TransB(B) + Beta * C)); Members: FusedActivation (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-fused-relu-after-alpha-beta-8badf8f6b3',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_NONE',
            'TransB': 'DML_MATRIX_TRANSFORM_NONE',
            'Alpha': 2,
            'Beta': 1,
            'FusedActivation': {'Type': 'DML_OPERATOR_ACTIVATION_RELU'},
        },
        'inputs': {'ATensor': [1, -2], 'BTensor': [1, 2, 1, -1], 'CTensor': [1, 1]},
        'expected': {'OutputTensor': [0, 9]},
        'provenance': {
            'name': 'gemm-fused-relu-after-alpha-beta',
            'spec_item': 'examples/fused-relu-after-alpha-beta',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Description (Output = FusedActivation(Alpha * TransA(A) x TransB(B) + Beta * C)); Members: FusedActivation (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_two_dimensional(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above ({ [BatchCount], [ChannelCount], M, K }, 2 to 4 dimensions) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-two-dimensional-8cf8aba604',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1]},
            'TransA': 'DML_MATRIX_TRANSFORM_NONE',
            'TransB': 'DML_MATRIX_TRANSFORM_NONE',
            'Alpha': 1,
            'Beta': 0,
        },
        'inputs': {'ATensor': [1, 2, 3, 4, 5, 6], 'BTensor': [1, 1, 1]},
        'expected': {'OutputTensor': [6, 15]},
        'provenance': {
            'name': 'gemm-two-dimensional',
            'spec_item': 'examples/two-dimensional',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above ({ [BatchCount], [ChannelCount], M, K }, 2 to 4 dimensions) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_gemm_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-known-fields-3f33397bad',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'gemm-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-tensor-support-data-type-4a6a2138d7',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-tensor-support-dimension-count-834046d30b',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gemm-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-known-data-type-31c177043b',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'gemm-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-dimension-count-range-92057e596f',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'gemm-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-sizes-nonzero-c18767d20d',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'gemm-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-strides-count-77c1ebfa25',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2], 'Strides': [6, 6, 6, 2, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'gemm-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-output-strides-no-overlap-7a66219d6b',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'gemm-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-total-size-minimum-ca3650fa9d',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2], 'TotalTensorSizeInBytes': 23},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'gemm-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-element-count-max-3de22eef5d',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [715827883, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'gemm-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-base-offset-alignment-7708020015',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'gemm-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-same-rank-279f6ef6e4',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [2, 3]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1]},
            'TransA': 'DML_MATRIX_TRANSFORM_NONE',
            'TransB': 'DML_MATRIX_TRANSFORM_NONE',
            'Alpha': 1,
            'Beta': 0,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'gemm-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/two-dimensional',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-same-data-type-73cc91b4ce',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'gemm-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_c_sizes(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor constraints; Members: CTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-c-sizes-e7c7f30eb4',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['c-sizes'],
        'provenance': {
            'name': 'gemm-invalid-c-sizes',
            'spec_item': 'rules/c-sizes',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor constraints; Members: CTensor',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_trans_a_value(dml):
    """ns-directml-dml_gemm_operator_desc.md: Members: TransA"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-trans-a-value-5363abeb46',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 2,
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['trans-a-value'],
        'provenance': {
            'name': 'gemm-invalid-trans-a-value',
            'spec_item': 'rules/trans-a-value',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Members: TransA',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_trans_b_value(dml):
    """ns-directml-dml_gemm_operator_desc.md: Members: TransB"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-trans-b-value-3e926b1bd6',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 2,
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['trans-b-value'],
        'provenance': {
            'name': 'gemm-invalid-trans-b-value',
            'spec_item': 'rules/trans-b-value',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Members: TransB',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_matrix_sizes(dml):
    """ns-directml-dml_gemm_operator_desc.md: Description (BatchCount * ChannelCount products of {M,K} x {K,N}); Members: ATensor, BTensor, OutputTensor"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-matrix-sizes-5fa72ae9f2',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['matrix-sizes'],
        'provenance': {
            'name': 'gemm-invalid-matrix-sizes',
            'spec_item': 'rules/matrix-sizes',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Description (BatchCount * ChannelCount products of {M,K} x {K,N}); Members: ATensor, BTensor, OutputTensor',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_invalid_fused_activation(dml):
    """ns-directml-dml_gemm_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-invalid-fused-activation-0611b532cb',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
            'FusedActivation': {'Type': 'DML_OPERATOR_ACTIVATION_RELU', 'Alpha': 1.0},
        },
        'expect': 'invalid',
        'violates': ['fused-activation'],
        'provenance': {
            'name': 'gemm-invalid-fused-activation',
            'spec_item': 'rules/fused-activation',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Members: FusedActivation; dml-fused-activations.md: Activations that are supported for fusion',
            'generator': 'invalid',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_atensor_uint32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-atensor-uint32-8fd41448d0',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-atensor-uint32',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_atensor_uint16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-atensor-uint16-25d698ddd5',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-atensor-uint16',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_atensor_uint8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-atensor-uint8-89814a928d',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-atensor-uint8',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_atensor_int32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-atensor-int32-5c2282154f',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-atensor-int32',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_atensor_int16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-atensor-int16-6558add144',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-atensor-int16',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_atensor_int8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-atensor-int8-68670c1885',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-atensor-int8',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_atensor_float64(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-atensor-float64-7bee2f560d',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-atensor-float64',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_atensor_uint64(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-atensor-uint64-926c2b4f9c',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-atensor-uint64',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_atensor_int64(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-atensor-int64-07312f5177',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-atensor-int64',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_btensor_uint32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-btensor-uint32-8fd41448d0',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-btensor-uint32',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_btensor_uint16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-btensor-uint16-25d698ddd5',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-btensor-uint16',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_btensor_uint8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-btensor-uint8-89814a928d',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-btensor-uint8',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_btensor_int32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-btensor-int32-5c2282154f',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-btensor-int32',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_btensor_int16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-btensor-int16-6558add144',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-btensor-int16',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_btensor_int8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-btensor-int8-68670c1885',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-btensor-int8',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_btensor_float64(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-btensor-float64-7bee2f560d',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-btensor-float64',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_btensor_uint64(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-btensor-uint64-926c2b4f9c',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-btensor-uint64',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_btensor_int64(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-btensor-int64-07312f5177',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-btensor-int64',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_ctensor_uint32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-ctensor-uint32-8fd41448d0',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-ctensor-uint32',
            'spec_item': 'tensor_support/4_0/CTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_ctensor_uint16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-ctensor-uint16-25d698ddd5',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-ctensor-uint16',
            'spec_item': 'tensor_support/4_0/CTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_ctensor_uint8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-ctensor-uint8-89814a928d',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-ctensor-uint8',
            'spec_item': 'tensor_support/4_0/CTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_ctensor_int32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-ctensor-int32-5c2282154f',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-ctensor-int32',
            'spec_item': 'tensor_support/4_0/CTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_ctensor_int16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-ctensor-int16-6558add144',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-ctensor-int16',
            'spec_item': 'tensor_support/4_0/CTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_ctensor_int8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-ctensor-int8-68670c1885',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-ctensor-int8',
            'spec_item': 'tensor_support/4_0/CTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_ctensor_float64(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-ctensor-float64-7bee2f560d',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-ctensor-float64',
            'spec_item': 'tensor_support/4_0/CTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_ctensor_uint64(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-ctensor-uint64-926c2b4f9c',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-ctensor-uint64',
            'spec_item': 'tensor_support/4_0/CTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_ctensor_int64(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-ctensor-int64-07312f5177',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-ctensor-int64',
            'spec_item': 'tensor_support/4_0/CTensor/excluded/INT64',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-outputtensor-uint32-8fd41448d0',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-outputtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-outputtensor-uint16-25d698ddd5',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-outputtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_outputtensor_uint8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-outputtensor-uint8-89814a928d',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-outputtensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_outputtensor_int32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-outputtensor-int32-5c2282154f',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-outputtensor-int32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_outputtensor_int16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-outputtensor-int16-6558add144',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-outputtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_outputtensor_int8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-outputtensor-int8-68670c1885',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-outputtensor-int8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-outputtensor-float64-7bee2f560d',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-outputtensor-uint64-926c2b4f9c',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-4_0-outputtensor-int64-07312f5177',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_atensor_uint32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-atensor-uint32-4a6a2138d7',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-atensor-uint32',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_atensor_uint16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-atensor-uint16-695f8be853',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-atensor-uint16',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_atensor_uint8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-atensor-uint8-6b093794ee',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-atensor-uint8',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_atensor_int32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-atensor-int32-250823b8b6',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-atensor-int32',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_atensor_int16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-atensor-int16-386dc9e655',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-atensor-int16',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_atensor_int8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-atensor-int8-b504cb4fef',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-atensor-int8',
            'spec_item': 'tensor_support/1_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_btensor_uint32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-btensor-uint32-4a6a2138d7',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-btensor-uint32',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_btensor_uint16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-btensor-uint16-695f8be853',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-btensor-uint16',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_btensor_uint8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-btensor-uint8-6b093794ee',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-btensor-uint8',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_btensor_int32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-btensor-int32-250823b8b6',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-btensor-int32',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_btensor_int16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-btensor-int16-386dc9e655',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-btensor-int16',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_btensor_int8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-btensor-int8-b504cb4fef',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-btensor-int8',
            'spec_item': 'tensor_support/1_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_ctensor_uint32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-ctensor-uint32-4a6a2138d7',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-ctensor-uint32',
            'spec_item': 'tensor_support/1_0/CTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_ctensor_uint16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-ctensor-uint16-695f8be853',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-ctensor-uint16',
            'spec_item': 'tensor_support/1_0/CTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_ctensor_uint8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-ctensor-uint8-6b093794ee',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-ctensor-uint8',
            'spec_item': 'tensor_support/1_0/CTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_ctensor_int32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-ctensor-int32-250823b8b6',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-ctensor-int32',
            'spec_item': 'tensor_support/1_0/CTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_ctensor_int16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-ctensor-int16-386dc9e655',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-ctensor-int16',
            'spec_item': 'tensor_support/1_0/CTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_ctensor_int8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-ctensor-int8-b504cb4fef',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-ctensor-int8',
            'spec_item': 'tensor_support/1_0/CTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-outputtensor-uint32-4a6a2138d7',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-outputtensor-uint16-695f8be853',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-outputtensor-uint8-6b093794ee',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-outputtensor-int32-250823b8b6',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-outputtensor-int16-386dc9e655',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-unsupported-1_0-outputtensor-int8-b504cb4fef',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'CTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'TransA': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'TransB': 'DML_MATRIX_TRANSFORM_TRANSPOSE',
            'Alpha': 0.5,
            'Beta': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'gemm-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/both-transposed-alpha-beta',
        },
    })


def test_dimension_count_1_4_0(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-dimensions-4_0-1-e3cdbcdb9a',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2]},
            'TransA': 'DML_MATRIX_TRANSFORM_NONE',
            'TransB': 'DML_MATRIX_TRANSFORM_NONE',
            'Alpha': 1.0,
            'Beta': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gemm-dimensions-4_0-1',
            'spec_item': 'tensor_support/4_0/dimensions/1',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_4_0(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-dimensions-4_0-5-a19a7fbeb0',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'TransA': 'DML_MATRIX_TRANSFORM_NONE',
            'TransB': 'DML_MATRIX_TRANSFORM_NONE',
            'Alpha': 1.0,
            'Beta': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gemm-dimensions-4_0-5',
            'spec_item': 'tensor_support/4_0/dimensions/5',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-dimensions-1_0-3-76cfd353b6',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'TransA': 'DML_MATRIX_TRANSFORM_NONE',
            'TransB': 'DML_MATRIX_TRANSFORM_NONE',
            'Alpha': 1.0,
            'Beta': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gemm-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'gemm-dimensions-1_0-5-333807659b',
        'operator': 'DML_GEMM_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'TransA': 'DML_MATRIX_TRANSFORM_NONE',
            'TransB': 'DML_MATRIX_TRANSFORM_NONE',
            'Alpha': 1.0,
            'Beta': 1.0,
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'gemm-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_0_atensor_float32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GEMM_OPERATOR_DESC', row='4_0', pins={'ATensor': 'FLOAT32'})


def test_property_4_0_atensor_float16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GEMM_OPERATOR_DESC', row='4_0', pins={'ATensor': 'FLOAT16'})


def test_property_1_0_atensor_float32(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_GEMM_OPERATOR_DESC', row='1_0', pins={'ATensor': 'FLOAT32'})


def test_property_1_0_atensor_float16(dml):
    """ns-directml-dml_gemm_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_GEMM_OPERATOR_DESC', row='1_0', pins={'ATensor': 'FLOAT16'})
