package io.streamlint.rules;

import io.streamlint.core.api.Finding;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.Linter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SS039's output grows linearly with the queries that share a checkpoint: every query but the first is reported
 * once, listing at most {@link DuplicateQueryNameOrCheckpoint#MOST_LISTED} of the others (all of them made the
 * report quadratic: 1,000 jobs gave 999 findings with up to 999 related locations each, a 283 MB SARIF file).
 */
class SharedCheckpointAtScaleTest {

    private static final int JOBS = 200;

    @TempDir
    Path dir;

    @Test
    void aFindingListsAtMostTenOtherQueriesAndCountsTheRest() throws IOException {
        StringBuilder code = new StringBuilder("import org.apache.spark.sql.SparkSession;\n\nclass SharedCheckpointJobs {\n");
        for (int i = 0; i < JOBS; i++) {
            code.append("    static void job").append(i).append("(SparkSession spark) throws Exception {\n")
                    .append("        spark.readStream().format(\"rate\").load().writeStream().format(\"noop\")\n")
                    .append("                .option(\"checkpointLocation\", \"checkpoints/shared\").start();\n")
                    .append("    }\n");
        }
        Path jobs = Files.writeString(dir.resolve("SharedCheckpointJobs.java"), code.append("}\n"));

        List<Finding> findings = Linter.withRulesFrom(getClass().getClassLoader())
                .run(LintRequest.of(dir, List.of(jobs))).findings().stream()
                .filter(f -> f.ruleId().equals("SS039")).toList();

        assertEquals(JOBS - 1, findings.size());
        int listed = DuplicateQueryNameOrCheckpoint.MOST_LISTED;
        for (int k = 0; k < findings.size(); k++) {
            Finding finding = findings.get(k);
            int others = k + 1;
            assertEquals(Math.min(others, listed), finding.related().size(), finding.toString());
            assertEquals(others > listed, finding.message().endsWith(" " + (others - listed == 1
                    ? "Another query shares" : others - listed + " more queries share") + " this checkpoint (not listed)."),
                    finding.message());
        }
        // the ones listed are the first in source order
        assertTrue(findings.get(JOBS - 2).related().stream().allMatch(r -> r.location().line() < 4 * listed + 4),
                findings.get(JOBS - 2).related().toString());
    }
}
