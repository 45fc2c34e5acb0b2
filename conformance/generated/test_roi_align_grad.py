# Emitted by `python -m generators` from spec/operators/roi_align_grad.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ROI_ALIGN_GRAD_OPERATOR_DESC (ns-directml-dml_roi_align_grad_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_page_nearest_four_crops(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Description: the drawn example, transcribed by hand (its ROITensor, BatchIndicesTensor and the forward's InputTensor stand in drawings apart from the gradient's arrays, which check-docs' page reader does not join into one example) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-page-nearest-four-crops-302a0630bc',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'inputs': {
            'InputGradientTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
            'ROITensor': [0, 0, 2, 2, 2, 0, 4, 2, 0, 2, 2, 4, 2, 2, 4, 4],
            'BatchIndicesTensor': [0, 0, 0, 0],
        },
        'expected': {'OutputGradientTensor': [3, 3, 9, 6, 0, 0, 0, 0, 15, 9, 21, 12, 0, 0, 0, 0]},
        'provenance': {
            'name': 'roi_align_grad-page-nearest-four-crops',
            'spec_item': 'examples/page-nearest-four-crops',
            'cite': "ns-directml-dml_roi_align_grad_operator_desc.md: Description: the drawn example, transcribed by hand (its ROITensor, BatchIndicesTensor and the forward's InputTensor stand in drawings apart from the gradient's arrays, which check-docs' page reader does not join into one example) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_linear_half_pixel_weights(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Description (the gradient of ROI_ALIGN1: each incoming element times the weights the forward gave it); roi_align1.yaml's coordinates (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-linear-half-pixel-weights-dad4f0eb64',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'inputs': {'InputGradientTensor': [4, 8], 'ROITensor': [0, 0, 3, 1], 'BatchIndicesTensor': [0]},
        'expected': {'OutputGradientTensor': [3, 3, 6, 0]},
        'provenance': {
            'name': 'roi_align_grad-linear-half-pixel-weights',
            'spec_item': 'examples/linear-half-pixel-weights',
            'cite': "ns-directml-dml_roi_align_grad_operator_desc.md: Description (the gradient of ROI_ALIGN1: each incoming element times the weights the forward gave it); roi_align1.yaml's coordinates (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_max_reads_the_input(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Members: InputTensor (must be supplied ... when ReductionFunction == DML_REDUCE_FUNCTION_MAX); ReductionFunction (See DML_ROI_ALIGN1_OPERATOR_DESC: MAX) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-max-reads-the-input-c4ee4d852e',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 3,
            'AlignRegionsToCorners': False,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 5],
            'InputGradientTensor': [3],
            'ROITensor': [0, 0, 3, 1],
            'BatchIndicesTensor': [0],
        },
        'expected': {'OutputGradientTensor': [0, 0, 3, 0]},
        'provenance': {
            'name': 'roi_align_grad-max-reads-the-input',
            'spec_item': 'examples/max-reads-the-input',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Members: InputTensor (must be supplied ... when ReductionFunction == DML_REDUCE_FUNCTION_MAX); ReductionFunction (See DML_ROI_ALIGN1_OPERATOR_DESC: MAX) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_roi_gradient_alone(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Members: InputTensor (must be supplied when OutputROIGradientTensor is supplied); OutputROIGradientTensor (the same sizes as ROITensor); Description (OutputGradientTensor ... can be omitted) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-roi-gradient-alone-61599b7326',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputROIGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 5],
            'InputGradientTensor': [4, 8],
            'ROITensor': [0, 0, 3, 1],
            'BatchIndicesTensor': [0],
        },
        'expected': {'OutputROIGradientTensor': [5, 0, 7, 0]},
        'provenance': {
            'name': 'roi_align_grad-roi-gradient-alone',
            'spec_item': 'examples/roi-gradient-alone',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Members: InputTensor (must be supplied when OutputROIGradientTensor is supplied); OutputROIGradientTensor (the same sizes as ROITensor); Description (OutputGradientTensor ... can be omitted) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-known-fields-aa818a4dd7',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'roi_align_grad-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-introduced-in-b20773ad53',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'roi_align_grad-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-tensor-support-data-type-d27ec63a1d',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-tensor-support-dimension-count-6b679cd178',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 2]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align_grad-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/linear-half-pixel-weights',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-known-data-type-846ca27376',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UNKNOWN', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'roi_align_grad-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-dimension-count-range-8c032d3bf6',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'roi_align_grad-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-sizes-nonzero-6b422ff893',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'roi_align_grad-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-strides-count-1d624a9f16',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3], 'Strides': [12, 3, 3, 3, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'roi_align_grad-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-output-strides-no-overlap-2ebe4e1822',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'Strides': [16, 16, 0, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'roi_align_grad-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-total-size-minimum-655bf54e64',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3], 'TotalTensorSizeInBytes': 47},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'roi_align_grad-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-element-count-max-bc3b991751',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1431655766, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'roi_align_grad-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-base-offset-alignment-2a70678d4e',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'roi_align_grad-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-same-data-type-b4a32db367',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT16', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'roi_align_grad-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_reduction_function_value(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Members: ReductionFunction (See DML_ROI_ALIGN1_OPERATOR_DESC::ReductionFunction: AVERAGE or MAX)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-reduction-function-value-25836f7f66',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['reduction-function-value'],
        'provenance': {
            'name': 'roi_align_grad-invalid-reduction-function-value',
            'spec_item': 'rules/reduction-function-value',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Members: ReductionFunction (See DML_ROI_ALIGN1_OPERATOR_DESC::ReductionFunction: AVERAGE or MAX)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_interpolation_mode_value(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Members: InterpolationMode"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-interpolation-mode-value-caab93835b',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 2,
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['interpolation-mode-value'],
        'provenance': {
            'name': 'roi_align_grad-invalid-interpolation-mode-value',
            'spec_item': 'rules/interpolation-mode-value',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Members: InterpolationMode',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_roi_sizes(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Description (InputGradientTensor has the sizes of the output of an equivalent DML_OPERATOR_ROI_ALIGN1, OutputGradientTensor those of its input); Members: ROITensor ({ NumROIs, 4 }, { 1, NumROIs, 4 }, or { 1, 1, NumROIs, 4 }); BatchIndicesTensor ({ NumROIs } to { 1, 1, 1, NumROIs })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-roi-sizes-44cd0348aa',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['roi-sizes'],
        'provenance': {
            'name': 'roi_align_grad-invalid-roi-sizes',
            'spec_item': 'rules/roi-sizes',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Description (InputGradientTensor has the sizes of the output of an equivalent DML_OPERATOR_ROI_ALIGN1, OutputGradientTensor those of its input); Members: ROITensor ({ NumROIs, 4 }, { 1, NumROIs, 4 }, or { 1, 1, NumROIs, 4 }); BatchIndicesTensor ({ NumROIs } to { 1, 1, 1, NumROIs })',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_input_sizes(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Members: InputTensor ({ BatchCount, ChannelCount, InputHeight, InputWidth }, the forward's input); OutputGradientTensor (the same sizes as the input of the corresponding DML_OPERATOR_ROI_ALIGN1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-input-sizes-04901e2b6f',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 3,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['input-sizes'],
        'provenance': {
            'name': 'roi_align_grad-invalid-input-sizes',
            'spec_item': 'rules/input-sizes',
            'cite': "ns-directml-dml_roi_align_grad_operator_desc.md: Members: InputTensor ({ BatchCount, ChannelCount, InputHeight, InputWidth }, the forward's input); OutputGradientTensor (the same sizes as the input of the corresponding DML_OPERATOR_ROI_ALIGN1)",
            'generator': 'invalid',
            'base': 'examples/max-reads-the-input',
        },
    })


def test_invalid_roi_gradient_sizes(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Members: OutputROIGradientTensor (This tensor needs to have the same sizes as ROITensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-roi-gradient-sizes-b0826ea806',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputROIGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 5]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['roi-gradient-sizes'],
        'provenance': {
            'name': 'roi_align_grad-invalid-roi-gradient-sizes',
            'spec_item': 'rules/roi-gradient-sizes',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Members: OutputROIGradientTensor (This tensor needs to have the same sizes as ROITensor)',
            'generator': 'invalid',
            'base': 'examples/roi-gradient-alone',
        },
    })


def test_invalid_an_output(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Description (OutputGradientTensor or OutputROIGradientTensor can be omitted if only one is needed; but at least one must be supplied)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-an-output-e49df6ca89',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['an-output'],
        'provenance': {
            'name': 'roi_align_grad-invalid-an-output',
            'spec_item': 'rules/an-output',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Description (OutputGradientTensor or OutputROIGradientTensor can be omitted if only one is needed; but at least one must be supplied)',
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_input_for_max(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Members: InputTensor (This tensor must be supplied ... when ReductionFunction == DML_REDUCE_FUNCTION_MAX)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-input-for-max-a8cfcac65f',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 3,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['input-for-max'],
        'provenance': {
            'name': 'roi_align_grad-invalid-input-for-max',
            'spec_item': 'rules/input-for-max',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Members: InputTensor (This tensor must be supplied ... when ReductionFunction == DML_REDUCE_FUNCTION_MAX)',
            'generator': 'invalid',
            'base': 'examples/max-reads-the-input',
        },
    })


def test_invalid_input_for_roi_gradient(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Members: InputTensor (This tensor must be supplied when OutputROIGradientTensor is supplied)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-input-for-roi-gradient-5b119d876e',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputROIGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['input-for-roi-gradient'],
        'provenance': {
            'name': 'roi_align_grad-invalid-input-for-roi-gradient',
            'spec_item': 'rules/input-for-roi-gradient',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Members: InputTensor (This tensor must be supplied when OutputROIGradientTensor is supplied)',
            'generator': 'invalid',
            'base': 'examples/roi-gradient-alone',
        },
    })


def test_invalid_minimum_samples_at_least_one(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Members: MinimumSamplesPerOutput (See DML_ROI_ALIGN1_OPERATOR_DESC: roi_align1.yaml's, observed there)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-minimum-samples-at-least-one-ab44b71953',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 0,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['minimum-samples-at-least-one'],
        'provenance': {
            'name': 'roi_align_grad-invalid-minimum-samples-at-least-one',
            'spec_item': 'rules/minimum-samples-at-least-one',
            'cite': "ns-directml-dml_roi_align_grad_operator_desc.md: Members: MinimumSamplesPerOutput (See DML_ROI_ALIGN1_OPERATOR_DESC: roi_align1.yaml's, observed there)",
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_invalid_maximum_samples_at_least_minimum(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Members: MaximumSamplesPerOutput (See DML_ROI_ALIGN1_OPERATOR_DESC: roi_align1.yaml's, observed there)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-invalid-maximum-samples-at-least-minimum-5587d05277',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 0,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['maximum-samples-at-least-minimum'],
        'provenance': {
            'name': 'roi_align_grad-invalid-maximum-samples-at-least-minimum',
            'spec_item': 'rules/maximum-samples-at-least-minimum',
            'cite': "ns-directml-dml_roi_align_grad_operator_desc.md: Members: MaximumSamplesPerOutput (See DML_ROI_ALIGN1_OPERATOR_DESC: roi_align1.yaml's, observed there)",
            'generator': 'invalid',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_inputtensor_uint32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputtensor-uint32-bd645ffe16',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 3,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputtensor-uint32',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/max-reads-the-input',
        },
    })


def test_unsupported_4_1_inputtensor_uint16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputtensor-uint16-1fe3dd09f7',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 3,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputtensor-uint16',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/max-reads-the-input',
        },
    })


def test_unsupported_4_1_inputtensor_uint8(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputtensor-uint8-fbf7382070',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 3,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputtensor-uint8',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/max-reads-the-input',
        },
    })


def test_unsupported_4_1_inputtensor_int32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputtensor-int32-b7fbd0fd8f',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 3,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputtensor-int32',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/max-reads-the-input',
        },
    })


