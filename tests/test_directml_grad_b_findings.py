"""DirectML's answers on the gradient operators of issue 41's grad-b family and the forward
deviations their relations found (directml:wine: DirectML 1.15.4 under Wine 8 / vkd3d 1.6 /
lavapipe), each from a case file in tests/directml/ with the right answer derived here by hand.
tests/directml/directml-wine.expectations.yaml waives the deviations in CI; docs/findings.md lists
them. A test that fails means the behaviour changed."""

from __future__ import annotations

import copy
from pathlib import Path

import numpy as np

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


def run(directml, name: str, edit=None):
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    if edit is not None:  # another desc: the reference's answer, not the file's
        case = copy.deepcopy(case)
        edit(case.desc)
        case.expected = None
    return case, Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)


def test_resample_grad_offsets_name_its_own_tensors(directml):
    # the forward RESAMPLE1 at offsets 0.5 / -0.5, Scale 2 over 2 elements: x = -0.25, 0.25, 0.75,
    # 1.25 clamped, weights (1, 0), (0.75, 0.25), (0.25, 0.75), (0, 1); its gradient of [4, 8, 16, 32]
    # is [4 + 6 + 4, 2 + 12 + 32] = [14, 46]. Given as this operator's own offsets (InputPixelOffsets
    # the gradient's input's = the forward's output's -0.5, OutputPixelOffsets 0.5), DirectML gives it
    case, outcome = run(directml, "resample-grad-offsets-name-the-gradient-tensors")
    assert case.expected == {"OutputGradientTensor": [14, 46]}
    assert outcome.result.outcome == Outcome.PASS

    def forward_named(desc):
        desc["InputPixelOffsets"], desc["OutputPixelOffsets"] = [0.5, 0.5], [-0.5, -0.5]

    # the forward's own values read as the gradient's: x = (X - 0.5) / 2 + 0.5 = 0.25, 0.75, 1.25,
    # 1.75, weights (0.75, 0.25), (0.25, 0.75), (0, 1), (0, 1): [3 + 2, 1 + 6 + 16 + 32] = [5, 55]
    _, swapped = run(directml, "resample-grad-offsets-name-the-gradient-tensors", forward_named)
    assert swapped.actual["OutputGradientTensor"].reshape(-1).tolist() == [5, 55]


def test_resample1_linear_negative_input_offset_reads_one_low(directml):
    case, outcome = run(directml, "resample1-linear-negative-input-offset-reads-low")
    # by hand: x = (X - 0.5) / 1 - (-0.5) = X in the last dimension: every element copied
    assert case.expected == {"OutputTensor": [1, 2, 3, 4]}
    assert outcome.result.outcome == Outcome.FAIL
    # DirectML reads element X - 1 (the first clamped); a 1-D tensor at the same offsets is right
    assert outcome.actual["OutputTensor"].reshape(-1).tolist() == [1, 1, 2, 3]

    def one_d(desc):
        for t in ("InputTensor", "OutputTensor"):
            desc[t]["Sizes"] = [4]
        desc.update(DimensionCount=1, Scales=[1], InputPixelOffsets=[-0.5], OutputPixelOffsets=[0.5])

    _, alone = run(directml, "resample1-linear-negative-input-offset-reads-low", one_d)
    assert alone.result.outcome == Outcome.PASS


def test_batch_normalization_training_grad_centres_on_mean_tensor(directml):
    case, outcome = run(directml, "batch-normalization-training-grad-centres-on-mean-tensor")
    # by hand, MeanTensor 0 (not the set's 4): Coef0 = 1 / sqrt(5 + 4) = 1/3, mean(dy) = 0,
    # mean(dy * (x - 0)) = (1 - 7) / 4 = -1.5: 2 / 3 * (dy + x / 6) = [7/9, 1/3, 5/9, 1/9]; the page's
    # mean(Input) = 4 would give [1/3, -1/9, 1/9, -1/3] (the spec's example one-set-of-four)
    assert outcome.result.outcome == Outcome.PASS
    got = outcome.actual["OutputGradientTensor"].reshape(-1)
    assert np.allclose(got, [7 / 9, 1 / 3, 5 / 9, 1 / 9], rtol=1e-6)
    assert not np.allclose(got, [1 / 3, -1 / 9, 1 / 9, -1 / 3], rtol=1e-2)


def test_lrn_grad_of_an_even_window_sums_its_own_window_not_the_mirrored_one(directml):
    case, outcome = run(directml, "local-response-normalization-grad-even-window-not-mirrored")
    # by hand: DirectML's forward window for LocalSize 2 is the channel and the next (D = [6, 14, 26, 17]
    # for [1, 2, 3, 4], Alpha 2, Bias 1, Beta 1); dy = e_1 reaches channels 1 and 2 (window 1 holds them):
    # dx = [0, 1/14 - 8/196, -12/196, 0]
    assert np.allclose(case.expected["OutputGradientTensor"], [0, 6 / 196, -12 / 196, 0])
    assert outcome.result.outcome == Outcome.FAIL
    # DirectML sends the term to the channels of window 1's own placement read backwards: channels 0 and 1
    assert np.allclose(outcome.actual["OutputGradientTensor"].reshape(-1), [-4 / 196, 6 / 196, 0, 0], atol=1e-7)

    def odd(desc):
        desc["LocalSize"], desc["Alpha"] = 3, 3.0

    # an odd window (symmetric: mirrored is itself) is right on the same tensors
    _, symmetric = run(directml, "local-response-normalization-grad-even-window-not-mirrored", odd)
    assert symmetric.result.outcome == Outcome.PASS, symmetric.result.message
