# Emitted by `python -m generators` from spec/operators/reduce.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_REDUCE_OPERATOR_DESC (ns-directml-dml_reduce_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_sum_4d_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_SUM over the last two axes, 4-D at DML_FEATURE_LEVEL_1_0 (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-sum-4d-float32-ed3629e75c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4]},
        'expected': {'OutputTensor': [10]},
        'provenance': {
            'name': 'reduce-sum-4d-float32',
            'spec_item': 'examples/sum-4d-float32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_SUM over the last two axes, 4-D at DML_FEATURE_LEVEL_1_0 (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_average_4d_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_AVERAGE over the last axis, FLOAT16 4-D at DML_FEATURE_LEVEL_1_0 (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-average-4d-float16-35c49e6bcf',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'inputs': {'InputTensor': [1, 2, 3, 5]},
        'expected': {'OutputTensor': [1.5, 4]},
        'provenance': {
            'name': 'reduce-average-4d-float16',
            'spec_item': 'examples/average-4d-float16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_AVERAGE over the last axis, FLOAT16 4-D at DML_FEATURE_LEVEL_1_0 (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_example_1_sum_columns(dml):
    """ns-directml-dml_reduce_operator_desc.md: Examples, Example 1"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-example-1-sum-columns-b88dfd5abd',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [6, 6, 9]},
        'provenance': {
            'name': 'reduce-example-1-sum-columns',
            'spec_item': 'examples/example-1-sum-columns',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Examples, Example 1',
            'generator': 'examples',
        },
    })


def test_example_2_sum_rows(dml):
    """ns-directml-dml_reduce_operator_desc.md: Examples, Example 2"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-example-2-sum-rows-8dc9fbd046',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 1]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [6, 7, 8]},
        'provenance': {
            'name': 'reduce-example-2-sum-rows',
            'spec_item': 'examples/example-2-sum-rows',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Examples, Example 2',
            'generator': 'examples',
        },
    })


