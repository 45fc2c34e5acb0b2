#!/usr/bin/env bash
# Fetches, here, the wheels benchmarks/gpu_run.sh installs on a GPU machine that reaches no
# registry: dmlconf's dependencies other than numpy and the frameworks (the machine's own are
# used), at the versions this environment has, for that machine's Python (default 3.12).
#   bash benchmarks/gpu_wheels.sh [DIR] [PYTHON_VERSION]
set -euo pipefail
dir=${1:-.whl}; version=${2:-3.12}
python=${PYTHON:-python3}
pins=$("$python" - <<'PY'
from importlib.metadata import version
names = ["hypothesis", "sortedcontainers", "jsonschema", "jsonschema-specifications", "referencing", "rpds-py",
         "cryptography", "cffi", "pycparser", "pytest", "pluggy", "iniconfig", "pytest-xdist", "execnet", "rich",
         "markdown-it-py", "mdurl", "pygments", "jinja2", "markupsafe", "pyyaml"]
print(" ".join(f"{n}=={version(n)}" for n in names))
PY
)
platforms=""
for p in manylinux_2_34 manylinux_2_31 manylinux_2_28 manylinux_2_27 manylinux_2_24 manylinux_2_17 manylinux2014 manylinux1; do
    platforms="$platforms --platform ${p}_x86_64"
done
# shellcheck disable=SC2086
"$python" -m pip download -q --no-deps --only-binary=:all: --python-version "$version" --implementation cp \
    $platforms -d "$dir" $pins
ls "$dir"
