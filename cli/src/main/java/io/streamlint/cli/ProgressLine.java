package io.streamlint.cli;

import io.streamlint.core.support.Progress;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The line on a terminal's stderr that says how far a long run has got, e.g.
 * {@code streamlint: reading files 812/1500, 6 s}: rewritten in place (carriage return) a few times a second once the
 * run has taken longer than a delay, and erased when the run ends, so that only the report remains.
 */
final class ProgressLine implements AutoCloseable {

    private static final long REFRESH_MILLIS = 250;

    private final Progress progress;
    private final PrintWriter err;
    private final long startedNanos = System.nanoTime();
    private final ScheduledExecutorService timer;
    /** Length of the line last printed, so that a shorter one covers it; 0: nothing on the screen. */
    private int shown;
    private boolean closed;

    private ProgressLine(Progress progress, PrintWriter err, Duration delay) {
        this.progress = progress;
        this.err = err;
        this.timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "streamlint-progress");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleAtFixedRate(this::show, delay.toMillis(), REFRESH_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Shows {@code progress} on {@code err} after {@code delay}, until closed. */
    static ProgressLine start(Progress progress, PrintWriter err, Duration delay) {
        return new ProgressLine(progress, err, delay);
    }

    /** What the line says of a stage. */
    static String describe(Progress.Snapshot now, long elapsedSeconds) {
        String counted = now.total() > 0 ? " " + now.done() + "/" + now.total() : "";
        String what = switch (now.stage()) {
            case FINDING -> "finding files";
            case READING -> "reading files" + counted;
            case ANALYSING -> "analysing files that use Spark" + counted;
            case CHECKING -> "checking rules";
            case FINISHING -> "finishing";
        };
        return "streamlint: " + what + ", " + elapsedSeconds + " s";
    }

    private synchronized void show() {
        if (closed) {
            return;
        }
        String line = describe(progress.snapshot(), (System.nanoTime() - startedNanos) / 1_000_000_000L);
        err.print('\r' + line + " ".repeat(Math.max(0, shown - line.length())));
        err.flush();
        shown = line.length();
    }

    /** Stops and erases the line, if one was shown. */
    @Override
    public synchronized void close() {
        closed = true;
        timer.shutdownNow();
        if (shown > 0) {
            err.print('\r' + " ".repeat(shown) + '\r');
            err.flush();
            shown = 0;
        }
    }
}
