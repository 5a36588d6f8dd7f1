package io.streamlint.core.source;

import com.github.javaparser.resolution.TypeSolver;
import com.github.javaparser.resolution.declarations.ResolvedReferenceTypeDeclaration;
import com.github.javaparser.resolution.model.SymbolReference;
import com.github.javaparser.symbolsolver.resolution.typesolvers.CombinedTypeSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.JarTypeSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.ReflectionTypeSolver;
import io.streamlint.core.api.Problem;
import org.jspecify.annotations.Nullable;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The types of a class path's jars, kept for the process. Building the solver over them reads every jar's index
 * (about 0.5 s for Spark's 180 jars); a process that lints many times with one class path (the sample harness, a
 * Maven build whose modules share their dependencies) pays that once per class path, not once per lint. A jar that
 * changed (size or time) makes a new class path. A library's types refer only to the JDK's and other libraries', so
 * the kept solver is its own root, and a lint takes it into its own solver through a {@link #view} of its own.
 */
final class ClassPathTypes {

    /** How many class paths are kept: the most recently used ones. */
    private static final int KEPT = 4;
    private static final Map<List<Stamp>, ClassPathTypes> KEPT_BY_JARS = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<List<Stamp>, ClassPathTypes> eldest) {
            return size() > KEPT;
        }
    };

    /** A jar as it was when its types were read. */
    private record Stamp(Path jar, long size, long modified) {
        static Stamp of(Path jar) {
            try {
                return new Stamp(jar, Files.size(jar), Files.getLastModifiedTime(jar).toMillis());
            } catch (IOException e) {
                return new Stamp(jar, -1, -1); // reading it fails too, and says why
            }
        }
    }

    private final List<Path> jars;
    private @Nullable TypeSolver solver; // null: not built yet
    private final List<Problem> problems = new ArrayList<>();

    private ClassPathTypes(List<Path> jars) {
        this.jars = jars;
    }

    /** The types of {@code jars}, kept from an earlier lint when the jars are the same and unchanged. */
    static ClassPathTypes of(List<Path> jars) {
        List<Stamp> stamps = jars.stream().map(Stamp::of).toList();
        synchronized (KEPT_BY_JARS) {
            return KEPT_BY_JARS.computeIfAbsent(stamps, key -> new ClassPathTypes(jars));
        }
    }

    /**
     * A solver over the jars' types for one lint's solver to hold (a solver has one parent): built on the first
     * call, once, and shared by every lint of these jars, which may run at the same time.
     */
    synchronized TypeSolver view() {
        if (solver == null) {
            CombinedTypeSolver libraries = new CombinedTypeSolver(new ReflectionTypeSolver(true));
            for (Path jar : jars) {
                try {
                    libraries.add(new JarTypeSolver(jar));
                } catch (IOException | RuntimeException e) {
                    problems.add(new Problem(jar, 0, 0, "cannot read class path entry: " + e.getMessage()));
                }
            }
            solver = libraries;
        }
        return new View(solver);
    }

    /** The jars that could not be read, each with why; complete once {@link #view} returned. */
    synchronized List<Problem> problems() {
        return List.copyOf(problems);
    }

    /** The kept solver as a member of a lint's solver: it answers for the jars' types, its parent is the lint's. */
    private static final class View implements TypeSolver {
        private final TypeSolver libraries;
        private @Nullable TypeSolver parent;

        View(TypeSolver libraries) {
            this.libraries = libraries;
        }

        @Override
        public @Nullable TypeSolver getParent() {
            return parent;
        }

        @Override
        public void setParent(TypeSolver parent) {
            if (this.parent != null) {
                throw new IllegalStateException("This TypeSolver already has a parent.");
            }
            this.parent = Objects.requireNonNull(parent);
        }

        @Override
        public SymbolReference<ResolvedReferenceTypeDeclaration> tryToSolveType(String name) {
            return libraries.tryToSolveType(name);
        }

        @Override
        public SymbolReference<ResolvedReferenceTypeDeclaration> tryToSolveTypeInModule(
                String qualifiedModuleName, String simpleTypeName) {
            return libraries.tryToSolveTypeInModule(qualifiedModuleName, simpleTypeName);
        }
    }
}
