"""Mutants of RANDOM_GENERATOR in the shapes real Philox implementations shipped: each changes the
counters the blocks read or the state written after them, firing only where it changes an output
(None elsewhere: the reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; tests/test_mutants_random.py checks each
against the kind's reference directly.
"""

from __future__ import annotations

import math

import numpy as np

from conformance.cases.case import Case
from conformance.kinds.random_generator import OUTPUT, OUTPUT_STATE, STATE, counter_value, counter_words, philox
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
RANDOM = {"random_generator"}
TOP = load_specs().highest_level


def _run(tensors, x, counters: np.ndarray, after: np.ndarray) -> dict:
    """The outputs from the blocks at ``counters`` ((blocks, 4) words) and the state's counter ``after``."""
    s = np.asarray(x[STATE]).astype(np.uint64).reshape(-1)
    n = tensors[OUTPUT].element_count
    out = {OUTPUT: philox(counters, (int(s[4]), int(s[5]))).reshape(-1)[:n].astype(np.uint32)
           .reshape(tensors[OUTPUT].sizes)}
    if tensors.get(OUTPUT_STATE) is not None:
        out[OUTPUT_STATE] = np.concatenate([after, s[4:6]]).astype(np.uint32).reshape(tensors[OUTPUT_STATE].sizes)
    return out


def _changed(op, tensors, x, counters, after):
    """The mutant's outputs, or None where they are the reference's."""
    s = np.asarray(x[STATE]).reshape(-1)
    blocks = math.ceil(tensors[OUTPUT].element_count / 4)
    right_counters = counter_words(counter_value(s), blocks)
    right_after = counter_words(counter_value(s) + blocks)[0]
    keeps_state = tensors.get(OUTPUT_STATE) is None or np.array_equal(after, right_after)
    return None if np.array_equal(counters, right_counters) and keeps_state else _run(tensors, x, counters, after)


@mutant("philox-counter-carry-dropped",
        "the 128-bit counter moved one 32-bit word at a time without the carry: block i reads word 0 + i modulo 2^32 "
        "and words 1 to 3 unchanged, and the next state likewise (oneDPL's Philox engine: 'Fix for the incorrect counter "
        "incrementing', its overflow test extended past the counter's first chunk, uxlfoundation/oneDPL#1905)",
        upstream=GITHUB + "uxlfoundation/oneDPL/pull/1905", reaches=RANDOM)
def _carry_dropped(self, op, desc, tensors, x):
    if op.semantics["reference"] != "random_generator":
        return None
    s = np.asarray(x[STATE]).astype(np.uint64).reshape(-1)
    blocks = math.ceil(tensors[OUTPUT].element_count / 4)
    counters = np.tile(s[:4], (blocks, 1))
    counters[:, 0] = (s[0] + np.arange(blocks, dtype=np.uint64)) & np.uint64(0xFFFFFFFF)
    after = s[:4].copy()
    after[0] = (s[0] + np.uint64(blocks)) & np.uint64(0xFFFFFFFF)
    return _changed(op, tensors, x, counters, after)


@mutant("philox-blocks-repeat",
        "every thread's block read at the same counter (the per-thread offset left out), so the output repeats every "
        "four words (ROCm composable_kernel's philox_rand.hpp: 'Fixed bug ... to generate random number with no "
        "repeating', ROCm/composable_kernel#574)",
        upstream=GITHUB + "ROCm/composable_kernel/pull/574", reaches=RANDOM)
def _blocks_repeat(self, op, desc, tensors, x):
    if op.semantics["reference"] != "random_generator":
        return None
    s = np.asarray(x[STATE]).reshape(-1)
    blocks = math.ceil(tensors[OUTPUT].element_count / 4)
    counters = np.tile(counter_words(counter_value(s))[0], (blocks, 1))
    return _changed(op, tensors, x, counters, counter_words(counter_value(s) + blocks)[0])


@mutant("philox-state-advanced-by-whole-blocks-only",
        "the next state's counter moved by the element count over 4 rounded down, not up: a cut-short last block is not "
        "counted, so the next run reads its counter again and repeats its words (PyTorch's dropout: the Philox offset "
        "increment under-counted the values a thread draws, pytorch/pytorch#50110)",
        upstream=GITHUB + "pytorch/pytorch/pull/50110", reaches=RANDOM)
def _state_floor(self, op, desc, tensors, x):
    if op.semantics["reference"] != "random_generator":
        return None
    s = np.asarray(x[STATE]).reshape(-1)
    n = tensors[OUTPUT].element_count
    counters = counter_words(counter_value(s), math.ceil(n / 4))
    return _changed(op, tensors, x, counters, counter_words(counter_value(s) + n // 4)[0])


def _case(state, out_sizes, with_state=True):
    desc = {"InputStateTensor": {"DataType": "UINT32", "Sizes": [1, 1, 1, 6]},
            "OutputTensor": {"DataType": "UINT32", "Sizes": out_sizes},
            "Type": "DML_RANDOM_GENERATOR_TYPE_PHILOX_4X32_10"}
    if with_state:
        desc["OutputStateTensor"] = {"DataType": "UINT32", "Sizes": [1, 1, 1, 6]}
    return Case("DML_RANDOM_GENERATOR_OPERATOR_DESC", TOP.name, desc, {"InputStateTensor": state})


FIRES = {
    # word 0 at 2^32 - 1: the second block's counter is (0, 1, 0, 0) with the carry, (0, 0, 0, 0) without
    "philox-counter-carry-dropped": _case([0xFFFFFFFF, 0, 0, 0, 1, 2], [1, 1, 2, 4]),
    # eight words: the second block is the first again
    "philox-blocks-repeat": _case([0, 0, 0, 0, 1, 2], [1, 1, 2, 4], with_state=False),
    # five words: two blocks, the state's counter 2 (floor: 1)
    "philox-state-advanced-by-whole-blocks-only": _case([0, 0, 0, 0, 1, 2], [1, 1, 1, 5]),
}
