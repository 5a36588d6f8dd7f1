package io.streamlint.core.api;

import java.nio.file.Path;
import java.util.Comparator;

/**
 * Something that kept the tool from linting (part of) a file: unreadable, unparsable, too large.
 * Reported as a SARIF tool execution notification and on the console; the run goes on with the rest.
 * Line and column are 1-based, 0 when the problem has no position.
 */
public record Problem(Path file, int line, int column, String message) implements Comparable<Problem> {

    private static final Comparator<Problem> ORDER = Comparator
            .comparing((Problem p) -> p.file().toString())
            .thenComparingInt(Problem::line)
            .thenComparingInt(Problem::column)
            .thenComparing(Problem::message);

    public Problem {
        file = file.toAbsolutePath().normalize();
    }

    @Override
    public int compareTo(Problem other) {
        return ORDER.compare(this, other);
    }
}
