package io.streamlint.testing;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.Linter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count_distinct;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.session_window;
import static org.apache.spark.sql.functions.window;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Modelled on Spark's UnsupportedOperationsSuite: output modes × query shapes (aggregation, watermark, windows,
 * deduplication, sort and limit, joins, chained stateful operators), each built as a live plan and written as Java
 * source. Three verdicts must agree on every cell: Spark's own checker on the live plan, Streamlint's rules on the
 * live plan, and Streamlint's Java frontend on the source. Most shapes are also written as SQL text over temp views of
 * the streams ({@code spark.sql}), its cells judged the same way. Spark reports only the first problem it meets, so it
 * agrees when it rejects exactly the cells with an error finding, under one of the rules reported.
 */
class ThreeWayMatrixTest {

    /**
     * A query shape: the Java statements that come before the query, the Java expression of the Dataset it writes,
     * and the same built on a live stream.
     */
    record Shape(String name, String javaStatements, String javaDataset, UnaryOperator<Dataset<Row>> live) {
    }

    private static final String STREAM = "spark.readStream().format(\"rate\").load()";

    /** The API form: {@code java} is what the user writes after {@code readStream()...load()}. */
    private static Shape api(String name, String java, UnaryOperator<Dataset<Row>> live) {
        return new Shape(name, "", STREAM + java, live);
    }

    /**
     * The SQL-text form: the stream ({@code prelude} applied) registered as the temp view {@code events}, the other
     * stream as {@code others}, and {@code sql} over them.
     */
    private static Shape sql(String name, String prelude, UnaryOperator<Dataset<Row>> livePrelude, String sql) {
        return new Shape("SQL " + name,
                STREAM + prelude + ".createOrReplaceTempView(\"events\");\n"
                        + OTHER_STREAM + ".createOrReplaceTempView(\"others\");",
                "spark.sql(\"" + sql + "\")",
                d -> {
                    livePrelude.apply(d).createOrReplaceTempView("events");
                    other().createOrReplaceTempView("others");
                    return spark.sql(sql);
                });
    }

    private static final String OTHER_STREAM = STREAM
            + ".withColumnRenamed(\"value\", \"v2\").withColumnRenamed(\"timestamp\", \"t2\")";

    private static final List<Shape> SHAPES = List.of(
            api("projection", ".select(col(\"value\"), col(\"timestamp\"))", d -> d.select(col("value"), col("timestamp"))),
            api("aggregation", ".groupBy(col(\"value\")).count()", d -> d.groupBy(col("value")).count()),
            api("window without watermark", ".groupBy(window(col(\"timestamp\"), \"1 minute\")).count()",
                    d -> d.groupBy(window(col("timestamp"), "1 minute")).count()),
            api("window with watermark",
                    ".withWatermark(\"timestamp\", \"10 seconds\").groupBy(window(col(\"timestamp\"), \"1 minute\")).count()",
                    d -> d.withWatermark("timestamp", "10 seconds").groupBy(window(col("timestamp"), "1 minute")).count()),
            api("session window with watermark",
                    ".withWatermark(\"timestamp\", \"10 seconds\").groupBy(session_window(col(\"timestamp\"), \"5 minutes\")).count()",
                    d -> d.withWatermark("timestamp", "10 seconds").groupBy(session_window(col("timestamp"), "5 minutes")).count()),
            api("distinct aggregate", ".groupBy(col(\"value\")).agg(count_distinct(col(\"timestamp\")))",
                    d -> d.groupBy(col("value")).agg(count_distinct(col("timestamp")))),
            api("chained aggregations",
                    ".withWatermark(\"timestamp\", \"10 seconds\").groupBy(window(col(\"timestamp\"), \"1 minute\")).count().groupBy(col(\"count\")).count()",
                    d -> d.withWatermark("timestamp", "10 seconds").groupBy(window(col("timestamp"), "1 minute")).count()
                            .groupBy(col("count")).count()),
            api("dropDuplicates", ".dropDuplicates(\"value\")", d -> d.dropDuplicates("value")),
            api("dropDuplicatesWithinWatermark without watermark", ".dropDuplicatesWithinWatermark(\"value\")",
                    d -> d.dropDuplicatesWithinWatermark("value")),
            api("dropDuplicatesWithinWatermark",
                    ".withWatermark(\"timestamp\", \"10 seconds\").dropDuplicatesWithinWatermark(\"value\")",
                    d -> d.withWatermark("timestamp", "10 seconds").dropDuplicatesWithinWatermark("value")),
            api("sort", ".orderBy(col(\"value\"))", d -> d.orderBy(col("value"))),
            api("sorted aggregation", ".groupBy(col(\"value\")).count().orderBy(col(\"count\"))",
                    d -> d.groupBy(col("value")).count().orderBy(col("count"))),
            api("limit", ".limit(10)", d -> d.limit(10)),
            api("limited aggregation", ".groupBy(col(\"value\")).count().limit(10)",
                    d -> d.groupBy(col("value")).count().limit(10)),
            api("stream-stream inner join", ".join(" + OTHER_STREAM + ", expr(\"value = v2\"))",
                    d -> d.join(other(), expr("value = v2"))),
            api("stream-stream left outer join without watermark",
                    ".join(" + OTHER_STREAM + ", expr(\"value = v2\"), \"left_outer\")",
                    d -> d.join(other(), expr("value = v2"), "left_outer")),
            sql("projection", "", d -> d, "SELECT value, timestamp FROM events"),
            sql("aggregation", "", d -> d, "SELECT value, count(*) AS n FROM events GROUP BY value"),
            sql("window without watermark", "", d -> d,
                    "SELECT window(timestamp, '1 minute') AS w, count(*) AS n FROM events GROUP BY window(timestamp, '1 minute')"),
            sql("window with watermark", ".withWatermark(\"timestamp\", \"10 seconds\")",
                    d -> d.withWatermark("timestamp", "10 seconds"),
                    "SELECT window(timestamp, '1 minute') AS w, count(*) AS n FROM events GROUP BY window(timestamp, '1 minute')"),
            sql("distinct aggregate", "", d -> d, "SELECT value, count(DISTINCT timestamp) AS n FROM events GROUP BY value"),
            sql("DISTINCT", "", d -> d, "SELECT DISTINCT value FROM events"),
            sql("sort", "", d -> d, "SELECT value FROM events ORDER BY value"),
            sql("sorted aggregation", "", d -> d, "SELECT value, count(*) AS n FROM events GROUP BY value ORDER BY n"),
            sql("limit", "", d -> d, "SELECT value FROM events LIMIT 10"),
            sql("limited aggregation", "", d -> d, "SELECT value, count(*) AS n FROM events GROUP BY value LIMIT 10"),
            sql("stream-stream inner join", "", d -> d, "SELECT * FROM events JOIN others ON value = v2"),
            sql("stream-stream left outer join without watermark", "", d -> d,
                    "SELECT * FROM events LEFT OUTER JOIN others ON value = v2"));

