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

/** SS025 follows the target Spark version: xml is a file source from 4.0, singleVariantColumn spares csv from 4.1. */
class FileSourceWithoutSchemaVersionsTest {

    private final Linter linter = new Linter(List.of(new FileSourceWithoutSchema()));

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} on Spark {1}: reported {2}")
    @CsvSource({
            "'.format(\"xml\").option(\"rowTag\", \"r\").load(\"in/\")', 3.5, false",
            "'.format(\"xml\").option(\"rowTag\", \"r\").load(\"in/\")', 4.0, true",
            "'.option(\"singleVariantColumn\", \"v\").json(\"in/\")', 3.5, true",
            "'.option(\"singleVariantColumn\", \"v\").json(\"in/\")', 4.0, false",
            "'.option(\"singleVariantColumn\", \"v\").csv(\"in/\")', 4.0, true",
            "'.option(\"singleVariantColumn\", \"v\").csv(\"in/\")', 4.1, false",
            "'.parquet(\"in/\")', 4.1, true",
    })
    void followsTheTargetVersion(String reader, String version, boolean reported) throws IOException {
        Path job = dir.resolve("Job.java");
        Files.writeString(job, """
                import org.apache.spark.sql.SparkSession;
                class Job {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream()%s.writeStream().format("console").start();
                    }
                }
                """.formatted(reader), StandardCharsets.UTF_8);
        List<Finding> findings = linter.run(LintRequest.of(dir, List.of(job))
                .withSparkVersion(SparkVersion.parse(version))).findings();
        assertEquals(reported ? 1 : 0, findings.size(), findings.toString());
    }
}
