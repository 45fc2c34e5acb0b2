"""Limits before allocation (issue 16): a hostile case file is refused in one line before
anything is allocated; the validator's rules are arithmetic, not loops over window or
dimension sizes; ``--timeout`` stops the in-process reference, an in-process backend and
validation; worker backends are capped at the memory limit."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from numpy.lib import format as npy_format

from conformance import cli
from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import case_from_json
from conformance.kinds import KINDS
from conformance.run.deadline import DeadlineExceeded, deadline
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs
from conformance.spec.pooling_rules import padding_only_window
from conformance.spec.limits import (ENV, LimitError, check_npy_header, check_tensor, memory_limit, parse_size,
                                     tensor_limit)
from conformance.spec.validator import validator_for
from sample_cases import ARGMAX_EXAMPLE_3

ROOT = Path(__file__).resolve().parent.parent
SPECS = load_specs()
LIMIT = 4 << 30  # the tests' memory limit: 1 GiB per tensor


@pytest.fixture(autouse=True)
def _limit(monkeypatch):
    monkeypatch.setenv(ENV, str(LIMIT))


def argmax_case(**input_fields) -> dict:
    data = json.loads(json.dumps(ARGMAX_EXAMPLE_3))
    data["desc"]["InputTensor"].update(input_fields)
    return data


# the attacker's files: a few hundred bytes each
HUGE_TOTAL = argmax_case(TotalTensorSizeInBytes=10_000_000_000)
HUGE_STRIDES = argmax_case(Strides=[1_000_000_000, 1_000_000_000])
HUGE_POOLING = {  # a valid desc: its output is one element, its padded input 2^32 elements
    "format": "dmlconf-case/1", "operator": "DML_AVERAGE_POOLING_OPERATOR_DESC", "feature_level": "1_0",
    "desc": {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
             "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
             "DimensionCount": 2, "Strides": [32768, 32768], "WindowSize": [32768, 32768],
             "StartPadding": [32767, 32767], "EndPadding": [32767, 32767], "IncludePadding": False},
    "inputs": {"InputTensor": [1]}}


def write(tmp_path: Path, data, name="case.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


def measured(*args: str, env: dict | None = None) -> tuple[subprocess.CompletedProcess, int]:
    """``python -m conformance ARGS`` in a child, and the child's peak RSS in bytes."""
    probe = ("import resource, subprocess, sys; p = subprocess.run(sys.argv[1:], capture_output=True, text=True); "
             "sys.stdout.write(p.stdout); sys.stderr.write(p.stderr); "
             "print('MAXRSS', resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr); "
             "sys.exit(p.returncode)")
    proc = subprocess.run([sys.executable, "-c", probe, sys.executable, "-m", "conformance", *args],
                          capture_output=True, text=True, timeout=300, cwd=ROOT,
                          env={**os.environ, ENV: str(LIMIT), **(env or {})})
    lines = proc.stderr.splitlines()
    rss = int(lines[-1].split()[1]) * 1024
    proc.stderr = "\n".join(lines[:-1]) + ("\n" if len(lines) > 1 else "")
    return proc, rss


def refused_in_one_line(proc: subprocess.CompletedProcess, rss: int, *needles: str) -> str:
    assert proc.returncode == 2, proc.stdout + proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("dmlconf: error: "), proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr
    for needle in needles:
        assert needle in lines[0], lines[0]
    assert rss < 400 << 20, f"peak RSS {rss >> 20} MiB"  # nothing of the gigabytes was allocated
    return lines[0]


# --------------------------------------------------------------------------- hostile case files

@pytest.mark.parametrize("command", ["validate", "replay"])
def test_a_huge_total_tensor_size_is_refused_in_one_line_before_allocating(tmp_path, command):
    path = write(tmp_path, HUGE_TOTAL)
    assert path.stat().st_size < 600
    line = refused_in_one_line(*measured(command, str(path)), str(path), "desc.InputTensor.TotalTensorSizeInBytes",
                               "10000000000 bytes (9.3 GiB)", "exceeds" if command == "replay" else "over",
                               "limit of", "4.0 GiB", "--memory-limit / DMLCONF_MEMORY_BYTES")
    assert "\n" not in line


@pytest.mark.parametrize("command", ["validate", "replay"])
def test_huge_strides_are_refused(tmp_path, command):
    path = write(tmp_path, HUGE_STRIDES)
    refused_in_one_line(*measured(command, str(path)), "desc.InputTensor.Strides", "[1000000000, 1000000000]",
                        "16000000004 bytes (14.9 GiB)")