    private static final List<String> MODES = List.of("append", "update", "complete");

    private static SparkSession spark;
    private static final Linter JAVA = Linter.withRulesFrom(ThreeWayMatrixTest.class.getClassLoader());

    @TempDir
    static Path dir;

    @BeforeAll
    static void startSpark() {
        spark = SparkSession.builder().master("local[1]").appName("three-way-matrix")
                .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "1").getOrCreate();
    }

    @AfterAll
    static void stopSpark() {
        spark.stop();
    }

    private static Dataset<Row> other() {
        return spark.readStream().format("rate").load().withColumnRenamed("value", "v2").withColumnRenamed("timestamp", "t2");
    }

    @TestFactory
    Stream<DynamicTest> everyCellAgrees() {
        List<DynamicTest> cells = new ArrayList<>();
        for (Shape shape : SHAPES) {
            for (String mode : MODES) {
                cells.add(DynamicTest.dynamicTest(shape.name() + " in " + mode + " mode", () -> agree(shape, mode)));
            }
        }
        // The matrix means something only if it holds both verdicts, in numbers.
        cells.add(DynamicTest.dynamicTest("the matrix holds rejected and accepted cells", () -> {
            assertTrue(rejected.size() >= 15, "rejected cells: " + rejected);
            assertTrue(accepted.size() >= 15, "accepted cells: " + accepted);
        }));
        return cells.stream();
    }

    private final List<String> rejected = new ArrayList<>();
    private final List<String> accepted = new ArrayList<>();

    private void agree(Shape shape, String mode) throws IOException {
        Dataset<Row> input = spark.readStream().format("rate").load();
        Streamlint.Check live = Streamlint.check(shape.live().apply(input).writeStream().outputMode(mode).format("console"));
        Set<String> onPlan = errorIds(live.ruleFindings());
        Set<String> onSource = errorIds(javaFindings(shape, mode));
        String cell = shape.name() + " in " + mode + " mode\n" + live.queryText();

        assertEquals(onPlan, onSource, "rules on the plan vs on the Java source: " + cell);
        assertEquals(!onPlan.isEmpty(), live.sparkRejection().isPresent(),
                "Spark " + live.sparkRejection().map(m -> "rejects: " + m).orElse("accepts") + "; rules: " + onPlan + "\n" + cell);
        (onPlan.isEmpty() ? accepted : rejected).add(shape.name() + "/" + mode + " " + onPlan);
        live.rejectedUnder().ifPresent(id -> assertTrue(onPlan.contains(id),
                "Spark rejects it under " + id + ", the rules report " + onPlan + "\n" + live.sparkRejection().get() + "\n" + cell));
    }

    private List<Finding> javaFindings(Shape shape, String mode) throws IOException {
        Path source = Files.createTempDirectory(dir, "cell").resolve("Cell.java");
        Files.writeString(source, """
                import org.apache.spark.sql.SparkSession;
                import static org.apache.spark.sql.functions.*;

                class Cell {
                    void run(SparkSession spark) throws Exception {
                        %s
                        %s
                                .writeStream().outputMode("%s").format("console").start();
                    }
                }
                """.formatted(shape.javaStatements(), shape.javaDataset(), mode), StandardCharsets.UTF_8);
        return JAVA.run(LintRequest.of(source.getParent(), List.of(source))).findings();
    }

    private static Set<String> errorIds(List<Finding> findings) {
        return findings.stream().filter(f -> f.severity() == Severity.ERROR).map(Finding::ruleId)
                .collect(Collectors.toCollection(TreeSet::new));
    }
}
