"""The suite's Philox 4x32-10 (conformance/kinds/random_generator.py) and the uniformity relation
(conformance/cases/uniformity.py): Random123's known answers, numpy's own Philox (4x64-10: the same
rounds and key schedule at 64 bits), the counter's carries, the page's Remarks by hand, and the
statistics' power and false-alarm rate."""

from __future__ import annotations

import math

import numpy as np
import pytest

from conformance.cases.uniformity import chi_square_critical, normal_quantile, uniform_bits_problem
from conformance.kinds.random_generator import counter_value, counter_words, generate, philox


def test_philox_4x32_10_known_answers():
    # Random123 tests/kat_vectors (DEShawResearch/random123 at 9545ff64), the philox4x32 10 lines
    ctr = np.array([[0, 0, 0, 0], [0xFFFFFFFF] * 4, [0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344]])
    keys = [(0, 0), (0xFFFFFFFF, 0xFFFFFFFF), (0xA4093822, 0x299F31D0)]
    want = [[0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8], [0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD],
            [0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1]]
    for c, k, w in zip(ctr, keys, want):
        assert philox(c, k).tolist() == w


def test_philox_structure_agrees_with_numpys_philox_4x64():
    # numpy.random.Philox is Philox 4x64-10 (not 4x32): the same round function, key bumps and
    # round count at 64-bit words. Its random_raw first moves the counter by one, then gives the
    # four words of the block, least significant counter word first
    key, start = np.array([5, 0xFFFFFFFFFFFFFFFF], np.uint64), [0xFFFFFFFFFFFFFFFE, 7, 0, 1]
    raw = np.random.Philox(key=key, counter=np.array(start, np.uint64)).random_raw(12).reshape(3, 4)
    for i, block in enumerate(raw):
        c = start[0] + 1 + i
        counter = np.array([c % 2 ** 64, 7 + c // 2 ** 64, 0, 1], dtype=np.uint64)  # the carry into word 1
        assert philox(counter, [int(k) for k in key], width=64).tolist() == block.tolist()


def test_counter_words_carry_and_wrap():
    words = counter_words(2 ** 128 - 2, 3)
    assert words.tolist() == [[0xFFFFFFFE] + [0xFFFFFFFF] * 3, [0xFFFFFFFF] * 4, [0, 0, 0, 0]]
    assert counter_words(2 ** 64 - 1, 2)[1].tolist() == [0, 0, 1, 0]
    assert counter_value([1, 2, 3, 4, 9, 9]) == 1 + (2 << 32) + (3 << 64) + (4 << 96)


def test_remarks_example_by_hand():
    # the page's counter 0x48656c6c'6f46726f'6d536561'74746c65 and an OutputTensor {3,3,20,7219}
    n = 3 * 3 * 20 * 7219
    assert math.ceil(n / 4) == 324855  # the page's increment: right
    start = 0x48656C6C_6F46726F_6D536561_74746C65
    words = [(start >> (32 * i)) & 0xFFFFFFFF for i in range(4)]
    after = counter_value(counter_words(start + math.ceil(n / 4))[0])
    assert after == 0x48656C6C_6F46726F_6D536561_7479615C  # erratum remarks-counter-example-subtracts
    assert start - 324855 == 0x48656C6C_6F46726F_6D536561_746F776E  # the page's value: a decrement
    # generate's state (no need for 1.3 million words: a four-word run moves the counter by one)
    assert generate(words + [1, 2], 4)[1].tolist()[:4] == counter_words(start + 1)[0].tolist()


def test_generate_cuts_the_last_block_and_moves_by_ceil():
    out, state = generate([7, 0, 0, 0, 3, 4], 6)
    both = philox(counter_words(7, 2), (3, 4)).reshape(-1)
    assert out.tolist() == both[:6].tolist() and state.tolist() == [9, 0, 0, 0, 3, 4]


def test_critical_values_are_close_to_the_exact_ones():
    assert normal_quantile(1e-6) == pytest.approx(4.753424, abs=1e-5)
    stats = pytest.importorskip("scipy.stats")
    for dof in (15, 32, 255):
        for p in (1e-6, 0.01):
            assert chi_square_critical(dof, p) == pytest.approx(stats.chi2.isf(p, dof), rel=1e-6)


def test_uniformity_holds_for_a_long_philox_run_and_its_bytes():
    # the reference over 2^16 words passes; so do its 256 byte values (chi-square, 255 degrees)
    words, _ = generate([0, 0, 0, 0, 0x9E3779B9, 0x7F4A7C15], 1 << 16)
    assert uniform_bits_problem(words, 1e-6) is None
    seen = np.bincount(words.view(np.uint8), minlength=256)
    expected = words.size * 4 / 256
    assert float(((seen - expected) ** 2 / expected).sum()) < chi_square_critical(255, 1e-6)


def test_uniformity_false_alarm_rate_is_what_it_says():
    # at significance 0.01 each, 600 outputs of 48 words (the ci profile's largest): the failures
    # stay below the Bonferroni bound 3 x 0.01 plus four standard deviations
    failures = sum(uniform_bits_problem(generate([i * 12, 0, 0, 0, 17, 29], 48)[0], 0.01) is not None
                   for i in range(600))
    assert failures / 600 < 0.03 + 4 * math.sqrt(0.03 * 0.97 / 600)


@pytest.mark.parametrize("broken, says", [
    (np.zeros(48, np.uint32), "are equal"),  # nothing written: its blocks are all alike
    (np.zeros(3, np.uint32), "ones among"),  # nothing written, less than two blocks
    (np.tile(generate([0] * 4 + [1, 2], 4)[0], 12), "are equal"),  # the counter never moved
    (generate([0] * 4 + [1, 2], 48)[0] & np.uint32(0xFFFF), "ones among"),  # half of each word
    # one bit stuck: from 128 words (the dev profile draws up to 256; ci's 48 are too few)
    (generate([0] * 4 + [1, 2], 128)[0] | np.uint32(1), "bit position"),
])
def test_uniformity_catches_broken_generators(broken, says):
    problem = uniform_bits_problem(broken, 1e-6)
    assert problem is not None and says in problem