@pytest.mark.parametrize("command", ["validate", "replay"])
def test_a_pooling_window_and_padding_that_would_pad_gigabytes_are_refused(tmp_path, command):
    report = validator_for(SPECS).validate(HUGE_POOLING["operator"], HUGE_POOLING["desc"], "1_0")
    assert report.valid  # the docs allow it: the limit, not the validator, refuses it
    path = write(tmp_path, HUGE_POOLING)
    refused_in_one_line(*measured(command, str(path)), "desc.StartPadding", "the reference's padded input")


def test_a_case_within_the_limit_still_replays(tmp_path):
    proc, _ = measured("replay", str(write(tmp_path, argmax_case(TotalTensorSizeInBytes=4096))))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.startswith("PASS")


def test_the_limit_is_configurable_with_memory_limit(tmp_path, capsys):
    path = write(tmp_path, argmax_case(TotalTensorSizeInBytes=100_000))  # 100 kB: fine at 4 GiB
    assert cli.main(["validate", str(path)]) == 0
    capsys.readouterr()
    assert cli.main(["replay", str(path), "--memory-limit", "200KB"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "100000 bytes" in err and "limit of 50000 bytes" in err, err
    assert os.environ[ENV] == str(LIMIT)  # the option held for the command only


def test_the_runner_refuses_a_case_past_the_limit_as_an_error_without_allocating():
    case = case_from_json(argmax_case(), SPECS, "t")
    case.desc["InputTensor"]["TotalTensorSizeInBytes"] = 10_000_000_000  # past the reader's check
    runner = Runner(SPECS, ReferenceBackend(SPECS, None, SPECS.highest_level), SPECS.highest_level)
    tracemalloc.start()
    try:
        result = runner.run(case, write_case=False).result
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert result.outcome == Outcome.ERROR
    assert "desc.InputTensor.TotalTensorSizeInBytes: 10000000000 bytes (9.3 GiB), held 4 times" in result.message
    assert "\n" not in result.message
    assert peak < 50 << 20


def test_a_broadcast_input_is_checked_by_its_logical_size():
    f32 = SPECS.data_type("FLOAT32")
    assert check_tensor(f32, [1000, 1000], [0, 0], None, "x") == 4_000_000  # small: allowed
    with pytest.raises(LimitError, match=r"^x\.Sizes: \[100000, 100000\] of 4-byte elements: 40000000000 bytes"):
        check_tensor(f32, [100_000, 100_000], [0, 0], None, "x")  # a 4-byte buffer, 37 GiB of elements


# --------------------------------------------------------------------------- .npy headers

def npy_header_only(path: Path, shape, descr="<f4", version=(1, 0)) -> Path:
    """A .npy file that is all header: it claims ``shape`` and holds no data."""
    with open(path, "wb") as f:
        header = {"descr": descr, "fortran_order": False, "shape": shape}
        if version == (1, 0):
            npy_format.write_array_header_1_0(f, header)
        else:
            npy_format.write_array_header_2_0(f, header)
    return path


def read_header(path: Path):
    with open(path, "rb") as f:
        major, _ = npy_format.read_magic(f)
        read = npy_format.read_array_header_1_0 if major == 1 else npy_format.read_array_header_2_0
        shape, _, dtype = read(f)
    return shape, dtype


@pytest.mark.parametrize("version", [(1, 0), (2, 0)])
def test_a_npy_header_claiming_4_tib_is_refused_from_the_header_alone(tmp_path, version):
    path = npy_header_only(tmp_path / "x.npy", (1 << 40,), version=version)
    assert path.stat().st_size < 200
    shape, dtype = read_header(path)
    with pytest.raises(LimitError) as err:
        check_npy_header(shape, dtype, "case.json: inputs.InputTensor")
    message = str(err.value)
    assert message.startswith("case.json: inputs.InputTensor: the .npy header claims shape (1099511627776,) of "
                              "float32: 4398046511104 bytes (4.0 TiB) exceeds this run's limit of 1073741824 bytes (1.0 GiB)")
    assert "\n" not in message


def test_npy_headers_within_the_limit_pass_and_odd_ones_are_refused():
    assert check_npy_header((3, 3), np.dtype("<f4"), "x") == 36
    assert check_npy_header((), np.dtype("<i8"), "x") == 8
    with pytest.raises(LimitError, match="Python objects"):
        check_npy_header((3,), np.dtype(object), "x")
    with pytest.raises(LimitError, match="not a tuple of non-negative integers"):
        check_npy_header((-1,), np.dtype("<f4"), "x")
    with pytest.raises(LimitError, match=r"shape \(65536, 65536\) of uint8: 4294967296 bytes"):
        check_npy_header((65536, 65536), np.dtype("u1"), "x")


def test_a_case_file_naming_a_huge_npy_is_refused_in_one_line(tmp_path):
    npy_header_only(tmp_path / "x.npy", (1 << 40,))
    data = argmax_case()
    data["desc"]["InputTensor"]["Sizes"] = [1 << 20, 1 << 20]
    data["desc"]["OutputTensor"]["Sizes"] = [1, 1]
    data["inputs"] = {"InputTensor": {"npy": "x.npy"}}
    del data["expected"]
    proc, rss = measured("replay", str(write(tmp_path, data)))
    refused_in_one_line(proc, rss, "exceeds this run's limit")


# --------------------------------------------------------------------------- rules in closed form

def loop_padding_only_window(size, window, stride, start, end, dilation):
    """The rule as it was: a loop over the windows and their elements."""
    padded = size + start + end
    span = (window - 1) * dilation + 1
    if stride == 0 or dilation == 0 or span > padded:
        return None
    for j in range((padded - span) // stride + 1):
        first = j * stride - start
        if not any(0 <= first + k * dilation < size for k in range(window)):
            return j
    return None


small = st.integers(0, 12)


@settings(max_examples=3000, deadline=None, derandomize=True)
@given(size=small, window=small, stride=st.integers(0, 9), start=st.integers(0, 30), end=st.integers(0, 30),
       dilation=st.integers(0, 15))
def test_padding_only_window_in_closed_form_equals_the_loop(size, window, stride, start, end, dilation):
    assert padding_only_window(size, window, stride, start, end, dilation) == \
        loop_padding_only_window(size, window, stride, start, end, dilation)


def test_padding_only_window_in_closed_form_equals_the_loop_exhaustively_on_tiny_values():
    import itertools

    for args in itertools.product(range(5), range(5), range(4), range(7), range(7), range(8)):
        assert padding_only_window(*args) == loop_padding_only_window(*args), args


def test_a_2_40_window_validates_in_well_under_a_second(tmp_path, capsys):
    big = 1 << 40
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
            "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
            "DimensionCount": 2, "Strides": [big, big], "WindowSize": [big, big], "StartPadding": [big - 1, big - 1],
            "EndPadding": [big - 1, big - 1], "Dilations": [1, 1]}
    validator = validator_for(SPECS)
    validator.validate("DML_MAX_POOLING2_OPERATOR_DESC", desc, "5_0")  # rules built once
    start = time.perf_counter()
    report = validator.validate("DML_MAX_POOLING2_OPERATOR_DESC", desc, "5_0")
    level = validator.lowest_valid_level(SPECS.operator("DML_MAX_POOLING2_OPERATOR_DESC"), desc)
    assert time.perf_counter() - start < 0.5
    assert report.valid and level is not None
    # the first window in padding alone, 2^40 windows in: its dilation (2^40 + 1) steps over the
    # whole input (2^40). Windows j < 2^40 - 1 hold element j + 1 of the input; window 2^40 - 1
    # holds -2^40 - 2, -1 and 2^40 (past the input)
    assert padding_only_window(big, 3, 1, 2 * big + 1, 2 * big, big + 1) == big - 1
    # the command line (a case file's UINT fields hold 32 bits: a 2^31 window, which the loop took
    # 2^31 steps over): valid per the docs, refused for what it would allocate, at once
    w = 1 << 31
    desc = dict(desc, Strides=[w, w], WindowSize=[w, w], StartPadding=[w - 1, w - 1], EndPadding=[w - 1, w - 1])
    case = {"format": "dmlconf-case/1", "operator": "DML_MAX_POOLING2_OPERATOR_DESC", "feature_level": "5_0",
            "desc": desc}
    start = time.perf_counter()
    assert cli.main(["validate", str(write(tmp_path, case)), "--timeout", "5"]) == 2
    assert time.perf_counter() - start < 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "the reference's" in err, err


# --------------------------------------------------------------------------- --timeout in this process

def test_the_deadline_stops_python_work_and_restores_the_old_handler():
    def mine(signum, frame):
        pass

    old = signal.signal(signal.SIGALRM, mine)
    try:
        start = time.perf_counter()
        with pytest.raises(DeadlineExceeded, match=r"^the nap did not finish within 0.2 s \(--timeout\)"):
            with deadline(0.2, "the nap"):
                time.sleep(5)
        assert time.perf_counter() - start < 2
        assert signal.getsignal(signal.SIGALRM) is mine
        assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
        with deadline(None, "no limit"):
            pass
        with deadline(5, "quick"):
            pass
        assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    finally:
        signal.signal(signal.SIGALRM, old)


def _runner(backend=None, timeout=0.5) -> Runner:
    backend = backend or ReferenceBackend(SPECS, None, SPECS.highest_level)
    return Runner(SPECS, backend, SPECS.highest_level, timeout=timeout)


def test_a_slow_reference_is_a_timeout_and_the_next_case_runs(monkeypatch):
    real = KINDS["argmax"].compute

    def slow(specs, op, desc, tensors, x):
        if x["InputTensor"].size == 9:  # example 3 (3x3) only
            time.sleep(30)
        return real(specs, op, desc, tensors, x)

    monkeypatch.setattr(KINDS["argmax"], "compute", slow)
    runner = _runner()
    victim = case_from_json(argmax_case(), SPECS, "t")
    victim.expected = None  # the reference computes what is expected
    other = case_from_json(argmax_case(), SPECS, "t")
    other.desc["InputTensor"]["Sizes"] = [2, 2]
    other.inputs = {"InputTensor": [1, 2, 3, 4]}
    other.expected = None
    other.desc["OutputTensor"]["Sizes"] = [1, 1]
    start = time.perf_counter()
    first = runner.run(victim, write_case=False).result
    assert time.perf_counter() - start < 5
    assert first.outcome == Outcome.TIMEOUT
    assert first.message == "the reference did not finish within 0.5 s (--timeout); it was stopped"
    second = runner.run(other, write_case=False).result
    assert second.outcome == Outcome.PASS, second.message


def test_slow_validation_is_a_timeout(monkeypatch):
    runner = _runner()
    real = runner.validator.lowest_valid_level
    monkeypatch.setattr(runner.validator, "lowest_valid_level", lambda op, desc: time.sleep(30) or real(op, desc))
    result = runner.run(case_from_json(argmax_case(), SPECS, "t"), write_case=False).result
    assert result.outcome == Outcome.TIMEOUT
    assert result.message.startswith("validating the desc did not finish within 0.5 s (--timeout)")


def test_validate_timeout_is_one_line(tmp_path, capsys, monkeypatch):
    from conformance.spec.validator import Validator

    real = Validator.validate
    monkeypatch.setattr(Validator, "validate", lambda self, *a: time.sleep(30) or real(self, *a))
    start = time.perf_counter()
    assert cli.main(["validate", str(write(tmp_path, argmax_case())), "--timeout", "0.3"]) == 2
    assert time.perf_counter() - start < 5
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
    assert err.endswith("case.json: validating the desc did not finish within 0.3 s (--timeout); it was stopped")


def test_replay_timeout_stops_a_slow_reference(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(KINDS["argmax"], "compute", lambda *a: time.sleep(30))
    data = argmax_case()
    del data["expected"]
    assert cli.main(["replay", str(write(tmp_path, data)), "--timeout", "0.3"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("TIMEOUT ") and "the reference did not finish within 0.3 s (--timeout)" in out


class _Sleepy(ReferenceBackend):
    name = "sleepy"

    def run(self, prepared):
        try:
            time.sleep(30)
        except Exception:  # a backend's own handler cannot swallow the deadline
            return {}


def test_a_slow_in_process_backend_is_a_timeout():
    result = _runner(_Sleepy(SPECS, None, SPECS.highest_level)).run(case_from_json(argmax_case(), SPECS, "t"),
                                                                   write_case=False).result
    assert result.outcome == Outcome.TIMEOUT
    assert result.message.startswith("sleepy (in this process) did not finish within 0.5 s")


def _pytest_run(backend: str, out: Path, *extra: str, env: dict | None = None) -> list[dict]:
    cmd = [sys.executable, "-m", "pytest", str(ROOT / "conformance" / "generated" / "test_argmax.py"), "-q",
           "-p", "faulty_backends", "-p", "no:cacheprovider", f"--dml-backend={backend}", f"--dml-out={out}",
           "-k", "example or axis_direction or invalid_known", *extra]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "tests"), str(ROOT)]), **(env or {})}
    subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    return [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]


def _victim_and_others(records):
    victims = [r for r in records if r["spec_item"] == "examples/example-2-rows"]
    others = [r for r in records if r["spec_item"] != "examples/example-2-rows"]
    assert len(victims) == 1 and len(others) >= 5
    assert {r["outcome"] for r in others} == {"PASS"}, [(r["case_id"], r["message"]) for r in others]
    return victims[0]


def test_an_in_process_backend_that_hangs_is_a_timeout_and_the_run_goes_on(tmp_path):
    records = _pytest_run("faulty:hang", tmp_path / "out", "--dml-in-process", "--dml-timeout=2")
    victim = _victim_and_others(records)
    assert victim["outcome"] == "TIMEOUT"
    assert "did not finish within 2 s (--timeout)" in victim["message"]


# --------------------------------------------------------------------------- worker memory cap

def test_a_worker_backend_past_the_memory_cap_is_an_error_naming_the_limit(tmp_path):
    records = _pytest_run("faulty:allocate", tmp_path / "out", "--dml-timeout=60",
                          env={ENV: str(512 << 20), "FAULTY_ALLOCATE_BYTES": str(2 << 30)})
    victim = _victim_and_others(records)
    assert victim["outcome"] in ("ERROR", "CRASH")
    assert "MemoryError" in victim["message"]
    assert ("it asked for 2.0 GiB, over the worker's cap of 512.0 MiB for this case (set by --memory-limit / "
            "DMLCONF_MEMORY_BYTES)") in victim["message"]


def test_without_a_memory_limit_the_message_names_the_bound_the_cap_came_from(tmp_path):
    """No --memory-limit: the cap is the machine's free memory (or a ulimit below it), and an
    allocation past it is named as such, with the bytes asked for."""
    from conformance.spec.limits import human, memory_bounds

    free, what = min(memory_bounds())
    env = {k: v for k, v in os.environ.items() if k != ENV}
    env.update(PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]), FAULTY_ALLOCATE_BYTES=str(2 * free))
    out = tmp_path / "out"
    subprocess.run([sys.executable, "-m", "pytest", str(ROOT / "conformance" / "generated" / "test_argmax.py"), "-q",
                    "-p", "faulty_backends", "-p", "no:cacheprovider", "--dml-backend=faulty:allocate",
                    f"--dml-out={out}", "-k", "example_2"], cwd=ROOT, env=env, capture_output=True, timeout=300)
    [victim] = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert victim["outcome"] in ("ERROR", "CRASH"), victim
    assert f"it asked for {human(2 * free)}, over the worker's cap of" in victim["message"], victim["message"]
    assert f"({what.split(' of ')[0]}" in victim["message"], victim["message"]


