"""``python -m benchmarks``: the reference at the limit (see bench_reference.py)."""

import sys

from .bench_reference import main

sys.exit(main())