def test_unsupported_4_1_inputtensor_int16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputtensor-int16-82bd1fe537',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 3,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputtensor-int16',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/max-reads-the-input',
        },
    })


def test_unsupported_4_1_inputtensor_int8(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputtensor-int8-b257045184',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 3,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputtensor-int8',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/max-reads-the-input',
        },
    })


def test_unsupported_4_1_inputtensor_float64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputtensor-float64-3a2cd3638d',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 3,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputtensor-float64',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/max-reads-the-input',
        },
    })


def test_unsupported_4_1_inputtensor_uint64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputtensor-uint64-f5db5efdea',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 3,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputtensor-uint64',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/max-reads-the-input',
        },
    })


def test_unsupported_4_1_inputtensor_int64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputtensor-int64-03dc3ec3c6',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_MAX',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 3,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputtensor-int64',
            'spec_item': 'tensor_support/4_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/max-reads-the-input',
        },
    })


def test_unsupported_4_1_inputgradienttensor_uint32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputgradienttensor-uint32-d27ec63a1d',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputgradienttensor-uint32',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_inputgradienttensor_uint16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputgradienttensor-uint16-fe4779850d',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputgradienttensor-uint16',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_inputgradienttensor_uint8(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputgradienttensor-uint8-6a6f86cea1',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputgradienttensor-uint8',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_inputgradienttensor_int32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputgradienttensor-int32-29a40dc693',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputgradienttensor-int32',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_inputgradienttensor_int16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputgradienttensor-int16-93b83ff698',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputgradienttensor-int16',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_inputgradienttensor_int8(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputgradienttensor-int8-1e6bd461c8',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputgradienttensor-int8',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_inputgradienttensor_float64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputgradienttensor-float64-31df215872',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputgradienttensor-float64',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_inputgradienttensor_uint64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputgradienttensor-uint64-0bb4882eeb',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_inputgradienttensor_int64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-inputgradienttensor-int64-c5c0bc0cfb',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-inputgradienttensor-int64',
            'spec_item': 'tensor_support/4_1/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_roitensor_uint32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-roitensor-uint32-d27ec63a1d',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-roitensor-uint32',
            'spec_item': 'tensor_support/4_1/ROITensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_roitensor_uint16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-roitensor-uint16-fe4779850d',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-roitensor-uint16',
            'spec_item': 'tensor_support/4_1/ROITensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_roitensor_uint8(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-roitensor-uint8-6a6f86cea1',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-roitensor-uint8',
            'spec_item': 'tensor_support/4_1/ROITensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_roitensor_int32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-roitensor-int32-29a40dc693',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-roitensor-int32',
            'spec_item': 'tensor_support/4_1/ROITensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_roitensor_int16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-roitensor-int16-93b83ff698',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-roitensor-int16',
            'spec_item': 'tensor_support/4_1/ROITensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_roitensor_int8(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-roitensor-int8-1e6bd461c8',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-roitensor-int8',
            'spec_item': 'tensor_support/4_1/ROITensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_roitensor_float64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-roitensor-float64-31df215872',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-roitensor-float64',
            'spec_item': 'tensor_support/4_1/ROITensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_roitensor_uint64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-roitensor-uint64-0bb4882eeb',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-roitensor-uint64',
            'spec_item': 'tensor_support/4_1/ROITensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_roitensor_int64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-roitensor-int64-c5c0bc0cfb',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-roitensor-int64',
            'spec_item': 'tensor_support/4_1/ROITensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_batchindicestensor_float32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-batchindicestensor-float32-09dda51c30',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-batchindicestensor-float32',
            'spec_item': 'tensor_support/4_1/BatchIndicesTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_batchindicestensor_float16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-batchindicestensor-float16-83d396c14a',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT16', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-batchindicestensor-float16',
            'spec_item': 'tensor_support/4_1/BatchIndicesTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_batchindicestensor_uint16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-batchindicestensor-uint16-6b3aa624e5',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT16', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-batchindicestensor-uint16',
            'spec_item': 'tensor_support/4_1/BatchIndicesTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_batchindicestensor_uint8(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-batchindicestensor-uint8-0ea4402cb9',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-batchindicestensor-uint8',
            'spec_item': 'tensor_support/4_1/BatchIndicesTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_batchindicestensor_int32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-batchindicestensor-int32-c665ee5ae5',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'INT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-batchindicestensor-int32',
            'spec_item': 'tensor_support/4_1/BatchIndicesTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_batchindicestensor_int16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-batchindicestensor-int16-42a06e0ab9',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'INT16', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-batchindicestensor-int16',
            'spec_item': 'tensor_support/4_1/BatchIndicesTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_batchindicestensor_int8(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-batchindicestensor-int8-71470b9ef9',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'INT8', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-batchindicestensor-int8',
            'spec_item': 'tensor_support/4_1/BatchIndicesTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_batchindicestensor_float64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-batchindicestensor-float64-4ec0ea5f0b',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'FLOAT64', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-batchindicestensor-float64',
            'spec_item': 'tensor_support/4_1/BatchIndicesTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_batchindicestensor_uint64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-batchindicestensor-uint64-154471147e',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT64', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-batchindicestensor-uint64',
            'spec_item': 'tensor_support/4_1/BatchIndicesTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_batchindicestensor_int64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-batchindicestensor-int64-a312545be0',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'INT64', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-batchindicestensor-int64',
            'spec_item': 'tensor_support/4_1/BatchIndicesTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_outputgradienttensor_uint32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputgradienttensor-uint32-d27ec63a1d',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputgradienttensor-uint32',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_outputgradienttensor_uint16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputgradienttensor-uint16-fe4779850d',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputgradienttensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_outputgradienttensor_uint8(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputgradienttensor-uint8-6a6f86cea1',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputgradienttensor-uint8',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_outputgradienttensor_int32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputgradienttensor-int32-29a40dc693',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputgradienttensor-int32',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_outputgradienttensor_int16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputgradienttensor-int16-93b83ff698',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputgradienttensor-int16',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_outputgradienttensor_int8(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputgradienttensor-int8-1e6bd461c8',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputgradienttensor-int8',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_outputgradienttensor_float64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputgradienttensor-float64-31df215872',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputgradienttensor-float64',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_outputgradienttensor_uint64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputgradienttensor-uint64-0bb4882eeb',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_outputgradienttensor_int64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputgradienttensor-int64-c5c0bc0cfb',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [4, 1, 1, 3]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [4, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [4]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': 0.0,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputgradienttensor-int64',
            'spec_item': 'tensor_support/4_1/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/page-nearest-four-crops',
        },
    })


def test_unsupported_4_1_outputroigradienttensor_uint32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-uint32-0135376a4c',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputROIGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-uint32',
            'spec_item': 'tensor_support/4_1/OutputROIGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/roi-gradient-alone',
        },
    })


