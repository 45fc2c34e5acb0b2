#!/usr/bin/env bash
# The README's first command as on a fresh machine, timed: a clean clone of this checkout into
# DIR, a fresh venv (pip's download cache is whatever this machine has), and an empty user cache
# (XDG_CACHE_HOME), so that no spec cache or DirectML set up by `dmlconf setup` is found.
#   benchmarks/quickstart.sh DIR      -> DIR.log: the command's output and /usr/bin/time -v
set -euo pipefail
dir=${1:?usage: benchmarks/quickstart.sh DIR}
src=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$dir" "$dir.cache"
git clone -q "$src" "$dir"
cd "$dir"
export XDG_CACHE_HOME="$dir.cache"
cmd=$(sed -n '/^```sh$/{n;p;q}' README.md)  # the quickstart's first line
echo "command: $cmd" > "$dir.log"
status=0
/usr/bin/time -v bash -c "$cmd" >> "$dir.log" 2>&1 || status=$?
echo "exit $status" >> "$dir.log"
grep -a "tests (100%)\|Elapsed\|^exit " "$dir.log"
