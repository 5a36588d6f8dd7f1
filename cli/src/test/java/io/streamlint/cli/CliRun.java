package io.streamlint.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

/** What one in-process run of the command line gave: its exit status and what it printed on stdout and stderr. */
record CliRun(int exitCode, String out, String err) {

    /** Runs the {@code streamlint} command with {@code args}, on this JVM's console. */
    static CliRun of(String... args) {
        return of(Terminal.system(), args);
    }

    /** Runs the {@code streamlint} command with {@code args}, for a console that is {@code terminal}. */
    static CliRun of(Terminal terminal, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = StreamlintCommand.newCommandLine(terminal)
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true))
                .execute(args);
        return new CliRun(exitCode, out.toString(), err.toString());
    }

    /** The finding lines of a text report, as "path:line rule". */
    List<String> findings() {
        return out.lines().filter(l -> l.endsWith("]") && !l.endsWith("[streamlint]"))
                .map(l -> l.substring(0, l.indexOf(':', l.indexOf(':') + 1)) + " "
                        + l.substring(l.lastIndexOf('[') + 1, l.length() - 1))
                .toList();
    }

    /** The last line on stdout: a text report's summary. */
    String summary() {
        return out.lines().reduce((a, b) -> b).orElse("");
    }
}
