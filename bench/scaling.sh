#!/usr/bin/env bash
# Scaling benchmark (BENCHMARKS.md, "Scaling with input size"): for each reader of Streamlint (Java source, plan
# dumps, streamlint.yaml, baseline, cache), the whole CLI on inputs 1x, 10x and 100x the smallest (bench/scaling.py),
# SARIF output. Prints one line per run and a table: wall and CPU time, and the variable part (CPU time minus the
# median CPU time of a run on one small file: the JVM's start-up and the fixed work) and its ratio 100x/10x (the
# 1x input's variable part is within the noise of the fixed part); linear input handling keeps it at or below about
# 10. CPU time, since the machine is shared.
#
# Usage: bench/scaling.sh [ROUNDS] [READERS]
#   ROUNDS   runs per input, the one with the least CPU time counts (default 1)
#   READERS  comma-separated (default all; see bench/scaling.py)
# Needs a built CLI (mvn -B -o -q -pl cli -am package -DskipTests), python3 and GNU time. STREAMLINT_JAR as in
# bench/run.sh. The cache reader: a first run fills the cache (not counted), the second replays it (counted).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-1}
readers=${2:-java-method,java-jobs,shared-checkpoint,dump-options,dump-nodes,yaml,baseline,cache}
jar=$(realpath "${STREAMLINT_JAR:-cli/target/streamlint-cli.jar}")
out=$(pwd)/target/bench/scaling
[ -f "$jar" ] || { echo "build first: mvn -B -o -q -pl cli -am package -DskipTests" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "needs GNU time: apt-get install time" >&2; exit 2; }
RULE_IDS=$(java -jar "$jar" rules | awk '/^SS[0-9]+/ {print $1}' | tr '\n' ' ')
export RULE_IDS
mkdir -p "$out"
stamp=$(sha256sum bench/scaling.py | cut -d" " -f1)  # the inputs depend on the generator only

# input READER SCALE: generates it (again when the generator changed), prints its folder
input() {
  local dir=$out/$1-$2
  if [ ! -d "$dir" ] || [ "$(cat "$dir.stamp" 2>/dev/null)" != "$stamp" ]; then
    rm -rf "$dir" && mkdir -p "$dir"
    python3 bench/scaling.py "$1" "$2" "$dir"
    echo "$stamp" > "$dir.stamp"
  fi
  echo "$dir"
}

# run DIR LABEL [OPTIONS...]: the CLI in DIR on DIR; prints "wall cpu kb findings sarif-bytes"
run() {
  local dir=$1 label=$2; shift 2
  rm -f "$out/$label.sarif"
  (cd "$dir" && /usr/bin/time -f "%e %U %S %M" -o "$out/time.txt" java -jar "$jar" --fail-on none --format sarif \
    --output "$out/$label.sarif" "$@" . >"$out/$label.out" 2>"$out/$label.err") || true
  read -r wall user sys kb < <(tail -n 1 "$out/time.txt")
  local findings=-1 bytes=0
  if [ -f "$out/$label.sarif" ]; then
    findings=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["runs"][0]["results"]))' "$out/$label.sarif")
    bytes=$(stat -c %s "$out/$label.sarif")
  fi
  echo "$wall $(echo "$user + $sys" | bc) $kb $findings $bytes"
}

results=$out/results.tsv
: > "$results"
echo "# $(date -u +%FT%TZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(java -version 2>&1 | head -n 1), rounds $rounds"
echo "# jar $jar ($(stat -c %s "$jar") bytes, $(date -u -r "$jar" +%FT%TZ)), commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . || echo '+changes')"
fixed=$(input yaml 0)  # the fixed job alone (SS043 without prefixes): start-up and fixed work
rm -f "$fixed/streamlint.yaml"
for round in 1 2 3; do
  read -r wall cpu kb findings bytes < <(run "$fixed" fixed)
  printf 'fixed\t0\t%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$wall" "$cpu" "$kb" "$findings" "$bytes" >> "$results"
  echo "fixed round $round: $wall s wall, $cpu s CPU, $((kb / 1024)) MiB"
done
for reader in ${readers//,/ }; do
  for scale in 1 10 100; do
    dir=$(input "$reader" "$scale")
    options=()
    if [ "$reader" = cache ]; then
      rm -f "$out/$reader-$scale.cache"
      options=(--cache "$out/$reader-$scale.cache")
      run "$dir" "$reader-$scale" "${options[@]}" > /dev/null
    fi
    for round in $(seq 1 "$rounds"); do
      load=$(cut -d' ' -f1 /proc/loadavg)
      read -r wall cpu kb findings bytes < <(run "$dir" "$reader-$scale" "${options[@]}")
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$reader" "$scale" "$round" "$wall" "$cpu" "$kb" "$findings" "$bytes" "$load" >> "$results"
      printf '%-18s %4sx round %s: %7.2f s wall %7.2f s CPU %5d MiB, %6d findings, %9d bytes of SARIF (load before %s)\n' \
        "$reader" "$scale" "$round" "$wall" "$cpu" $((kb / 1024)) "$findings" "$bytes" "$load"
    done
  done
done

python3 - "$results" <<'PY'
import statistics, sys
from collections import defaultdict
runs = defaultdict(list)
for line in open(sys.argv[1]):
    reader, scale, _, wall, cpu, kb, findings, size, *_ = line.rstrip("\n").split("\t")
    runs[(reader, int(scale))].append((float(wall), float(cpu), int(kb), int(findings), int(size)))
# CPU time (user + sys) judges linearity: the machine is shared, and wall time follows its load
fixed = statistics.median(c for _, c, *_ in runs.pop(("fixed", 0)))
print()
print(f"fixed part (median CPU time of a run on one small file): {fixed:.2f} s")
print()
print("| reader | wall 1x / 10x / 100x (s) | CPU 1x / 10x / 100x (s) | variable CPU 1x / 10x / 100x (s) "
      "| variable 100x / 10x | max RSS 1x / 10x / 100x (MiB) | findings 1x / 100x | SARIF 1x / 100x (KB) |")
print("|---|---|---|---|---|---|---|---|")
for reader in dict.fromkeys(r for r, _ in runs):
    best = {s: min(runs[(reader, s)], key=lambda r: r[1]) for s in (1, 10, 100) if (reader, s) in runs}
    var = {s: best[s][1] - fixed for s in best}
    # the 1x input's variable part is within the noise of the fixed part: 100x against 10x judges linearity
    ratio = f"{var[100] / var[10]:.1f}" if 100 in var and var.get(10, 0) > 0.2 else "n/a"
    print(f"| {reader} | {' / '.join(f'{b[0]:.2f}' for b in best.values())} "
          f"| {' / '.join(f'{b[1]:.2f}' for b in best.values())} | {' / '.join(f'{v:.2f}' for v in var.values())} "
          f"| {ratio} | {' / '.join(str(b[2] // 1024) for b in best.values())} | {best[1][3]} / {best[100][3]} "
          f"| {best[1][4] // 1024} / {best[100][4] // 1024} |")
PY
