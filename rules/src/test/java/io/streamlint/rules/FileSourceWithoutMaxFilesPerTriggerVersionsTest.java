package io.streamlint.rules;

import io.streamlint.core.api.Finding;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.Linter;
import io.streamlint.core.model.SparkVersion;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** SS042 follows the target Spark version: maxBytesPerTrigger limits a file source from 4.0 only. */
class FileSourceWithoutMaxFilesPerTriggerVersionsTest {

    private final Linter linter = new Linter(List.of(new FileSourceWithoutMaxFilesPerTrigger()));

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} on Spark {1}: reported {2}")
    @CsvSource({
            "'.option(\"maxBytesPerTrigger\", \"1g\")', 3.5, true",
            "'.option(\"maxBytesPerTrigger\", \"1g\")', 4.0, false",
            "'.option(\"maxBytesPerTrigger\", \"1g\")', 4.1, false",
            "'.option(\"maxFilesPerTrigger\", 10)', 3.5, false",
            "'.option(\"header\", \"true\")', 4.1, true",
    })
    void followsTheTargetVersion(String option, String version, boolean reported) throws IOException {
        Path job = dir.resolve("Job.java");
        Files.writeString(job, """
                import org.apache.spark.sql.SparkSession;
                class Job {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().schema("id LONG")%s.csv("in/").writeStream().format("console").start();
                    }
                }
                """.formatted(option), StandardCharsets.UTF_8);
        List<Finding> findings = linter.run(LintRequest.of(dir, List.of(job))
                .withSparkVersion(SparkVersion.parse(version))).findings();
        assertEquals(reported ? 1 : 0, findings.size(), findings.toString());
    }

    /** A query on a temporary checkpoint, or one built from a per-run value, starts over on every run: no "after downtime". */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
            ".format(\"console\").start() | and on every run again (its queries start from an empty checkpoint on every run)",
            ".format(\"parquet\").option(\"checkpointLocation\", \"/chk/\" + java.util.UUID.randomUUID()).start(\"/out\") | and on every run again (its queries start from an empty checkpoint on every run)",
            ".format(\"console\").option(\"checkpointLocation\", \"/chk/q\").start() | and after downtime one batch",
            ".format(\"parquet\").option(\"checkpointLocation\", \"/chk/q\").start(\"/out\") | and after downtime one batch",
    })
    void saysWhenTheBacklogIsRead(String sink, String expected) throws IOException {
        Path job = dir.resolve("Job.java");
        Files.writeString(job, """
                import org.apache.spark.sql.SparkSession;
                class Job {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().schema("id LONG").csv("in/").writeStream()%s;
                    }
                }
                """.formatted(sink), StandardCharsets.UTF_8);
        List<Finding> findings = linter.run(LintRequest.of(dir, List.of(job))).findings();
        assertEquals(1, findings.size(), findings.toString());
        assertTrue(findings.get(0).message().contains("every file already in in/, " + expected),
                findings.get(0).message());
    }
}