def test_example_3_sum_all(dml):
    """ns-directml-dml_reduce_operator_desc.md: Examples, Example 3 (see erratum example-3-comment)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-example-3-sum-all-87e1891b17',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'AxisCount': 2,
            'Axes': [0, 1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [21]},
        'provenance': {
            'name': 'reduce-example-3-sum-all',
            'spec_item': 'examples/example-3-sum-all',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Examples, Example 3 (see erratum example-3-comment)',
            'generator': 'examples',
        },
    })


def test_average_rows(dml):
    """ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_AVERAGE (enum page: (x1 + ... + xn) / n) on Axes {1} (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-average-rows-df9908df01',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 1]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [2, 2.3333332538604736, 2.6666667461395264]},
        'provenance': {
            'name': 'reduce-average-rows',
            'spec_item': 'examples/average-rows',
            'cite': "ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_AVERAGE (enum page: (x1 + ... + xn) / n) on Axes {1} (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_l1_4d_signed(dml):
    """ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_L1 (enum page: |x1| + ... + |xn|), 4-D at DML_FEATURE_LEVEL_1_0 (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-l1-4d-signed-fe33eee1b3',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'inputs': {'InputTensor': [-1, 2, -3, -4]},
        'expected': {'OutputTensor': [4, 6]},
        'provenance': {
            'name': 'reduce-l1-4d-signed',
            'spec_item': 'examples/l1-4d-signed',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_L1 (enum page: |x1| + ... + |xn|), 4-D at DML_FEATURE_LEVEL_1_0 (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_l2_all(dml):
    """ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_L2 (enum page: sqrt(x1^2 + ... + xn^2)) on every axis: sqrt(63) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-l2-all-6e3b3a9d0b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L2',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1]},
            'AxisCount': 2,
            'Axes': [0, 1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [7.937253952026367]},
        'provenance': {
            'name': 'reduce-l2-all',
            'spec_item': 'examples/l2-all',
            'cite': "ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_L2 (enum page: sqrt(x1^2 + ... + xn^2)) on every axis: sqrt(63) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_log_sum_rows(dml):
    """ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_LOG_SUM (enum page: log(x1 + ... + xn)) on Axes {1}: log 6, log 7, log 8 (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-log-sum-rows-11304ab6e6',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_LOG_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 1]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [1.7917594909667969, 1.945910096168518, 2.079441547393799]},
        'provenance': {
            'name': 'reduce-log-sum-rows',
            'spec_item': 'examples/log-sum-rows',
            'cite': "ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_LOG_SUM (enum page: log(x1 + ... + xn)) on Axes {1}: log 6, log 7, log 8 (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_log_sum_exp_columns(dml):
    """ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_LOG_SUM_EXP (enum page: log(exp(x1) + ... + exp(xn))) on Axes {0} (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-log-sum-exp-columns-06dfdfd29e',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_LOG_SUM_EXP',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [3.4076058864593506, 4.1429314613342285, 4.40760612487793]},
        'provenance': {
            'name': 'reduce-log-sum-exp-columns',
            'spec_item': 'examples/log-sum-exp-columns',
            'cite': "ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_LOG_SUM_EXP (enum page: log(exp(x1) + ... + exp(xn))) on Axes {0} (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_log_sum_exp_large(dml):
    """ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_LOG_SUM_EXP of terms whose exp overflows FLOAT32 (exp(100) > 3.4e38): 100 + log 2 (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-log-sum-exp-large-d19b80fde4',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_LOG_SUM_EXP',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'inputs': {'InputTensor': [100, 100]},
        'expected': {'OutputTensor': [100.69315338134766]},
        'provenance': {
            'name': 'reduce-log-sum-exp-large',
            'spec_item': 'examples/log-sum-exp-large',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_LOG_SUM_EXP of terms whose exp overflows FLOAT32 (exp(100) > 3.4e38): 100 + log 2 (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_max_columns(dml):
    """ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_MAX on Axes {0} (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-max-columns-c2f01f034c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [3, 4, 4]},
        'provenance': {
            'name': 'reduce-max-columns',
            'spec_item': 'examples/max-columns',
            'cite': "ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_MAX on Axes {0} (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_min_rows_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_MIN on Axes {3}, FLOAT16 at DML_FEATURE_LEVEL_1_0 (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-min-rows-float16-3a157361e6',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'inputs': {'InputTensor': [1, -2, 3, 0.5, 4, -0.25]},
        'expected': {'OutputTensor': [-2, -0.25]},
        'provenance': {
            'name': 'reduce-min-rows-float16',
            'spec_item': 'examples/min-rows-float16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_MIN on Axes {3}, FLOAT16 at DML_FEATURE_LEVEL_1_0 (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_multiply_rows(dml):
    """ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_MULTIPLY (enum page: x1 * ... * xn) on Axes {1} (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-multiply-rows-1fb93cf3b4',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MULTIPLY',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 1]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [6, 0, 16]},
        'provenance': {
            'name': 'reduce-multiply-rows',
            'spec_item': 'examples/multiply-rows',
            'cite': "ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_MULTIPLY (enum page: x1 * ... * xn) on Axes {1} (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_multiply_odd_negatives_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_MULTIPLY of three negatives (an odd count: the product is negative), INT32 at DML_FEATURE_LEVEL_3_0 (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-multiply-odd-negatives-int32-f4543fe688',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MULTIPLY',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'inputs': {'InputTensor': [-1, -2, -3]},
        'expected': {'OutputTensor': [-6]},
        'provenance': {
            'name': 'reduce-multiply-odd-negatives-int32',
            'spec_item': 'examples/multiply-odd-negatives-int32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_MULTIPLY of three negatives (an odd count: the product is negative), INT32 at DML_FEATURE_LEVEL_3_0 (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_sum_square_columns(dml):
    """ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_SUM_SQUARE (enum page: x1^2 + ... + xn^2) on Axes {0} (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-sum-square-columns-b2f191936f',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM_SQUARE',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [14, 20, 29]},
        'provenance': {
            'name': 'reduce-sum-square-columns',
            'spec_item': 'examples/sum-square-columns',
            'cite': "ns-directml-dml_reduce_operator_desc.md: the page's input; DML_REDUCE_FUNCTION_SUM_SQUARE (enum page: x1^2 + ... + xn^2) on Axes {0} (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_sum_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_SUM, INT64 at DML_FEATURE_LEVEL_5_0: beyond 2^53, where a float64 sum would round (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-sum-int64-40f134931d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT64', 'Sizes': [2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'inputs': {'InputTensor': [9007199254740993, 2]},
        'expected': {'OutputTensor': [9007199254740995]},
        'provenance': {
            'name': 'reduce-sum-int64',
            'spec_item': 'examples/sum-int64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_SUM, INT64 at DML_FEATURE_LEVEL_5_0: beyond 2^53, where a float64 sum would round (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_sum_square_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_SUM_SQUARE, UINT32 at DML_FEATURE_LEVEL_5_0 (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-sum-square-uint32-eb2f8a4898',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM_SQUARE',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [2, 1]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'inputs': {'InputTensor': [3, 4, 100, 1]},
        'expected': {'OutputTensor': [25, 10001]},
        'provenance': {
            'name': 'reduce-sum-square-uint32',
            'spec_item': 'examples/sum-square-uint32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: DML_REDUCE_FUNCTION_SUM_SQUARE, UINT32 at DML_FEATURE_LEVEL_5_0 (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_argmax_columns(dml):
    """ns-directml-dml_reduce_operator_desc.md: Examples (the page's input, with DML_REDUCE_FUNCTION_ARGMAX on Axes {0}) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-argmax-columns-eaef6186f1',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [1, 2, 1]},
        'provenance': {
            'name': 'reduce-argmax-columns',
            'spec_item': 'examples/argmax-columns',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Examples (the page's input, with DML_REDUCE_FUNCTION_ARGMAX on Axes {0}) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_argmin_rows(dml):
    """ns-directml-dml_reduce_operator_desc.md: Examples (the page's input, with DML_REDUCE_FUNCTION_ARGMIN on Axes {1}; the first of two minima wins) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-argmin-rows-35efe7a203',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [3, 1]},
            'AxisCount': 1,
            'Axes': [1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [0, 1, 0]},
        'provenance': {
            'name': 'reduce-argmin-rows',
            'spec_item': 'examples/argmin-rows',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Examples (the page's input, with DML_REDUCE_FUNCTION_ARGMIN on Axes {1}; the first of two minima wins) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_argmax_all_axes(dml):
    """ns-directml-dml_reduce_operator_desc.md: Examples (the page's input, with DML_REDUCE_FUNCTION_ARGMAX on all axes; the first of two maxima wins) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-argmax-all-axes-99b586c046',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1]},
            'AxisCount': 2,
            'Axes': [0, 1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 3, 0, 4, 2, 4, 2]},
        'expected': {'OutputTensor': [5]},
        'provenance': {
            'name': 'reduce-argmax-all-axes',
            'spec_item': 'examples/argmax-all-axes',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Examples (the page's input, with DML_REDUCE_FUNCTION_ARGMAX on all axes; the first of two maxima wins) (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_argmin_4d_spatial(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above (4-D, UINT32 output) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-argmin-4d-spatial-67888af80d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'inputs': {'InputTensor': [5, 3, 3, 4, -1, 7, -2, -2]},
        'expected': {'OutputTensor': [1, 2]},
        'provenance': {
            'name': 'reduce-argmin-4d-spatial',
            'spec_item': 'examples/argmin-4d-spatial',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above (4-D, UINT32 output) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_reduce_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-known-fields-ced915ef09',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'reduce-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-tensor-support-data-type-f7251d1e43',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-known-data-type-598c2f492c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'reduce-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-dimension-count-range-51f0578484',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-sizes-nonzero-8b157ac077',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'reduce-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-strides-count-9ed7c27cbd',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 4, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'reduce-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-output-strides-no-overlap-ca12bf6e5d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1], 'Strides': [2, 0, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'reduce-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/average-4d-float16',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-total-size-minimum-e93339f8fc',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'TotalTensorSizeInBytes': 15},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'reduce-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-element-count-max-f6e02b19ef',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'reduce-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-base-offset-alignment-5603a32838',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'reduce-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_function_value(dml):
    """ns-directml-dml_reduce_operator_desc.md: Members: Function"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-function-value-deac3918fd',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 12,
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['function-value'],
        'provenance': {
            'name': 'reduce-invalid-function-value',
            'spec_item': 'rules/function-value',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Members: Function',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_reduce_operator_desc.md: Members: OutputTensor (DimensionCount must match InputTensor.DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-same-rank-af7477c17a',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'reduce-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Members: OutputTensor (DimensionCount must match InputTensor.DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/example-1-sum-columns',
        },
    })


def test_invalid_axis_count(dml):
    """ns-directml-dml_reduce_operator_desc.md: Members: AxisCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-axis-count-69b8b7b3bc',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3, 3],
        },
        'expect': 'invalid',
        'violates': ['axis-count'],
        'provenance': {
            'name': 'reduce-invalid-axis-count',
            'spec_item': 'rules/axis-count',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Members: AxisCount',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_axes_in_range(dml):
    """ns-directml-dml_reduce_operator_desc.md: Members: Axes"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-axes-in-range-6e38d2243b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [4, 3],
        },
        'expect': 'invalid',
        'violates': ['axes-in-range'],
        'provenance': {
            'name': 'reduce-invalid-axes-in-range',
            'spec_item': 'rules/axes-in-range',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Members: Axes',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_reduced_sizes(dml):
    """ns-directml-dml_reduce_operator_desc.md: Members: OutputTensor; Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-reduced-sizes-a27e05e8c2',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [2, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['reduced-sizes'],
        'provenance': {
            'name': 'reduce-invalid-reduced-sizes',
            'spec_item': 'rules/reduced-sizes',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Members: OutputTensor; Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor constraints (the input and output data types match, except for ARGMAX and ARGMIN)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-invalid-same-data-type-7c7a32a28b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'reduce-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor constraints (the input and output data types match, except for ARGMAX and ARGMIN)',
            'generator': 'invalid',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_5_0_l1_sum_square_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_l1_sum_square-inputtensor-uint16-fb38e37260',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_l1_sum_square-inputtensor-uint16',
            'spec_item': 'tensor_support/5_0/L1+SQUARE/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_5_0_l1_sum_square_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_l1_sum_square-inputtensor-uint8-175a81b8f0',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_l1_sum_square-inputtensor-uint8',
            'spec_item': 'tensor_support/5_0/L1+SQUARE/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_5_0_l1_sum_square_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_l1_sum_square-inputtensor-int16-35a448020e',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_l1_sum_square-inputtensor-int16',
            'spec_item': 'tensor_support/5_0/L1+SQUARE/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_5_0_l1_sum_square_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_l1_sum_square-inputtensor-int8-074a4e7cef',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_l1_sum_square-inputtensor-int8',
            'spec_item': 'tensor_support/5_0/L1+SQUARE/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_5_0_l1_sum_square_inputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_l1_sum_square-inputtensor-float64-b12d3f1db9',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_l1_sum_square-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/L1+SQUARE/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_5_0_l1_sum_square_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_l1_sum_square-outputtensor-uint16-fb38e37260',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_l1_sum_square-outputtensor-uint16',
            'spec_item': 'tensor_support/5_0/L1+SQUARE/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_5_0_l1_sum_square_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_l1_sum_square-outputtensor-uint8-175a81b8f0',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_l1_sum_square-outputtensor-uint8',
            'spec_item': 'tensor_support/5_0/L1+SQUARE/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_5_0_l1_sum_square_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_l1_sum_square-outputtensor-int16-35a448020e',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_l1_sum_square-outputtensor-int16',
            'spec_item': 'tensor_support/5_0/L1+SQUARE/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_5_0_l1_sum_square_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_l1_sum_square-outputtensor-int8-074a4e7cef',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_l1_sum_square-outputtensor-int8',
            'spec_item': 'tensor_support/5_0/L1+SQUARE/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_5_0_l1_sum_square_outputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_l1_sum_square-outputtensor-float64-b12d3f1db9',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_l1_sum_square-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/L1+SQUARE/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_5_0_min_max_inputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_min_max-inputtensor-float64-db21c2d0fb',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MAX',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_min_max-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/MIN+MAX/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/max-columns',
        },
    })


def test_unsupported_5_0_min_max_outputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_min_max-outputtensor-float64-db21c2d0fb',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MAX',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_min_max-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/MIN+MAX/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/max-columns',
        },
    })


def test_unsupported_5_0_multiply_sum_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_multiply_sum-inputtensor-uint16-7fe552a4a1',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_multiply_sum-inputtensor-uint16',
            'spec_item': 'tensor_support/5_0/MULTIPLY+SUM/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_5_0_multiply_sum_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_multiply_sum-inputtensor-uint8-1528300084',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_multiply_sum-inputtensor-uint8',
            'spec_item': 'tensor_support/5_0/MULTIPLY+SUM/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_5_0_multiply_sum_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_multiply_sum-inputtensor-int16-2a3191fb30',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_multiply_sum-inputtensor-int16',
            'spec_item': 'tensor_support/5_0/MULTIPLY+SUM/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_5_0_multiply_sum_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_multiply_sum-inputtensor-int8-9f887559f6',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_multiply_sum-inputtensor-int8',
            'spec_item': 'tensor_support/5_0/MULTIPLY+SUM/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_5_0_multiply_sum_inputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_multiply_sum-inputtensor-float64-36dc9acd62',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_multiply_sum-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/MULTIPLY+SUM/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_5_0_multiply_sum_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_multiply_sum-outputtensor-uint16-7fe552a4a1',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_multiply_sum-outputtensor-uint16',
            'spec_item': 'tensor_support/5_0/MULTIPLY+SUM/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_5_0_multiply_sum_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_multiply_sum-outputtensor-uint8-1528300084',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_multiply_sum-outputtensor-uint8',
            'spec_item': 'tensor_support/5_0/MULTIPLY+SUM/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_5_0_multiply_sum_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_multiply_sum-outputtensor-int16-2a3191fb30',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_multiply_sum-outputtensor-int16',
            'spec_item': 'tensor_support/5_0/MULTIPLY+SUM/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_5_0_multiply_sum_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_multiply_sum-outputtensor-int8-9f887559f6',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_multiply_sum-outputtensor-int8',
            'spec_item': 'tensor_support/5_0/MULTIPLY+SUM/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_5_0_multiply_sum_outputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-5_0_multiply_sum-outputtensor-float64-36dc9acd62',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-5_0_multiply_sum-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/MULTIPLY+SUM/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_4_1_argmin_argmax_inputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1_argmin_argmax-inputtensor-float64-b22b0c0100',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1_argmin_argmax-inputtensor-float64',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_argmin_argmax_outputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-float32-f48dfa851a',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-float32',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_argmin_argmax_outputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-float16-6056d26648',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-float16',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_argmin_argmax_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-uint16-670efe5441',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-uint16',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_argmin_argmax_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-uint8-8ffb883df1',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-uint8',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_argmin_argmax_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-int16-1c83d4dbc5',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-int16',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_argmin_argmax_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-int8-39c35b076c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-int8',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_4_1_argmin_argmax_outputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-float64-f945125659',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-4_1_argmin_argmax-outputtensor-float64',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_argmin_argmax_inputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_argmin_argmax-inputtensor-float64-16bb39652f',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_argmin_argmax-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_argmin_argmax_inputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_argmin_argmax-inputtensor-uint64-1f4f448a93',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_argmin_argmax-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_argmin_argmax_inputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_argmin_argmax-inputtensor-int64-be900eb11b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'INT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_argmin_argmax-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_argmin_argmax_outputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-float32-189ba013c8',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-float32',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_argmin_argmax_outputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-float16-9f2cb6ab4b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-float16',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_argmin_argmax_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-uint16-735b3db1a4',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_argmin_argmax_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-uint8-c6af42c248',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_argmin_argmax_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-int16-10e8a22e4f',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_argmin_argmax_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-int8-63afe5a4a0',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_argmin_argmax_outputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-float64-e34cb41dc3',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMAX',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_argmin_argmax-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmax-columns',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-uint32-b2332117db',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-uint16-0e7842c894',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-uint8-6a9c88c389',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-int32-4216d0e69b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-int16-d8e75fa986',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-int8-7ff5eabd11',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_inputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-float64-d6b1e5a489',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_inputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-uint64-d852ff5e82',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_inputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-int64-9050d1c01f',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-uint32-b2332117db',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-uint16-0e7842c894',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-uint8-6a9c88c389',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-int32-4216d0e69b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-int16-d8e75fa986',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-int8-7ff5eabd11',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_outputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-float64-d6b1e5a489',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_outputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-uint64-d852ff5e82',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_average_l2_log_sum_log_sum_exp_outputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-int64-9050d1c01f',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_average_l2_log_sum_log_sum_exp-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_3_0_l1_sum_square_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-uint32-a5b23bee68',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-uint16-c8348d3205',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-uint8-ab2630bf4b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-int32-d2c683484d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-int16-23f531b8d9',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-int8-1b2f85adf0',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_inputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-float64-dd38d8ed18',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_inputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-uint64-61cf4967eb',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_inputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-int64-6d410badd4',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-uint32-a5b23bee68',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-uint16-c8348d3205',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-uint8-ab2630bf4b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-int32-d2c683484d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-int16-23f531b8d9',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-int8-1b2f85adf0',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_outputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-float64-dd38d8ed18',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_outputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-uint64-61cf4967eb',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_l1_sum_square_outputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-int64-6d410badd4',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_l1_sum_square-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_3_0_min_max_inputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_min_max-inputtensor-float64-5bef2fb154',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MAX',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_min_max-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/MIN+MAX/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/max-columns',
        },
    })


def test_unsupported_3_0_min_max_inputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_min_max-inputtensor-uint64-43301adbdc',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MAX',
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_min_max-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/MIN+MAX/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/max-columns',
        },
    })


def test_unsupported_3_0_min_max_inputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_min_max-inputtensor-int64-85ed779eef',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MAX',
            'InputTensor': {'DataType': 'INT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_min_max-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/MIN+MAX/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/max-columns',
        },
    })


def test_unsupported_3_0_min_max_outputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_min_max-outputtensor-float64-5bef2fb154',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MAX',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_min_max-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/MIN+MAX/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/max-columns',
        },
    })


def test_unsupported_3_0_min_max_outputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_min_max-outputtensor-uint64-43301adbdc',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MAX',
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_min_max-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/MIN+MAX/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/max-columns',
        },
    })


def test_unsupported_3_0_min_max_outputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_min_max-outputtensor-int64-85ed779eef',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MAX',
            'InputTensor': {'DataType': 'INT64', 'Sizes': [3, 3]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 3]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_min_max-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/MIN+MAX/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/max-columns',
        },
    })


def test_unsupported_3_0_multiply_sum_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-inputtensor-uint16-08d4e2d764',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-inputtensor-uint8-9783816b67',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-inputtensor-int16-80e1fac5ec',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-inputtensor-int8-573427b4b6',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_inputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-inputtensor-float64-aba064629d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_inputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-inputtensor-uint64-7da8b27830',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_inputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-inputtensor-int64-8701806b26',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-outputtensor-uint16-08d4e2d764',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-outputtensor-uint8-9783816b67',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-outputtensor-int16-80e1fac5ec',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-outputtensor-int8-573427b4b6',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_outputtensor_float64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-outputtensor-float64-aba064629d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_outputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-outputtensor-uint64-7da8b27830',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_3_0_multiply_sum_outputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-3_0_multiply_sum-outputtensor-int64-8701806b26',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-3_0_multiply_sum-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_2_1_argmin_argmax_outputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-float32-5854903bf1',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-float32',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_argmin_argmax_outputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-float16-7303487c0b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-float16',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_argmin_argmax_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-uint16-d906d5b438',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_argmin_argmax_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-uint8-79f6e2e45c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_argmin_argmax_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-int32-f70fea67fb',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_argmin_argmax_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-int16-46dbf8b149',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_argmin_argmax_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-int8-c0754e000d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_argmin_argmax-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_2_1_min_max_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_min_max-inputtensor-uint16-f2a8f0b347',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_min_max-inputtensor-uint16',
            'spec_item': 'tensor_support/2_1/MIN+MAX/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_2_1_min_max_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_min_max-inputtensor-uint8-55cbb76c07',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_min_max-inputtensor-uint8',
            'spec_item': 'tensor_support/2_1/MIN+MAX/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_2_1_min_max_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_min_max-inputtensor-int16-f04282cc3c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_min_max-inputtensor-int16',
            'spec_item': 'tensor_support/2_1/MIN+MAX/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_2_1_min_max_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_min_max-inputtensor-int8-1d5a752b03',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_min_max-inputtensor-int8',
            'spec_item': 'tensor_support/2_1/MIN+MAX/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_2_1_min_max_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_min_max-outputtensor-uint16-f2a8f0b347',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_min_max-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/MIN+MAX/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_2_1_min_max_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_min_max-outputtensor-uint8-55cbb76c07',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_min_max-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/MIN+MAX/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_2_1_min_max_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_min_max-outputtensor-int16-f04282cc3c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_min_max-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/MIN+MAX/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_2_1_min_max_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_min_max-outputtensor-int8-1d5a752b03',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_min_max-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/MIN+MAX/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_2_1_multiply_sum_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_multiply_sum-inputtensor-uint16-1c66226c31',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_multiply_sum-inputtensor-uint16',
            'spec_item': 'tensor_support/2_1/MULTIPLY+SUM/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_2_1_multiply_sum_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_multiply_sum-inputtensor-uint8-0edcb3f3ab',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_multiply_sum-inputtensor-uint8',
            'spec_item': 'tensor_support/2_1/MULTIPLY+SUM/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_2_1_multiply_sum_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_multiply_sum-inputtensor-int16-1f3d2da1a6',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_multiply_sum-inputtensor-int16',
            'spec_item': 'tensor_support/2_1/MULTIPLY+SUM/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_2_1_multiply_sum_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_multiply_sum-inputtensor-int8-c007182724',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_multiply_sum-inputtensor-int8',
            'spec_item': 'tensor_support/2_1/MULTIPLY+SUM/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_2_1_multiply_sum_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_multiply_sum-outputtensor-uint16-1c66226c31',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_multiply_sum-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/MULTIPLY+SUM/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_2_1_multiply_sum_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_multiply_sum-outputtensor-uint8-0edcb3f3ab',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_multiply_sum-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/MULTIPLY+SUM/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_2_1_multiply_sum_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_multiply_sum-outputtensor-int16-1f3d2da1a6',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_multiply_sum-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/MULTIPLY+SUM/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_2_1_multiply_sum_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-2_1_multiply_sum-outputtensor-int8-c007182724',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-2_1_multiply_sum-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/MULTIPLY+SUM/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_1_0_argmin_argmax_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-inputtensor-uint32-0077d34d60',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_argmin_argmax_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-inputtensor-uint16-5b665ed399',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_argmin_argmax_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-inputtensor-uint8-f009695d5c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_argmin_argmax_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-inputtensor-int32-2d394f75cd',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_argmin_argmax_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-inputtensor-int16-06f564054d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_argmin_argmax_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-inputtensor-int8-c59e8d3974',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_argmin_argmax_outputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-float32-46c876446d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-float32',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_argmin_argmax_outputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-float16-407c7c60cd',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-float16',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_argmin_argmax_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-uint16-3f81972757',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_argmin_argmax_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-uint8-bfe6a0f72c',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_argmin_argmax_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-int32-71305186ce',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_argmin_argmax_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-int16-365fde7e7a',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_argmin_argmax_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-int8-ee8fbb671b',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_argmin_argmax-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/argmin-4d-spatial',
        },
    })


def test_unsupported_1_0_average_l2_log_sum_log_sum_exp_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-inputtensor-uint32-8a475946ef',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_1_0_average_l2_log_sum_log_sum_exp_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-inputtensor-uint16-645ba543aa',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_1_0_average_l2_log_sum_log_sum_exp_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-inputtensor-uint8-d81b7d24ba',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_1_0_average_l2_log_sum_log_sum_exp_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-inputtensor-int32-2ee80c69b0',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_1_0_average_l2_log_sum_log_sum_exp_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-inputtensor-int16-4158b21f03',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_1_0_average_l2_log_sum_log_sum_exp_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-inputtensor-int8-6022181a84',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_1_0_average_l2_log_sum_log_sum_exp_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-outputtensor-uint32-8a475946ef',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_1_0_average_l2_log_sum_log_sum_exp_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-outputtensor-uint16-645ba543aa',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_1_0_average_l2_log_sum_log_sum_exp_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-outputtensor-uint8-d81b7d24ba',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_1_0_average_l2_log_sum_log_sum_exp_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-outputtensor-int32-2ee80c69b0',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_1_0_average_l2_log_sum_log_sum_exp_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-outputtensor-int16-4158b21f03',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_1_0_average_l2_log_sum_log_sum_exp_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-outputtensor-int8-6022181a84',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_average_l2_log_sum_log_sum_exp-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/average-4d-float16',
        },
    })


def test_unsupported_1_0_l1_sum_square_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_l1_sum_square-inputtensor-uint32-d215a6ace2',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_l1_sum_square-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_1_0_l1_sum_square_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_l1_sum_square-inputtensor-uint16-c56fe52598',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_l1_sum_square-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_1_0_l1_sum_square_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_l1_sum_square-inputtensor-uint8-da084a88ce',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_l1_sum_square-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_1_0_l1_sum_square_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_l1_sum_square-inputtensor-int32-e6e6a6c19f',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_l1_sum_square-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_1_0_l1_sum_square_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_l1_sum_square-inputtensor-int16-bee36ea736',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_l1_sum_square-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_1_0_l1_sum_square_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_l1_sum_square-inputtensor-int8-d8837936bb',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_l1_sum_square-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_1_0_l1_sum_square_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_l1_sum_square-outputtensor-uint32-d215a6ace2',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_l1_sum_square-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_1_0_l1_sum_square_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_l1_sum_square-outputtensor-uint16-c56fe52598',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_l1_sum_square-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_1_0_l1_sum_square_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_l1_sum_square-outputtensor-uint8-da084a88ce',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_l1_sum_square-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_1_0_l1_sum_square_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_l1_sum_square-outputtensor-int32-e6e6a6c19f',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_l1_sum_square-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_1_0_l1_sum_square_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_l1_sum_square-outputtensor-int16-bee36ea736',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_l1_sum_square-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_1_0_l1_sum_square_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_l1_sum_square-outputtensor-int8-d8837936bb',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'AxisCount': 1,
            'Axes': [2],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_l1_sum_square-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/l1-4d-signed',
        },
    })


def test_unsupported_1_0_min_max_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_min_max-inputtensor-uint32-dce8b5ec98',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_min_max-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/MIN+MAX/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_1_0_min_max_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_min_max-inputtensor-uint16-18d833727e',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_min_max-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/MIN+MAX/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_1_0_min_max_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_min_max-inputtensor-uint8-de91e70ca8',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_min_max-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/MIN+MAX/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_1_0_min_max_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_min_max-inputtensor-int32-ae4bf76cab',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_min_max-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/MIN+MAX/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_1_0_min_max_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_min_max-inputtensor-int16-c02eb961a6',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_min_max-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/MIN+MAX/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_1_0_min_max_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_min_max-inputtensor-int8-b3aaf0ddf3',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_min_max-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/MIN+MAX/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_1_0_min_max_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_min_max-outputtensor-uint32-dce8b5ec98',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_min_max-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/MIN+MAX/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_1_0_min_max_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_min_max-outputtensor-uint16-18d833727e',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_min_max-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/MIN+MAX/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_1_0_min_max_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_min_max-outputtensor-uint8-de91e70ca8',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_min_max-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/MIN+MAX/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_1_0_min_max_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_min_max-outputtensor-int32-ae4bf76cab',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_min_max-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/MIN+MAX/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_1_0_min_max_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_min_max-outputtensor-int16-c02eb961a6',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_min_max-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/MIN+MAX/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_1_0_min_max_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_min_max-outputtensor-int8-b3aaf0ddf3',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'AxisCount': 1,
            'Axes': [3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_min_max-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/MIN+MAX/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/min-rows-float16',
        },
    })


def test_unsupported_1_0_multiply_sum_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_multiply_sum-inputtensor-uint32-f7251d1e43',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_multiply_sum-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_1_0_multiply_sum_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_multiply_sum-inputtensor-uint16-fb93fb4811',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_multiply_sum-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_1_0_multiply_sum_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_multiply_sum-inputtensor-uint8-acd25663ba',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_multiply_sum-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_1_0_multiply_sum_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_multiply_sum-inputtensor-int32-972ffddec4',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_multiply_sum-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_1_0_multiply_sum_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_multiply_sum-inputtensor-int16-c4b61081cd',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_multiply_sum-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_1_0_multiply_sum_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_multiply_sum-inputtensor-int8-99fb1a1e0f',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_multiply_sum-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_1_0_multiply_sum_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_multiply_sum-outputtensor-uint32-f7251d1e43',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_multiply_sum-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_1_0_multiply_sum_outputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_multiply_sum-outputtensor-uint16-fb93fb4811',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_multiply_sum-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_1_0_multiply_sum_outputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_multiply_sum-outputtensor-uint8-acd25663ba',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_multiply_sum-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_1_0_multiply_sum_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_multiply_sum-outputtensor-int32-972ffddec4',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_multiply_sum-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_1_0_multiply_sum_outputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_multiply_sum-outputtensor-int16-c4b61081cd',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_multiply_sum-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_unsupported_1_0_multiply_sum_outputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-unsupported-1_0_multiply_sum-outputtensor-int8-99fb1a1e0f',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_SUM',
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AxisCount': 2,
            'Axes': [2, 3],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'reduce-unsupported-1_0_multiply_sum-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/sum-4d-float32',
        },
    })


def test_dimension_count_9_5_0_l1_square(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-5_0-l1-square-9-48c78fb1cc',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-dimensions-5_0-l1-square-9',
            'spec_item': 'tensor_support/5_0/L1+SQUARE/dimensions/9',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_5_0_min_max(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-5_0-min-max-9-c96014b166',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-dimensions-5_0-min-max-9',
            'spec_item': 'tensor_support/5_0/MIN+MAX/dimensions/9',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_5_0_multiply_sum(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-5_0-multiply-sum-9-d3f59fb470',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MULTIPLY',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-dimensions-5_0-multiply-sum-9',
            'spec_item': 'tensor_support/5_0/MULTIPLY+SUM/dimensions/9',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_4_1_argmin_argmax(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-4_1-argmin-argmax-9-63243b173d',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-dimensions-4_1-argmin-argmax-9',
            'spec_item': 'tensor_support/4_1/ARGMIN+ARGMAX/dimensions/9',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0_argmin_argmax(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-3_0-argmin-argmax-9-4efa567eb5',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-dimensions-3_0-argmin-argmax-9',
            'spec_item': 'tensor_support/3_0/ARGMIN+ARGMAX/dimensions/9',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0_average_l2_sum_exp(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-3_0-average-l2-sum-exp-9-102324d117',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-dimensions-3_0-average-l2-sum-exp-9',
            'spec_item': 'tensor_support/3_0/AVERAGE+L2+SUM+EXP/dimensions/9',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0_l1_square(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-3_0-l1-square-9-65682898f4',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-dimensions-3_0-l1-square-9',
            'spec_item': 'tensor_support/3_0/L1+SQUARE/dimensions/9',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0_min_max(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-3_0-min-max-9-099448c71a',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-dimensions-3_0-min-max-9',
            'spec_item': 'tensor_support/3_0/MIN+MAX/dimensions/9',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0_multiply_sum(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-3_0-multiply-sum-9-1fe4c2c2be',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MULTIPLY',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'reduce-dimensions-3_0-multiply-sum-9',
            'spec_item': 'tensor_support/3_0/MULTIPLY+SUM/dimensions/9',
            'cite': "ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1_argmin_argmax(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-2_1-argmin-argmax-3-fb7db8a1a5',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-2_1-argmin-argmax-3',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/dimensions/3',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1_argmin_argmax(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-2_1-argmin-argmax-5-11b5fe10c2',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-2_1-argmin-argmax-5',
            'spec_item': 'tensor_support/2_1/ARGMIN+ARGMAX/dimensions/5',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1_min_max(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-2_1-min-max-3-e89fe18fd8',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-2_1-min-max-3',
            'spec_item': 'tensor_support/2_1/MIN+MAX/dimensions/3',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1_min_max(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-2_1-min-max-5-2969b5391a',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-2_1-min-max-5',
            'spec_item': 'tensor_support/2_1/MIN+MAX/dimensions/5',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1_multiply_sum(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-2_1-multiply-sum-3-dce7b0c818',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MULTIPLY',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-2_1-multiply-sum-3',
            'spec_item': 'tensor_support/2_1/MULTIPLY+SUM/dimensions/3',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1_multiply_sum(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-2_1-multiply-sum-5-8f935a7e24',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MULTIPLY',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-2_1-multiply-sum-5',
            'spec_item': 'tensor_support/2_1/MULTIPLY+SUM/dimensions/5',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0_argmin_argmax(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-1_0-argmin-argmax-3-bb6eecca2a',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-1_0-argmin-argmax-3',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/dimensions/3',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0_argmin_argmax(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-1_0-argmin-argmax-5-a85a9777e0',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_ARGMIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-1_0-argmin-argmax-5',
            'spec_item': 'tensor_support/1_0/ARGMIN+ARGMAX/dimensions/5',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0_average_l2_sum_exp(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-1_0-average-l2-sum-exp-3-fd38e771c3',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-1_0-average-l2-sum-exp-3',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/dimensions/3',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0_average_l2_sum_exp(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-1_0-average-l2-sum-exp-5-516dff6578',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_AVERAGE',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-1_0-average-l2-sum-exp-5',
            'spec_item': 'tensor_support/1_0/AVERAGE+L2+SUM+EXP/dimensions/5',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0_l1_square(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-1_0-l1-square-3-a6d7979a92',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-1_0-l1-square-3',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/dimensions/3',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0_l1_square(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-1_0-l1-square-5-5d0cf138d0',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_L1',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-1_0-l1-square-5',
            'spec_item': 'tensor_support/1_0/L1+SQUARE/dimensions/5',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0_min_max(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-1_0-min-max-3-162c776615',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-1_0-min-max-3',
            'spec_item': 'tensor_support/1_0/MIN+MAX/dimensions/3',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0_min_max(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-1_0-min-max-5-6c6924b007',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MIN',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-1_0-min-max-5',
            'spec_item': 'tensor_support/1_0/MIN+MAX/dimensions/5',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0_multiply_sum(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-1_0-multiply-sum-3-e3b5f44df5',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MULTIPLY',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-1_0-multiply-sum-3',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/dimensions/3',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0_multiply_sum(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'reduce-dimensions-1_0-multiply-sum-5-b832736072',
        'operator': 'DML_REDUCE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'Function': 'DML_REDUCE_FUNCTION_MULTIPLY',
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'AxisCount': 1,
            'Axes': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'reduce-dimensions-1_0-multiply-sum-5',
            'spec_item': 'tensor_support/1_0/MULTIPLY+SUM/dimensions/5',
            'cite': 'ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_l1_square_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/L1+SQUARE', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_l1_square_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/L1+SQUARE', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_l1_square_inputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/L1+SQUARE', pins={'InputTensor': 'INT64'})


def test_property_5_0_l1_square_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/L1+SQUARE', pins={'InputTensor': 'INT32'})


def test_property_5_0_l1_square_inputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/L1+SQUARE', pins={'InputTensor': 'UINT64'})


def test_property_5_0_l1_square_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/L1+SQUARE', pins={'InputTensor': 'UINT32'})


def test_property_5_0_min_max_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MIN+MAX', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_min_max_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MIN+MAX', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_min_max_inputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MIN+MAX', pins={'InputTensor': 'INT64'})


def test_property_5_0_min_max_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MIN+MAX', pins={'InputTensor': 'INT32'})


def test_property_5_0_min_max_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MIN+MAX', pins={'InputTensor': 'INT16'})


def test_property_5_0_min_max_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MIN+MAX', pins={'InputTensor': 'INT8'})


def test_property_5_0_min_max_inputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MIN+MAX', pins={'InputTensor': 'UINT64'})


def test_property_5_0_min_max_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MIN+MAX', pins={'InputTensor': 'UINT32'})


def test_property_5_0_min_max_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MIN+MAX', pins={'InputTensor': 'UINT16'})


def test_property_5_0_min_max_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MIN+MAX', pins={'InputTensor': 'UINT8'})


def test_property_5_0_multiply_sum_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MULTIPLY+SUM', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_multiply_sum_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MULTIPLY+SUM', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_multiply_sum_inputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MULTIPLY+SUM', pins={'InputTensor': 'INT64'})


def test_property_5_0_multiply_sum_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MULTIPLY+SUM', pins={'InputTensor': 'INT32'})


def test_property_5_0_multiply_sum_inputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MULTIPLY+SUM', pins={'InputTensor': 'UINT64'})


def test_property_5_0_multiply_sum_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/MULTIPLY+SUM', pins={'InputTensor': 'UINT32'})


def test_property_4_1_argmin_argmax_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT32'})


def test_property_4_1_argmin_argmax_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT16'})


def test_property_4_1_argmin_argmax_inputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT64'})


def test_property_4_1_argmin_argmax_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT32'})


def test_property_4_1_argmin_argmax_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT16'})


def test_property_4_1_argmin_argmax_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT8'})


def test_property_4_1_argmin_argmax_inputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT64'})


def test_property_4_1_argmin_argmax_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT32'})


def test_property_4_1_argmin_argmax_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT16'})


def test_property_4_1_argmin_argmax_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT8'})


def test_property_4_1_argmin_argmax_outputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'OutputTensor': 'INT64'})


def test_property_4_1_argmin_argmax_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'OutputTensor': 'INT32'})


def test_property_4_1_argmin_argmax_outputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'OutputTensor': 'UINT64'})


def test_property_4_1_argmin_argmax_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='4_1/ARGMIN+ARGMAX', pins={'OutputTensor': 'UINT32'})


def test_property_3_0_argmin_argmax_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_argmin_argmax_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_argmin_argmax_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'INT32'})


def test_property_3_0_argmin_argmax_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'INT16'})


def test_property_3_0_argmin_argmax_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'INT8'})


def test_property_3_0_argmin_argmax_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT32'})


def test_property_3_0_argmin_argmax_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT16'})


def test_property_3_0_argmin_argmax_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT8'})


def test_property_3_0_argmin_argmax_outputtensor_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (OutputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'OutputTensor': 'INT64'})


def test_property_3_0_argmin_argmax_outputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'OutputTensor': 'INT32'})


def test_property_3_0_argmin_argmax_outputtensor_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'OutputTensor': 'UINT64'})


def test_property_3_0_argmin_argmax_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_3_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/ARGMIN+ARGMAX', pins={'OutputTensor': 'UINT32'})


def test_property_3_0_average_l2_sum_exp_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/AVERAGE+L2+SUM+EXP', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_average_l2_sum_exp_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/AVERAGE+L2+SUM+EXP', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_l1_square_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/L1+SQUARE', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_l1_square_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/L1+SQUARE', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_min_max_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/MIN+MAX', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_min_max_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/MIN+MAX', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_min_max_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/MIN+MAX', pins={'InputTensor': 'INT32'})


def test_property_3_0_min_max_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/MIN+MAX', pins={'InputTensor': 'INT16'})


def test_property_3_0_min_max_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/MIN+MAX', pins={'InputTensor': 'INT8'})


def test_property_3_0_min_max_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/MIN+MAX', pins={'InputTensor': 'UINT32'})


def test_property_3_0_min_max_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/MIN+MAX', pins={'InputTensor': 'UINT16'})


def test_property_3_0_min_max_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/MIN+MAX', pins={'InputTensor': 'UINT8'})


def test_property_3_0_multiply_sum_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/MULTIPLY+SUM', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_multiply_sum_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/MULTIPLY+SUM', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_multiply_sum_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/MULTIPLY+SUM', pins={'InputTensor': 'INT32'})


def test_property_3_0_multiply_sum_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/MULTIPLY+SUM', pins={'InputTensor': 'UINT32'})


def test_property_2_1_argmin_argmax_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_argmin_argmax_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_argmin_argmax_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT32'})


def test_property_2_1_argmin_argmax_inputtensor_int16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT16'})


def test_property_2_1_argmin_argmax_inputtensor_int8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'INT8'})


def test_property_2_1_argmin_argmax_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT32'})


def test_property_2_1_argmin_argmax_inputtensor_uint16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT16'})


def test_property_2_1_argmin_argmax_inputtensor_uint8(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'InputTensor': 'UINT8'})


def test_property_2_1_argmin_argmax_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/ARGMIN+ARGMAX', pins={'OutputTensor': 'UINT32'})


def test_property_2_1_min_max_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/MIN+MAX', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_min_max_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/MIN+MAX', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_min_max_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/MIN+MAX', pins={'InputTensor': 'INT32'})


def test_property_2_1_min_max_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/MIN+MAX', pins={'InputTensor': 'UINT32'})


def test_property_2_1_multiply_sum_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/MULTIPLY+SUM', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_multiply_sum_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/MULTIPLY+SUM', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_multiply_sum_inputtensor_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/MULTIPLY+SUM', pins={'InputTensor': 'INT32'})


def test_property_2_1_multiply_sum_inputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='2_1/MULTIPLY+SUM', pins={'InputTensor': 'UINT32'})


def test_property_1_0_argmin_argmax_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_argmin_argmax_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/ARGMIN+ARGMAX', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_argmin_argmax_outputtensor_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_1_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/ARGMIN+ARGMAX', pins={'OutputTensor': 'UINT32'})


def test_property_1_0_average_l2_sum_exp_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/AVERAGE+L2+SUM+EXP', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_average_l2_sum_exp_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/AVERAGE+L2+SUM+EXP', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_l1_square_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/L1+SQUARE', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_l1_square_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/L1+SQUARE', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_min_max_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/MIN+MAX', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_min_max_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/MIN+MAX', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_multiply_sum_inputtensor_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/MULTIPLY+SUM', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_multiply_sum_inputtensor_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='1_0/MULTIPLY+SUM', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_argmax_operator(dml):
    """ns-directml-dml_argmax_operator_desc.md: Remarks: equals DML_ARGMAX_OPERATOR_DESC with AxisDirection DML_AXIS_DIRECTION_INCREASING when Function DML_REDUCE_FUNCTION_ARGMAX"""
    dml.check_equivalence('DML_REDUCE_OPERATOR_DESC', 'argmax-operator')


def test_equivalence_argmin_operator(dml):
    """ns-directml-dml_argmin_operator_desc.md: Remarks: equals DML_ARGMIN_OPERATOR_DESC with AxisDirection DML_AXIS_DIRECTION_INCREASING when Function DML_REDUCE_FUNCTION_ARGMIN"""
    dml.check_equivalence('DML_REDUCE_OPERATOR_DESC', 'argmin-operator')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: unspecified nan-inputs: the docs do not say whether NaN is a maximum or minimum for ARGMAX/ARGMIN, or which index it yields"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/L1+SQUARE', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: unspecified nan-inputs: the docs do not say whether NaN is a maximum or minimum for ARGMAX/ARGMIN, or which index it yields"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='5_0/L1+SQUARE', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_observe_negative_log_sum_inputs_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: unspecified negative-log-sum-inputs: the LOG_SUM formula takes the logarithm of a sum; the page does not say what a negative sum gives (IEEE: NaN), so negative inputs to LOG_SUM are observed"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/AVERAGE+L2+SUM+EXP', pins={'InputTensor': 'FLOAT32'}, observe='negative-log-sum-inputs')


def test_observe_negative_log_sum_inputs_float16(dml):
    """ns-directml-dml_reduce_operator_desc.md: unspecified negative-log-sum-inputs: the LOG_SUM formula takes the logarithm of a sum; the page does not say what a negative sum gives (IEEE: NaN), so negative inputs to LOG_SUM are observed"""
    dml.check_property('DML_REDUCE_OPERATOR_DESC', row='3_0/AVERAGE+L2+SUM+EXP', pins={'InputTensor': 'FLOAT16'}, observe='negative-log-sum-inputs')


def test_large_set_257_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_set_257_decreasing_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_set_65537_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_set_65537_decreasing_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_index_limit_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index computed in 32 bits (or signed) loses its high bits; 4,294,967,295 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_set_257_int8_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_set_257_decreasing_int8_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_set_65537_int8_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_set_65537_decreasing_int8_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_index_limit_int8_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index computed in 32 bits (or signed) loses its high bits; 2,147,483,648 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'INT32'})


def test_large_set_257_int8_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_set_257_decreasing_int8_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_set_65537_int8_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_set_65537_decreasing_int8_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_index_limit_int8_uint64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index computed in 32 bits (or signed) loses its high bits; 4,294,967,295 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'UINT64'})


def test_large_set_257_int8_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_set_257_decreasing_int8_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 255 kept in 8 bits wraps; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-257-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_set_65537_int8_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_set_65537_decreasing_int8_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index past 65535 kept in 16 bits wraps; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'set-65537-decreasing', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_index_limit_int8_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an index computed in 32 bits (or signed) loses its high bits; 4,294,967,295 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'index-limit', {'InputTensor': 'INT8', 'OutputTensor': 'UINT32'})


def test_large_size_1_axis_65537_rows_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (a size-1 reduced axis under many outer elements; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'size-1-axis-65537-rows', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_eight_dimensions_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (eight dimensions reduced over axes that are not adjacent; 2,160 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'eight-dimensions', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_row_stride_past_2_31_bytes_int8_int64(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: ARGMIN and ARGMAX, DML_FEATURE_LEVEL_4_1 and above (an element offset past 2^31 bytes; 514 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'row-stride-past-2-31-bytes', {'InputTensor': 'INT8', 'OutputTensor': 'INT64'})


def test_large_l1_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l1-set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l1_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l1-set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l1_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l1-set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_square_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-square-set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_square_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-square-set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_square_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-square-set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_min_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'min-set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_min_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'min-set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_min_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'min-set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_max_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'max-set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_max_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'max-set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_max_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'max-set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_multiply_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'multiply-set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_multiply_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'multiply-set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_multiply_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'multiply-set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_of_16777217_ones_int32_int32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (an integer sum accumulated in FLOAT32 stops at 2^24; 16,777,217 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-of-16777217-ones', {'InputTensor': 'INT32', 'OutputTensor': 'INT32'})


def test_large_sum_of_16777217_ones_uint32_uint32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (an integer sum accumulated in FLOAT32 stops at 2^24; 16,777,217 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-of-16777217-ones', {'InputTensor': 'UINT32', 'OutputTensor': 'UINT32'})


def test_large_average_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'average-set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_average_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'average-set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_average_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'average-set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l2_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l2-set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l2_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l2-set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l2_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l2-set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_exp_set_257_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-exp-set-257-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_exp_set_1025_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-exp-set-1025-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_exp_set_65537_decided_last_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a reduced set past 256, 1,024 or 65,536 elements cut short, or its count kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-exp-set-65537-decided-last', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l1_set_257_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l1-set-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l1_set_257_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l1-set-257-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l1_set_257_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l1-set-257-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l1_set_1025_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l1-set-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l1_set_1025_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l1-set-1025-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l1_set_1025_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l1-set-1025-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l1_set_65537_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l1-set-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l1_set_65537_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l1-set-65537-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l1_set_65537_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l1-set-65537-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_square_set_257_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-square-set-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_square_set_257_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-square-set-257-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_square_set_257_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-square-set-257-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_square_set_1025_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-square-set-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_square_set_1025_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-square-set-1025-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_square_set_1025_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-square-set-1025-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_square_set_65537_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-square-set-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_square_set_65537_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-square-set-65537-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_square_set_65537_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: L1 and SUM_SQUARE, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-square-set-65537-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_min_set_257_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'min-set-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_min_set_257_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'min-set-257-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_min_set_257_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'min-set-257-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_min_set_1025_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'min-set-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_min_set_1025_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'min-set-1025-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_min_set_1025_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'min-set-1025-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_min_set_65537_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'min-set-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_min_set_65537_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'min-set-65537-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_min_set_65537_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'min-set-65537-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_max_set_257_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'max-set-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_max_set_257_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'max-set-257-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_max_set_257_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'max-set-257-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_max_set_1025_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'max-set-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_max_set_1025_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'max-set-1025-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_max_set_1025_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'max-set-1025-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_max_set_65537_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'max-set-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_max_set_65537_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'max-set-65537-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_max_set_65537_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MIN and MAX, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'max-set-65537-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_set_257_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-set-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_set_257_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-set-257-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_set_257_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-set-257-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_set_1025_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-set-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_set_1025_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-set-1025-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_set_1025_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-set-1025-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_set_65537_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-set-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_set_65537_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-set-65537-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_sum_set_65537_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: MULTIPLY and SUM, DML_FEATURE_LEVEL_5_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'sum-set-65537-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_average_set_257_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'average-set-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_average_set_257_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'average-set-257-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_average_set_257_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'average-set-257-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_average_set_1025_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'average-set-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_average_set_1025_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'average-set-1025-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_average_set_1025_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'average-set-1025-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_average_set_65537_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'average-set-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_average_set_65537_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'average-set-65537-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_average_set_65537_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'average-set-65537-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l2_set_257_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l2-set-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l2_set_257_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l2-set-257-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l2_set_257_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l2-set-257-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l2_set_1025_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l2-set-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l2_set_1025_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l2-set-1025-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l2_set_1025_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l2-set-1025-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l2_set_65537_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l2-set-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l2_set_65537_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l2-set-65537-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_l2_set_65537_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'l2-set-65537-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_set_257_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-set-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_set_257_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-set-257-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_set_257_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-set-257-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_set_1025_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-set-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_set_1025_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-set-1025-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_set_1025_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-set-1025-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_set_65537_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-set-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_set_65537_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-set-65537-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_set_65537_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-set-65537-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_exp_set_257_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-exp-set-257-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_exp_set_257_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-exp-set-257-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_exp_set_257_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 257 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-exp-set-257-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_exp_set_1025_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-exp-set-1025-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_exp_set_1025_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-exp-set-1025-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_exp_set_1025_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 1,025 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-exp-set-1025-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_exp_set_65537_offset_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (a large common offset with a small spread along a long axis: a FLOAT32 running sum drops the spread, a one-pass variance cancels; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-exp-set-65537-offset', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_exp_set_65537_cancel_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (terms that cancel along a long axis, the positives first: a running sum reaches far above what is left; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-exp-set-65537-cancel', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})


def test_large_log_sum_exp_set_65537_near_max_float32_float32(dml):
    """ns-directml-dml_reduce_operator_desc.md: Tensor support according to function: AVERAGE, L2, LOG_SUM, and LOG_SUM_EXP, DML_FEATURE_LEVEL_3_0 and above (values near the largest the case may hold along a long axis, the largest last: exponentials taken without the maximum overflow; 65,537 elements)"""
    dml.check_large('DML_REDUCE_OPERATOR_DESC', 'log-sum-exp-set-65537-near-max', {'InputTensor': 'FLOAT32', 'OutputTensor': 'FLOAT32'})
