"""A backend in a worker process that segfaults, hangs, raises or answers with the wrong
shape on one case: that case is CRASH, TIMEOUT, ERROR or FAIL, every other case still runs
and passes, and the results written before the fault stay written."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from conformance.cli import GENERATED

ROOT = Path(__file__).resolve().parent.parent
FAULTS = {"segfault": "CRASH", "hang": "TIMEOUT", "raise": "ERROR", "wrong-shape": "FAIL"}


# --timeout bounds a worker's start too (its imports, the specs, the probe): four runs side by side
# on a CI machine's two busy cores have taken more than 5 s to start one (2026-11-26, 98 operators)
TIMEOUT_S = 20


def run_faulty(fault: str, out: Path) -> list[dict]:
    cmd = [sys.executable, "-m", "pytest", str(GENERATED / "test_argmax.py"), "-q", "-p", "faulty_backends",
           "-p", "no:cacheprovider", f"--dml-backend=faulty:{fault}", f"--dml-out={out}", f"--dml-timeout={TIMEOUT_S}",
           "-k", "example or axis_direction or invalid_known"]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]))
    subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    return [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    base = tmp_path_factory.mktemp("faults")
    with ThreadPoolExecutor(max_workers=len(FAULTS)) as pool:
        return dict(zip(FAULTS, pool.map(lambda f: run_faulty(f, base / f), FAULTS)))


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_a_fault_costs_one_case(runs, fault):
    records = runs[fault]
    victims = [r for r in records if r["spec_item"] == "examples/example-2-rows"]
    others = [r for r in records if r["spec_item"] != "examples/example-2-rows"]
    assert [r["outcome"] for r in victims] == [FAULTS[fault]]
    assert len(others) >= 5
    assert {r["outcome"] for r in others} == {"PASS"}, [(r["case_id"], r["message"]) for r in others]
    # the cases after the victim ran too: the worker was restarted
    order = [r["spec_item"] for r in records]
    assert order.index("examples/example-2-rows") < len(order) - 1


def test_fault_messages_say_what_happened(runs):
    def victim(fault):
        return next(r for r in runs[fault] if r["spec_item"] == "examples/example-2-rows")

    assert "SIGSEGV" in victim("segfault")["message"]
    assert f"within {TIMEOUT_S} s" in victim("hang")["message"]
    assert "RuntimeError: the driver said no" in victim("raise")["message"]
    assert "traceback" in victim("raise")["details"]
    assert "shape" in victim("wrong-shape")["message"] or "differ" in victim("wrong-shape")["message"]
    for fault in FAULTS:
        assert victim(fault)["case_file"], fault


def test_an_interrupt_from_the_terminal_leaves_the_worker_to_its_parent():
    """Ctrl-C reaches the whole process group. A worker that quit on it made the case its parent
    sent next a CRASH ("worker died during supports (exit code 0)", seen on the GPU run when its
    budget interrupted a shard): the parent decides whether the run stops."""
    import signal
    import time

    from conformance.backends.reference import ReferenceBackend
    from conformance.backends.worker import IsolatedBackend
    from conformance.cases.case import case_from_json
    from conformance.spec import load_specs

    specs = load_specs()
    backend = IsolatedBackend(ReferenceBackend, specs, None, specs.highest_level)
    try:
        assert backend.probe().available
        worker = backend._channel.process
        os.kill(worker.pid, signal.SIGINT)
        time.sleep(0.5)
        assert worker.poll() is None, "the worker quit on the interrupt"
        case = case_from_json(json.loads((ROOT / "tests" / "peers" / "torch" / "gelu-of-infinity-is-nan.json")
                                         .read_text()), specs)
        assert backend.supports(case, specs.operator(case.operator)).status == "supported"
        assert backend._channel.process is worker
    finally:
        backend.close()


def test_a_desc_without_inputs_reaches_a_framework_peer_in_its_worker_with_its_tensors():
    """A framework peer gets no input and no output buffer for FILL_VALUE_CONSTANT: its worker
    still parses the desc's tensors (an empty ``tensors`` once made every such case an ERROR,
    KeyError 'OutputTensor', on every peer: FILL_VALUE_CONSTANT, DIAGONAL_MATRIX, DIAGONAL_MATRIX1
    without its InputTensor)."""
    from conformance.backends import create_backend
    from conformance.cases.case import Case
    from conformance.run.runner import Runner
    from conformance.spec import load_specs

    specs = load_specs()
    op = specs.operator("DML_FILL_VALUE_CONSTANT_OPERATOR_DESC")
    example = op.examples[0]
    backend = create_backend("onnx-reference", specs, specs.highest_level)
    try:
        result = Runner(specs, backend, specs.highest_level).run(
            Case(op.operator, "4_1", example.desc, example.inputs), write_case=False).result
    finally:
        backend.close()
    assert result.outcome.value == "PASS", result.message
