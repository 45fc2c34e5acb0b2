"""Every judged case's outputs kept beside its record (conformance/run/outputs.py): a record names
its slice of ``outputs.bin`` and its digest, the slice reads back as the backend's answer bit for
bit, parallel writers never overlap, and a reference that is not what it should be is refused in
one line."""

from __future__ import annotations

import json
import re

import numpy as np
import pytest

from conformance.run.outputs import OUTPUTS, OutputError, OutputLog, read_output
from conformance.run.runner import Runner
from conformance.spec.validator import validator_for
from generators.cases import example_cases


def test_a_judged_case_names_outputs_that_read_back_as_its_answer(specs, tmp_path):
    from conformance.backends.reference import ReferenceBackend

    runner = Runner(specs, ReferenceBackend(specs, None, specs.highest_level), specs.highest_level, tmp_path)
    judged = 0
    for name in ("ARGMAX", "ELEMENT_WISE_ADD", "CONVOLUTION", "TOP_K", "GATHER"):
        op = specs.operator(name)
        for generated in example_cases(op, validator_for(specs)):
            if generated.case is None or generated.case.expect != "valid":
                continue
            outcome = runner.run(generated.case, write_case=False)
            if not outcome.actual:
                assert "output" not in outcome.result.details
                continue
            runner.outputs.sync()
            back = read_output((tmp_path / OUTPUTS).read_bytes(), outcome.result.details["output"])
            assert back.keys() == outcome.actual.keys()
            for tensor, values in outcome.actual.items():
                assert back[tensor].dtype == values.dtype and back[tensor].shape == values.shape
                assert back[tensor].tobytes() == np.ascontiguousarray(values).tobytes()
            judged += 1
    assert judged >= 10


def test_writers_appending_at_once_each_read_back_their_own(tmp_path):
    logs = [OutputLog(tmp_path / OUTPUTS) for _ in range(3)]
    rng = np.random.default_rng(0)
    written = []
    for i in range(60):
        arrays = {"A": rng.normal(size=(i % 5 + 1, 3)).astype(np.float32), "B": np.arange(i, dtype=np.uint64)}
        written.append((arrays, logs[i % 3].append(arrays)))
    for log in logs:
        log.close()
    data = (tmp_path / OUTPUTS).read_bytes()
    assert len(data) == sum(ref["bytes"] for _, ref in written)
    for arrays, ref in written:
        back = read_output(data, ref)
        assert all(np.array_equal(back[k], v) and back[k].dtype == v.dtype for k, v in arrays.items())


def good_ref(tmp_path):
    log = OutputLog(tmp_path / OUTPUTS)
    ref = log.append({"OutputTensor": np.array([[1.5, -2.0]], dtype=np.float16), "Indices": np.array([7], np.uint32)})
    log.close()
    return (tmp_path / OUTPUTS).read_bytes(), ref


@pytest.mark.parametrize("change, why", [
    (lambda r: r.update(offset=10**9), "lie outside"),
    (lambda r: r.update(offset=-1), "lie outside"),
    (lambda r: r.update(bytes=2**62), "lie outside"),
    (lambda r: r.update(offset=True), "lie outside"),
    (lambda r: r.update(sha256="0" * 64), "not the bytes it names"),
    (lambda r: r.pop("sha256"), "not {offset, bytes, sha256, tensors}"),
    (lambda r: r["tensors"].update(OutputTensor=["object", [1, 2]]), "is not [type, sizes]"),
    (lambda r: r["tensors"].update(OutputTensor=["float16", [1, 2**39]]), "needs more than"),
    (lambda r: r["tensors"].update(OutputTensor=["float16", [1, 1]]), "take 6 of the 8 bytes"),
    (lambda r: r["tensors"].update(OutputTensor=["float16", "1x2"]), "is not [type, sizes]"),
])
def test_a_reference_that_is_not_what_it_should_be_is_refused_in_one_line(tmp_path, change, why):
    data, ref = good_ref(tmp_path)
    assert read_output(data, ref)["Indices"].tolist() == [7]
    ref = json.loads(json.dumps(ref))
    change(ref)
    with pytest.raises(OutputError, match=re.escape(why)) as caught:
        read_output(data, ref)
    assert "\n" not in str(caught.value)


def test_outputs_of_a_type_no_tensor_has_are_not_kept(tmp_path):
    log = OutputLog(tmp_path / OUTPUTS)
    assert log.append({"OutputTensor": np.array(["a"], dtype=object)}) is None
    log.close()


def test_outputs_past_the_limit_are_not_kept(tmp_path, monkeypatch):
    from conformance.run import outputs

    monkeypatch.setattr(outputs, "MAX_KEPT_BYTES", 64)
    log = OutputLog(tmp_path / OUTPUTS)
    assert log.append({"OutputTensor": np.zeros(16, np.float32)}) is not None
    assert log.append({"OutputTensor": np.zeros(17, np.float32)}) is None
    log.close()
    assert (tmp_path / OUTPUTS).stat().st_size == 64
