package io.streamlint.core.model;

import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.source.Extraction;
import io.streamlint.core.source.JavaSourceFrontend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Lineage#outputColumns}: the columns of the Dataset a query writes, as Spark would name them, or unknown.
 * Here rather than in linter-core because selectExpr and expr text is read by Spark's parser.
 */
class LineageOutputColumnsTest {

    private static final String KAFKA = """
            spark.readStream().format("kafka").option("kafka.bootstrap.servers", "b:9092").option("subscribe", "t")
            """;
    private static final String RATE = "spark.readStream().format(\"rate\").load()";

    @TempDir
    Path dir;

    /** The output columns of {@code dataset}, an expression over {@code spark} written to a console sink. */
    private Optional<Set<String>> columnsOf(String dataset) throws IOException {
        Path file = dir.resolve("Job.java");
        Files.writeString(file, """
                import org.apache.spark.sql.*;
                import org.apache.spark.sql.types.*;
                import static org.apache.spark.sql.functions.*;
                class Job {
                    void run(SparkSession spark, Dataset<Row> unknown, StructType schema) throws Exception {
                        Dataset<Row> out = %s;
                        out.writeStream().format("console").start();
                    }
                }
                """.formatted(dataset), StandardCharsets.UTF_8);
        Extraction extraction = new JavaSourceFrontend(LintRequest.DEFAULT_LANGUAGE_LEVEL, List.of(),
                LintRequest.DEFAULT_MAX_FILE_BYTES).extract(List.of(file));
        assertEquals(1, extraction.queries().size(), "queries: " + extraction.queries());
        return Lineage.outputColumns(extraction.queries().get(0).plan());
    }

    private static Optional<Set<String>> known(String... names) {
        return Optional.of(Set.of(names));
    }

    private static void assertColumns(Optional<Set<String>> expected, Optional<Set<String>> actual) {
        assertEquals(expected.isPresent(), actual.isPresent(), "known: " + actual);
        expected.ifPresent(e -> {
            assertEquals(e.size(), actual.get().size(), "columns: " + actual.get());
            e.forEach(name -> assertTrue(actual.get().contains(name), name + " in " + actual.get()));
        });
    }

    @Test
    void kafkaAndRateSourcesHaveFixedColumns() throws IOException {
        assertColumns(known("key", "value", "topic", "partition", "offset", "timestamp", "timestampType"),
                columnsOf(KAFKA + ".load()"));
        assertColumns(known("key", "value", "topic", "partition", "offset", "timestamp", "timestampType", "headers"),
                columnsOf(KAFKA + ".option(\"includeHeaders\", true).load()"));
        assertColumns(known("timestamp", "value"), columnsOf(RATE));
    }

    @Test
    void otherSourcesAndUnseenOptionsAreUnknown() throws IOException {
        assertColumns(Optional.empty(), columnsOf("spark.readStream().schema(schema).json(\"in/\")"));
        assertColumns(Optional.empty(), columnsOf("unknown"));
        assertColumns(Optional.empty(), columnsOf(KAFKA + ".option(\"includeHeaders\", System.getenv(\"H\")).load()"));
    }

    @Test
    void selectExprNamesAliasesColumnsAndCastsOfColumns() throws IOException {
        assertColumns(known("key", "value", "topic"),
                columnsOf(KAFKA + ".load().selectExpr(\"CAST(key AS STRING)\", \"to_json(struct(*)) AS value\", \"topic\")"));
        assertColumns(known("value", "partition", "offset"),
                columnsOf(KAFKA + ".load().selectExpr(\"cast(value as string) value\", \"partition\", \"`offset`\")"));
        // Spark's analyzer names an unaliased computed expression by its SQL text, over the input's columns.
        assertColumns(known("upper(CAST(value AS STRING))"),
                columnsOf(KAFKA + ".load().selectExpr(\"upper(CAST(value AS STRING))\")"));
        // Over columns the linter does not know, the analyzer cannot resolve it: unknown.
        assertColumns(Optional.empty(), columnsOf("spark.readStream().format(\"delta\").load(\"t\")"
                + ".selectExpr(\"upper(CAST(value AS STRING))\")"));
    }

    @Test
    void selectNamesReferencesAliasesAndStars() throws IOException {
        assertColumns(known("value", "Topic", "k"),
                columnsOf(KAFKA + ".load().select(col(\"data.value\"), col(\"Topic\"), col(\"key\").as(\"k\"))"));
        assertColumns(known("timestamp", "value", "id"),
                columnsOf(RATE + ".select(col(\"*\"), expr(\"value % 10 AS id\"))"));
        assertColumns(Optional.empty(), columnsOf(RATE + ".select(col(\"value\").cast(\"string\"))"));
        assertColumns(Optional.empty(), columnsOf("unknown.select(\"*\")"));
    }

    @Test
    void columnOperationsFollowTheirInput() throws IOException {
        assertColumns(known("ts", "payload", "topic"), columnsOf(RATE
                + ".withColumnRenamed(\"timestamp\", \"ts\").withColumn(\"payload\", col(\"value\").cast(\"string\"))"
                + ".withColumn(\"topic\", lit(\"ticks\")).drop(\"value\").filter(col(\"ts\").isNotNull())"
                + ".withWatermark(\"ts\", \"1 minute\").dropDuplicates(\"payload\")"));
        assertColumns(known("timestamp", "value"), columnsOf(RATE + ".withColumn(\"VALUE\", col(\"value\").plus(1))"));
        assertColumns(Optional.empty(), columnsOf("unknown.withColumn(\"value\", lit(1))"));
    }

    @Test
    void joinsAndSetOperations() throws IOException {
        assertColumns(known("timestamp", "value", "key", "topic", "partition", "offset", "timestampType"),
                columnsOf(RATE + ".join(" + KAFKA + ".load(), \"value\")"));
        assertColumns(known("timestamp", "value"),
                columnsOf(RATE + ".join(" + KAFKA + ".load(), col(\"value\").equalTo(col(\"key\")), \"left_semi\")"));
        assertColumns(known("timestamp", "value"), columnsOf(RATE + ".union(" + RATE + ".select(\"value\", \"timestamp\"))"));
        assertColumns(Optional.empty(), columnsOf(RATE + ".unionByName(unknown)"));
    }

    @Test
    void aggregationsAndTypedOperationsAreUnknown() throws IOException {
        assertColumns(Optional.empty(), columnsOf(RATE + ".groupBy(\"value\").count()"));
        assertColumns(Optional.empty(), columnsOf(RATE
                + ".map((org.apache.spark.api.java.function.MapFunction<Row, String>) r -> \"\", Encoders.STRING()).toDF()"));
    }
}
