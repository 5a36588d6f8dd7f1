package io.streamlint.core.api;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Comparator;

/**
 * Something that kept the tool from linting (part of) a file: unreadable, unparsable, too large ({@link Level#ERROR}),
 * or a note that one value of the code was too costly to compute and is taken as unknown ({@link Level#NOTE}: the
 * file is linted, only what depends on that value is not judged). Reported as a SARIF tool execution notification;
 * errors also on the console. The run goes on with the rest. Line and column are 1-based, 0 when the problem has no
 * position.
 */
public record Problem(Path file, int line, int column, String message, Level level) implements Comparable<Problem> {

    /** How much of the file the problem kept from being linted. */
    public enum Level {
        /** The file, or part of it, was not linted. */
        ERROR,
        /** The file was linted; one value in it was taken as unknown. */
        NOTE
    }

    private static final Comparator<Problem> ORDER = Comparator
            .comparing((Problem p) -> p.file().toString())
            .thenComparingInt(Problem::line)
            .thenComparingInt(Problem::column)
            .thenComparing(Problem::message)
            .thenComparing(Problem::level);

    public Problem {
        file = file.toAbsolutePath().normalize();
    }

    /** An error: (part of) the file was not linted. */
    public Problem(Path file, int line, int column, String message) {
        this(file, line, column, message, Level.ERROR);
    }

    /** A note that the value at this position was too costly to compute. */
    public static Problem note(Path file, int line, int column, String message) {
        return new Problem(file, line, column, message, Level.NOTE);
    }

    public boolean isNote() {
        return level == Level.NOTE;
    }

    /** {@code file} could not be read or listed: the reason in words (an exception's message is often the path). */
    public static Problem cannotRead(Path file, IOException e) {
        String reason;
        if (e instanceof AccessDeniedException) {
            reason = "permission denied";
        } else if (e instanceof NoSuchFileException) {
            reason = "no such file";
        } else if (e instanceof FileSystemLoopException) {
            reason = "symbolic link loop back to a folder above it";
        } else if (e instanceof FileSystemException f && f.getReason() != null) {
            reason = f.getReason();
        } else {
            reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
        return new Problem(file, 0, 0, "cannot read (" + reason + "); skipped");
    }

    @Override
    public int compareTo(Problem other) {
        return ORDER.compare(this, other);
    }
}
