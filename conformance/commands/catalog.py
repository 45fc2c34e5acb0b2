"""What there is: ``coverage`` of the specs, ``backends`` here, ``setup`` of a backend's stack."""

from __future__ import annotations

import sys
from pathlib import Path

from ..errors import DmlconfError
from ..run.results import printable
from . import load_specs


def cmd_coverage(args) -> int:
    from generators.coverage import coverage, missing

    specs = load_specs(args)
    table = coverage(specs)
    if args.operator:
        try:
            wanted = {specs.operator(args.operator).operator}
        except KeyError as exc:  # one line, exit 2
            raise DmlconfError(f"--operator: {exc.args[0]}") from None
        table = {k: v for k, v in table.items() if k in wanted}
    for operator, items in table.items():
        op = specs.operator(operator)
        print(f"{operator}  ({Path(op.file).name})")
        section = None
        for item in items:
            if item.section != section:
                section = item.section
                print(f"  {section}")
            if item.section == "errata":
                print(f"    {'recorded':>8}  {item.label}")
                continue
            flag = "" if item.tests or not item.required else "   <-- no test"
            print(f"    {item.tests:>8}  {item.label}{flag}")
    gaps = missing(table)
    total = sum(1 for items in table.values() for i in items if i.required)
    print(f"\ncoverage: {total - len(gaps)} of {total} required spec items have a test"
          f" ({len(table)} operator(s))")
    for gap in gaps:
        print(f"  no test: {gap}", file=sys.stderr)
    if args.draws is not None:  # what the property tests draw: shares that say whether bugs are reachable
        from generators.statistics import draw_statistics, format_statistics

        from ..run.profiles import PROFILES

        profile = PROFILES["ci"]
        stats = draw_statistics(specs, profile, list(table), examples=args.draws or None)
        print()
        print("\n".join(format_statistics(stats, profile.name, args.draws or None)))
    return 1 if gaps else 0


def cmd_backends(args) -> int:
    from ..backends import configurations, origin, probe_all, refused_plugins

    specs = load_specs(args)
    labels = configurations()
    refused = refused_plugins()
    width = max(len(label) for label in labels + [name for name, _ in refused]) + 1
    print(f"{'backend':<{width}} {'state':<10} {'device':<34} {'claims':<7} versions", flush=True)
    for label, p in probe_all(labels, specs, args.timeout):
        where = origin(label.partition(":")[0])  # a plugin: its distribution and version, unless it says them
        said = where.startswith("plugin") and where.split()[1:2] and where.split()[1] in p.versions
        versions = ", ".join(([where] if where.startswith("plugin") and not said else [])
                             + [f"{k} {v}" for k, v in p.versions.items()]) or "-"
        claims = p.max_feature_level or specs.highest_level.name
        reason = " ".join(str(p.reason).split())  # one line per backend
        if p.available:
            print(printable(f"{label:<{width}} {'available':<10} {p.device:<34} {claims:<7} {versions}", one_line=True),
                  flush=True)
        else:
            print(printable(f"{label:<{width}} {'absent':<10} {reason}", one_line=True), flush=True)
    for name, why in refused:
        print(printable(f"{name:<{width}} {'refused':<10} {why}", one_line=True))
    return 0


def cmd_setup(args) -> int:
    from ..backends import create_backend
    from ..backends.directml.stack import WineStack, releases, setup, stacks

    wanted = list(releases()) if "all" in (args.release or []) else list(dict.fromkeys(args.release or []))
    unknown = [r for r in wanted if r not in releases()]
    if unknown:
        print(f"dmlconf: setup: no DirectML release {', '.join(unknown)} (known: {', '.join(releases())}, or all)")
        return 2
    if args.stack is not None and args.stack not in stacks():
        print(f"dmlconf: setup: no Wine stack {printable(args.stack, one_line=True)} (known: {', '.join(stacks())})")
        return 2

    def verify(stack: WineStack) -> str:
        specs = load_specs(args)
        lines, ready = [], True
        required = ["directml:wine"] + ([f"directml:wine-{args.stack}"] if args.stack else [])
        for label in required[:1] + [f"directml:wine@{r}" for r in wanted] + required[1:]:
            backend = create_backend(label, specs, specs.highest_level)
            try:
                p = backend.probe()
            finally:
                backend.close()
            if not p.available:
                # a release asked for that cannot start fails the setup, but for one releases.yaml
                # records as never starting here (no claims: 1.5.1), which `--release all` lists
                release = label.partition("@")[2]
                by_design = "all" in (args.release or []) and bool(release) and releases()[release].claims is None
                ready = ready and by_design
                why = " by design (releases.yaml: it does not start under Wine)" if by_design else ""
                lines.append(f"{label}: absent{why}: {p.reason}")
                continue
            versions = "; ".join(f"{k} {v}" for k, v in p.versions.items())
            lines.append(f"{label} is available: {p.device}, feature level {p.max_feature_level}; {versions}")
        return ("" if ready else "not ready: ") + "\n".join(lines)

    return setup(WineStack.here(), verify=verify, extra_releases=tuple(wanted),
                 extra_stacks=(args.stack,) if args.stack else ())
