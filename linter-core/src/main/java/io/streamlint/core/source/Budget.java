package io.streamlint.core.source;

import java.time.Duration;
import java.util.function.Supplier;

/**
 * How much work parsing and analysing one file may take, so that one pathological file (helpers calling each other in
 * ways that multiply, a huge generated method) cannot hang a build. The main limit counts evaluation steps, so a
 * file over it is cut at the same point on every machine and the output stays deterministic; the wall-clock
 * limit is the last resort for a step that is slow in itself.
 */
final class Budget {

    /**
     * Evaluation steps for one file: the samples' files take at most about 600; a file that multiplies its
     * helper calls reaches this in a few seconds.
     */
    static final long DEFAULT_STEPS = 200_000;
    static final Duration DEFAULT_TIME = Duration.ofSeconds(30);

    static final Budget UNLIMITED = new Budget(Long.MAX_VALUE, null);

    /** Thrown from deep inside an evaluation; carries no stack trace (it is expected, and the stack may be huge). */
    static final class Exceeded extends RuntimeException {
        Exceeded(String message) {
            super(message, null, false, false);
        }
    }

    private final long steps;
    private final Duration time;
    private long stepsLeft;
    private long deadline;

    private Budget(long steps, Duration time) {
        this.steps = steps;
        this.time = time;
    }

    static Budget of(long steps, Duration time) {
        return new Budget(steps, time);
    }

    /** How long parsing one file and analysing it may take (each). */
    Duration time() {
        return time == null ? Duration.ofDays(1) : time;
    }

    /** Starts counting for the next file. */
    Budget start() {
        stepsLeft = steps;
        deadline = time == null ? 0 : System.nanoTime() + time.toNanos();
        return this;
    }

    /** Runs {@code work} without counting its duration against the time limit (steps it takes still count). */
    <R> R untimed(Supplier<R> work) {
        long started = System.nanoTime();
        try {
            return work.get();
        } finally {
            deadline += System.nanoTime() - started;
        }
    }

    /** One evaluation step. */
    void step() {
        if (this == UNLIMITED) {
            return;
        }
        if (--stepsLeft < 0) {
            throw new Exceeded(String.format("its analysis needs more than %,d evaluation steps", steps));
        }
        if (time != null && (stepsLeft & 0x3ff) == 0 && System.nanoTime() - deadline > 0) {
            throw new Exceeded("its analysis takes longer than " + time.toSeconds() + " s");
        }
    }
}
