package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Precision;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.RuleDoc;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.Plan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Rule ids of any prefix (a team's rule pack), one rule per id, and what a configuration may name. */
class RuleSetTest {

    /** Reports every streaming source under the id it is given. */
    record EverySource(String id) implements SourceRule {
        @Override
        public RuleDescriptor descriptor() {
            return new RuleDescriptor(id, "EverySource", Severity.WARNING, "Every streaming source.", List.of(),
                    Precision.HIGH, false, RuleDoc.parse("# " + id + " EverySource\n\nEvery streaming source.\n"));
        }

        @Override
        public void check(Plan.Source source, RuleContext context, Report report) {
            report.at(source.location(), "a source");
        }
    }

    @TempDir
    Path dir;

    @Test
    void ruleIdsOfAnyPrefixAreSortedAndKnown() {
        RuleSet rules = RuleSet.of(List.of(new EverySource("SS999"), new EverySource("ACME001")));
        assertEquals(List.of("ACME001", "SS999"), rules.descriptors().stream().map(RuleDescriptor::id).toList());
        assertEquals("ACME001", rules.knownId(" acme001 "));
        assertEquals(List.of("ACME001", "SL001", "SS999"), List.copyOf(rules.knownIds()));
        assertEquals(List.of("SS999"), rules.without(List.of("Acme001")).descriptors().stream()
                .map(RuleDescriptor::id).toList());
    }

    @Test
    void twoRulesWithOneIdAreRefusedNamingBoth() {
        RuleSetException e = assertThrows(RuleSetException.class,
                () -> RuleSet.of(List.of(new EverySource("ACME001"), new EverySource("ACME001"))));
        assertTrue(e.getMessage().startsWith("two rules have the id ACME001: rule EverySource ("
                + EverySource.class.getName() + ", from "), e.getMessage());
        assertTrue(e.getMessage().endsWith("; a rule pack's ids must differ from the built-in rules' and from each"
                + " other's"), e.getMessage());
    }

    @Test
    void malformedIdsAndTheToolsOwnIdsAreRefused() {
        for (String id : List.of("acme001", "A001", "ACME01", "ACME-001", "")) {
            RuleSetException e = assertThrows(RuleSetException.class, () -> RuleSet.of(List.of(new EverySource(id))));
            assertTrue(e.getMessage().contains("has the id '" + id + "': a rule id is two or more capital letters and"
                    + " three or more digits, e.g. ACME001"), e.getMessage());
        }
        RuleSetException e = assertThrows(RuleSetException.class,
                () -> RuleSet.of(List.of(new EverySource("SL001"))));
        assertTrue(e.getMessage().contains("has the id SL001, which is Streamlint's own note SL001"), e.getMessage());
    }

    @Test
    void aSuppressionNamesAPackRuleByItsWholeId() throws IOException {
        Files.writeString(dir.resolve("Job.java"), """
                import org.apache.spark.sql.SparkSession;

                class Job {
                    void run(SparkSession spark) {
                        keep(spark.readStream().format("rate").load()); // streamlint:ignore ACME001 -- on purpose
                        keep(spark.readStream().format("rate").load()); // streamlint:ignore CME001
                        keep(spark.readStream().format("rate").load()); // streamlint:ignore acme0012, ACME001
                    }

                    static void keep(Object stream) {
                    }
                }
                """);
        LintResult result = new Linter(List.of(new EverySource("ACME001"), new EverySource("CME001")))
                .run(LintRequest.of(dir, List.of(dir)));
        assertEquals(List.of("5 CME001", "6 ACME001", "7 CME001"), result.findings().stream()
                .map((Finding f) -> f.location().line() + " " + f.ruleId()).sorted().toList());
        assertEquals(List.of("5 ACME001", "6 CME001", "7 ACME001"), result.suppressed().stream()
                .map(s -> s.finding().location().line() + " " + s.finding().ruleId()).sorted().toList());
    }
}
