package io.streamlint.core.support;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * How far a run has got, for a front end to show while it waits: the stage, and of its items how many are done.
 * Written by the engine's threads, read by whoever shows it; the numbers are a snapshot, never part of a result.
 */
public final class Progress {

    /** What a run does, in order. */
    public enum Stage {
        FINDING, READING, ANALYSING, CHECKING, FINISHING
    }

    /** What {@link #snapshot()} saw: the stage, items done of {@code total} (0: no count for this stage). */
    public record Snapshot(Stage stage, int done, int total) {
    }

    private volatile Stage stage = Stage.FINDING;
    private volatile int total;
    private final AtomicInteger done = new AtomicInteger();

    /** A progress nobody reads: what a run reports to when its front end shows nothing. */
    public static Progress ignored() {
        return new Progress();
    }

    /** Enters {@code next}, with {@code items} to do (0 when they are not counted). */
    public void start(Stage next, int items) {
        done.set(0);
        total = items;
        stage = next;
    }

    /** One more item of the current stage is done. */
    public void step() {
        done.incrementAndGet();
    }

    public Snapshot snapshot() {
        Stage now = stage;
        int of = total;
        return new Snapshot(now, Math.min(done.get(), of), of);
    }
}
