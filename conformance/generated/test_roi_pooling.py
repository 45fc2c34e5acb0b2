# Emitted by `python -m generators` from spec/operators/roi_pooling.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ROI_POOLING_OPERATOR_DESC (ns-directml-dml_roi_pooling_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_two_by_two_bins(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Description: the equations (RegionHeight = RegionWidth = 4, bins 0..1 and 2..3) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-two-by-two-bins-aebec39f3a',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
            'ROITensor': [0, 0, 0, 3, 3],
        },
        'expected': {'OutputTensor': [5, 7, 13, 15]},
        'provenance': {
            'name': 'roi_pooling-two-by-two-bins',
            'spec_item': 'examples/two-by-two-bins',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Description: the equations (RegionHeight = RegionWidth = 4, bins 0..1 and 2..3) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_corners_rounded_half_to_even(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Description: round(RoiX1 * SpatialScale); the page does not say how halves round: DirectML 1.15.4 observed to even (0.5 -> 0, 6.5 -> 6; unspecified rounding-of-halves) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-corners-rounded-half-to-even-f206c850a7',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 8]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 3, 'Height': 1},
        },
        'inputs': {'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7], 'ROITensor': [0, 0.5, 0, 6.5, 0]},
        'expected': {'OutputTensor': [2, 4, 6]},
        'provenance': {
            'name': 'roi_pooling-corners-rounded-half-to-even',
            'spec_item': 'examples/corners-rounded-half-to-even',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Description: round(RoiX1 * SpatialScale); the page does not say how halves round: DirectML 1.15.4 observed to even (0.5 -> 0, 6.5 -> 6; unspecified rounding-of-halves) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_region_partly_outside(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Description: If the computed coordinates are out of bounds, then they are clamped to the input boundaries (bins wholly before the input are empty: 0, observed) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-region-partly-outside-2fd436a85b',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 8]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 3, 'Height': 1},
        },
        'inputs': {'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7], 'ROITensor': [0, -3, 0, 2, 0]},
        'expected': {'OutputTensor': [0, 0, 2]},
        'provenance': {
            'name': 'roi_pooling-region-partly-outside',
            'spec_item': 'examples/region-partly-outside',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Description: If the computed coordinates are out of bounds, then they are clamped to the input boundaries (bins wholly before the input are empty: 0, observed) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-known-fields-e288ec50a4',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'roi_pooling-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-tensor-support-data-type-dba3ae5f18',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-tensor-support-dimension-count-d0c6adfb86',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_pooling-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-known-data-type-6322680dd6',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'roi_pooling-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-dimension-count-range-87cb634f05',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'roi_pooling-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-sizes-nonzero-9925393f80',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'roi_pooling-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-strides-count-87d92c78fc',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'Strides': [16, 16, 16, 4, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'roi_pooling-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-output-strides-no-overlap-8bcc42d39a',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'roi_pooling-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-total-size-minimum-be4fc5aa4e',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'TotalTensorSizeInBytes': 63},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'roi_pooling-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-element-count-max-dbe9fcc32e',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [268435456, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'roi_pooling-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-base-offset-alignment-c58365f21e',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'roi_pooling-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-same-data-type-e403b843f4',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'roi_pooling-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_invalid_roi_sizes(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Members: ROITensor ({ 1, 1, NumROIs, 5 }); OutputTensor ({ NumROIs, InputChannelCount, PooledSize.Height, PooledSize.Width }); PooledSize (must match the last 2 dimensions of OutputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-invalid-roi-sizes-8a3f53d852',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['roi-sizes'],
        'provenance': {
            'name': 'roi_pooling-invalid-roi-sizes',
            'spec_item': 'rules/roi-sizes',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Members: ROITensor ({ 1, 1, NumROIs, 5 }); OutputTensor ({ NumROIs, InputChannelCount, PooledSize.Height, PooledSize.Width }); PooledSize (must match the last 2 dimensions of OutputTensor)',
            'generator': 'invalid',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-inputtensor-uint32-dba3ae5f18',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-inputtensor-uint16-29285a2f30',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-inputtensor-uint8-a637107e48',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-inputtensor-int32-e0cb15d1f0',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-inputtensor-int16-9f82a7144c',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-inputtensor-int8-85fd2cb007',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_roitensor_uint32(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-roitensor-uint32-dba3ae5f18',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-roitensor-uint32',
            'spec_item': 'tensor_support/1_0/ROITensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_roitensor_uint16(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-roitensor-uint16-29285a2f30',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-roitensor-uint16',
            'spec_item': 'tensor_support/1_0/ROITensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_roitensor_uint8(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-roitensor-uint8-a637107e48',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-roitensor-uint8',
            'spec_item': 'tensor_support/1_0/ROITensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_roitensor_int32(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-roitensor-int32-e0cb15d1f0',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-roitensor-int32',
            'spec_item': 'tensor_support/1_0/ROITensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_roitensor_int16(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-roitensor-int16-9f82a7144c',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-roitensor-int16',
            'spec_item': 'tensor_support/1_0/ROITensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_roitensor_int8(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-roitensor-int8-85fd2cb007',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-roitensor-int8',
            'spec_item': 'tensor_support/1_0/ROITensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-outputtensor-uint32-dba3ae5f18',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-outputtensor-uint16-29285a2f30',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-outputtensor-uint8-a637107e48',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-outputtensor-int32-e0cb15d1f0',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-outputtensor-int16-9f82a7144c',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-unsupported-1_0-outputtensor-int8-85fd2cb007',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 2, 'Height': 2},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_pooling-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/two-by-two-bins',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-dimensions-1_0-3-c578dde68c',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 1, 'Height': 1},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_pooling-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_pooling-dimensions-1_0-5-6d67e5a847',
        'operator': 'DML_ROI_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'SpatialScale': 1.0,
            'PooledSize': {'Width': 1, 'Height': 1},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_pooling-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
        },
    })


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ROI_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: Tensor support (the only table, under Availability DML_FEATURE_LEVEL_1_0) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ROI_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: unspecified nan-inputs: the page does not say whether a NaN in a bin is the maximum. Observed, never judged"""
    dml.check_property('DML_ROI_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_roi_pooling_operator_desc.md: unspecified nan-inputs: the page does not say whether a NaN in a bin is the maximum. Observed, never judged"""
    dml.check_property('DML_ROI_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
