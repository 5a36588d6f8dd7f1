package io.streamlint.core.api;

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

    @Override
    public int compareTo(SourceLocation other) {
        return ORDER.compare(this, other);
    }
}
