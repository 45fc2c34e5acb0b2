#!/usr/bin/env bash
# dmlconf's GPU configurations on a machine with an NVIDIA GPU and no package registry
# (docs/gpu-runs/README.md). Run from the repository root, with the wheels that
# benchmarks/gpu_wheels.sh fetched in .whl/ (or $DMLCONF_WHEELS):
#   bash benchmarks/gpu_run.sh OUT [python -m benchmarks.gpu_run options]
# The machine's own numpy, torch, jax and cupy are used; the wheels bring dmlconf's other
# dependencies at this project's versions (the same hypothesis, so the same ci draws).
set -euo pipefail
out=${1:?usage: gpu_run.sh OUT [options]}; shift
site=${DMLCONF_SITE:-/tmp/dmlconf-site}
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target "$site" \
    "${DMLCONF_WHEELS:-.whl}"/*.whl
export PYTHONPATH=$site PYTHONUNBUFFERED=1
# the image's own pytest plugins (jaxtyping, benchmark, cov...) stay out: only the run's own load
export PYTEST_DISABLE_PLUGIN_AUTOLOAD=1
export PYTEST_ADDOPTS="-p conformance.run.plugin -p reports.pytest_plugin -p xdist.plugin -p _hypothesis_pytestplugin"
mkdir -p "$out"
# the work folder is this script's own scratch: a warm machine keeps the last call's (--force)
python3 -m benchmarks.gpu_run --out "${DMLCONF_WORK:-/tmp/dmlconf-gpu}" --force --pack-to "$out" "$@" 2>&1 | tee "$out/gpu_run.log"