def test_an_allocation_within_the_cap_names_the_machine_as_the_limit_met(monkeypatch):
    from conformance.backends import worker

    monkeypatch.setenv(ENV, str(8 << 30))
    monkeypatch.setattr(worker, "machine_free", lambda: (1 << 30, "the memory free on this machine (MemAvailable)"))
    note = worker.out_of_memory("Unable to allocate 2.00 GiB for an array with shape (2147483648,)", 8 << 30)
    assert note == ("out of memory: it asked for 2.0 GiB, within the worker's cap of 8.0 GiB for this case (set by "
                    "--memory-limit / DMLCONF_MEMORY_BYTES); the machine ran short: the memory free on this machine "
                    "(MemAvailable) is 1.0 GiB now")
    torch = "DefaultCPUAllocator: can't allocate memory: you tried to allocate 21474836480 bytes. Error code 12"
    assert worker.out_of_memory(torch, 8 << 30).startswith("out of memory: it asked for 20.0 GiB, over the worker's")
    assert worker.out_of_memory("std::bad_alloc", 8 << 30).startswith(
        "out of memory: the worker's cap of 8.0 GiB for this case (set by --memory-limit / DMLCONF_MEMORY_BYTES), "
        "or the machine: the memory free on this machine (MemAvailable) is 1.0 GiB now")


