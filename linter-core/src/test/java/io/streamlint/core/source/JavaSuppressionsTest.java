package io.streamlint.core.source;

import com.github.javaparser.StaticJavaParser;
import com.github.javaparser.ast.CompilationUnit;
import io.streamlint.core.frontend.Suppression;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JavaSuppressionsTest {

    private static final Path FILE = Path.of("Job.java");

    private static List<Suppression> collect(String code) {
        CompilationUnit unit = StaticJavaParser.parse(code);
        List<Suppression> out = new ArrayList<>();
        JavaSuppressions.collect(FILE, unit, new ParsedSources.Source(code.lines().toList(), Optional.of(unit)), out);
        out.sort(Comparator.comparingInt(Suppression::fromLine)); // in source order, for the assertions
        return out;
    }

    @Test
    void suppressWarningsWithTheStreamlintTagCoversTheAnnotatedDeclaration() {
        List<Suppression> found = collect("""
                class Job {
                    @SuppressWarnings({"unchecked", "streamlint:ss001", "streamlint"})
                    void main() {
                        run();
                    }
                    @SuppressWarnings("unchecked")
                    void other() {
                    }
                    @SuppressWarnings(value = "STREAMLINT:SS002")
                    int field;
                }
                """);
        // "unchecked" alone is not ours: the other() method holds none
        assertEquals(3, found.size());
        Suppression one = found.get(0);
        assertEquals(Set.of("SS001"), one.ids()); // any case, upper-cased
        assertEquals(FILE, one.file());
        assertEquals(List.of(2, 5, 5, 5), List.of(one.fromLine(), one.fromColumn(), one.toLine(), one.toColumn()));
        assertEquals("@SuppressWarnings(\"streamlint:ss001\")", one.written());
        assertEquals("", one.justification());
        assertTrue(one.scope().startsWith("in method main"), one.scope());
        assertEquals(Set.of(), found.get(1).ids()); // "streamlint": every rule
        assertEquals(Set.of("SS002"), found.get(2).ids());
        assertEquals(9, found.get(2).fromLine());
        assertEquals(10, found.get(2).toLine());
    }

    @Test
    void anIgnoreCommentCoversItsOwnLineOrAloneOnItsLineTheNextOne() {
        List<Suppression> found = collect("""
                class Job {
                    void main() {
                        run(); // streamlint:ignore SS001, ss004 -- the job is restarted by hand
                        // streamlint:ignore
                        run();
                        run(); // not streamlint:ignore, a mention
                        run(); /* streamlint:ignore SS003 */
                    }
                }
                """);
        assertEquals(3, found.size());
        Suppression trailing = found.get(0);
        assertEquals(Set.of("SS001", "SS004"), trailing.ids());
        assertEquals(List.of(3, 1, 3, Integer.MAX_VALUE),
                List.of(trailing.fromLine(), trailing.fromColumn(), trailing.toLine(), trailing.toColumn()));
        assertEquals("the job is restarted by hand", trailing.justification());
        assertEquals("'streamlint:ignore SS001,SS004'", trailing.written());
        assertEquals("on line 3", trailing.scope());
        Suppression alone = found.get(1);
        assertEquals(Set.of(), alone.ids());
        assertEquals(5, alone.fromLine()); // the line after the comment
        assertEquals("", alone.justification());
        Suppression block = found.get(2);
        assertEquals(Set.of("SS003"), block.ids());
        assertEquals(7, block.fromLine()); // a block comment at the end of a line too
    }

    @Test
    void onlyATextMentioningTheTagIsParsedForSuppressions() {
        assertTrue(JavaSuppressions.mayHoldSuppression("@SuppressWarnings(\"streamlint:SS001\")"));
        assertTrue(JavaSuppressions.mayHoldSuppression("// streamlint:ignore"));
        assertFalse(JavaSuppressions.mayHoldSuppression("package io.streamlint.samples;"));
    }
}
