"""RANDOM_GENERATOR: Philox 4x32-10 (Salmon et al., "Parallel Random Numbers: As Easy as 1, 2, 3",
SC11, the generator the page names), vectorized in numpy, and the state layout DirectML uses.

The state (Members: InputStateTensor) is six UINT32 words: a 128-bit counter in words 0 to 3 and
the 64-bit key in words 4 and 5. What the page leaves to be found, and DirectML 1.15.4 answers
(docs/notes-random.md, derived under directml:wine): word 0 is the counter's least significant
word and word 4 the key's first (Random123's k0); output element 4i + j is word j of Philox's
block at counter + i (row-major over OutputTensor's logical elements), the last block cut short;
OutputStateTensor is the input state with the counter moved by ceil(n / 4) modulo 2^128, the key
kept (Remarks). Output and state are exact functions of the input: judged bit for bit."""

from __future__ import annotations

import math

import numpy as np

from .kind import Kind

STATE, OUTPUT, OUTPUT_STATE = "InputStateTensor", "OutputTensor", "OutputStateTensor"

# Random123's constants (philox.h; the paper's Table 2): the multipliers and the Weyl key bumps,
# for 32-bit words and (numpy.random.Philox's 4x64, the cross-check in tests) 64-bit ones
MULTIPLIERS = {32: (0xD2511F53, 0xCD9E8D57), 64: (0xD2E7470EE14C6C93, 0xCA5A826395121157)}
BUMPS = {32: (0x9E3779B9, 0xBB67AE85), 64: (0x9E3779B97F4A7C15, 0xBB67AE8584CAA73B)}
ROUNDS = 10


def _mulhilo(m: int, x: np.ndarray, width: int) -> tuple[np.ndarray, np.ndarray]:
    """(high, low) words of m * x, x an array of ``width``-bit words in uint64."""
    if width == 32:
        p = np.uint64(m) * x
        return p >> np.uint64(32), p & np.uint64(0xFFFFFFFF)
    # 64 x 64 -> 128 bits from 32-bit halves (numpy has no 128-bit integer)
    mask = np.uint64(0xFFFFFFFF)
    s32 = np.uint64(32)
    ml, mh = np.uint64(m & 0xFFFFFFFF), np.uint64(m >> 32)
    xl, xh = x & mask, x >> s32
    ll, lh, hl, hh = ml * xl, ml * xh, mh * xl, mh * xh
    mid = (ll >> s32) + (lh & mask) + (hl & mask)
    low = (ll & mask) | ((mid & mask) << s32)
    high = hh + (lh >> s32) + (hl >> s32) + (mid >> s32)
    return high, low


def philox(counter: np.ndarray, key, width: int = 32, rounds: int = ROUNDS) -> np.ndarray:
    """Philox 4xW-R of each counter: ``counter`` (..., 4) words, ``key`` two words; (..., 4) out.
    Random123's order: a round, then the key bumped, R rounds (the key bumped R - 1 times)."""
    mask = np.uint64((1 << width) - 1)
    c = [np.asarray(counter, dtype=np.uint64)[..., i] & mask for i in range(4)]
    k0, k1 = int(key[0]), int(key[1])
    (m0, m1), (w0, w1) = MULTIPLIERS[width], BUMPS[width]
    with np.errstate(over="ignore"):
        for r in range(rounds):
            if r:
                k0, k1 = (k0 + w0) & int(mask), (k1 + w1) & int(mask)
            hi0, lo0 = _mulhilo(m0, c[0], width)
            hi1, lo1 = _mulhilo(m1, c[2], width)
            c = [hi1 ^ c[1] ^ np.uint64(k0), lo1, hi0 ^ c[3] ^ np.uint64(k1), lo0]
    return np.stack(c, axis=-1)


def counter_value(state) -> int:
    """The 128-bit counter of a six-word state, word 0 least significant."""
    w = [int(v) for v in np.asarray(state, dtype=np.uint64).reshape(-1)[:4]]
    return w[0] | w[1] << 32 | w[2] << 64 | w[3] << 96


def counter_words(value: int, count: int = 1) -> np.ndarray:
    """(count, 4) words of the counters value, value + 1, ... modulo 2^128, least significant first."""
    base = value % (1 << 128)
    low = base & 0xFFFFFFFFFFFFFFFF
    i = np.arange(count, dtype=np.uint64)
    with np.errstate(over="ignore"):
        lo64 = np.uint64(low) + i
    carry = (lo64 < np.uint64(low)).astype(np.uint64)  # the low 64 bits wrapped: one into the high 64
    high = base >> 64
    hi64 = np.where(carry == 1, np.uint64((high + 1) & 0xFFFFFFFFFFFFFFFF), np.uint64(high))
    m = np.uint64(0xFFFFFFFF)
    return np.stack([lo64 & m, lo64 >> np.uint64(32), hi64 & m, hi64 >> np.uint64(32)], axis=-1)


def generate(state, n: int) -> tuple[np.ndarray, np.ndarray]:
    """(n output words, the next state) of a six-word Philox 4x32-10 state."""
    s = np.asarray(state, dtype=np.uint64).reshape(-1)
    blocks = math.ceil(n / 4)
    out = philox(counter_words(counter_value(s), blocks), (int(s[4]), int(s[5])))
    nxt = counter_words(counter_value(s) + blocks)[0]
    return (out.reshape(-1)[:n].astype(np.uint32),
            np.concatenate([nxt, s[4:6]]).astype(np.uint32))


class RandomGenerator(Kind):
    names = ("random_generator",)
    reads_input_tensor = False

    def compute(self, specs, op, desc, tensors, x):
        out_t = tensors[OUTPUT]
        words, state = generate(x[STATE], out_t.element_count)
        outputs = {OUTPUT: words.reshape(out_t.sizes)}
        if tensors.get(OUTPUT_STATE) is not None:
            outputs[OUTPUT_STATE] = state.reshape(tensors[OUTPUT_STATE].sizes)
        return outputs

    def reach(self, desc, marked):
        # every output element reads every state word (the counter and the key)
        return np.full(desc[OUTPUT]["Sizes"], bool(np.asarray(marked).any()))

    def marked_tensors(self, x):
        return [STATE]

    def drawn_values(self, draw, op, desc, tensor, values):
        """The counter's carries: in one draw of two its low words are all ones, or one or two
        below (the block count moves the counter across a word; all four: it wraps past 2^128)."""
        import hypothesis.strategies as st

        strides = (desc.get(tensor) or {}).get("Strides") or []
        if tensor != STATE or values.size != 6 or 0 in strides or not draw(st.booleans()):
            return values  # a broadcast state (stride 0) holds one word six times: kept as drawn
        v = np.array(values, dtype=np.uint32).reshape(-1)
        top = draw(st.integers(1, 4))  # how many low words are at their top
        for i in range(top):
            v[i] = 0xFFFFFFFF - (draw(st.sampled_from([0, 0, 1, 2])) if i == 0 else 0)
        return v.reshape(np.shape(values))

    def working_bytes(self, op, desc, tensors):
        t = tensors.get(OUTPUT)
        if t is None:
            return []
        n = t.element_count * 8 * 12  # the counters and the rounds' uint64 words
        return [(f"desc.{OUTPUT}.Sizes", n, f"the reference's Philox blocks take about {n} bytes")]
