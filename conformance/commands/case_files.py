"""Commands on one case file: ``replay``, ``validate``, ``export-dxdispatch``."""

from __future__ import annotations

import sys
from pathlib import Path

from ..run.results import printable
from . import load_specs


def cmd_replay(args) -> int:
    from ..backends import create_backend
    from ..cases.case import read_case_file
    from ..cases.compare import side_by_side
    from ..run.memory import check_replayable
    from ..run.results import Outcome
    from ..run.runner import Runner

    from ..errors import DmlconfError

    specs = load_specs(args)
    case = read_case_file(args.case, specs)
    level = specs.level(args.feature_level or case.feature_level)
    recorded = case.provenance.get("backend")  # where the run that wrote the file ran it
    label = args.backend or recorded or "reference"
    if args.shaders is not None:
        _capture_shaders_into(args.shaders, label)
    elsewhere = "; give --backend NAME to replay it on another (--backend reference: the reference)"
    try:
        backend = create_backend(label, specs, level)
    except DmlconfError as exc:
        if args.backend or not recorded:
            raise
        raise DmlconfError(f"{args.case} was run on {label}: {exc}{elsewhere}") from None
    probe = backend.probe()
    if not probe.available:
        backend.close()
        hint = elsewhere if not args.backend and recorded else ""
        print(printable(f"backend {backend.label} unavailable: {probe.reason}{hint}", one_line=True), file=sys.stderr)
        return 2
    if not args.backend and recorded:
        print(printable(f"dmlconf: replaying on {label}, the backend the case file was run on (--backend NAME "
                        "to choose another)", one_line=True), file=sys.stderr)
    check_replayable(specs, case, f"{args.case}: ")  # its buffers fit the memory limit, before allocating
    before = len(list(args.shaders.glob("shader-*.bin"))) if args.shaders is not None else 0  # the stack check's
    run = Runner(specs, backend, level, timeout=args.timeout).run(case)
    backend.close()
    r = run.result
    print(printable(f"{r.outcome.value}  {case.id}  {case.operator} on {backend.label} at DML_FEATURE_LEVEL_{level}"))
    print(printable(f"  {r.message}"))
    if case.provenance.get("cite"):
        print(printable(f"  doc: {case.provenance['cite']}"))
    for name, expected in run.expected.items():
        if name in run.actual:
            print(printable(side_by_side(name, expected, run.actual[name],
                                         tolerance=r.details.get("tolerance", {}).get(name))))
    for v in r.details.get("violations", []):
        print(printable(f"  violates {v['rule_id']}: {v['field']} = {v['value']!r}: {v['message']} ({v['cite']})"))
    if "traceback" in r.details:
        print(printable(r.details["traceback"]), file=sys.stderr)
    if args.shaders is not None:
        _report_shaders(args.shaders, before)
    return 0 if r.outcome == Outcome.PASS else 1


def _capture_shaders_into(folder: Path, label: str) -> None:
    """The Wine worker writes every compute shader DirectML creates into ``folder`` (new or empty)."""
    import os

    from ..backends.directml.stack import SHADERS_ENV
    from ..errors import DmlconfError

    if not label.startswith("directml:wine"):
        raise DmlconfError(f"--shaders: DirectML's shaders are captured under Wine only (directml:wine), not on {label}")
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise DmlconfError(f"--shaders {folder}: not an empty folder (each replay captures into a folder of its own)")
    folder.mkdir(parents=True, exist_ok=True)
    os.environ[SHADERS_ENV] = str(folder)