def test_unsupported_4_1_outputroigradienttensor_uint16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-uint16-19a86636e3',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputROIGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-uint16',
            'spec_item': 'tensor_support/4_1/OutputROIGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/roi-gradient-alone',
        },
    })


def test_unsupported_4_1_outputroigradienttensor_uint8(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-uint8-be17021167',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputROIGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-uint8',
            'spec_item': 'tensor_support/4_1/OutputROIGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/roi-gradient-alone',
        },
    })


def test_unsupported_4_1_outputroigradienttensor_int32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-int32-0f5144c546',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputROIGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-int32',
            'spec_item': 'tensor_support/4_1/OutputROIGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/roi-gradient-alone',
        },
    })


def test_unsupported_4_1_outputroigradienttensor_int16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-int16-f3dd86bff5',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputROIGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-int16',
            'spec_item': 'tensor_support/4_1/OutputROIGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/roi-gradient-alone',
        },
    })


def test_unsupported_4_1_outputroigradienttensor_int8(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-int8-80f7241931',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputROIGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-int8',
            'spec_item': 'tensor_support/4_1/OutputROIGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/roi-gradient-alone',
        },
    })


def test_unsupported_4_1_outputroigradienttensor_float64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-float64-01f8843711',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputROIGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-float64',
            'spec_item': 'tensor_support/4_1/OutputROIGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/roi-gradient-alone',
        },
    })


