package io.streamlint.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * What the console the CLI runs in can show: whether stdout and stderr are terminals, and the environment variables
 * that switch colour off ({@code NO_COLOR}, {@code TERM=dumb}). Tests pass their own.
 *
 * @param progressDelay how long a run goes on before the progress line appears: a short run shows none
 */
record Terminal(boolean stdoutIsTerminal, boolean stderrIsTerminal, Map<String, String> environment,
                Duration progressDelay) {

    /** The default delay: runs shorter than this print no progress. */
    static final Duration PROGRESS_DELAY = Duration.ofSeconds(2);

    /** When to colour severities: {@code auto} on a terminal unless {@code NO_COLOR} is set. */
    enum ColorMode { auto, always, never }

    /** The console this process runs in. */
    static Terminal system() {
        return new Terminal(isTerminal(1), isTerminal(2), System.getenv(), PROGRESS_DELAY);
    }

    /** Whether the text report on stdout gets colours. */
    boolean colours(ColorMode mode) {
        return switch (mode) {
            case always -> true;
            case never -> false;
            case auto -> stdoutIsTerminal && !noColour();
        };
    }

    /** Whether a run shows its progress on stderr: only on a terminal (a CI log gets no rewritten lines). */
    boolean showsProgress(boolean quiet) {
        return !quiet && stderrIsTerminal && !"dumb".equals(environment.get("TERM"));
    }

    private boolean noColour() {
        // https://no-color.org: set and not empty.
        String noColor = environment.get("NO_COLOR");
        return noColor != null && !noColor.isEmpty() || "dumb".equals(environment.get("TERM"));
    }

    /**
     * Whether file descriptor {@code fd} is a terminal. Java 17 cannot ask this of one stream; on Linux the
     * descriptor's link names the device, elsewhere a console (stdin and stdout both terminals) stands for it.
     */
    private static boolean isTerminal(int fd) {
        Path link = Path.of("/proc/self/fd/" + fd);
        try {
            String target = Files.readSymbolicLink(link).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }
}
