package io.streamlint.core.testkit;

import org.junit.jupiter.api.function.Executable;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * The per-input timeout of the Jazzer fuzz tests, in regression and fuzzing mode alike: a hang is a finding, and
 * Jazzer saves its input. JUnit's {@code @Timeout} cannot serve, as it would also cut a whole fuzzing run. The first
 * input of a JVM is not timed: it loads (and, when fuzzing, instruments) the reader's classes, which takes longer than
 * the timeout on a busy machine.
 */
public final class FuzzInputs {

    private final Duration perInput;
    private final AtomicBoolean warm = new AtomicBoolean();

    public FuzzInputs(Duration perInput) {
        this.perInput = perInput;
    }

    public void run(Executable input) throws Throwable {
        if (warm.compareAndSet(false, true)) {
            input.execute();
        } else {
            assertTimeoutPreemptively(perInput, input);
        }
    }
}
