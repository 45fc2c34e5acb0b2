# Emitted by `python -m generators` from spec/operators/tile.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_TILE_OPERATOR_DESC (ns-directml-dml_tile_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example(dml):
    """ns-directml-dml_tile_operator_desc.md: Examples (the second tensor is the output: erratum example-output-label; rows lack commas: erratum example-rows-lack-commas)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-example-f5ae8fe9db',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6]},
        'expected': {
            'OutputTensor': [1, 2, 3, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 4, 5, 6],
        },
        'provenance': {
            'name': 'tile-example',
            'spec_item': 'examples/example',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Examples (the second tensor is the output: erratum example-output-label; rows lack commas: erratum example-rows-lack-commas)',
            'generator': 'examples',
        },
    })


def test_leading_axis_repeated(dml):
    """ns-directml-dml_tile_operator_desc.md: Members: OutputTensor (Sizes[i] = InputTensor.Sizes[i] * Repeats[i]); Repeats (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-leading-axis-repeated-79d4866060',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 2, 2]},
            'RepeatsCount': 4,
            'Repeats': [2, 1, 1, 1],
        },
        'inputs': {'InputTensor': [1, -0.5, 65504, 0.25]},
        'expected': {'OutputTensor': [1, -0.5, 65504, 0.25, 1, -0.5, 65504, 0.25]},
        'provenance': {
            'name': 'tile-leading-axis-repeated',
            'spec_item': 'examples/leading-axis-repeated',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Members: OutputTensor (Sizes[i] = InputTensor.Sizes[i] * Repeats[i]); Repeats (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_one_dimension(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (1 to 8 dimensions); Members: Repeats (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-one-dimension-49297b8fe2',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [6]},
            'RepeatsCount': 1,
            'Repeats': [3],
        },
        'inputs': {'InputTensor': [7, -8]},
        'expected': {'OutputTensor': [7, -8, 7, -8, 7, -8]},
        'provenance': {
            'name': 'tile-one-dimension',
            'spec_item': 'examples/one-dimension',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (1 to 8 dimensions); Members: Repeats (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_uint64_extremes(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (UINT64); Members: Repeats (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-uint64-extremes-bad979fa23',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [2, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [2, 2]},
            'RepeatsCount': 2,
            'Repeats': [1, 2],
        },
        'inputs': {'InputTensor': [18446744073709551615, 9007199254740993]},
        'expected': {
            'OutputTensor': [18446744073709551615, 18446744073709551615, 9007199254740993, 9007199254740993],
        },
        'provenance': {
            'name': 'tile-uint64-extremes',
            'spec_item': 'examples/uint64-extremes',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (UINT64); Members: Repeats (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_tile_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-known-fields-b397d1c1e0',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'tile-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-tensor-support-data-type-e227713811',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-known-data-type-9d8bc16151',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'tile-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-dimension-count-range-f941a25d17',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'tile-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-sizes-nonzero-78c79a8d8a',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'tile-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-strides-count-9e3022f682',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'Strides': [6, 6, 6, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'tile-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-output-strides-no-overlap-4ed3c5768b',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 9], 'Strides': [54, 54, 0, 1]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'tile-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-total-size-minimum-fdf348ff47',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'TotalTensorSizeInBytes': 23},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'tile-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-element-count-max-bc3ac5ee6f',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [715827883, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'tile-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-base-offset-alignment-31d22c5b8c',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'tile-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_tile_operator_desc.md: Members: OutputTensor (the same DimensionCount as the input tensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-same-rank-bf730e906f',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [6, 1]},
            'RepeatsCount': 1,
            'Repeats': [3],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'tile-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Members: OutputTensor (the same DimensionCount as the input tensor)',
            'generator': 'invalid',
            'base': 'examples/one-dimension',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-same-data-type-76cb4f17d2',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'tile-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_repeats_count(dml):
    """ns-directml-dml_tile_operator_desc.md: Members: RepeatsCount (the same as InputTensor.DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-repeats-count-43d3f5be4f',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 5,
            'Repeats': [1, 1, 3, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['repeats-count'],
        'provenance': {
            'name': 'tile-invalid-repeats-count',
            'spec_item': 'rules/repeats-count',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Members: RepeatsCount (the same as InputTensor.DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_array_length(dml):
    """ns-directml-dml_tile_operator_desc.md: Members: RepeatsCount (determines the size of the Repeats array)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-array-length-075563d6a3',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['array-length'],
        'provenance': {
            'name': 'tile-invalid-array-length',
            'spec_item': 'rules/array-length',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Members: RepeatsCount (determines the size of the Repeats array)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_repeats_positive(dml):
    """ns-directml-dml_tile_operator_desc.md: Members: Repeats (values must be larger than 0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-repeats-positive-c0ff9fa203',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [0, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['repeats-positive'],
        'provenance': {
            'name': 'tile-invalid-repeats-positive',
            'spec_item': 'rules/repeats-positive',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Members: Repeats (values must be larger than 0)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_tile_operator_desc.md: Members: OutputTensor (OutputTensor.Sizes[i] = InputTensor.Sizes[i] * Repeats[i])"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-invalid-output-sizes-3e1778c6e0',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 6, 10]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'tile-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Members: OutputTensor (OutputTensor.Sizes[i] = InputTensor.Sizes[i] * Repeats[i])',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_1_inputtensor_float64(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-4_1-inputtensor-float64-effc8b6c14',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-4_1-inputtensor-float64',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_4_1_outputtensor_float64(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-4_1-outputtensor-float64-effc8b6c14',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-4_1-outputtensor-float64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_1_inputtensor_float64(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-3_1-inputtensor-float64-345bb722ef',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-3_1-inputtensor-float64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_1_inputtensor_uint64(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-3_1-inputtensor-uint64-86ab6fcc48',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-3_1-inputtensor-uint64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_1_inputtensor_int64(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-3_1-inputtensor-int64-bbf57621ca',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-3_1-inputtensor-int64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_1_outputtensor_float64(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-3_1-outputtensor-float64-345bb722ef',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-3_1-outputtensor-float64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_1_outputtensor_uint64(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-3_1-outputtensor-uint64-86ab6fcc48',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-3_1-outputtensor-uint64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_3_1_outputtensor_int64(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-3_1-outputtensor-int64-bbf57621ca',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-3_1-outputtensor-int64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-1_0-inputtensor-uint32-e227713811',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-1_0-inputtensor-uint16-766cb8b427',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-1_0-inputtensor-uint8-873913c101',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-1_0-inputtensor-int32-2c61d70ac5',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-1_0-inputtensor-int16-5dae21e1e0',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-1_0-inputtensor-int8-4469b89280',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-1_0-outputtensor-uint32-e227713811',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-1_0-outputtensor-uint16-766cb8b427',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-1_0-outputtensor-uint8-873913c101',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-1_0-outputtensor-int32-2c61d70ac5',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-1_0-outputtensor-int16-5dae21e1e0',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-unsupported-1_0-outputtensor-int8-4469b89280',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 6, 9]},
            'RepeatsCount': 4,
            'Repeats': [1, 1, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'tile-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-dimensions-4_1-9-baee3cbc77',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 2, 2, 2, 2, 2]},
            'RepeatsCount': 9,
            'Repeats': [1, 1, 1, 2, 2, 2, 2, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'tile-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_1(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-dimensions-3_1-9-aa52ed8ec1',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 2, 2, 2, 2, 2]},
            'RepeatsCount': 9,
            'Repeats': [1, 1, 1, 2, 2, 2, 2, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'tile-dimensions-3_1-9',
            'spec_item': 'tensor_support/3_1/dimensions/9',
            'cite': "ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-dimensions-2_1-3-39cb25ed78',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'RepeatsCount': 3,
            'Repeats': [2, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'tile-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-dimensions-2_1-5-1317f98ae6',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2, 2, 2]},
            'RepeatsCount': 5,
            'Repeats': [2, 2, 2, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'tile-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-dimensions-1_0-3-c1d1cde74a',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2]},
            'RepeatsCount': 3,
            'Repeats': [2, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'tile-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'tile-dimensions-1_0-5-50600de907',
        'operator': 'DML_TILE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 2, 2, 2, 2]},
            'RepeatsCount': 5,
            'Repeats': [2, 2, 2, 2, 2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'tile-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_inputtensor_int64(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT64'})


def test_property_4_1_inputtensor_int32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT32'})


def test_property_4_1_inputtensor_int16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT16'})


def test_property_4_1_inputtensor_int8(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'INT8'})


def test_property_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT64'})


def test_property_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT32'})


def test_property_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT16'})


def test_property_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'UINT8'})


def test_property_3_1_inputtensor_float32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'})


def test_property_3_1_inputtensor_float16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'})


def test_property_3_1_inputtensor_int32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT32'})


def test_property_3_1_inputtensor_int16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT16'})


def test_property_3_1_inputtensor_int8(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT8'})


def test_property_3_1_inputtensor_uint32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT32'})


def test_property_3_1_inputtensor_uint16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT16'})


def test_property_3_1_inputtensor_uint8(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT8'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_tile_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_TILE_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_one_repeat_is_identity(dml):
    """ns-directml-dml_tile_operator_desc.md: Members: OutputTensor, Repeats (by definition: one copy of each dimension is the input itself): equals DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC when Repeats 1"""
    dml.check_equivalence('DML_TILE_OPERATOR_DESC', 'one-repeat-is-identity')