def test_unsupported_4_1_outputroigradienttensor_uint64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-uint64-68a2f3125f',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputROIGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-uint64',
            'spec_item': 'tensor_support/4_1/OutputROIGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/roi-gradient-alone',
        },
    })


def test_unsupported_4_1_outputroigradienttensor_int64(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-int64-4201639be2',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'ROITensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputROIGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 4]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_LINEAR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 1,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'roi_align_grad-unsupported-4_1-outputroigradienttensor-int64',
            'spec_item': 'tensor_support/4_1/OutputROIGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/roi-gradient-alone',
        },
    })


def test_dimension_count_3_4_1(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-dimensions-4_1-3-0a85ccee23',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align_grad-dimensions-4_1-3',
            'spec_item': 'tensor_support/4_1/dimensions/3',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_4_1(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'roi_align_grad-dimensions-4_1-5-0be9cea147',
        'operator': 'DML_ROI_ALIGN_GRAD_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'ROITensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4]},
            'BatchIndicesTensor': {'DataType': 'UINT32', 'Sizes': [1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ReductionFunction': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InterpolationMode': 'DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR',
            'SpatialScaleX': 1.0,
            'SpatialScaleY': 1.0,
            'InputPixelOffset': 0.5,
            'OutputPixelOffset': -0.5,
            'MinimumSamplesPerOutput': 1,
            'MaximumSamplesPerOutput': 4294967295,
            'AlignRegionsToCorners': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'roi_align_grad-dimensions-4_1-5',
            'spec_item': 'tensor_support/4_1/dimensions/5',
            'cite': 'ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_inputtensor_float32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN_GRAD_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_inputtensor_float16(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN_GRAD_OPERATOR_DESC', row='4_1', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_batchindicestensor_uint32(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (BatchIndicesTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ROI_ALIGN_GRAD_OPERATOR_DESC', row='4_1', pins={'BatchIndicesTensor': 'UINT32'})


def test_equivalence_adjoint_of_roi_align1(dml):
    """ns-directml-dml_roi_align_grad_operator_desc.md: Description (the backpropagation gradient of ROI_ALIGN1, for fixed ROIs a linear map under AVERAGE: by definition its adjoint, <ROI_ALIGN1(x), dy> = <x, ROI_ALIGN_GRAD(dy)>): <OutputGradientTensor, y> equals <InputGradientTensor, ROI_ALIGN1(y).OutputTensor> for y = InputTensor = ROI_ALIGN_GRAD(this side's inputs) (adjoint)"""
    dml.check_equivalence('DML_ROI_ALIGN_GRAD_OPERATOR_DESC', 'adjoint-of-roi-align1')
