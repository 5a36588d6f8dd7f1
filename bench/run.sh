#!/usr/bin/env bash
# Whole-process benchmarks (see BENCHMARKS.md): Streamlint's CLI, a JavaParser parse-only pass and PMD 7 with one
# rule, one after the other on the same corpus in each round, so that the ratios compare runs made under the same
# load. Prints one line per process and a summary table (min and median over the rounds).
#
# Usage: bench/run.sh [ROUNDS] [CORPORA] [TOOLS]
#   ROUNDS   default 3
#   CORPORA  comma-separated, of: mixed, streaming, streaming-10k, streaming-classic, framework (default
#            mixed,streaming; see bench/generate.py)
#   TOOLS    comma-separated, of: streamlint, parse-only, pmd (default all three)
# Needs a built CLI (mvn -B -DskipTests install), python3 and GNU time (/usr/bin/time). The corpora are generated
# under target/bench/ (bench/generate.py), again whenever bench/generate.py changed; PMD is fetched once from Maven
# Central (bench/pmd/pom.xml).
# The CLI to measure: STREAMLINT_JAR (default cli/target/streamlint-cli.jar; its lib/ folder beside it), e.g. a
# frozen build of another commit; the parse-only pass runs on the same jar's class path.
# Extra JVM options for Streamlint: STREAMLINT_JAVA_OPTS (e.g. -Dstreamlint.threads=1).
# After each Streamlint run: its findings, notifications and budget cuts (bench/notifications.py).
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
corpora=${2:-mixed,streaming}
tools=${3:-streamlint,parse-only,pmd}
jar=${STREAMLINT_JAR:-cli/target/streamlint-cli.jar}
out=target/bench
if [ ! -f "$jar" ]; then
  if [ -n "${STREAMLINT_JAR:-}" ]; then echo "no such jar: $jar" >&2; else echo "build first: mvn -B -DskipTests install" >&2; fi
  exit 2
fi
[ -x /usr/bin/time ] || { echo "needs GNU time: apt-get install time" >&2; exit 2; }
mkdir -p "$out"

# Each corpus is generated once per version of the generator (the name "streaming" meant another corpus before the
# framework style came: the stamp keeps an older copy from being measured under the new name).
stamp=$(sha256sum bench/generate.py | cut -d' ' -f1)
for corpus in ${corpora//,/ }; do
  case $corpus in
    mixed | streaming | streaming-10k | streaming-classic | framework) ;;
    *) echo "unknown corpus $corpus" >&2; exit 2 ;;
  esac
  if [ ! -d "$out/$corpus" ] || [ "$(cat "$out/$corpus.stamp" 2>/dev/null)" != "$stamp" ]; then
    rm -rf "$out/$corpus"
    python3 bench/generate.py "$corpus" "$out/$corpus"
    echo "$stamp" > "$out/$corpus.stamp"
  fi
done

mkdir -p "$out/classes"
javac -cp "$jar" -d "$out/classes" bench/ParseOnly.java
if [[ $tools == *pmd* ]] && [ ! -d bench/pmd/target/lib ]; then
  mvn -B -q -f bench/pmd/pom.xml dependency:copy-dependencies -DoutputDirectory=target/lib
fi
printf '<?xml version="1.0"?>\n<ruleset name="one rule" xmlns="http://pmd.sourceforge.net/ruleset/2.0.0">\n  <description>One rule, for the benchmark</description>\n  <rule ref="category/java/bestpractices.xml/UnusedLocalVariable"/>\n</ruleset>\n' > "$out/pmd-ruleset.xml"

