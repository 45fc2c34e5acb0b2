"""The project's benchmarks. ``python -m benchmarks`` runs bench_reference.py (the numpy
reference at the limit, against its goals); other modules here run as
``python -m benchmarks.NAME``. Results go to benchmarks/results/."""
