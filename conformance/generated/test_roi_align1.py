# Emitted by `python -m generators` from spec/operators/roi_align1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ROI_ALIGN1_OPERATOR_DESC (ns-directml-dml_roi_align1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_wider_than_tall_region(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Description: the pseudocode, its Y scale from the Y sizes (erratum y-scale-from-x-sizes); samples at -0.25 clamp to row 0 (observed: DirectML 1.15.4) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-wider-than-tall-region-564296bfa1',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
            'ROITensor': [0, 0, 3, 1],
            'BatchIndicesTensor': [0],
        },
        'expected': {'OutputTensor': [0.3125, 1.75, 1.3125, 2.75]},
        'provenance': {
            'name': 'roi_align1-wider-than-tall-region',
            'spec_item': 'examples/wider-than-tall-region',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Description: the pseudocode, its Y scale from the Y sizes (erratum y-scale-from-x-sizes); samples at -0.25 clamp to row 0 (observed: DirectML 1.15.4) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_region_past_the_input(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Members: OutOfBoundsInputValue; the samples at -2, 4 and -1.33 read it, 3.33 clamps to row 3 (observed: DirectML 1.15.4) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-region-past-the-input-a75ede40cf',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': -7.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
            'ROITensor': [-3, -2, 6, 5],
            'BatchIndicesTensor': [0],
        },
        'expected': {'OutputTensor': [-7, -7, -7, -7, 5, -7, -7, 13, -7]},
        'provenance': {
            'name': 'roi_align1-region-past-the-input',
            'spec_item': 'examples/region-past-the-input',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Members: OutOfBoundsInputValue; the samples at -2, 4 and -1.33 read it, 3.33 clamps to row 3 (observed: DirectML 1.15.4) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_nearest_with_zero_offsets(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Members: InterpolationMode (NEAREST_NEIGHBOR), InputPixelOffset, OutputPixelOffset (0); halves rounded up (observed: DirectML 1.15.4) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-nearest-with-zero-offsets-10c8f29fae',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'InputPixelOffset': 0.0,
            'OutputPixelOffset': 0.0,
            'AlignRegionsToCorners': False,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
            'ROITensor': [0, 0, 2, 2],
            'BatchIndicesTensor': [0],
        },
        'expected': {'OutputTensor': [0, 1, 1, 2, 4, 5, 5, 6, 4, 5, 5, 6, 8, 9, 9, 10]},
        'provenance': {
            'name': 'roi_align1-nearest-with-zero-offsets',
            'spec_item': 'examples/nearest-with-zero-offsets',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Members: InterpolationMode (NEAREST_NEIGHBOR), InputPixelOffset, OutputPixelOffset (0); halves rounded up (observed: DirectML 1.15.4) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-known-fields-0ca1071e3e',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'roi_align1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-introduced-in-0efc1def07',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'roi_align1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-tensor-support-data-type-e9203ecf1a',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-tensor-support-dimension-count-a9a2462575',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align1-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-known-data-type-718cd9c10a',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'roi_align1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-dimension-count-range-7c6cd8a6c1',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'roi_align1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-sizes-nonzero-ad8e885fd1',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'roi_align1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-strides-count-ae5724f442',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'Strides': [16, 16, 16, 4, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'roi_align1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-output-strides-no-overlap-7ce1285ef9',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'roi_align1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-total-size-minimum-309c91850f',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'TotalTensorSizeInBytes': 63},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'roi_align1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-element-count-max-fb8d0bdcb0',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [268435456, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'roi_align1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-base-offset-alignment-94004f1b96',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'roi_align1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-same-data-type-1000e9e44d',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'roi_align1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_reduction_function_value(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Members: ReductionFunction (DML_REDUCE_FUNCTION_AVERAGE or DML_REDUCE_FUNCTION_MAX)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-reduction-function-value-ae622a22d0',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['reduction-function-value'],
        'provenance': {
            'name': 'roi_align1-invalid-reduction-function-value',
            'spec_item': 'rules/reduction-function-value',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Members: ReductionFunction (DML_REDUCE_FUNCTION_AVERAGE or DML_REDUCE_FUNCTION_MAX)',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_interpolation_mode_value(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Members: InterpolationMode"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-interpolation-mode-value-b82785b452',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 2,
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['interpolation-mode-value'],
        'provenance': {
            'name': 'roi_align1-invalid-interpolation-mode-value',
            'spec_item': 'rules/interpolation-mode-value',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Members: InterpolationMode',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_roi_sizes(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Members: ROITensor ({ NumROIs, 4 }, { 1, NumROIs, 4 }, or { 1, 1, NumROIs, 4 }); BatchIndicesTensor ({ NumROIs } to { 1, 1, 1, NumROIs }); OutputTensor ({ NumROIs, ChannelCount, OutputHeight, OutputWidth })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-roi-sizes-057302028f',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['roi-sizes'],
        'provenance': {
            'name': 'roi_align1-invalid-roi-sizes',
            'spec_item': 'rules/roi-sizes',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Members: ROITensor ({ NumROIs, 4 }, { 1, NumROIs, 4 }, or { 1, 1, NumROIs, 4 }); BatchIndicesTensor ({ NumROIs } to { 1, 1, 1, NumROIs }); OutputTensor ({ NumROIs, ChannelCount, OutputHeight, OutputWidth })',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_minimum_samples_at_least_one(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Members: MinimumSamplesPerOutput (observed: DirectML 1.15.4 refuses 0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-minimum-samples-at-least-one-85ded7f959',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 0,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['minimum-samples-at-least-one'],
        'provenance': {
            'name': 'roi_align1-invalid-minimum-samples-at-least-one',
            'spec_item': 'rules/minimum-samples-at-least-one',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Members: MinimumSamplesPerOutput (observed: DirectML 1.15.4 refuses 0)',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_invalid_maximum_samples_at_least_minimum(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Members: MaximumSamplesPerOutput (observed: DirectML 1.15.4 refuses a maximum below the minimum)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-invalid-maximum-samples-at-least-minimum-5d6f6c7016',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['maximum-samples-at-least-minimum'],
        'provenance': {
            'name': 'roi_align1-invalid-maximum-samples-at-least-minimum',
            'spec_item': 'rules/maximum-samples-at-least-minimum',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Members: MaximumSamplesPerOutput (observed: DirectML 1.15.4 refuses a maximum below the minimum)',
            'generator': 'invalid',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-inputtensor-uint32-5b0d9309a8',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-inputtensor-uint32',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-inputtensor-uint16-15cb0de29b',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-inputtensor-uint16',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-inputtensor-uint8-80eb0a0f62',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-inputtensor-uint8',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_inputtensor_int32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-inputtensor-int32-3eda3c7779',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-inputtensor-int32',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_inputtensor_int16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-inputtensor-int16-e359b6e9f6',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-inputtensor-int16',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_inputtensor_int8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-inputtensor-int8-c621590452',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-inputtensor-int8',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_inputtensor_float64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-inputtensor-float64-793110bd10',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-inputtensor-uint64-9765fc0d7d',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-inputtensor-uint64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_inputtensor_int64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-inputtensor-int64-79589c3d85',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-inputtensor-int64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_roitensor_uint32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-roitensor-uint32-5b0d9309a8',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-roitensor-uint32',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_roitensor_uint16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-roitensor-uint16-15cb0de29b',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-roitensor-uint16',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_roitensor_uint8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-roitensor-uint8-80eb0a0f62',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-roitensor-uint8',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_roitensor_int32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-roitensor-int32-3eda3c7779',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-roitensor-int32',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_roitensor_int16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-roitensor-int16-e359b6e9f6',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-roitensor-int16',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_roitensor_int8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-roitensor-int8-c621590452',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-roitensor-int8',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_roitensor_float64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-roitensor-float64-793110bd10',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-roitensor-float64',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_roitensor_uint64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-roitensor-uint64-9765fc0d7d',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-roitensor-uint64',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_roitensor_int64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-roitensor-int64-79589c3d85',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-roitensor-int64',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_batchindicestensor_float32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-batchindicestensor-float32-831bade870',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-batchindicestensor-float32',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_batchindicestensor_float16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-batchindicestensor-float16-6ee837e44a',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-batchindicestensor-float16',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_batchindicestensor_uint16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-batchindicestensor-uint16-b9b8f93481',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-batchindicestensor-uint16',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_batchindicestensor_uint8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-batchindicestensor-uint8-8153332119',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-batchindicestensor-uint8',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_batchindicestensor_int32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-batchindicestensor-int32-0b005c49a8',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-batchindicestensor-int32',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_batchindicestensor_int16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-batchindicestensor-int16-0e0556ab3f',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-batchindicestensor-int16',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_batchindicestensor_int8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-batchindicestensor-int8-8a54d4b04f',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-batchindicestensor-int8',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_batchindicestensor_float64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-batchindicestensor-float64-3af47666db',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-batchindicestensor-float64',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_batchindicestensor_int64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-batchindicestensor-int64-76899241f2',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-batchindicestensor-int64',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_outputtensor_uint32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-outputtensor-uint32-5b0d9309a8',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-outputtensor-uint32',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_outputtensor_uint16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-outputtensor-uint16-15cb0de29b',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-outputtensor-uint16',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_outputtensor_uint8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-outputtensor-uint8-80eb0a0f62',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-outputtensor-uint8',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_outputtensor_int32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-outputtensor-int32-3eda3c7779',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-outputtensor-int32',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_outputtensor_int16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-outputtensor-int16-e359b6e9f6',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-outputtensor-int16',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_outputtensor_int8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-outputtensor-int8-c621590452',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-outputtensor-int8',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_outputtensor_float64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-outputtensor-float64-793110bd10',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_outputtensor_uint64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-outputtensor-uint64-9765fc0d7d',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-outputtensor-uint64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_5_0_outputtensor_int64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-5_0-outputtensor-int64-79589c3d85',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-5_0-outputtensor-int64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_inputtensor_uint32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-inputtensor-uint32-e9203ecf1a',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-inputtensor-uint32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_inputtensor_uint16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-inputtensor-uint16-a8950e2bd9',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-inputtensor-uint16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_inputtensor_uint8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-inputtensor-uint8-8f11ceabc9',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-inputtensor-uint8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_inputtensor_int32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-inputtensor-int32-25e18f2e01',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-inputtensor-int32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_inputtensor_int16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-inputtensor-int16-4b0d402f1c',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-inputtensor-int16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_inputtensor_int8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-inputtensor-int8-76d5941c3e',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-inputtensor-int8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_inputtensor_float64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-inputtensor-float64-f651af0914',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-inputtensor-float64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_inputtensor_uint64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-inputtensor-uint64-9fc00b9f10',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-inputtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_inputtensor_int64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-inputtensor-int64-a46840874a',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-inputtensor-int64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_roitensor_uint32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-roitensor-uint32-e9203ecf1a',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-roitensor-uint32',
            'spec_item': 'tensor_support/4_0/ROITensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_roitensor_uint16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-roitensor-uint16-a8950e2bd9',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-roitensor-uint16',
            'spec_item': 'tensor_support/4_0/ROITensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_roitensor_uint8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-roitensor-uint8-8f11ceabc9',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-roitensor-uint8',
            'spec_item': 'tensor_support/4_0/ROITensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_roitensor_int32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-roitensor-int32-25e18f2e01',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-roitensor-int32',
            'spec_item': 'tensor_support/4_0/ROITensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_roitensor_int16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-roitensor-int16-4b0d402f1c',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-roitensor-int16',
            'spec_item': 'tensor_support/4_0/ROITensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_roitensor_int8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-roitensor-int8-76d5941c3e',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-roitensor-int8',
            'spec_item': 'tensor_support/4_0/ROITensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_roitensor_float64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-roitensor-float64-f651af0914',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-roitensor-float64',
            'spec_item': 'tensor_support/4_0/ROITensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_roitensor_uint64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-roitensor-uint64-9fc00b9f10',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-roitensor-uint64',
            'spec_item': 'tensor_support/4_0/ROITensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_roitensor_int64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-roitensor-int64-a46840874a',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-roitensor-int64',
            'spec_item': 'tensor_support/4_0/ROITensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_batchindicestensor_float32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-batchindicestensor-float32-1eeabb13e0',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-batchindicestensor-float32',
            'spec_item': 'tensor_support/4_0/BatchIndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_batchindicestensor_float16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-batchindicestensor-float16-d1d36fd067',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-batchindicestensor-float16',
            'spec_item': 'tensor_support/4_0/BatchIndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_batchindicestensor_uint16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-batchindicestensor-uint16-fa7e4a4fd0',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-batchindicestensor-uint16',
            'spec_item': 'tensor_support/4_0/BatchIndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_batchindicestensor_uint8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-batchindicestensor-uint8-afef0bdfb2',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-batchindicestensor-uint8',
            'spec_item': 'tensor_support/4_0/BatchIndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_batchindicestensor_int32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-batchindicestensor-int32-588ff52187',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-batchindicestensor-int32',
            'spec_item': 'tensor_support/4_0/BatchIndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_batchindicestensor_int16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-batchindicestensor-int16-f0e790695b',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-batchindicestensor-int16',
            'spec_item': 'tensor_support/4_0/BatchIndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_batchindicestensor_int8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-batchindicestensor-int8-0af23bee3a',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-batchindicestensor-int8',
            'spec_item': 'tensor_support/4_0/BatchIndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_batchindicestensor_float64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-batchindicestensor-float64-8bed153cec',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-batchindicestensor-float64',
            'spec_item': 'tensor_support/4_0/BatchIndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_batchindicestensor_uint64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-batchindicestensor-uint64-05bdab78bc',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-batchindicestensor-uint64',
            'spec_item': 'tensor_support/4_0/BatchIndicesTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_batchindicestensor_int64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-batchindicestensor-int64-2669ef920b',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-batchindicestensor-int64',
            'spec_item': 'tensor_support/4_0/BatchIndicesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-outputtensor-uint32-e9203ecf1a',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-outputtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-outputtensor-uint16-a8950e2bd9',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-outputtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_outputtensor_uint8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-outputtensor-uint8-8f11ceabc9',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-outputtensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_outputtensor_int32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-outputtensor-int32-25e18f2e01',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-outputtensor-int32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_outputtensor_int16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-outputtensor-int16-4b0d402f1c',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-outputtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_outputtensor_int8(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-outputtensor-int8-76d5941c3e',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-outputtensor-int8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-outputtensor-float64-f651af0914',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-outputtensor-uint64-9fc00b9f10',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-unsupported-4_0-outputtensor-int64-a46840874a',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align1-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/wider-than-tall-region',
        },
    })


def test_dimension_count_3_5_0(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-dimensions-5_0-3-6f0e034843',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align1-dimensions-5_0-3',
            'spec_item': 'tensor_support/5_0/dimensions/3',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_5_0(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-dimensions-5_0-5-2411688a1e',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align1-dimensions-5_0-5',
            'spec_item': 'tensor_support/5_0/dimensions/5',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_4_0(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-dimensions-4_0-3-6be1ecdc29',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align1-dimensions-4_0-3',
            'spec_item': 'tensor_support/4_0/dimensions/3',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_4_0(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align1-dimensions-4_0-5-1a0ed90135',
        'operator': 'DML_ROI_ALIGN1_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align1-dimensions-4_0-5',
            'spec_item': 'tensor_support/4_0/dimensions/5',
            'cite': 'ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_batchindicestensor_uint64(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (BatchIndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN1_OPERATOR_DESC', row='5_0', pins={'BatchIndicesTensor': 'UINT64'})


def test_property_5_0_batchindicestensor_uint32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (BatchIndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN1_OPERATOR_DESC', row='5_0', pins={'BatchIndicesTensor': 'UINT32'})


def test_property_4_0_inputtensor_float32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN1_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT32'})


def test_property_4_0_inputtensor_float16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN1_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT16'})


def test_property_4_0_batchindicestensor_uint32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (BatchIndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN1_OPERATOR_DESC', row='4_0', pins={'BatchIndicesTensor': 'UINT32'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN input element gives; a bilinear sample that gives it weight 0 may skip it. Observed, never judged"""
    dml.check_property('DML_ROI_ALIGN1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN input element gives; a bilinear sample that gives it weight 0 may skip it. Observed, never judged"""
    dml.check_property('DML_ROI_ALIGN1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
