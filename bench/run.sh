#!/usr/bin/env bash
# Whole-process benchmarks (see BENCHMARKS.md): Streamlint's CLI, a JavaParser parse-only pass and PMD 7 with one
# rule, one after the other on the same corpus in each round, so that the ratios compare runs made under the same
# load. Prints one line per process and a summary table (min and median over the rounds).
#
# Usage: bench/run.sh [ROUNDS] [CORPORA] [TOOLS]
#   ROUNDS   default 3
#   CORPORA  comma-separated, of: mixed, streaming (default both)
#   TOOLS    comma-separated, of: streamlint, parse-only, pmd (default all three)
# Needs a built CLI (mvn -B -DskipTests install), python3 and GNU time (/usr/bin/time). The corpora are generated
# once under target/bench/ (bench/generate.py); PMD is fetched once from Maven Central (bench/pmd/pom.xml).
# Extra JVM options for Streamlint: STREAMLINT_JAVA_OPTS (e.g. -Dstreamlint.threads=1).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
corpora=${2:-mixed,streaming}
tools=${3:-streamlint,parse-only,pmd}
jar=cli/target/streamlint-cli.jar
out=target/bench
[ -f "$jar" ] || { echo "build first: mvn -B -DskipTests install" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "needs GNU time: apt-get install time" >&2; exit 2; }
mkdir -p "$out"

[ -d "$out/mixed" ] || python3 bench/generate.py mixed "$out/mixed"
[ -d "$out/streaming" ] || python3 bench/generate.py streaming "$out/streaming"

mkdir -p "$out/classes"
javac -cp "$jar" -d "$out/classes" bench/ParseOnly.java
if [[ $tools == *pmd* ]] && [ ! -d bench/pmd/target/lib ]; then
  mvn -B -q -f bench/pmd/pom.xml dependency:copy-dependencies -DoutputDirectory=target/lib
fi
printf '<?xml version="1.0"?>\n<ruleset name="one rule" xmlns="http://pmd.sourceforge.net/ruleset/2.0.0">\n  <description>One rule, for the benchmark</description>\n  <rule ref="category/java/bestpractices.xml/UnusedLocalVariable"/>\n</ruleset>\n' > "$out/pmd-ruleset.xml"

results=$out/results.tsv
: > "$results"
echo "# $(date -u +%FT%TZ) $(nproc) cores, $(java -version 2>&1 | head -n 1), rounds $rounds"
for corpus in ${corpora//,/ }; do
  dir=$out/$corpus
  files=$(find "$dir" -name '*.java' | wc -l)
  lines=$(find "$dir" -name '*.java' -print0 | xargs -0 cat | wc -l)
  echo "# corpus $corpus: $files files, $lines lines"
done

measure() { # round corpus tool command...
  local round=$1 corpus=$2 tool=$3; shift 3
  local load
  load=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -f "%e %U %S %M" -o "$out/time.txt" "$@" >"$out/$tool-$corpus.out" 2>"$out/$tool-$corpus.err" || true
  read -r wall user sys kb < <(tail -n 1 "$out/time.txt")
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$corpus" "$tool" "$wall" "$(echo "$user + $sys" | bc)" "$kb" "$load" >> "$results"
  printf 'round %s %-9s %-10s %6.2f s wall %6.2f s cpu %5d MiB max RSS (load before %s)\n' \
    "$round" "$corpus" "$tool" "$wall" "$(echo "$user + $sys" | bc)" $((kb / 1024)) "$load"
}

for round in $(seq 1 "$rounds"); do
  for corpus in ${corpora//,/ }; do
    dir=$out/$corpus
    for tool in ${tools//,/ }; do
      case $tool in
        streamlint) measure "$round" "$corpus" "$tool" java ${STREAMLINT_JAVA_OPTS:-} -jar "$jar" --fail-on none \
                      --format sarif --output "$out/streamlint-$corpus.sarif" "$dir" ;;
        parse-only) measure "$round" "$corpus" "$tool" java -cp "$jar:$out/classes" ParseOnly "$dir" ;;
        pmd) measure "$round" "$corpus" "$tool" java -cp 'bench/pmd/target/lib/*' net.sourceforge.pmd.cli.PmdCli check \
               --no-cache --no-progress --no-fail-on-violation -t "$(nproc)" -R "$out/pmd-ruleset.xml" -f text -d "$dir" ;;
        *) echo "unknown tool $tool" >&2; exit 2 ;;
      esac
    done
  done
done

python3 - "$results" "$out" <<'PY'
import json, os, statistics, sys
from collections import defaultdict
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
by = defaultdict(list)
for r, corpus, tool, wall, cpu, kb, load in rows:
    by[(corpus, tool)].append((int(r), float(wall), float(cpu), int(kb), float(load)))
print()
print("| corpus | tool | wall min / median (s) | CPU min / median (s) | max RSS median (MiB) | wall / parse-only, per round: min / median | load |")
print("|---|---|---|---|---|---|---|")
for (corpus, tool), runs in by.items():
    walls = [w for _, w, _, _, _ in runs]
    cpus = [c for _, _, c, _, _ in runs]
    rss = statistics.median(k for _, _, _, k, _ in runs) / 1024
    base = {r: w for r, w, _, _, _ in by.get((corpus, "parse-only"), [])}
    ratios = [w / base[r] for r, w, _, _, _ in runs if r in base and base[r] > 0]
    ratio = f"{min(ratios):.3f} / {statistics.median(ratios):.3f}" if ratios and tool != "parse-only" else ""
    loads = [l for *_, l in runs]
    print(f"| {corpus} | {tool} | {min(walls):.2f} / {statistics.median(walls):.2f} | {min(cpus):.2f} / "
          f"{statistics.median(cpus):.2f} | {rss:.0f} | {ratio} | {min(loads):.1f}-{max(loads):.1f} |")
for corpus in sorted({c for c, _ in by}):
    sarif = os.path.join(sys.argv[2], f"streamlint-{corpus}.sarif")
    if os.path.exists(sarif):
        run = json.load(open(sarif))["runs"][0]
        notes = run["invocations"][0].get("toolExecutionNotifications", [])
        print(f"\nstreamlint on {corpus}: {len(run['results'])} findings, {len(notes)} notifications")
PY
