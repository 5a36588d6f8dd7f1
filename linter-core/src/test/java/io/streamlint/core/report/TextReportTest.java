package io.streamlint.core.report;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.Baseline;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Suppressed;
import io.streamlint.core.model.SourceLocation;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.streamlint.core.report.ReportFixtures.JOB;
import static io.streamlint.core.report.ReportFixtures.ROOT;
import static io.streamlint.core.report.ReportFixtures.SS001;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TextReportTest {

    @Test
    void findingsThenProblemsThenASummary() {
        assertEquals("""
                src/main/java/jobs/Job.java:12:9: error: The aggregation on 'events' has no watermark. [SS001]
                src/main/java/jobs/Job.java:20:5: warning: The query 'sink' has no checkpoint location. [SS002]
                src/main/java/my jobs/Other Job.java:7:13: warning: The aggregation on 'clicks' has no watermark. [SS001]
                src/main/java/jobs/Broken.java:3:7: error: cannot parse: ';' expected [streamlint]
                Streamlint: 3 findings (1 error, 2 warnings, 0 notes) in 12 files; 1 file could not be fully linted.
                """, TextReport.render(ReportFixtures.withFindings()));
    }

    @Test
    void aShortLineKeepsTheMessagesFirstClause() {
        Finding finding = new Finding("SS003", Severity.ERROR, "Query 'orders' (the kafka sink, option(\"a: b\")) has no"
                + " checkpoint location: Spark rejects it at start() with \"checkpointLocation must be specified\". Set"
                + " .option(\"checkpointLocation\", ...).", new SourceLocation(JOB, 41, 14, 41, 20));
        assertEquals("src/main/java/jobs/Job.java:41:14: error: Query 'orders' (the kafka sink, option(\"a: b\")) has no"
                + " checkpoint location [SS003]", TextReport.shortLine(ROOT, finding));
        assertEquals("The aggregation on 'events' has no watermark.", TextReport.firstClause(
                "The aggregation on 'events' has no watermark."));
        String longClause = TextReport.firstClause("word ".repeat(100) + "end: the rest");
        assertTrue(longClause.length() <= TextReport.SHORT_MESSAGE_CHARS && longClause.endsWith("word..."), longClause);
        assertEquals("a second line", TextReport.firstClause("a second\n   line. More."));
    }

    @Test
    void aCleanRun() {
        assertEquals("Streamlint: no findings in 12 files.\n", TextReport.render(ReportFixtures.clean()));
    }

    @Test
    void theSummaryCountsWhatItLeftOutByReason() {
        Finding kept = new Finding("SS001", Severity.ERROR, "Kept.", new SourceLocation(JOB, 1, 2, 1, 3));
        Finding ignored = new Finding("SS001", Severity.ERROR, "Ignored.", new SourceLocation(JOB, 4, 2, 4, 3));
        Finding inTest = new Finding("SS001", Severity.ERROR, "In a test.", new SourceLocation(JOB, 5, 2, 5, 3));
        Finding alsoInTest = new Finding("SS001", Severity.ERROR, "Also in a test.", new SourceLocation(JOB, 6, 2, 6, 3));
        LintResult result = new LintResult(ROOT, List.of(SS001), List.of(kept), List.of(), 2, 2, 1, 1,
                List.of(new Suppressed(ignored, Suppressed.Kind.IN_SOURCE, ""),
                        new Suppressed(inTest, Suppressed.Kind.TEST_CODE, "the test class JobTest"),
                        new Suppressed(alsoInTest, Suppressed.Kind.TEST_CODE, "the test class JobTest")),
                Map.of(), List.of());

        assertEquals("Streamlint: 1 finding (1 error, 0 warnings, 0 notes) in 2 files (not reported: 1 suppressed in the"
                + " code, 2 production-only in test code).", TextReport.summary(result));
    }

    @Test
    void sameResultGivesTheSameText() {
        assertEquals(TextReport.render(ReportFixtures.withFindings()), TextReport.render(ReportFixtures.withFindings()));
    }

    @Test
    void problemsLeaveOutPositionsTheyDoNotHaveAndSpanOneLine() {
        LintResult result = new LintResult(ROOT, List.of(SS001),
                List.of(new Finding("SS001", Severity.NOTE, "Just a note.", new SourceLocation(JOB, 1, 2, 1, 3))),
                List.of(new Problem(ROOT.resolve("gone"), 0, 0, "no such file or folder"),
                        new Problem(JOB, 4, 0, "rule SS009 failed on this query:\n  java.lang.IllegalStateException")),
                1, 1, 1, 1);
        assertEquals("""
                src/main/java/jobs/Job.java:1:2: note: Just a note. [SS001]
                gone: error: no such file or folder [streamlint]
                src/main/java/jobs/Job.java:4: error: rule SS009 failed on this query: java.lang.IllegalStateException [streamlint]
                Streamlint: 1 finding (0 errors, 0 warnings, 1 note) in 1 file; 2 files could not be fully linted.
                """, TextReport.render(result));
    }

    @Test
    void textFromTheAnalysedCodeCannotActOnTheTerminal() {
        // A file name and a quoted string with an escape sequence (red text, clear screen), a bell, a backspace,
        // a C1 control and a bidirectional override ("Trojan Source").
        Path file = ROOT.resolve("src/main/java/jobs/\u001b[2JJob.java");
        String message = "Option 'x\u001b[31m\u0007\b\u009b\u202eevil' is unknown.";
        LintResult result = new LintResult(ROOT, List.of(SS001),
                List.of(new Finding("SS001", Severity.ERROR, message, new SourceLocation(file, 3, 4, 3, 9))),
                List.of(), 1, 1, 1, 1);
        assertEquals("src/main/java/jobs/\\u001b[2JJob.java:3:4: error: Option 'x\\u001b[31m\\u0007\\u0008\\u009b\\u202eevil'"
                + " is unknown. [SS001]", TextReport.line(ROOT, result.findings().get(0)));
        String text = TextReport.render(result);
        assertTrue(text.chars().noneMatch(c -> (c < 0x20 && c != '\n') || (c >= 0x7f && c <= 0x9f) || c == 0x202e), text);
    }

    @Test
    void aFileNameCannotPrintASecondFindingLine() {
        Path file = ROOT.resolve("x.java\nEvil.java:1:1: error: forged [SS001]");
        LintResult result = new LintResult(ROOT, List.of(SS001),
                List.of(new Finding("SS001", Severity.ERROR, "Real.", new SourceLocation(file, 3, 4, 3, 9))),
                List.of(new Problem(file, 0, 0, "cannot parse\nEvil.java:2:2: error: forged too [SS002]")), 1, 1, 1, 1);
        String text = TextReport.render(result);
        assertEquals(3, text.lines().count(), text);
        assertTrue(text.lines().noneMatch(line -> line.startsWith("Evil.java")), text);
        assertTrue(text.startsWith("x.java\\u000aEvil.java:1:1: error: forged [SS001]:3:4: error: Real. [SS001]\n"), text);
    }

    @Test
    void staleBaselineEntriesAreEscaped() {
        Baseline.Entry entry = new Baseline.Entry("SS001\u001b[2J", "x.java\nEvil.java:1:1: error: forged [SS001]",
                "scope", "code", 0, "f", "m");
        LintResult result = new LintResult(ROOT, List.of(SS001), List.of(), List.of(), 1, 1, 1, 1, List.of(), Map.of(),
                List.of(entry));
        String line = TextReport.staleBaseline(result).orElseThrow();
        assertTrue(line.contains("SS001\\u001b[2J in x.java\\u000aEvil.java:1:1"), line);
        assertEquals(1, TextReport.render(result).lines().filter(l -> l.contains("baseline")).count());
        assertTrue(TextReport.render(result).lines().noneMatch(l -> l.startsWith("Evil.java")));
    }
}
