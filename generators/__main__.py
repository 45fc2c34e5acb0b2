"""``python -m generators [--check]``: emit the conformance tests from the specs."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from conformance.errors import DmlconfError
from conformance.spec import load_specs

from .catalog import CATALOG, render_catalog
from .emit import GENERATED_DIR, render, stale, write


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generators", description=__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 if the emitted files are stale")
    parser.add_argument("--spec-dir", type=Path, default=None, help="spec folder (default: the repository's spec/)")
    parser.add_argument("--out", type=Path, default=GENERATED_DIR, help="where the test modules go")
    parser.add_argument("--catalog", type=Path, default=None,
                        help=f"where the operator catalog goes (default: {CATALOG.relative_to(CATALOG.parents[1])} for "
                             "the repository's own specs and modules; none for another --spec-dir or --out)")
    args = parser.parse_args(argv)
    own = args.spec_dir is None and args.out.resolve() == GENERATED_DIR.resolve()
    catalog_path = args.catalog or (CATALOG if own else None)  # another spec set never rewrites this one's docs
    try:
        specs = load_specs(args.spec_dir)
        modules = render(specs, args.out)
        catalog = render_catalog(specs)
    except (DmlconfError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.check:
        problems = stale(modules, args.out)
        if catalog_path is not None and (not catalog_path.exists()
                                         or catalog_path.read_text(encoding="utf-8") != catalog):
            problems.append(f"{catalog_path}: stale (the specs, the peer table or an expectations file changed)")
        for p in problems:
            print(p, file=sys.stderr)
        if problems:
            print("run `python -m generators` to regenerate", file=sys.stderr)
            return 1
        print(f"{len(modules)} generated modules are current")
        return 0
    written = write(modules, args.out)
    if catalog_path is not None and (not catalog_path.exists()
                                     or catalog_path.read_text(encoding="utf-8") != catalog):
        catalog_path.parent.mkdir(parents=True, exist_ok=True)
        catalog_path.write_text(catalog, encoding="utf-8")
        written.append(catalog_path)
    for path in written:
        print(f"wrote {path}")
    print(f"{len(modules)} modules, {len(written)} changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