results=$out/results.tsv
: > "$results"
echo "# $(date -u +%FT%TZ) $(nproc) cores, $(java -version 2>&1 | head -n 1), rounds $rounds"
echo "# jar $jar ($(stat -c %s "$jar") bytes, $(date -u -r "$jar" +%FT%TZ)), STREAMLINT_JAVA_OPTS='${STREAMLINT_JAVA_OPTS:-}'"
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
  rm -f "$out/$tool-$corpus.sarif"
  /usr/bin/time -f "%e %U %S %M" -o "$out/time.txt" "$@" >"$out/$tool-$corpus.out" 2>"$out/$tool-$corpus.err" || true
  read -r wall user sys kb < <(tail -n 1 "$out/time.txt")
  # findings, notifications, budget cuts, files cut, console lines about the budget (streamlint only)
  local counts=$'-\t-\t-\t-\t-' note=""
  if [ -f "$out/$tool-$corpus.sarif" ]; then
    counts=$(python3 bench/notifications.py --tsv "$out/$tool-$corpus.sarif" "$out/$tool-$corpus.out" "$out/$tool-$corpus.err")
    note=$(python3 bench/notifications.py "$out/$tool-$corpus.sarif" "$out/$tool-$corpus.out" "$out/$tool-$corpus.err")
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$corpus" "$tool" "$wall" "$(echo "$user + $sys" | bc)" "$kb" "$load" "$counts" >> "$results"
  printf 'round %s %-17s %-10s %7.2f s wall %7.2f s cpu %5d MiB max RSS (load before %s)%s\n' \
    "$round" "$corpus" "$tool" "$wall" "$(echo "$user + $sys" | bc)" $((kb / 1024)) "$load" "${note:+; $note}"
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

python3 - "$results" <<'PY'
import statistics, sys
from collections import defaultdict
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
by = defaultdict(list)
counts = {}
for r, corpus, tool, wall, cpu, kb, load, *found in rows:
    by[(corpus, tool)].append((int(r), float(wall), float(cpu), int(kb), float(load)))
    if found and found[0] != "-":
        counts.setdefault((corpus, tool), []).append(found)
print()
print("| corpus | tool | wall min / median (s) | CPU min / median (s) | max RSS median (MiB) | wall / parse-only, per round: min / median | CPU / parse-only, per round: min / median | load |")
print("|---|---|---|---|---|---|---|---|")
def ratio(runs, base, i):
    rs = [run[i] / base[run[0]][i] for run in runs if run[0] in base and base[run[0]][i] > 0]
    return f"{min(rs):.2f} / {statistics.median(rs):.2f}" if rs else ""
for (corpus, tool), runs in by.items():
    walls = [w for _, w, _, _, _ in runs]
    cpus = [c for _, _, c, _, _ in runs]
    rss = statistics.median(k for _, _, _, k, _ in runs) / 1024
    base = {run[0]: run for run in by.get((corpus, "parse-only"), [])}
    other = tool != "parse-only"
    loads = [l for *_, l in runs]
    print(f"| {corpus} | {tool} | {min(walls):.2f} / {statistics.median(walls):.2f} | {min(cpus):.2f} / "
          f"{statistics.median(cpus):.2f} | {rss:.0f} | {ratio(runs, base, 1) if other else ''} | "
          f"{ratio(runs, base, 2) if other else ''} | {min(loads):.1f}-{max(loads):.1f} |")
print()
for (corpus, tool), found in counts.items():
    # findings, notifications, budget cuts, files cut, console lines: one set per run; the same in every round?
    distinct = sorted({tuple(f) for f in found})
    for f in distinct:
        print(f"{tool} on {corpus}: {f[0]} findings, {f[1]} notifications ({f[2]} budget cuts in {f[3]} files), "
              f"{f[4]} console lines about the budget ({sum(1 for g in found if tuple(g) == f)} of {len(found)} runs)")
if any(c == "streaming" for c, _ in by) and any(c == "streaming-10k" for c, _ in by):
    print()
    for tool in sorted({t for _, t in by}):
        small = {run[0]: run for run in by.get(("streaming", tool), [])}
        rs = [(run[1] / small[run[0]][1], run[2] / small[run[0]][2]) for run in by.get(("streaming-10k", tool), [])
              if run[0] in small]
        if rs:
            print(f"{tool}, streaming-10k / streaming per round (wall, CPU): "
                  + "; ".join(f"{w:.2f}, {c:.2f}" for w, c in rs))
PY
