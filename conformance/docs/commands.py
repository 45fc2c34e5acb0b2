"""``dmlconf spec draft`` and ``dmlconf spec check-docs``: the doc pages and the specs.

``conformance/cli.py`` registers them with ``add_spec_commands(subparsers)``; this module also
runs on its own (``python -m conformance.docs.commands spec check-docs DOC...``).

  dmlconf spec draft DOC [-o OUT] [--header DirectML.h]
                                          a draft spec (YAML) from one operator page
  dmlconf spec check-docs DOC... [--json] every difference between the pages and spec/

Exit codes: draft 0, or 2 when DOC cannot be read or is not an operator page; check-docs 0 when
every difference is explained (errata, older revisions in ``sources``, ``scope``), 1 on
unexplained drift, 2 when a page cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..errors import DmlconfError, DocPageError


def add_spec_commands(subparsers) -> argparse.ArgumentParser:
    """Add ``spec draft`` and ``spec check-docs`` to the ``dmlconf`` subcommands."""
    spec = subparsers.add_parser("spec", help="draft a spec from a DirectML doc page, or check the specs against pages")
    sub = spec.add_subparsers(dest="spec_command", required=True)

    draft = sub.add_parser("draft", help="write a draft operator spec (YAML) from one doc page",
                           description="Reads one DirectML operator page (the Markdown source, a localized "
                                       "side-by-side page, or the rendered page's text) and writes a draft spec: "
                                       "fields, tensor support tables, availability and examples transcribed; "
                                       "constraints, semantics, equivalences, unspecified and errata marked TODO.")
    draft.add_argument("doc", type=Path, help="the doc page")
    draft.add_argument("-o", "--out", type=Path, default=None, help="the YAML file to write (default: stdout)")
    draft.add_argument("--header", type=Path, default=None,
                       help="DirectML.h, whose struct the fields follow (the C ABI; where the page disagrees, the "
                            "draft suggests an erratum). Default: $DMLCONF_HEADERS/directx/DirectML.h, else "
                            "../shared/headers/directx/DirectML.h beside the repository; none found: the page's members")
    draft.set_defaults(func=cmd_spec_draft)

    check = sub.add_parser("check-docs", help="compare the specs with doc pages and report every difference",
                           description="Matches each page to the spec of its struct and reports every difference "
                                       "(support rows, data types, dimension counts, examples, members, availability). "
                                       "Differences the spec records (errata, older revisions in sources, scope) are "
                                       "shown as explained. Exit 1 on unexplained drift.")
    check.add_argument("docs", nargs="+", type=Path, help="doc pages, or folders (every page directly in them)")
    check.add_argument("--json", action="store_true", help="print the reports as JSON")
    check.set_defaults(func=cmd_spec_check_docs)
    return spec


def cmd_spec_draft(args) -> int:
    from .draft import LEFT_TO_A_PERSON, draft_spec
    from .header import find_header, load_header
    from .read import read_page

    try:
        header_path = args.header or find_header()
        header = load_header(header_path) if header_path else None
        page = read_page(args.doc, header)
        text = draft_spec(page, getattr(args, "spec_dir", None))  # refuses a page of no operator, in one line
        if args.out:
            try:
                args.out.write_text(text, encoding="utf-8")
            except OSError as exc:
                raise DmlconfError(f"{args.out}: cannot write: {exc.strerror or exc}") from None
            examples = len(page.examples) + len(page.inline_examples) + len(page.description_examples)
            checked = (f"checked against {page.header}: {len(page.header_issues)} disagreement(s)" if page.header
                       else "members not checked against DirectML.h (none found)")
            print(f"wrote {args.out}: {len(page.fields)} fields, {len(page.support)} support tables, "
                  f"{examples} examples; {checked}; left to a person (marked TODO): "
                  f"{', '.join(LEFT_TO_A_PERSON)}", file=sys.stderr)
        else:
            sys.stdout.write(text)
        return 0
    except DmlconfError as exc:
        print(f"dmlconf: error: {exc}", file=sys.stderr)
        return 2


def cmd_spec_check_docs(args) -> int:
    from ..spec import load_specs
    from .check import check_paths, exit_code, format_reports
    from .page import page_files

    try:
        for target in args.docs:
            if target.is_dir() and not page_files(target):
                raise DocPageError(f"{target}: no doc pages (*.md, *.txt, *.html) in it")
        specs = load_specs(getattr(args, "spec_dir", None))
        reports = check_paths(args.docs, specs)
    except DmlconfError as exc:
        print(f"dmlconf: error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps([r.as_dict() for r in reports], indent=2, default=str))
    else:
        print(format_reports(reports))
    return exit_code(reports)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dmlconf", description="DirectML doc pages and specs")
    parser.add_argument("--spec-dir", type=Path, default=None, help="spec folder (default: the repository's spec/)")
    sub = parser.add_subparsers(dest="command", required=True)
    add_spec_commands(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
