package io.streamlint.core.report;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Precision;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.RuleDoc;
import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.model.SourceLocation;

import java.nio.file.Path;
import java.util.List;

/** Hand-made lint results for the report tests. */
final class ReportFixtures {

    static final Path ROOT = Path.of("/home/dev/streaming-jobs").toAbsolutePath();
    static final Path JOB = ROOT.resolve("src/main/java/jobs/Job.java");
    static final Path SPACED = ROOT.resolve("src/main/java/my jobs/Other Job.java");
    static final Path BROKEN = ROOT.resolve("src/main/java/jobs/Broken.java");
    static final Path OUTSIDE = ROOT.resolve("../shared-lib/Lib.java");

    static final String SS001_DOC = """
            # SS001 AppendAggregationWithoutWatermark

            An aggregation in append mode needs a watermark.

            ## Why

            Spark rejects a streaming aggregation written in `append` mode unless the grouping has an
            event-time **watermark**: without one it could never emit a row. See [the guide](https://spark.apache.org/docs).

            ## Fix

            Add `withWatermark("eventTime", "10 minutes")` before the `groupBy`, *or* use `update` mode.

            ## Example

            ```java
            df.groupBy("key").count().writeStream().outputMode("append").start();
            ```
            """;

    static final String SS002_DOC = """
            # SS002 MissingCheckpointLocation

            A query that writes to a sink has no checkpoint location.

            ## Why

            Without a checkpoint the query restarts from scratch after a failure.

            ## Fix

            Set the `checkpointLocation` option on the writer.
            """;

    static final RuleDescriptor SS001 = new RuleDescriptor("SS001", "AppendAggregationWithoutWatermark",
            Severity.ERROR, "An aggregation in append mode needs a watermark.", List.of("correctness", "spark"),
            Precision.HIGH, false, RuleDoc.parse(SS001_DOC));
    static final RuleDescriptor SS002 = new RuleDescriptor("SS002", "MissingCheckpointLocation",
            Severity.WARNING, "A query that writes to a sink has no checkpoint location.", List.of("reliability"),
            Precision.MEDIUM, false, RuleDoc.parse(SS002_DOC));

    private ReportFixtures() {
    }

    /** Findings in two files (one with spaces in its path), one of them a warning under the error rule SS001. */
    static LintResult withFindings() {
        List<Finding> findings = List.of(
                new Finding("SS001", Severity.ERROR, "The aggregation on 'events' has no watermark.",
                        new SourceLocation(JOB, 12, 9, 12, 40)),
                new Finding("SS002", Severity.WARNING, "The query 'sink' has no checkpoint location.",
                        new SourceLocation(JOB, 20, 5, 22, 17)),
                new Finding("SS001", Severity.WARNING, "The aggregation on 'clicks' has no watermark.",
                        new SourceLocation(SPACED, 7, 13, 7, 60)));
        List<Problem> problems = List.of(new Problem(BROKEN, 3, 7, "cannot parse: ';' expected"));
        // Rules deliberately out of id order: the report sorts them.
        return new LintResult(ROOT, List.of(SS002, SS001), findings, problems, 12, 9, 4, 4);
    }

    static LintResult clean() {
        return new LintResult(ROOT, List.of(SS001, SS002), List.of(), List.of(), 12, 3, 2, 2);
    }

    static LintResult withOneFinding(Finding finding) {
        return new LintResult(ROOT, List.of(SS001, SS002), List.of(finding), List.of(), 1, 1, 1, 1);
    }
}