def _report_shaders(folder: Path, before: int) -> None:
    """One line per shader the case made DirectML create (those of the stack check come first and
    are named so); every instruction in FOLDER/shaders.txt, a DXIL shader's LLVM text beside it."""
    from ..backends.directml.shaders import ShaderFormatError, disassemble_dxil, read_folder

    try:
        shaders = read_folder(folder)
    except ShaderFormatError as exc:
        print(printable(f"dmlconf: --shaders: {exc}", one_line=True), file=sys.stderr)
        return
    lines = []
    for n, shader in enumerate(shaders):
        whose = "the stack check's (MAX_POOLING2, at the worker's start)" if n < before else "this case's"
        lines += [f"{shader.summary()} [{whose}]"] + [f"    {i.text()}" for i in shader.instructions]
        if shader.kind == "DXIL":
            text = disassemble_dxil(shader)
            if text is not None:
                (folder / f"{Path(shader.name).stem}.ll").write_text(text, encoding="utf-8")
        if n >= before:
            print(printable(f"  shader {shader.summary()}", one_line=True))
    (folder / "shaders.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(printable(f"  {len(shaders) - before} shader(s) of this case, every instruction: {folder / 'shaders.txt'}",
                    one_line=True))


def cmd_validate(args) -> int:
    """The whole case file: its envelope and the JSON type of every field (a broken file: one
    line, exit 2), its desc against the spec (violations: exit 1), and, when the desc is valid,
    its data against the desc: count or .npy shape, type, range (a broken file again: exit 2).
    The data of an invalid desc are checked for their JSON types only: they need not fit it."""
    from ..cases.case import case_from_json, read_case_json
    from ..run.deadline import call_within
    from ..run.memory import check_replayable
    from ..spec.validator import validator_for

    specs = load_specs(args)
    path = Path(args.file)
    data = read_case_json(path)
    case = case_from_json(data, specs, str(path), path.parent, check_data=False)
    level = specs.level(args.feature_level or case.feature_level)
    report = call_within(args.timeout, "validating the desc", f"{path}: ", validator_for(specs).validate,
                         case.operator, case.desc, level)
    if report.valid:  # what replaying it would allocate fits this run's memory limit
        check_replayable(specs, case, f"{path}: ", valid=True)
    if report.valid and (data.get("inputs") is not None or data.get("expected") is not None):
        case_from_json(dict(data, expect="valid"), specs, str(path), path.parent)  # raises on bad data
    for v in report.violations:
        print(printable(f"{path}: {v.field} = {v.value!r}: {v.message}\n    rule {v.rule_id} ({v.rule}); doc: {v.cite}"))
    for f in report.unspecified:
        print(printable(f"{path}: note: {f.field}: unspecified behaviour {f.unspecified_id}: {f.note}"))
    if report.valid:
        print(printable(f"{path}: valid {case.operator} desc at DML_FEATURE_LEVEL_{level}"))
        return 0
    print(printable(f"{path}: INVALID at DML_FEATURE_LEVEL_{level}: {len(report.violations)} violation(s)"))
    return 1


def cmd_export_dxdispatch(args) -> int:
    """CASE.json -> a DxDispatch model (conformance/backends/directml/dxdispatch.py) that runs the case on DirectML."""
    from ..cases.case import read_case_file
    from ..backends.directml.dxdispatch import dumps_model, dxdispatch_model, expected_prints
    from ..errors import CaseFileError, DataError

    specs = load_specs(args)
    path = Path(args.case)
    case = read_case_file(path, specs)
    out = Path(args.out) if args.out else path.with_name(path.name.removesuffix(".json") + ".dxdispatch.json")
    notes: list[str] = []
    try:
        model = dxdispatch_model(case, specs, notes)
    except DataError as exc:  # e.g. data that conflicts with zero strides
        raise CaseFileError(f"{path}: {exc}") from None
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(dumps_model(model), encoding="utf-8")
    except OSError as exc:
        raise CaseFileError(f"{out}: cannot write: {exc.strerror or exc}") from None
    for note in notes:
        print(printable(f"{path}: note: {note}"), file=sys.stderr)
    print(printable(f"wrote {out} ({case.operator}, {case.id})"))
    print(printable(f"run it with DxDispatch (Windows, DirectML):\n  dxdispatch.exe {out}"))
    prints = expected_prints(model)
    if prints:
        print("expected, as DxDispatch prints the outputs ('*': buffer padding, any value):")
        for name, line in prints.items():
            print(printable(f"  Resource '{name}': {line}"))
    return 0
