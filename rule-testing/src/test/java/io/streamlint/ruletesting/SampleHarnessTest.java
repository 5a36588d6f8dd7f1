package io.streamlint.ruletesting;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.Plan;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The harness against markers with severities and message fragments, with a team's rule that reports every streaming
 * source: a warning, a note for a socket source.
 */
class SampleHarnessTest {

    /**
     * Reports each streaming source with its format in the message: "a rate source (fix: ...)", as a warning (its
     * default), a socket source as a note. Its page is src/test/resources/streamlint/docs/ACME999.md.
     */
    @RuleInfo(id = "ACME999", name = "EverySource", severity = Severity.WARNING, summary = "Every streaming source.")
    static final class EverySource implements SourceRule {
        @Override
        public void check(Plan.Source source, RuleContext context, Report report) {
            String format = source.format().text().orElse("?");
            String message = "a " + format + " source (fix: \"none\")";
            if (format.equals("socket")) {
                report.at(Severity.NOTE, source.location(), message);
            } else {
                report.at(source.location(), message);
            }
        }
    }

    @TempDir
    Path dir;

    private final SampleHarness harness = SampleHarness.forRules(new EverySource());

    private Path sample(String sources) throws IOException {
        return Files.writeString(dir.resolve("Job.java"), """
                package demo;

                import org.apache.spark.sql.SparkSession;

                class Job {
                    void run(SparkSession spark) {
                %s
                    }

                    static void keep(Object... streams) {
                        STREAMS.add(streams);
                    }

                    static final java.util.List<Object> STREAMS = new java.util.ArrayList<>();
                }
                """.formatted(sources));
    }

    @Test
    void aMarkerWhoseFragmentsAreInTheMessagePasses() throws IOException {
        harness.check(sample("""
                        keep(spark.readStream().format("rate").load()); // expect: ACME999 "a rate source" "(fix: \\"none\\")"
                """));
    }

    @Test
    void aFragmentMissingFromTheMessageFailsWithTheMarkerTheFragmentAndTheMessage() throws IOException {
        Path sample = sample("""
                        keep(spark.readStream().format("rate").load()); // expect: ACME999 "a rate source" "a kafka source"
                """);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> harness.check(sample));
        assertEquals("Job.java:\n  Job.java:7 ACME999 \"a rate source\" \"a kafka source\": the message lacks "
                + "\"a kafka source\": a rate source (fix: \"none\")", e.getMessage());
    }

    @Test
    void fragmentsTellApartTheFindingsOfOneRuleOnOneLine() throws IOException {
        // "source" would fit either finding: it must leave the rate source to the marker that needs it
        harness.check(sample("""
                        keep(spark.readStream().format("rate").load(), spark.readStream().format("kafka").load()); // expect: ACME999 "source", ACME999 "rate"
                """));
    }

    @Test
    void markersWithoutFindingsAndFindingsWithoutMarkersStillFail() throws IOException {
        Path sample = sample("""
                        keep(spark.readStream().format("rate").load());
                        keep(spark.readStream().format("socket").load()); // expect: ACME999 [note] "socket", ACME999 [note] "socket"
                """);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> harness.check(sample));
        assertEquals("Job.java:\n  expected but not reported: Job.java:8 ACME999 [note] \"socket\"\n"
                + "  reported but not marked: Job.java:7 ACME999 [warning]: a rate source (fix: \"none\")", e.getMessage());
    }

    @Test
    void aMarkerWithoutSeverityExpectsTheRulesDefault() throws IOException {
        Path sample = sample("""
                        keep(spark.readStream().format("socket").load()); // expect: ACME999 "socket"
                """);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> harness.check(sample));
        assertEquals("Job.java:\n  Job.java:7 ACME999 \"socket\": reported as a note, not as a warning (the rule's "
                + "default; a marker gives another severity as in 'ACME999 [note]'): a socket source (fix: \"none\")",
                e.getMessage());
    }

    @Test
    void aMarkerWithASeverityExpectsThatOne() throws IOException {
        harness.check(sample("""
                        keep(spark.readStream().format("socket").load()); // expect: ACME999 [note] "socket"
                        keep(spark.readStream().format("rate").load()); // expect: ACME999 [warning] "rate"
                """));
        Path sample = sample("""
                        keep(spark.readStream().format("rate").load()); // expect: ACME999 [error] "rate" "kafka"
                """);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> harness.check(sample));
        assertEquals("Job.java:\n  Job.java:7 ACME999 [error] \"rate\" \"kafka\": reported as a warning, not as an error; "
                + "the message lacks \"kafka\": a rate source (fix: \"none\")", e.getMessage());
    }

    @Test
    void severitiesTellApartTheFindingsOfOneRuleOnOneLine() throws IOException {
        harness.check(sample("""
                        keep(spark.readStream().format("socket").load(), spark.readStream().format("rate").load()); // expect: ACME999 "source", ACME999 [note] "source"
                """));
    }

    @Test
    void onlyTheSeveritiesMarkersGiveWhereAsked() throws IOException {
        SampleHarness lenient = harness.withSeverityOnlyWhereMarked();
        lenient.check(sample("""
                        keep(spark.readStream().format("socket").load()); // expect: ACME999 "socket"
                """));
        Path sample = sample("""
                        keep(spark.readStream().format("socket").load()); // expect: ACME999 [warning] "socket"
                """);
        assertThrows(AssertionFailedError.class, () -> lenient.check(sample));
    }

    @Test
    void testsForMakesOneTestASampleAndFailsOnAnEmptyFolder() throws IOException {
        sample("""
                        keep(spark.readStream().format("rate").load()); // expect: ACME999
                """);
        assertEquals(List.of("Job.java"), harness.testsFor(dir).map(DynamicTest::getDisplayName).toList());
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertThrows(AssertionFailedError.class, () -> harness.testsFor(empty));
    }
}
