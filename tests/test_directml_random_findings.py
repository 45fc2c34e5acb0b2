"""DirectML and RANDOM_GENERATOR (docs/notes-random.md). Wine's vkd3d cannot compile the DXIL
kernel DirectML hands it for every RANDOM_GENERATOR desc, so the state layout, the counter's
increment and the word order are read from that kernel itself: its LLVM text (llvm-dis of the
DXIL DirectML 1.15.4 gave for tests/directml/random-generator-is-dxil.json, saved under
tests/directml/shaders/) runs here under tests/dxil_run.py and must give the reference's words,
Random123's known answers among them, bit for bit. The replay of the case file skips without the
Wine stack, saying why; the kernel's tests need nothing but this repository."""

from __future__ import annotations

from pathlib import Path

import pytest

import dxil_run
from conformance.cases.case import read_case_file
from conformance.kinds.random_generator import generate
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"
KERNEL = dxil_run.parse((FOUND / "shaders" / "random-generator-philox-packed-1.15.4.ll").read_text())


def kernel(state: list[int], n: int, with_state: bool = True) -> tuple[list[int], list[int]]:
    """DirectML 1.15.4's packed Philox kernel, one thread per four-word block. Its constant
    buffer, which DirectML fills at dispatch and this device never saw, is the one reading
    that makes the kernel keep its own guards: row 4's z the first block (0), w the last block
    (ceil(n / 4) - 1: threads above it return at once, and the last one writes the state); row
    5's x the element count (each store is guarded by index < x) and y whether OutputStateTensor
    is bound (the state store is guarded by y != 0)."""
    blocks = -(-n // 4)
    buffers = {0: list(state), 1: [0] * (4 * blocks), 2: [0] * 6}
    cbuffer = {4: [0, 0, 0, blocks - 1], 5: [n, int(with_state), 0, 0]}
    for thread in range(blocks + 1):  # one thread past the last: it must write nothing
        dxil_run.run(KERNEL, thread, cbuffer, buffers)
    assert buffers[1][n:] == [0] * (4 * blocks - n)  # a cut-short last block stores no word past n
    return buffers[1][:n], buffers[2]


# Random123's tests/kat_vectors (DEShawResearch/random123 at 9545ff6413f258be2f04c1d319d99aaef7521150),
# its three philox4x32 10 lines: counter words, key words -> the four output words
KNOWN = [([0] * 4, [0] * 2, [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]),
         ([0xFFFFFFFF] * 4, [0xFFFFFFFF] * 2, [0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD]),
         ([0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344], [0xA4093822, 0x299F31D0],
          [0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1])]


@pytest.mark.parametrize("counter, key, words", KNOWN)
def test_directml_kernel_gives_random123s_known_answers(counter, key, words):
    # the state {counter words 0-3, key words 4-5} as the page lays it out, Random123's ctr[0..3]
    # and k0, k1 in that order: DirectML's first four words are the known answer
    out, state = kernel(counter + key, 4)
    assert out == words
    # one block: the counter moves by 1 (by hand: all ones wraps to zero), the key is kept
    after = (sum(w << (32 * i) for i, w in enumerate(counter)) + 1) % 2 ** 128
    assert state == [(after >> (32 * i)) & 0xFFFFFFFF for i in range(4)] + key


@pytest.mark.parametrize("state, n", [
    ([0xFFFFFFFE, 0xFFFFFFFF, 5, 6, 7, 8], 11),  # the carry crosses words 0 and 1 inside the run
    ([0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFD, 1, 2], 13),  # past 2^128 - 1 inside the run: wraps
    ([0x74746C65, 0x6D536561, 0x6F46726F, 0x48656C6C, 0x12345678, 0x9ABCDEF0], 7),  # the page's counter
])
def test_directml_kernel_is_the_reference_bit_for_bit(state, n):
    out, after = kernel(state, n)
    words, expected_state = generate(state, n)
    assert out == words.tolist()
    assert after == expected_state.tolist()


def test_directml_kernel_writes_no_state_when_none_is_bound():
    out, after = kernel([1, 2, 3, 4, 5, 6], 5, with_state=False)
    assert out == generate([1, 2, 3, 4, 5, 6], 5)[0].tolist() and after == [0] * 6


def test_directml_gives_random_generator_as_dxil(directml):
    case = read_case_file(FOUND / "random-generator-is-dxil.json", SPECS)
    outcome = Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)
    # the desc is valid (CreateOperator accepts it) and its answer is Random123's first known one;
    # CompileOperator fails because the kernel is DXIL, which vkd3d 1.6 skips
    assert case.expected["OutputTensor"] == [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]
    assert outcome.result.outcome == Outcome.UNSUPPORTED
    assert "CompileOperator returned E_INVALIDARG" in outcome.result.message


def test_the_kernel_interpreter_refuses_what_it_does_not_know():
    blocks = {"0": ["%1 = fdiv float %0, 2.0", "ret void"]}
    with pytest.raises(NotImplementedError):
        dxil_run.run(blocks, 0, {}, {})
