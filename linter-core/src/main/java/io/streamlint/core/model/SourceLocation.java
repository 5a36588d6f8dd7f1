package io.streamlint.core.model;

import java.nio.file.Path;
import java.util.Comparator;

/**
 * A region of a source file: 1-based lines and columns, end column inclusive (as JavaParser reports it).
 * The file is absolute and normalized; reports make it relative to the source root.
 */
public record SourceLocation(Path file, int line, int column, int endLine, int endColumn)
        implements Comparable<SourceLocation> {

    private static final Comparator<SourceLocation> ORDER = Comparator
            .comparing((SourceLocation l) -> l.file().toString())
            .thenComparingInt(SourceLocation::line)
            .thenComparingInt(SourceLocation::column)
            .thenComparingInt(SourceLocation::endLine)
            .thenComparingInt(SourceLocation::endColumn);

    public SourceLocation {
        file = file.toAbsolutePath().normalize();
    }

    /** Does this region hold {@code other}'s start? */
    public boolean contains(SourceLocation other) {
        return file.equals(other.file)
                && (other.line > line || other.line == line && other.column >= column)
                && (other.line < endLine || other.line == endLine && other.column <= endColumn);
    }

    @Override
    public int compareTo(SourceLocation other) {
        return ORDER.compare(this, other);
    }
}
