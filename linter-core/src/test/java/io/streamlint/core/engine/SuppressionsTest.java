package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Severity;
import io.streamlint.core.frontend.Suppression;
import io.streamlint.core.model.SourceLocation;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SuppressionsTest {

    // absolute, as a finding's location holds its file
    private static final Path JOB = Path.of("Job.java").toAbsolutePath();
    private static final Path OTHER = Path.of("Other.java").toAbsolutePath();

    private static Finding finding(String id, Path file, int line, int column) {
        return new Finding(id, Severity.WARNING, id + " at " + line, new SourceLocation(file, line, column, line, column + 5));
    }

    /** A suppression of {@code ids} covering lines {@code from} to {@code to} (columns 5 to 10) of {@code file}. */
    private static Suppression suppression(Set<String> ids, Path file, int from, int to, String justification) {
        return new Suppression(ids, file, from, 5, to, 10, new SourceLocation(file, from, 5, from, 30),
                "@SuppressWarnings(\"streamlint\")", justification, "in method main(String[])");
    }

    @Test
    void aFindingIsSuppressedByItsRuleItsFileAndItsPrimaryLocation() {
        Suppression ss001 = suppression(Set.of("SS001"), JOB, 10, 20, "fixed in the next release");
        Finding inside = finding("SS001", JOB, 12, 1);
        Finding startColumn = finding("SS001", JOB, 10, 5);
        Finding endColumn = finding("SS001", JOB, 20, 10);
        Finding beforeStart = finding("SS001", JOB, 10, 4);
        Finding afterEnd = finding("SS001", JOB, 20, 11);
        Finding otherRule = finding("SS002", JOB, 12, 1);
        Finding otherFile = finding("SS001", OTHER, 12, 1);

        Suppressions.Outcome outcome = Suppressions.apply(
                List.of(inside, startColumn, endColumn, beforeStart, afterEnd, otherRule, otherFile), List.of(ss001),
                Set.of("SS001", "SS002"));

        assertEquals(List.of(beforeStart, afterEnd, otherRule, otherFile), outcome.kept());
        assertEquals(List.of(inside, startColumn, endColumn), outcome.suppressed().stream().map(Suppressed::finding).toList());
        assertTrue(outcome.suppressed().stream().allMatch(s -> s.kind() == Suppressed.Kind.IN_SOURCE
                && s.justification().equals("fixed in the next release")));
        assertEquals(List.of(), outcome.unused());
    }

    @Test
    void noIdsSuppressEveryRuleAndTheFirstCoveringSuppressionGivesTheJustification() {
        Suppression every = suppression(Set.of(), JOB, 1, 50, "the whole class");
        Suppression inner = suppression(Set.of("SS002"), JOB, 10, 20, "this method");
        Finding a = finding("SS001", JOB, 5, 1);
        Finding b = finding("SS002", JOB, 12, 1);

        Suppressions.Outcome outcome = Suppressions.apply(List.of(a, b), List.of(every, inner), Set.of("SS001", "SS002"));

        assertEquals(List.of(), outcome.kept());
        assertEquals(List.of("the whole class", "the whole class"),
                outcome.suppressed().stream().map(Suppressed::justification).toList());
        // inner covered b too: it is used, not reported as suppressing nothing
        assertEquals(List.of(), outcome.unused());
    }

    @Test
    void aSuppressionThatSuppressesNothingIsANoteUnlessItsRuleDidNotRun() {
        Suppression ranButFoundNothing = suppression(Set.of("SS001"), JOB, 10, 20, "");
        Suppression ruleDidNotRun = suppression(Set.of("SS009"), JOB, 30, 40, "");
        Suppression everyRule = suppression(Set.of(), OTHER, 1, 2, "");

        Suppressions.Outcome outcome = Suppressions.apply(List.of(), List.of(ranButFoundNothing, ruleDidNotRun, everyRule),
                Set.of("SS001"));

        assertEquals(2, outcome.unused().size());
        Finding first = outcome.unused().get(0);
        assertEquals(Suppressions.UNUSED_ID, first.ruleId());
        assertEquals(Severity.NOTE, first.severity());
        assertEquals(ranButFoundNothing.at(), first.location());
        assertEquals("@SuppressWarnings(\"streamlint\") suppresses nothing: SS001 reports nothing in method main(String[]);"
                + " remove the suppression.", first.message());
        assertEquals(everyRule.at(), outcome.unused().get(1).location());
        assertTrue(outcome.unused().get(1).message().contains("suppresses nothing: no rule reports nothing"),
                outcome.unused().get(1).message());
    }
}