def test_run_memory_limit_reaches_the_worker(tmp_path):
    out = tmp_path / "out"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "tests"), str(ROOT)]),
           "FAULTY_ALLOCATE_BYTES": str(1 << 30)}
    env.pop(ENV, None)
    proc = subprocess.run([sys.executable, "-m", "conformance", "run", "--backend", "faulty:allocate",
                           "--memory-limit", "256MiB", "--out", str(out), "--", "-p", "faulty_backends",
                           "-k", "test_argmax and example_2"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 1, proc.stdout[-2000:] + proc.stderr[-2000:]
    [record] = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert record["outcome"] == "ERROR" and "over the worker's cap of 256.0 MiB" in record["message"]


# --------------------------------------------------------------------------- --memory-limit

@pytest.mark.parametrize("text, expected", [("2GiB", 2 << 30), ("500MB", 500_000_000), ("1073741824", 1 << 30),
                                            ("1.5G", 3 << 29), ("64 kib", 65536), ("1t", 1 << 40)])
def test_memory_limit_sizes(text, expected):
    assert parse_size(text) == expected


def test_memory_limit_as_a_share_of_free_memory(monkeypatch):
    monkeypatch.setenv(ENV, str(1000))
    assert parse_size("50%") == 500


@pytest.mark.parametrize("bad", ["lots", "2PB", "-5", "0", "0.1", "2 GiB/s", "", "150%", "0%", "1e9"])
@pytest.mark.parametrize("command", ["run", "replay", "validate"])
def test_a_bad_memory_limit_is_one_line_exit_2(tmp_path, capsys, command, bad):
    args = [command, "--memory-limit", bad] + ([] if command == "run" else [str(write(tmp_path, argmax_case()))])
    assert cli.main(args) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"dmlconf: error: --memory-limit {bad!r}: "), captured.err
    assert not captured.out


def test_the_default_limit_is_the_least_bound_free_at_the_start(monkeypatch):
    from conformance.spec import limits

    monkeypatch.delenv(ENV)
    monkeypatch.setattr(limits, "_free_at_start", None)
    monkeypatch.setattr(limits, "memory_bounds", lambda: [(8 << 30, "the memory free on this machine (MemAvailable)"),
                                                          (12 << 30, "this process's address-space limit")])
    assert memory_limit() == 8 << 30
    assert tensor_limit() == 2 << 30
    monkeypatch.setattr(limits, "memory_bounds", lambda: [(1 << 30, "the memory free")])  # the run's own cases since
    assert memory_limit() == 8 << 30
    assert limits.limit_source().startswith("the memory free on this machine (MemAvailable) when the run started")


def _under_ulimit_v(kib: int):
    import resource

    return lambda: resource.setrlimit(resource.RLIMIT_AS, (kib * 1024, resource.RLIM_INFINITY))


def test_a_ulimit_below_the_free_memory_is_the_limit_a_refusal_names(tmp_path):
    """ulimit -v of 2.4 GiB on a machine with more free: a 1.4 GiB buffer is refused naming the ulimit."""
    case = argmax_case(TotalTensorSizeInBytes=1_500_000_000)
    env = {k: v for k, v in os.environ.items() if k != ENV}
    proc = subprocess.run([sys.executable, "-m", "conformance", "replay", str(write(tmp_path, case))], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300, preexec_fn=_under_ulimit_v(2_500_000))
    refused_in_one_line(proc, 0, "desc.InputTensor.TotalTensorSizeInBytes", "1500000000 bytes",
                        "this process's address-space limit (ulimit -v) of 2.4 GiB less the")


def test_an_observation_mask_is_no_larger_than_the_input_and_output(tmp_path):
    """A 1x1 MAX_POOLING2 input holding NaN under a 60001x60001 window padded 30000 on each side:
    the reach of the NaN (which outputs it reaches, to observe them) once padded the marks to the
    window (3.35 GiB); under ulimit -v 2.4 GiB the case now replays, one output observed."""
    case = {"format": "dmlconf-case/1", "operator": "DML_MAX_POOLING2_OPERATOR_DESC", "feature_level": "2_1",
            "desc": {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
                     "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1, 1, 1]},
                     "OutputIndicesTensor": {"DataType": "UINT32", "Sizes": [1, 1, 1, 1]},
                     "DimensionCount": 2, "Strides": [1, 1], "WindowSize": [60001, 60001],
                     "StartPadding": [30000, 30000], "EndPadding": [30000, 30000], "Dilations": [1, 1]},
            "inputs": {"InputTensor": ["nan"]}}
    path = write(tmp_path, case)
    assert path.stat().st_size < 600
    env = {k: v for k, v in os.environ.items() if k != ENV}
    proc = subprocess.run([sys.executable, "-m", "conformance", "replay", str(path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300, preexec_fn=_under_ulimit_v(2_500_000))
    assert "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert proc.stdout.startswith("OBSERVED"), proc.stdout + proc.stderr
    assert "unspecified behaviour (nan-inputs) at 1 of 1 output elements" in proc.stdout

