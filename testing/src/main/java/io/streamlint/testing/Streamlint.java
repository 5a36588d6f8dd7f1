package io.streamlint.testing;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.Severity;
import io.streamlint.core.config.RuleSettings;
import io.streamlint.core.dump.PlanDump;
import io.streamlint.core.dump.SparkRejections;
import io.streamlint.core.engine.Linter;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.support.AtomicFiles;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.catalyst.analysis.UnsupportedOperationChecker;
import org.apache.spark.sql.streaming.DataStreamWriter;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Streamlint in a test: checks the streaming query a {@code DataStreamWriter} would start, without starting it.
 * Streamlint's rules judge the analysed plan and the writer's settings, and Spark's own
 * {@code UnsupportedOperationChecker} (which Spark runs at {@code start()}) judges the plan too; a rejection of
 * Spark's that no rule reported is a finding under the rule of that pitfall.
 *
 * <pre>{@code
 * DataStreamWriter<Row> writer = orders.groupBy(window(col("ts"), "1 hour")).count()
 *         .writeStream().format("parquet").option("checkpointLocation", dir);
 * Streamlint.assertNoErrors(writer);   // fails: append mode without a watermark (SS001)
 * }</pre>
 *
 * Findings point into the text of {@link Check#queryText()}: line 1 the writer, line N+2 node N of the plan.
 */
public final class Streamlint {

    private static final Linter RULES = Linter.withRulesFrom(Streamlint.class.getClassLoader()).forPlans();

    private Streamlint() {
    }

    /** What Streamlint finds in the query {@code writer} would start. */
    public static Check check(DataStreamWriter<?> writer) {
        LiveQuery live = LiveQuery.of(writer);
        SparkVersion version = SparkVersion.parse(org.apache.spark.package$.MODULE$.SPARK_VERSION());
        Plan plan = live.query.plan();
        List<Occurrence<Plan.Source>> sources = Lineage.streamingSources(plan).stream().map(Occurrence::of).toList();
        Application app = new Application(sources, List.of(Occurrence.of(plan)), List.of(Occurrence.of(live.query)),
                List.of(live.query.session()));
        List<Problem> problems = new ArrayList<>();
        List<Finding> findings = RULES.check(app, version, id -> RuleSettings.DEFAULT, problems);
        Optional<String> rejection = sparkVerdict(live);
        Optional<String> rejectedUnder = rejection.map(m -> RULES.sparkRejections().ruleFor(m)
                .orElse(SparkRejections.UNMATCHED));
        if (!problems.isEmpty()) {
            throw new IllegalStateException("Streamlint could not check the query: " + problems);
        }
        return new Check(RULES.sparkRejections().withRejection(findings, rejection, live.query.sink().location()),
                rejection, rejectedUnder, QueryText.numbered(live.text));
    }

    /**
     * Writes the query {@code writer} would start to a plan dump ({@code *.streamlint-plan.json}, written
     * atomically), which the CLI and the Maven plugin lint like Java sources: from Scala, or from PySpark through
     * {@code spark._jvm.io.streamlint.testing.Streamlint.dump(writer._jwrite, path)}.
     */
    public static void dump(DataStreamWriter<?> writer, Path file) throws IOException {
        if (!PlanDump.isDump(file)) {
            throw new IllegalArgumentException("a plan dump's name ends in " + PlanDump.SUFFIX + ": " + file);
        }
        LiveQuery live = LiveQuery.of(writer);
        AtomicFiles.writeAtomically(file, PlanDump.write(live.text, org.apache.spark.package$.MODULE$.SPARK_VERSION(),
                sparkVerdict(live), live.query, live.analyzed.toJSON()));
    }

    /** {@link #dump(DataStreamWriter, Path)} with the file as a String: the call PySpark makes through py4j. */
    public static void dump(DataStreamWriter<?> writer, String file) throws IOException {
        dump(writer, Path.of(file));
    }

    /** Fails, listing the findings and the query, when Streamlint finds anything. */
    public static void assertNoFindings(DataStreamWriter<?> writer) {
        Check check = check(writer);
        if (!check.findings().isEmpty()) {
            throw new AssertionError(check.describe(check.findings()));
        }
    }

    /** Fails, listing the errors and the query, when Spark would reject the query (an error finding). */
    public static void assertNoErrors(DataStreamWriter<?> writer) {
        Check check = check(writer);
        List<Finding> errors = check.findings().stream().filter(f -> f.severity() == Severity.ERROR).toList();
        if (!errors.isEmpty()) {
            throw new AssertionError(check.describe(errors));
        }
    }

    /** Spark's own check of the plan for the writer's output mode (and trigger), as Spark runs it at start(). */
    private static Optional<String> sparkVerdict(LiveQuery live) {
        try {
            UnsupportedOperationChecker.checkForStreaming(live.analyzed, live.outputMode);
            if (live.continuous) {
                UnsupportedOperationChecker.checkForContinuous(live.analyzed, live.outputMode);
            }
            return Optional.empty();
        } catch (Exception e) {
            // Scala throws AnalysisException without declaring it.
            if (e instanceof AnalysisException) {
                String message = e.getMessage(); // a rejection even without a message
                return Optional.of(message != null ? message : e.toString());
            }
            throw e;
        }
    }

    /**
     * The findings on one query, and the text their locations point into.
     *
     * @param findings       sorted by location, then rule
     * @param sparkRejection the message Spark's own checker rejects the plan with, if it does
     * @param rejectedUnder  the rule whose pitfall that message describes ({@value SparkRejections#UNMATCHED}
     *                       for a rejection no rule describes)
     * @param queryText      line 1 the writer's settings, then the analysed plan one node a line
     */
    public record Check(List<Finding> findings, Optional<String> sparkRejection, Optional<String> rejectedUnder,
                        String queryText) {

        /** The findings of Streamlint's rules, without the one that only reports Spark's own rejection. */
        public List<Finding> ruleFindings() {
            return findings.stream().filter(f -> !f.message().startsWith(SparkRejections.SPARK_SAYS)).toList();
        }

        public List<Finding> errors() {
            return findings.stream().filter(f -> f.severity() == Severity.ERROR).toList();
        }

        /** The rule ids found, in order, e.g. {@code [SS001, SS003]}. */
        public List<String> ruleIds() {
            return findings.stream().map(Finding::ruleId).distinct().toList();
        }

        String describe(List<Finding> shown) {
            return "Streamlint found " + shown.size() + (shown.size() == 1 ? " problem" : " problems")
                    + " in this streaming query:\n"
                    + shown.stream().map(f -> "  line " + f.location().line() + ": " + f.severity().label() + ": "
                            + f.message() + " [" + f.ruleId() + "]").collect(Collectors.joining("\n"))
                    + "\nThe query (line 1 the writer, then the analysed plan):\n" + queryText;
        }
    }
}
