# Emitted by `python -m generators` from spec/operators/roi_align.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ROI_ALIGN_OPERATOR_DESC (ns-directml-dml_roi_align_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_adaptive_samples(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Members: MinimumSamplesPerOutput, MaximumSamplesPerOutput (1 and UINT_MAX: ceil(ScaledCropSize / OutputSize) samples, 2 by 3 here) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-adaptive-samples-746769e748',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
            'ROITensor': [0.25, 0, 2.75, 3.25],
            'BatchIndicesTensor': [0],
        },
        'expected': {'OutputTensor': [2.4375, 8.75]},
        'provenance': {
            'name': 'roi_align-adaptive-samples',
            'spec_item': 'examples/adaptive-samples',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Members: MinimumSamplesPerOutput, MaximumSamplesPerOutput (1 and UINT_MAX: ceil(ScaledCropSize / OutputSize) samples, 2 by 3 here) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_maximum_of_two_by_two_samples(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Members: ReductionFunction (MAX over the samples) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-maximum-of-two-by-two-samples-d347631a2f',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 2,
            'MaximumSamplesPerOutput': 2,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
            'ROITensor': [0.25, 0.25, 3, 2.75],
            'BatchIndicesTensor': [0],
        },
        'expected': {'OutputTensor': [3.53125, 4.90625, 8.53125, 9.90625]},
        'provenance': {
            'name': 'roi_align-maximum-of-two-by-two-samples',
            'spec_item': 'examples/maximum-of-two-by-two-samples',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Members: ReductionFunction (MAX over the samples) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_empty_region_samples_its_point(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Members: MinimumSamplesPerOutput (at least 1 sample: an empty region [2, 2, 2, 2] reads its point, (2 + 0.5 * 0) - 0.5 = 1.5 on both axes: 4 * 1.5 + 1.5 = 7.5; observed on DirectML 1.15.4) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-empty-region-samples-its-point-b8458f8224',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
            'ROITensor': [2, 2, 2, 2],
            'BatchIndicesTensor': [0],
        },
        'expected': {'OutputTensor': [7.5]},
        'provenance': {
            'name': 'roi_align-empty-region-samples-its-point',
            'spec_item': 'examples/empty-region-samples-its-point',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Members: MinimumSamplesPerOutput (at least 1 sample: an empty region [2, 2, 2, 2] reads its point, (2 + 0.5 * 0) - 0.5 = 1.5 on both axes: 4 * 1.5 + 1.5 = 7.5; observed on DirectML 1.15.4) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-known-fields-ecbe72dc79',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
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
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'roi_align-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-introduced-in-ef79061a6f',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'roi_align-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-tensor-support-data-type-7cf5511560',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-tensor-support-dimension-count-c11dc51670',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-known-data-type-d01145b826',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'roi_align-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-dimension-count-range-2d631d493d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'roi_align-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-sizes-nonzero-fcc151198f',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'roi_align-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-strides-count-7ba4d3905b',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'Strides': [16, 16, 16, 4, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'roi_align-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-output-strides-no-overlap-50dd59997f',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1], 'Strides': [2, 2, 0, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'roi_align-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-total-size-minimum-79ee7e8fad',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'TotalTensorSizeInBytes': 63},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'roi_align-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-element-count-max-fd74af596e',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [268435456, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'roi_align-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-base-offset-alignment-6c6872b706',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'roi_align-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-same-data-type-5c58ad94aa',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'roi_align-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_reduction_function_value(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Members: ReductionFunction (DML_REDUCE_FUNCTION_AVERAGE or DML_REDUCE_FUNCTION_MAX)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-reduction-function-value-26e8ee8ac7',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['reduction-function-value'],
        'provenance': {
            'name': 'roi_align-invalid-reduction-function-value',
            'spec_item': 'rules/reduction-function-value',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Members: ReductionFunction (DML_REDUCE_FUNCTION_AVERAGE or DML_REDUCE_FUNCTION_MAX)',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_interpolation_mode_value(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Members: InterpolationMode"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-interpolation-mode-value-89b6c4b788',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 2,
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['interpolation-mode-value'],
        'provenance': {
            'name': 'roi_align-invalid-interpolation-mode-value',
            'spec_item': 'rules/interpolation-mode-value',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Members: InterpolationMode',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_roi_sizes(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Members: ROITensor ({ NumROIs, 4 }, { 1, NumROIs, 4 }, or { 1, 1, NumROIs, 4 }); BatchIndicesTensor ({ NumROIs } to { 1, 1, 1, NumROIs }); OutputTensor ({ NumROIs, ChannelCount, OutputHeight, OutputWidth })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-roi-sizes-c73a31cc5a',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['roi-sizes'],
        'provenance': {
            'name': 'roi_align-invalid-roi-sizes',
            'spec_item': 'rules/roi-sizes',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Members: ROITensor ({ NumROIs, 4 }, { 1, NumROIs, 4 }, or { 1, 1, NumROIs, 4 }); BatchIndicesTensor ({ NumROIs } to { 1, 1, 1, NumROIs }); OutputTensor ({ NumROIs, ChannelCount, OutputHeight, OutputWidth })',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_minimum_samples_at_least_one(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Members: MinimumSamplesPerOutput (observed: DirectML 1.15.4 refuses 0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-minimum-samples-at-least-one-10b42fd11e',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 0,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['minimum-samples-at-least-one'],
        'provenance': {
            'name': 'roi_align-invalid-minimum-samples-at-least-one',
            'spec_item': 'rules/minimum-samples-at-least-one',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Members: MinimumSamplesPerOutput (observed: DirectML 1.15.4 refuses 0)',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_invalid_maximum_samples_at_least_minimum(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Members: MaximumSamplesPerOutput (observed: DirectML 1.15.4 refuses a maximum below the minimum)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-invalid-maximum-samples-at-least-minimum-db8cab5a7e',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 0,
        },
        'expect': 'invalid',
        'violates': ['maximum-samples-at-least-minimum'],
        'provenance': {
            'name': 'roi_align-invalid-maximum-samples-at-least-minimum',
            'spec_item': 'rules/maximum-samples-at-least-minimum',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Members: MaximumSamplesPerOutput (observed: DirectML 1.15.4 refuses a maximum below the minimum)',
            'generator': 'invalid',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-inputtensor-uint32-30b6d5d179',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-inputtensor-uint32',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-inputtensor-uint16-b868ddcc47',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-inputtensor-uint16',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-inputtensor-uint8-8a303436f4',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-inputtensor-uint8',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_inputtensor_int32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-inputtensor-int32-54a0003566',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-inputtensor-int32',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_inputtensor_int16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-inputtensor-int16-be7bc7b38e',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-inputtensor-int16',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_inputtensor_int8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-inputtensor-int8-b389dbb34a',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-inputtensor-int8',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_inputtensor_float64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-inputtensor-float64-ca014b718d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-inputtensor-uint64-5ff3d608ba',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-inputtensor-uint64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_inputtensor_int64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-inputtensor-int64-d67fd872a3',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-inputtensor-int64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_roitensor_uint32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-roitensor-uint32-30b6d5d179',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-roitensor-uint32',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_roitensor_uint16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-roitensor-uint16-b868ddcc47',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-roitensor-uint16',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_roitensor_uint8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-roitensor-uint8-8a303436f4',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-roitensor-uint8',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_roitensor_int32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-roitensor-int32-54a0003566',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-roitensor-int32',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_roitensor_int16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-roitensor-int16-be7bc7b38e',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-roitensor-int16',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_roitensor_int8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-roitensor-int8-b389dbb34a',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-roitensor-int8',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_roitensor_float64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-roitensor-float64-ca014b718d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-roitensor-float64',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_roitensor_uint64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-roitensor-uint64-5ff3d608ba',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-roitensor-uint64',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_roitensor_int64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-roitensor-int64-d67fd872a3',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-roitensor-int64',
            'spec_item': 'tensor_support/5_0/ROITensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_batchindicestensor_float32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-batchindicestensor-float32-bbb2002f4b',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-batchindicestensor-float32',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_batchindicestensor_float16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-batchindicestensor-float16-a2535667d5',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-batchindicestensor-float16',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_batchindicestensor_uint16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-batchindicestensor-uint16-80d5302087',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-batchindicestensor-uint16',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_batchindicestensor_uint8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-batchindicestensor-uint8-6e986fe372',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-batchindicestensor-uint8',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_batchindicestensor_int32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-batchindicestensor-int32-c61b24662a',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-batchindicestensor-int32',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_batchindicestensor_int16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-batchindicestensor-int16-a580c795b0',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-batchindicestensor-int16',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_batchindicestensor_int8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-batchindicestensor-int8-861af90b2a',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-batchindicestensor-int8',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_batchindicestensor_float64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-batchindicestensor-float64-0aeee2cb53',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-batchindicestensor-float64',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_batchindicestensor_int64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-batchindicestensor-int64-ebafe7aeaa',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-batchindicestensor-int64',
            'spec_item': 'tensor_support/5_0/BatchIndicesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_outputtensor_uint32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-outputtensor-uint32-30b6d5d179',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-outputtensor-uint32',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_outputtensor_uint16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-outputtensor-uint16-b868ddcc47',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-outputtensor-uint16',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_outputtensor_uint8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-outputtensor-uint8-8a303436f4',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-outputtensor-uint8',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_outputtensor_int32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-outputtensor-int32-54a0003566',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-outputtensor-int32',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_outputtensor_int16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-outputtensor-int16-be7bc7b38e',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-outputtensor-int16',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_outputtensor_int8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-outputtensor-int8-b389dbb34a',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-outputtensor-int8',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_outputtensor_float64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-outputtensor-float64-ca014b718d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_outputtensor_uint64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-outputtensor-uint64-5ff3d608ba',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-outputtensor-uint64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_5_0_outputtensor_int64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-5_0-outputtensor-int64-d67fd872a3',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-5_0-outputtensor-int64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-inputtensor-uint32-7cf5511560',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-inputtensor-uint16-e65a3a3c56',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-inputtensor-uint8-89c015405d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-inputtensor-int32-9109205289',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-inputtensor-int16-3e32ffa957',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-inputtensor-int8-f266f3090d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-inputtensor-float64-164847f60d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-inputtensor-uint64-7eb5f709c4',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-inputtensor-int64-12ccff2106',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_roitensor_uint32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-roitensor-uint32-7cf5511560',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-roitensor-uint32',
            'spec_item': 'tensor_support/3_0/ROITensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_roitensor_uint16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-roitensor-uint16-e65a3a3c56',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-roitensor-uint16',
            'spec_item': 'tensor_support/3_0/ROITensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_roitensor_uint8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-roitensor-uint8-89c015405d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-roitensor-uint8',
            'spec_item': 'tensor_support/3_0/ROITensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_roitensor_int32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-roitensor-int32-9109205289',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-roitensor-int32',
            'spec_item': 'tensor_support/3_0/ROITensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_roitensor_int16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-roitensor-int16-3e32ffa957',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-roitensor-int16',
            'spec_item': 'tensor_support/3_0/ROITensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_roitensor_int8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-roitensor-int8-f266f3090d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-roitensor-int8',
            'spec_item': 'tensor_support/3_0/ROITensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_roitensor_float64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-roitensor-float64-164847f60d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-roitensor-float64',
            'spec_item': 'tensor_support/3_0/ROITensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_roitensor_uint64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-roitensor-uint64-7eb5f709c4',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-roitensor-uint64',
            'spec_item': 'tensor_support/3_0/ROITensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_roitensor_int64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-roitensor-int64-12ccff2106',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-roitensor-int64',
            'spec_item': 'tensor_support/3_0/ROITensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_batchindicestensor_float32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-batchindicestensor-float32-6ba15628e7',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-batchindicestensor-float32',
            'spec_item': 'tensor_support/3_0/BatchIndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_batchindicestensor_float16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-batchindicestensor-float16-bb0a9edd46',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-batchindicestensor-float16',
            'spec_item': 'tensor_support/3_0/BatchIndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_batchindicestensor_uint16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-batchindicestensor-uint16-91a4416805',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-batchindicestensor-uint16',
            'spec_item': 'tensor_support/3_0/BatchIndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_batchindicestensor_uint8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-batchindicestensor-uint8-a572106c35',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-batchindicestensor-uint8',
            'spec_item': 'tensor_support/3_0/BatchIndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_batchindicestensor_int32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-batchindicestensor-int32-67678aa2f2',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-batchindicestensor-int32',
            'spec_item': 'tensor_support/3_0/BatchIndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_batchindicestensor_int16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-batchindicestensor-int16-55f68ca2a1',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT16', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-batchindicestensor-int16',
            'spec_item': 'tensor_support/3_0/BatchIndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_batchindicestensor_int8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-batchindicestensor-int8-6088bf5431',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT8', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-batchindicestensor-int8',
            'spec_item': 'tensor_support/3_0/BatchIndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_batchindicestensor_float64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-batchindicestensor-float64-0295f29693',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-batchindicestensor-float64',
            'spec_item': 'tensor_support/3_0/BatchIndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_batchindicestensor_uint64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-batchindicestensor-uint64-86dd19364b',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-batchindicestensor-uint64',
            'spec_item': 'tensor_support/3_0/BatchIndicesTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_batchindicestensor_int64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-batchindicestensor-int64-203037c05e',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-batchindicestensor-int64',
            'spec_item': 'tensor_support/3_0/BatchIndicesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-outputtensor-uint32-7cf5511560',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-outputtensor-uint16-e65a3a3c56',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-outputtensor-uint8-89c015405d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-outputtensor-int32-9109205289',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-outputtensor-int16-3e32ffa957',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-outputtensor-int8-f266f3090d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-outputtensor-float64-164847f60d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-outputtensor-uint64-7eb5f709c4',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-unsupported-3_0-outputtensor-int64-12ccff2106',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/adaptive-samples',
        },
    })


def test_dimension_count_3_5_0(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-dimensions-5_0-3-45a9d59d3d',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
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
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align-dimensions-5_0-3',
            'spec_item': 'tensor_support/5_0/dimensions/3',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_5_0(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-dimensions-5_0-5-487ccc00a7',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
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
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align-dimensions-5_0-5',
            'spec_item': 'tensor_support/5_0/dimensions/5',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-dimensions-3_0-3-24ce38d458',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_3_0(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align-dimensions-3_0-5-26d3e71e42',
        'operator': 'DML_ROI_ALIGN_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'OutOfBoundsInputValue': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align-dimensions-3_0-5',
            'spec_item': 'tensor_support/3_0/dimensions/5',
            'cite': 'ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_batchindicestensor_uint64(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (BatchIndicesTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN_OPERATOR_DESC', row='5_0', pins={'BatchIndicesTensor': 'UINT64'})


def test_property_5_0_batchindicestensor_uint32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (BatchIndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN_OPERATOR_DESC', row='5_0', pins={'BatchIndicesTensor': 'UINT32'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_batchindicestensor_uint32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (BatchIndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN_OPERATOR_DESC', row='3_0', pins={'BatchIndicesTensor': 'UINT32'})


def test_equivalence_roi_align1_at_its_implied_offsets(dml):
    """ns-directml-dml_roi_align1_operator_desc.md: Members: InputPixelOffset (0.5), OutputPixelOffset (-0.5), AlignRegionsToCorners (FALSE): 'the same behavior as DML_ROI_ALIGN_OPERATOR_DESC': equals DML_ROI_ALIGN1_OPERATOR_DESC"""
    dml.check_equivalence('DML_ROI_ALIGN_OPERATOR_DESC', 'roi-align1-at-its-implied-offsets')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_roi_align_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN input element gives; a bilinear sample that gives it weight 0 may skip it. Observed, never judged"""
    dml.check_property('DML_ROI_ALIGN_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_roi_align_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN input element gives; a bilinear sample that gives it weight 0 may skip it. Observed, never judged"""
    dml.check_property('DML_ROI_ALIGN_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
