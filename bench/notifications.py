#!/usr/bin/env python3
"""What a Streamlint run could not do, from its SARIF file and its console output (see BENCHMARKS.md).

  bench/notifications.py [--tsv] SARIF [CONSOLE...]

Counts the SARIF results (findings), the run's toolExecutionNotifications, those of them that are budget cuts (their
message says "evaluation steps" or "the rest of the file was skipped": a file whose analysis was cut), the files
they are in, and the lines of the CONSOLE files (the run's stdout and stderr) that contain either phrase. A text
report (--format text) prints one such line per cut; a SARIF report (--format sarif) puts them in the notifications
only, and the console then says "N files could not be fully linted".
With --tsv: one line, findings, notifications, budget notifications, files cut, console lines, tab-separated.
"""
import json
import sys

PHRASES = ("evaluation steps", "the rest of the file was skipped")


def counts(sarif, consoles):
    with open(sarif, encoding="utf-8") as f:
        run = json.load(f)["runs"][0]
    notes = [n for inv in run.get("invocations", []) for n in inv.get("toolExecutionNotifications", [])]
    budget = [n for n in notes if any(p in n.get("message", {}).get("text", "") for p in PHRASES)]
    files = {loc["physicalLocation"]["artifactLocation"]["uri"] for n in budget for loc in n.get("locations", [])}
    lines = 0
    for console in consoles:
        with open(console, encoding="utf-8", errors="replace") as f:
            lines += sum(1 for line in f if any(p in line for p in PHRASES))
    return len(run.get("results", [])), len(notes), len(budget), len(files), lines


def main(args):
    tsv = args[:1] == ["--tsv"]
    args = args[1:] if tsv else args
    if not args:
        sys.exit(__doc__)
    findings, notes, budget, files, lines = counts(args[0], args[1:])
    if tsv:
        print(f"{findings}\t{notes}\t{budget}\t{files}\t{lines}")
    else:
        print(f"{findings} findings, {notes} notifications ({budget} budget cuts, in {files} files), "
              f"{lines} console lines with {' or '.join(repr(p) for p in PHRASES)}")


if __name__ == "__main__":
    main(sys.argv[1:])
