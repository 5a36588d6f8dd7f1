package io.streamlint.core.testing;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.engine.Linter;
import io.streamlint.core.model.Plan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The harness against markers with message fragments, with a rule that reports every streaming source. */
class SampleHarnessTest {

    /** Reports each streaming source with its format in the message: "a rate source (fix: ...)". */
    static final class EverySource implements SourceRule {
        @Override
        public RuleDescriptor descriptor() {
            return TestRules.everySource(false);
        }

        @Override
        public void check(Plan.Source source, RuleContext context, Report report) {
            report.at(source.location(), "a " + source.format().text().orElse("?") + " source (fix: \"none\")");
        }
    }

    @TempDir
    Path dir;

    private final SampleHarness harness = new SampleHarness(new Linter(List.of(new EverySource())));

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
                        keep(spark.readStream().format("rate").load()); // expect: SS999 "a rate source" "(fix: \\"none\\")"
                """));
    }

    @Test
    void aFragmentMissingFromTheMessageFailsWithTheMarkerTheFragmentAndTheMessage() throws IOException {
        Path sample = sample("""
                        keep(spark.readStream().format("rate").load()); // expect: SS999 "a rate source" "a kafka source"
                """);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> harness.check(sample));
        assertEquals("Job.java:\n  Job.java:7 SS999 \"a rate source\" \"a kafka source\": the message lacks "
                + "\"a kafka source\": a rate source (fix: \"none\")", e.getMessage());
    }

    @Test
    void fragmentsTellApartTheFindingsOfOneRuleOnOneLine() throws IOException {
        // "source" would fit either finding: it must leave the rate source to the marker that needs it
        harness.check(sample("""
                        keep(spark.readStream().format("rate").load(), spark.readStream().format("socket").load()); // expect: SS999 "source", SS999 "rate"
                """));
    }

    @Test
    void markersWithoutFindingsAndFindingsWithoutMarkersStillFail() throws IOException {
        Path sample = sample("""
                        keep(spark.readStream().format("rate").load());
                        keep(spark.readStream().format("socket").load()); // expect: SS999 "socket", SS999 "socket"
                """);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> harness.check(sample));
        assertEquals("Job.java:\n  expected but not reported: Job.java:8 SS999 \"socket\"\n"
                + "  reported but not marked: Job.java:7 SS999: a rate source (fix: \"none\")", e.getMessage());
    }
}
