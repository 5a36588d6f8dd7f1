package io.streamlint.core.source;

import com.github.javaparser.resolution.TypeSolver;
import com.github.javaparser.symbolsolver.resolution.typesolvers.CombinedTypeSolver;
import io.streamlint.core.api.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClassPathTypesTest {

    @TempDir
    Path dir;

    /** The jar JUnit's {@code @Test} comes from: a real jar on this test's class path. */
    private static Path junitJar() throws URISyntaxException {
        return Path.of(Test.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    @Test
    void lintsWithTheSameJarsShareOneSolverAndEachHoldsItsOwnView() throws Exception {
        List<Path> jars = List.of(junitJar());
        ClassPathTypes types = ClassPathTypes.of(jars);
        assertSame(types, ClassPathTypes.of(jars), "the same unchanged jars: the types read before");

        // Two lints' solvers each take a view (a solver has one parent) and resolve the jar's types through it.
        for (int lint = 0; lint < 2; lint++) {
            TypeSolver view = types.view();
            CombinedTypeSolver solver = new CombinedTypeSolver(view);
            assertSame(solver, view.getParent());
            assertTrue(solver.tryToSolveType("org.junit.jupiter.api.Test").isSolved());
            assertTrue(solver.tryToSolveType("java.lang.String").isSolved(), "the JDK's types too");
            assertFalse(solver.tryToSolveType("com.acme.NotInTheJar").isSolved());
        }
        assertEquals(List.of(), types.problems());
    }

    @Test
    void aChangedJarIsReadAgainAndAnUnreadableOneIsAProblemEveryLintReports() throws IOException {
        Path jar = Files.writeString(dir.resolve("lib.jar"), "not really a jar");
        ClassPathTypes first = ClassPathTypes.of(List.of(jar));
        first.view();
        List<Problem> problems = first.problems();
        assertEquals(1, problems.size());
        assertEquals(jar, problems.get(0).file());
        assertTrue(problems.get(0).message().startsWith("cannot read class path entry: "), problems.get(0).message());

        Files.writeString(jar, "another jar, of another size");
        assertNotSame(first, ClassPathTypes.of(List.of(jar)));
    }
}
