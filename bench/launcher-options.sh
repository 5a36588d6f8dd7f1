#!/bin/sh
# Times the CLI of an unpacked distribution with each candidate set of JVM options for bin/streamlint
# (BENCHMARKS.md, "Launcher JVM options (issue 17)"). Runs java as the launcher does, with the candidate in place
# of the launcher's defaults (two garbage collectors on one command line are an error).
#
# Usage: bench/launcher-options.sh DISTRIBUTION RUNS NAME PATH...
#   DISTRIBUTION  an unpacked distribution, e.g. distribution/target/streamlint-<version>/ after tar xzf
#   RUNS          timed runs per candidate (after one warm-up run)
#   NAME          the name of the results, target/bench/launcher-NAME.json (hyperfine's export)
# Needs hyperfine (apt-get install hyperfine) and python3. Prints hyperfine's report, then a Markdown table.
set -eu
[ $# -ge 4 ] || { echo "usage: $0 DISTRIBUTION RUNS NAME PATH..." >&2; exit 2; }
lib=$1/lib
runs=$2
json=target/bench/launcher-$3.json
shift 3
mkdir -p target/bench
# --fail-on none: exit 0 with findings, so that hyperfine takes every run as a success
cli="-cp '$lib/*' io.streamlint.cli.StreamlintCommand --fail-on none $*"
hyperfine --runs "$runs" --warmup 1 --style basic --export-json "$json" \
  -n 'default (G1, C2)' "java $cli" \
  -n 'SerialGC' "java -XX:+UseSerialGC $cli" \
  -n 'ParallelGC' "java -XX:+UseParallelGC $cli" \
  -n 'TieredStopAtLevel=1' "java -XX:TieredStopAtLevel=1 $cli" \
  -n 'SerialGC, TieredStopAtLevel=1' "java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 $cli" \
  -n 'SerialGC, Xshare:off' "java -XX:+UseSerialGC -Xshare:off $cli"
python3 - "$json" <<'PY'
import json, sys
print("| options | wall mean ± σ (s) | wall min (s) | CPU, user + sys, mean (s) |")
print("|---|---|---|---|")
for r in json.load(open(sys.argv[1]))["results"]:
    print(f"| {r['command']} | {r['mean']:.2f} ± {r['stddev']:.2f} | {r['min']:.2f} | {r['user'] + r['system']:.2f} |")
PY
