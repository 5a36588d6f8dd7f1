package io.streamlint.core.frontend;

import io.streamlint.core.model.SourceLocation;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * A frontend's files as the steps after the rules see them (finding keys, test code, suppressions), whatever their
 * language. A file the frontend did not read is read when asked about.
 */
public interface SourceIndex {

    /**
     * Reads {@code files} and those that may hold suppressions ahead, on every core, so that later steps do not on
     * one.
     */
    void load(Collection<Path> files);

    /**
     * The declarations enclosing {@code at}, outermost first and joined by dots ({@code demo.Job.main(String[])});
     * "" when the file has none known.
     */
    String scopeAt(SourceLocation at);

    /** The text of {@code at}'s region without white space; the whole line when the region has no end. */
    String codeAt(SourceLocation at);

    /** Why {@code file} is test code by what it declares (a test class, a test annotation); empty when it is not. */
    Optional<String> declaredTestCode(Path file);

    /** The suppressions written in the files, file by file in path order. */
    List<Suppression> suppressions();
}
