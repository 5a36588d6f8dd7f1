#!/usr/bin/env bash
# Whole-process benchmark of the CLI (see bench/README.md). Builds a corpus under target/bench and times
# `streamlint` on it: a large non-Spark code base (the JDK's own sources, to measure the prefilter) with the
# samples' streaming jobs copied into it many times (to measure parsing and extraction).
# Usage: bench/run.sh [COPIES_OF_SAMPLES] [RUNS]   (defaults: 200, 3). Needs a built cli/target/streamlint-cli.jar.
set -euo pipefail
cd "$(dirname "$0")/.."
copies=${1:-200}
runs=${2:-3}
jar=cli/target/streamlint-cli.jar
[ -f "$jar" ] || { echo "build first: mvn -B -DskipTests install" >&2; exit 2; }
corpus=target/bench/corpus
rm -rf target/bench && mkdir -p "$corpus/jdk" "$corpus/jobs"

src_zip=$(ls /usr/lib/jvm/*/lib/src.zip 2>/dev/null | while read -r z; do [ -s "$(readlink -f "$z")" ] && readlink -f "$z"; done | head -n 1 || true)
if [ -n "$src_zip" ]; then
  unzip -q "$src_zip" 'java.base/*' -d "$corpus/jdk"
else
  echo "no JDK src.zip found: benchmarking the streaming jobs only" >&2
fi
for i in $(seq 1 "$copies"); do
  mkdir -p "$corpus/jobs/copy$i"
  cp -r samples/src/main/java/. "$corpus/jobs/copy$i/"
done

files=$(find "$corpus" -name '*.java' | wc -l)
lines=$(find "$corpus" -name '*.java' -print0 | xargs -0 cat | wc -l)
spark_files=$(grep -rl --include='*.java' 'org.apache.spark' "$corpus" | wc -l)
echo "corpus: $files Java files, $lines lines, $spark_files mention Spark; $(nproc) cores; $(java -version 2>&1 | head -n 1)"

measure() { # label, args...
  local label=$1; shift
  for r in $(seq 1 "$runs"); do
    /usr/bin/time -f "%e %M" -o target/bench/time.txt \
      java -jar "$jar" --fail-on none --format sarif --output target/bench/out.sarif "$@" >/dev/null 2>target/bench/stderr.txt || true
    read -r secs kb < target/bench/time.txt
    echo "$label run $r: ${secs}s wall, $((kb / 1024)) MiB max RSS"
  done
  python3 - target/bench/out.sarif <<'PY'
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
print(f"  findings: {len(run['results'])}, notifications: {len(run['invocations'][0].get('toolExecutionNotifications', []))}")
PY
}
measure "jobs only ($(find "$corpus/jobs" -name '*.java' | wc -l) files)" "$corpus/jobs"
[ -n "$src_zip" ] && measure "JDK java.base only (prefilter)" "$corpus/jdk"
measure "whole corpus" "$corpus"
