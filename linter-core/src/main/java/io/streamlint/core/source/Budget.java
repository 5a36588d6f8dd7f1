package io.streamlint.core.source;

import org.jspecify.annotations.Nullable;

import java.time.Duration;
import java.util.function.Supplier;

/**
 * How much work analysing one file may take, so that one pathological file cannot hang a build. Each value the
 * analysis computes for an observed call (in one calling context) may take {@link #DEFAULT_STEPS} evaluation steps:
 * past that, that value alone is taken as unknown, the same way on every machine. The wall-clock limit is per file,
 * the last resort for work that is slow in itself; every loop whose work grows with the input checks it. One budget
 * per thread.
 */
final class Budget {

    /** Evaluation steps for one observed value: the samples' files take at most a few thousand. */
    static final long DEFAULT_STEPS = 200_000;
    static final Duration DEFAULT_TIME = Duration.ofSeconds(30);

    static final Budget UNLIMITED = new Budget(Long.MAX_VALUE, null);

    /** The budget of the file this thread analyses: loops that do not count steps tick its clock. */
    private static final ThreadLocal<Budget> CURRENT = ThreadLocal.withInitial(() -> UNLIMITED);

    /** Thrown from deep inside an evaluation; carries no stack trace (it is expected, and the stack may be huge). */
    static final class Exceeded extends RuntimeException {
        private final boolean time;

        Exceeded(String message, boolean time) {
            super(message, null, false, false);
            this.time = time;
        }

        /** The file's time ran out (else one value's steps did). */
        boolean time() {
            return time;
        }
    }

    private final long steps;
    private final @Nullable Duration time;
    private long stepsLeft;
    private long deadline;

    private Budget(long steps, @Nullable Duration time) {
        this.steps = steps;
        this.time = time;
    }

    static Budget of(long steps, @Nullable Duration time) {
        return new Budget(steps, time);
    }

    /** How long parsing one file and analysing it may take (each). */
    Duration time() {
        return time == null ? Duration.ofDays(1) : time;
    }

    /** A fresh budget like this one (each thread counts on its own), its clock started for a file. */
    Budget startFile() {
        if (this == UNLIMITED) {
            return this;
        }
        Budget b = new Budget(steps, time);
        b.stepsLeft = steps;
        b.deadline = time == null ? 0 : System.nanoTime() + time.toNanos();
        return b;
    }

    /** Starts counting the steps of the next value. */
    void startValue() {
        stepsLeft = steps;
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
            throw new Exceeded(String.format("more than %,d evaluation steps", steps), false);
        }
        if ((++ticks & 0x3ff) == 0) { // counted across values: each value's steps start again
            checkClock();
        }
    }

    /** Makes {@code budget} the one this thread's loops check (see {@link #tick}). */
    static void use(Budget budget) {
        CURRENT.set(budget);
    }

    /** One round of a loop whose work grows with the input: every so often, the file's clock is checked. */
    static void tick() {
        Budget b = CURRENT.get();
        if (b != UNLIMITED && (++b.ticks & 0xfff) == 0) {
            b.checkClock();
        }
    }

    private long ticks;

    /** Throws when the file's time is up: called by loops whose work grows with the input. */
    void checkClock() {
        if (this != UNLIMITED && time != null && System.nanoTime() - deadline > 0) {
            throw new Exceeded("its analysis takes longer than " + (time.toMillis() % 1000 == 0 ? time.toSeconds() + " s"
                    : time.toMillis() + " ms"), true);
        }
    }
}
