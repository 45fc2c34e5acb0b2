# Emitted by `python -m generators` from spec/operators/quantize.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_QUANTIZE_OPERATOR_DESC (ns-directml-dml_quantize_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_uint4_scale_only_odd_count(dml):
    """ns-directml-dml_quantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-nibble-order.json) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-uint4-scale-only-odd-count-10c4d8c5dd',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5], 'QuantizationTensors[0]': [1]},
        'expected': {'OutputTensor': [9, 10, 11, 12, 13]},
        'provenance': {
            'name': 'quantize-uint4-scale-only-odd-count',
            'spec_item': 'examples/uint4-scale-only-odd-count',
            'cite': 'ns-directml-dml_quantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-nibble-order.json) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_blocked_scale_and_zero_point(dml):
    """ns-directml-dml_quantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-blocked.json) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-blocked-scale-and-zero-point-3f8e1d0a98',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 4]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT',
            'QuantizationTensorCount': 2,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
                {'DataType': 'INT8', 'Sizes': [2, 2]},
            ],
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 4]},
        },
        'inputs': {
            'InputTensor': [8, 8, 8, 8, 8, 8, 8, 8],
            'QuantizationTensors[0]': [1, 2, 4, 8],
            'QuantizationTensors[1]': [0, 1, 2, 3],
        },
        'expected': {'OutputTensor': [8, 8, 5, 5, 4, 4, 4, 4]},
        'provenance': {
            'name': 'quantize-blocked-scale-and-zero-point',
            'spec_item': 'examples/blocked-scale-and-zero-point',
            'cite': 'ns-directml-dml_quantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-blocked.json) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int4_saturates_at_both_ends(dml):
    """ns-directml-dml_quantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-int4-saturates.json) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-int4-saturates-at-both-ends-3891872517',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT',
            'QuantizationTensorCount': 2,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
                {'DataType': 'INT4', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'INT4', 'Sizes': [1, 6]},
        },
        'inputs': {
            'InputTensor': [-100, -8.5, -7.5, 0.5, 7.5, 100],
            'QuantizationTensors[0]': [1],
            'QuantizationTensors[1]': [0],
        },
        'expected': {'OutputTensor': [-8, -8, -8, 0, 7, 7]},
        'provenance': {
            'name': 'quantize-int4-saturates-at-both-ends',
            'spec_item': 'examples/int4-saturates-at-both-ends',
            'cite': 'ns-directml-dml_quantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-int4-saturates.json) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint4_halves_to_even(dml):
    """ns-directml-dml_quantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-uint4-ties-to-even.json) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-uint4-halves-to-even-9e11e33a45',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT',
            'QuantizationTensorCount': 2,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
                {'DataType': 'UINT4', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 6]},
        },
        'inputs': {
            'InputTensor': [0.5, 1.5, 2.5, 3.5, 14.5, -1],
            'QuantizationTensors[0]': [1],
            'QuantizationTensors[1]': [0],
        },
        'expected': {'OutputTensor': [0, 2, 2, 4, 14, 0]},
        'provenance': {
            'name': 'quantize-uint4-halves-to-even',
            'spec_item': 'examples/uint4-halves-to-even',
            'cite': 'ns-directml-dml_quantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-uint4-ties-to-even.json) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint8_scale_only_offset_128(dml):
    """ns-directml-dml_quantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-scale-only-unsigned.json) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-uint8-scale-only-offset-128-dc7ac49921',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 5]},
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5], 'QuantizationTensors[0]': [1]},
        'expected': {'OutputTensor': [129, 130, 131, 132, 133]},
        'provenance': {
            'name': 'quantize-uint8-scale-only-offset-128',
            'spec_item': 'examples/uint8-scale-only-offset-128',
            'cite': 'ns-directml-dml_quantize_operator_desc.md: Description (TBD; derived: docs/notes-quant4.md); observed on DirectML 1.15.4 (tests/directml/quant4-scale-only-unsigned.json) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_quantize_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-invalid-known-fields-0402756be8',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'quantize-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_quantize_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_quantize_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-invalid-introduced-in-f8487a662a',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'quantize-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_quantize_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-invalid-tensor-support-data-type-96ac48b0a9',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_quantize_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-invalid-known-data-type-778c85baf8',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'quantize-invalid-known-data-type',
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
        'id': 'quantize-invalid-dimension-count-range-e1f41317d9',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'quantize-invalid-dimension-count-range',
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
        'id': 'quantize-invalid-sizes-nonzero-10db5801e5',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'quantize-invalid-sizes-nonzero',
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
        'id': 'quantize-invalid-strides-count-2c9fbd4fd4',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5], 'Strides': [5, 5, 1]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'quantize-invalid-strides-count',
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
        'id': 'quantize-invalid-output-strides-no-overlap-ce9a5a0985',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5], 'Strides': [5, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'quantize-invalid-output-strides-no-overlap',
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
        'id': 'quantize-invalid-total-size-minimum-ef282203e1',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5], 'TotalTensorSizeInBytes': 19},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'quantize-invalid-total-size-minimum',
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
        'id': 'quantize-invalid-element-count-max-34b1f0c039',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [858993460, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'quantize-invalid-element-count-max',
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
        'id': 'quantize-invalid-base-offset-alignment-32a082a90c',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5], 'GuaranteedBaseOffsetAlignment': 3},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'quantize-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-invalid-same-rank-aaf260ab0c',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'quantize-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_quantize_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_blocked_sizes(dml):
    """ns-directml-dml_quantize_operator_desc.md: Members: QuantizationTensors (TBD; observed: docs/notes-quant4.md)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-invalid-blocked-sizes-1022a65aa5',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['blocked-sizes'],
        'provenance': {
            'name': 'quantize-invalid-blocked-sizes',
            'spec_item': 'rules/blocked-sizes',
            'cite': 'ns-directml-dml_quantize_operator_desc.md: Members: QuantizationTensors (TBD; observed: docs/notes-quant4.md)',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_scale_type(dml):
    """ns-directml-dml_quantize_operator_desc.md: Members: QuantizationTensors (TBD; derived from ELEMENT_WISE_QUANTIZE_LINEAR's ScaleTensor: the float tensor's DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-invalid-scale-type-0af6495621',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['scale-type'],
        'provenance': {
            'name': 'quantize-invalid-scale-type',
            'spec_item': 'rules/scale-type',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Members: QuantizationTensors (TBD; derived from ELEMENT_WISE_QUANTIZE_LINEAR's ScaleTensor: the float tensor's DataType)",
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_quantize_operator_desc.md: Members: InputTensor, OutputTensor (derived: an element-wise mapping, as ELEMENT_WISE_QUANTIZE_LINEAR's Tensor constraints)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-invalid-same-sizes-aea9a0a4e2',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 6]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'quantize-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Members: InputTensor, OutputTensor (derived: an element-wise mapping, as ELEMENT_WISE_QUANTIZE_LINEAR's Tensor constraints)",
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_quantization_type_value(dml):
    """ns-directml-dml_quantize_operator_desc.md: Members: QuantizationType (TBD; DirectML.h: enum DML_QUANTIZATION_TYPE)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-invalid-quantization-type-value-e4ec5b2e75',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_NONE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['quantization-type-value'],
        'provenance': {
            'name': 'quantize-invalid-quantization-type-value',
            'spec_item': 'rules/quantization-type-value',
            'cite': 'ns-directml-dml_quantize_operator_desc.md: Members: QuantizationType (TBD; DirectML.h: enum DML_QUANTIZATION_TYPE)',
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_zero_point_type(dml):
    """ns-directml-dml_quantize_operator_desc.md: Members: QuantizationTensors (TBD; derived from ELEMENT_WISE_QUANTIZE_LINEAR's Tensor constraints: OutputTensor and ZeroPointTensor the same DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-invalid-zero-point-type-c7874e1870',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 4]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT',
            'QuantizationTensorCount': 2,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
                {'DataType': 'INT8', 'Sizes': [2, 2]},
            ],
            'OutputTensor': {'DataType': 'INT4', 'Sizes': [2, 4]},
        },
        'expect': 'invalid',
        'violates': ['zero-point-type'],
        'provenance': {
            'name': 'quantize-invalid-zero-point-type',
            'spec_item': 'rules/zero-point-type',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Members: QuantizationTensors (TBD; derived from ELEMENT_WISE_QUANTIZE_LINEAR's Tensor constraints: OutputTensor and ZeroPointTensor the same DataType)",
            'generator': 'invalid',
            'base': 'examples/blocked-scale-and-zero-point',
        },
    })


def test_invalid_scale_has_one_tensor(dml):
    """ns-directml-dml_quantize_operator_desc.md: Members: QuantizationTensorCount (TBD; derived from DML_QUANTIZATION_TYPE_SCALE's name: one scale tensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-invalid-scale-has-one-tensor-e568bbb949',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 2,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['scale-has-one-tensor'],
        'provenance': {
            'name': 'quantize-invalid-scale-has-one-tensor',
            'spec_item': 'rules/scale-has-one-tensor',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Members: QuantizationTensorCount (TBD; derived from DML_QUANTIZATION_TYPE_SCALE's name: one scale tensor)",
            'generator': 'invalid',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_invalid_scale_zero_point_has_two_tensors(dml):
    """ns-directml-dml_quantize_operator_desc.md: Members: QuantizationTensorCount (TBD; derived from DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT's name: a scale and a zero point)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-invalid-scale-zero-point-has-two-tensors-df561c2a81',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 4]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT',
            'QuantizationTensorCount': 3,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [2, 2]},
                {'DataType': 'INT8', 'Sizes': [2, 2]},
                {'DataType': 'INT8', 'Sizes': [2, 2]},
            ],
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 4]},
        },
        'expect': 'invalid',
        'violates': ['scale-zero-point-has-two-tensors'],
        'provenance': {
            'name': 'quantize-invalid-scale-zero-point-has-two-tensors',
            'spec_item': 'rules/scale-zero-point-has-two-tensors',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Members: QuantizationTensorCount (TBD; derived from DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT's name: a scale and a zero point)",
            'generator': 'invalid',
            'base': 'examples/blocked-scale-and-zero-point',
        },
    })


def test_unsupported_6_3_inputtensor_uint32(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-inputtensor-uint32-96ac48b0a9',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-inputtensor-uint32',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/UINT32',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_uint16(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-inputtensor-uint16-0164df0807',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT16', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-inputtensor-uint16',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/UINT16',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_uint8(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-inputtensor-uint8-204c949d3d',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT8', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-inputtensor-uint8',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/UINT8',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_int32(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-inputtensor-int32-f0851282bf',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-inputtensor-int32',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/INT32',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_int16(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-inputtensor-int16-680e524e4f',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT16', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-inputtensor-int16',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/INT16',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_int8(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-inputtensor-int8-1897ba013b',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT8', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-inputtensor-int8',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/INT8',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_float64(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-inputtensor-float64-cd1131ccca',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT64', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-inputtensor-float64',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_uint64(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-inputtensor-uint64-09f6210976',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT64', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-inputtensor-uint64',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/UINT64',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_inputtensor_int64(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-inputtensor-int64-30a4f86c80',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT64', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-inputtensor-int64',
            'spec_item': 'tensor_support/6_3/InputTensor/excluded/INT64',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_uint32(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-quantizationtensors-uint32-96ac48b0a9',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-quantizationtensors-uint32',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/UINT32',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_uint16(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-quantizationtensors-uint16-0164df0807',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT16', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-quantizationtensors-uint16',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/UINT16',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_int32(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-quantizationtensors-int32-f0851282bf',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-quantizationtensors-int32',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/INT32',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_int16(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-quantizationtensors-int16-680e524e4f',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT16', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-quantizationtensors-int16',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/INT16',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_float64(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-quantizationtensors-float64-cd1131ccca',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT64', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-quantizationtensors-float64',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/FLOAT64',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_uint64(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-quantizationtensors-uint64-09f6210976',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'UINT64', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-quantizationtensors-uint64',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/UINT64',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_quantizationtensors_int64(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-quantizationtensors-int64-30a4f86c80',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'INT64', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT4', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-quantizationtensors-int64',
            'spec_item': 'tensor_support/6_3/QuantizationTensors/excluded/INT64',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_float32(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-outputtensor-float32-376df99e16',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
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
            'name': 'quantize-unsupported-6_3-outputtensor-float32',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/FLOAT32',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_float16(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-outputtensor-float16-78be161105',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-outputtensor-float16',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/FLOAT16',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_uint32(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-outputtensor-uint32-1eef47f0e2',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-outputtensor-uint32',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT32',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_uint16(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-outputtensor-uint16-aebb559ccf',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-outputtensor-uint16',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT16',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_int32(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-outputtensor-int32-6afa9455d5',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-outputtensor-int32',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT32',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_int16(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-outputtensor-int16-69bd17789b',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-outputtensor-int16',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT16',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_float64(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-outputtensor-float64-c5895a16e3',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-outputtensor-float64',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_uint64(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-outputtensor-uint64-e64339e6b3',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-outputtensor-uint64',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/UINT64',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_unsupported_6_3_outputtensor_int64(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-unsupported-6_3-outputtensor-int64-b9f4dcbeed',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            ],
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 5]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantize-unsupported-6_3-outputtensor-int64',
            'spec_item': 'tensor_support/6_3/OutputTensor/excluded/INT64',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/uint4-scale-only-odd-count',
        },
    })


def test_dimension_count_9_6_3(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantize-dimensions-6_3-9-37a2391041',
        'operator': 'DML_QUANTIZE_OPERATOR_DESC',
        'feature_level': '6_3',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'QuantizationType': 'DML_QUANTIZATION_TYPE_SCALE',
            'QuantizationTensorCount': 1,
            'QuantizationTensors': [
                {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            ],
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'quantize-dimensions-6_3-9',
            'spec_item': 'tensor_support/6_3/dimensions/9',
            'cite': "ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_6_3_inputtensor_float32(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'InputTensor': 'FLOAT32'})


def test_property_6_3_inputtensor_float16(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'InputTensor': 'FLOAT16'})


def test_property_6_3_quantizationtensors_float32(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (QuantizationTensors FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'QuantizationTensors': 'FLOAT32'})


def test_property_6_3_quantizationtensors_float16(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (QuantizationTensors FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'QuantizationTensors': 'FLOAT16'})


def test_property_6_3_quantizationtensors_int8(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (QuantizationTensors INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'QuantizationTensors': 'INT8'})


def test_property_6_3_quantizationtensors_int4(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (QuantizationTensors INT4, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'QuantizationTensors': 'INT4'})


def test_property_6_3_quantizationtensors_uint8(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (QuantizationTensors UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'QuantizationTensors': 'UINT8'})


def test_property_6_3_quantizationtensors_uint4(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (QuantizationTensors UINT4, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'QuantizationTensors': 'UINT4'})


def test_property_6_3_outputtensor_int8(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'OutputTensor': 'INT8'})


def test_property_6_3_outputtensor_int4(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (OutputTensor INT4, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'OutputTensor': 'INT4'})


def test_property_6_3_outputtensor_uint8(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'OutputTensor': 'UINT8'})


def test_property_6_3_outputtensor_uint4(dml):
    """ns-directml-dml_quantize_operator_desc.md: Tensor support (the page's only table, no level heading: read as the Availability level) (OutputTensor UINT4, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'OutputTensor': 'UINT4'})


def test_equivalence_dequantize_gives_back_within_half_a_step(dml):
    """Description (TBD; derived: quantize rounds x / scale to the nearest integer, docs/notes-quant4.md); ns-directml-dml_dequantize_operator_desc.md: Description (TBD; derived: (q - zero_point) * scale): DEQUANTIZE(InputTensor = QUANTIZE(this side's inputs), OutputTensor = InputTensor).OutputTensor gives back InputTensor within 0.5 |QuantizationTensors[0]| where the intermediate is not saturated"""
    dml.check_equivalence('DML_QUANTIZE_OPERATOR_DESC', 'dequantize-gives-back-within-half-a-step')


def test_observe_nan_and_infinite_inputs_float32(dml):
    """ns-directml-dml_quantize_operator_desc.md: unspecified nan-and-infinite-inputs: no page says what NaN or an infinity quantizes to; DirectML 1.15.4 gives NaN the type's lowest value and saturates infinities (observed: tests/directml/quant4-nan-input.json); the reference saturates infinities and is not judged on NaN"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'InputTensor': 'FLOAT32'}, observe='nan-and-infinite-inputs')


def test_observe_nan_and_infinite_inputs_float16(dml):
    """ns-directml-dml_quantize_operator_desc.md: unspecified nan-and-infinite-inputs: no page says what NaN or an infinity quantizes to; DirectML 1.15.4 gives NaN the type's lowest value and saturates infinities (observed: tests/directml/quant4-nan-input.json); the reference saturates infinities and is not judged on NaN"""
    dml.check_property('DML_QUANTIZE_OPERATOR_DESC', row='6_3', pins={'InputTensor': 'FLOAT16'}, observe='nan-and-infinite-inputs')
