package io.streamlint.core.engine;

import io.streamlint.core.frontend.CodeElement;
import io.streamlint.core.frontend.SourceIndex;
import io.streamlint.core.frontend.Suppression;
import io.streamlint.core.model.SourceLocation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The index of every file of a run: each question goes to the index of the frontend that read the file (the
 * plan-dump frontend's for the dumps, the Java frontend's for everything else).
 */
final class FrontendIndexes implements SourceIndex {

    private final SourceIndex java;
    private final Set<Path> dumps;
    private final SourceIndex dumpIndex;

    FrontendIndexes(SourceIndex java, Collection<Path> dumps, SourceIndex dumpIndex) {
        this.java = java;
        this.dumps = dumps.stream().map(FrontendIndexes::normal).collect(Collectors.toUnmodifiableSet());
        this.dumpIndex = dumpIndex;
    }

    private SourceIndex of(Path file) {
        return dumps.contains(normal(file)) ? dumpIndex : java;
    }

    /** Findings in a dump name it by its absolute path, the input files as they were given. */
    private static Path normal(Path file) {
        return file.toAbsolutePath().normalize();
    }

    @Override
    public void load(Collection<Path> files) {
        List<Path> javaFiles = new ArrayList<>();
        List<Path> dumpFiles = new ArrayList<>();
        files.forEach(f -> (dumps.contains(normal(f)) ? dumpFiles : javaFiles).add(f));
        java.load(javaFiles);
        dumpIndex.load(dumpFiles);
    }

    @Override
    public String scopeAt(SourceLocation at) {
        return of(at.file()).scopeAt(at);
    }

    @Override
    public String codeAt(SourceLocation at) {
        return of(at.file()).codeAt(at);
    }

    @Override
    public Optional<String> declaredTestCode(Path file) {
        return of(file).declaredTestCode(file);
    }

    /** The Java files' suppressions, then the dumps' (which hold none). */
    @Override
    public List<Suppression> suppressions() {
        List<Suppression> all = new ArrayList<>(java.suppressions());
        all.addAll(dumpIndex.suppressions());
        return all;
    }

    @Override
    public Optional<CodeElement> elementAt(SourceLocation at) {
        return of(at.file()).elementAt(at);
    }
}
