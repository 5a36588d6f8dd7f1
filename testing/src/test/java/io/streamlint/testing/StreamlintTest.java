package io.streamlint.testing;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Severity;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamWriter;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count_distinct;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.window;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rules and Spark's checker on live plans: what must be found, and what must not. What a test says a rule finds
 * is asserted on the rules' own findings ({@link Streamlint.Check#ruleFindings()}): Spark's checker also rejects many
 * of these queries, and its rejection alone is reported under the rule of that pitfall, which would pass a test of a
 * rule that found nothing.
 */
class StreamlintTest {

    private static SparkSession spark;

    @BeforeAll
    static void startSpark() {
        spark = SparkSession.builder().master("local[1]").appName("streamlint-testing")
                .config("spark.sql.shuffle.partitions", "1").config("spark.ui.enabled", "false").getOrCreate();
    }

    @AfterAll
    static void stopSpark() {
        spark.stop();
    }

    private static Dataset<Row> rate() {
        return spark.readStream().format("rate").load();
    }

    private static Dataset<Row> kafka() {
        return spark.readStream().format("kafka").option("kafka.bootstrap.servers", "localhost:1")
                .option("subscribe", "orders").option("maxOffsetsPerTrigger", "1000").load();
    }

    /** Durable-looking locations: the query is never started, and local paths would be a finding of their own. */
    private static String checkpoint(String name) {
        return "s3a://lake/checkpoints/" + name;
    }

    private static String output(String name) {
        return "s3a://lake/tables/" + name;
    }

    /** The ids of every finding, Spark's rejection too: for the queries nothing may be found on. */
    private static List<String> ids(DataStreamWriter<Row> writer) {
        return Streamlint.check(writer).ruleIds();
    }

    /**
     * The one finding of the rules on the query: of rule {@code id}, on the line of the query text that holds
     * {@code code}, its message holding {@code fragment}.
     */
    private static Finding assertOnlyFinding(Streamlint.Check check, String id, String code, String fragment) {
        List<Finding> findings = check.ruleFindings();
        assertEquals(1, findings.size(), findings + "\n" + check.queryText());
        Finding finding = findings.get(0);
        assertEquals(id, finding.ruleId(), finding + "\n" + check.queryText());
        String line = check.queryText().lines().toList().get(finding.location().line() - 1);
        assertTrue(line.contains(code), id + " at '" + line + "', not at '" + code + "'\n" + check.queryText());
        assertTrue(finding.message().contains(fragment), finding.message());
        return finding;
    }

    @Test
    void appendAggregationWithoutWatermarkIsSS001AndSparkAgrees() {
        DataStreamWriter<Row> writer = rate().groupBy(window(col("timestamp"), "1 minute")).count()
                .writeStream().format("parquet").option("path", output("out1"))
                .option("checkpointLocation", checkpoint("c1"));
        Streamlint.Check check = Streamlint.check(writer);
        assertOnlyFinding(check, "SS001", "Aggregate [", "none of its grouping keys carries an event-time watermark");
        assertEquals(List.of("SS001"), check.ruleIds(), "Spark's rejection adds no finding to the rule's");
        assertTrue(check.sparkRejection().isPresent(), "Spark's checker rejects it too");
        assertEquals(Optional.of("SS001"), check.rejectedUnder());
        AssertionError failure = assertThrows(AssertionError.class, () -> Streamlint.assertNoErrors(writer));
        assertTrue(failure.getMessage().contains("none of its grouping keys carries an event-time watermark")
                && failure.getMessage().contains("[SS001]"), failure.getMessage());
        assertTrue(failure.getMessage().contains("Aggregate ["), "the message shows the plan: " + failure.getMessage());
    }

    @Test
    void watermarkedWindowInAppendModeIsClean() {
        DataStreamWriter<Row> writer = rate().withWatermark("timestamp", "10 seconds")
                .groupBy(window(col("timestamp"), "1 minute")).count()
                .writeStream().format("parquet").option("path", output("out2"))
                .option("checkpointLocation", checkpoint("c2"));
        Streamlint.Check check = Streamlint.check(writer);
        assertEquals(List.of(), check.findings(), check.queryText());
        assertTrue(check.sparkRejection().isEmpty());
        Streamlint.assertNoFindings(writer);
    }

    @Test
    void watermarkRenamedThroughAProjectionStillCounts() {
        DataStreamWriter<Row> writer = rate().withWatermark("timestamp", "10 seconds")
                .select(col("timestamp").as("eventTime"), col("value"))
                .groupBy(window(col("eventTime"), "1 minute"), col("value")).count()
                .writeStream().outputMode("append").format("console");
        assertEquals(List.of(), ids(writer));
    }

    @Test
    void updateModeAggregationWithoutWatermarkIsAccepted() {
        assertEquals(List.of(), ids(rate().groupBy(col("value")).count().writeStream().outputMode("update")
                .format("console")));
    }

    @Test
    void fileSinkWithoutCheckpointIsSS003() {
        assertOnlyFinding(Streamlint.check(rate().writeStream().format("parquet").option("path", output("out3"))),
                "SS003", "writeStream", "has no checkpoint location");
    }

    @Test
    void sessionCheckpointRootCountsForSS003() {
        SparkSession other = spark.newSession();
        other.conf().set("spark.sql.streaming.checkpointLocation", checkpoint("root"));
        assertEquals(List.of(), ids(other.readStream().format("rate").load().writeStream().format("parquet")
                .option("path", output("out4"))));
    }

    @Test
    void kafkaSourceWithoutRateLimitIsAWarningNotAnError() {
        DataStreamWriter<Row> writer = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "localhost:1").option("subscribe", "orders").load()
                .writeStream().format("console").option("checkpointLocation", "hdfs:///checkpoints/orders");
        Finding finding = assertOnlyFinding(Streamlint.check(writer), "SS002", "kafka", "has no maxOffsetsPerTrigger");
        assertEquals(Severity.WARNING, finding.severity());
        Streamlint.assertNoErrors(writer);
        assertThrows(AssertionError.class, () -> Streamlint.assertNoFindings(writer));
        assertEquals(List.of(), ids(kafka().writeStream().format("console")));
        // On a temporary checkpoint from the latest offsets every run starts at the topic's end: no backlog.
        assertEquals(List.of(), ids(spark.readStream().format("kafka").option("kafka.bootstrap.servers", "localhost:1")
                .option("subscribe", "orders").load().writeStream().format("console")));
    }

    @Test
    void sortOutsideCompleteModeIsSS011() {
        Streamlint.Check check = Streamlint.check(rate().orderBy(col("value")).writeStream().format("console"));
        assertOnlyFinding(check, "SS011", "Sort", "sorts a stream that is not aggregated");
        assertEquals(Optional.of("SS011"), check.rejectedUnder(), "Spark's checker rejects it too");
        assertEquals(List.of(), ids(rate().groupBy(col("value")).count().orderBy(col("count"))
                .writeStream().outputMode("complete").format("console")));
    }

    @Test
    void memorySinkWithoutQueryNameIsSS018() {
        assertOnlyFinding(Streamlint.check(rate().writeStream().format("memory")), "SS018", "writeStream",
                "has no query name");
        assertEquals(List.of(), ids(rate().writeStream().format("memory").queryName("rates")));
    }

    @Test
    void streamStreamOuterJoinWithoutWatermarkIsSS014() {
        Dataset<Row> clicks = rate().select(col("value").as("clickId"), col("timestamp").as("clickTime"));
        Dataset<Row> views = rate().select(col("value").as("viewId"), col("timestamp").as("viewTime"));
        DataStreamWriter<Row> writer = clicks.join(views, clicks.col("clickId").equalTo(views.col("viewId")), "left_outer")
                .writeStream().format("console");
        Streamlint.Check check = Streamlint.check(writer);
        assertOnlyFinding(check, "SS014", "Join", "a stream-stream left outer join, has no watermark");
        assertEquals(Optional.of("SS014"), check.rejectedUnder(), "Spark's checker rejects it too");
    }

    @Test
    void distinctAggregateIsSS010WhetherTheRulesOrSparksCheckerSeesIt() {
        assertOnlyFinding(Streamlint.check(rate().groupBy(col("value")).agg(count_distinct(col("timestamp")))
                .writeStream().outputMode("update").format("console")), "SS010", "Aggregate", "with a distinct aggregate");
        // avg(DISTINCT ..) has no function of its own in the Java API: no rule sees it, Spark's checker reports it,
        // under SS010.
        Streamlint.Check check = Streamlint.check(rate().groupBy(col("value")).agg(expr("avg(DISTINCT value)"))
                .writeStream().outputMode("update").format("console"));
        assertEquals(List.of(), check.ruleFindings(), check.queryText());
        assertEquals(List.of("SS010"), check.ruleIds(), check.queryText());
        Finding finding = check.findings().get(0);
        assertTrue(finding.message().startsWith("Spark rejects this query at start(): ")
                && finding.message().contains("Distinct aggregations"), finding.message());
    }

    @Test
    void sqlTextOverATempViewIsJudgedLikeTheApi() {
        rate().withWatermark("timestamp", "10 seconds").createOrReplaceTempView("ticks_wm");
        rate().createOrReplaceTempView("ticks");
        String sql = "SELECT window(timestamp, '1 minute') AS w, count(*) AS n FROM %s GROUP BY window(timestamp, '1 minute')";
        assertOnlyFinding(Streamlint.check(spark.sql(sql.formatted("ticks")).writeStream().format("console")), "SS001",
                "Aggregate", "none of its grouping keys carries an event-time watermark");
        assertEquals(List.of(), ids(spark.sql(sql.formatted("ticks_wm")).writeStream().format("console")));
        assertEquals(List.of(), ids(spark.sql("SELECT value, avg(value) FROM ticks GROUP BY value").writeStream()
                .outputMode("complete").format("console")));
    }

    @Test
    void findingsPointIntoTheQueryText() {
        Streamlint.Check check = Streamlint.check(rate().orderBy(col("value")).writeStream().format("console"));
        Finding sort = check.ruleFindings().get(0);
        assertEquals("SS011", sort.ruleId());
        String line = check.queryText().lines().toList().get(sort.location().line() - 1);
        assertTrue(line.contains("Sort"), line + "\n" + check.queryText());
        assertTrue(check.queryText().lines().findFirst().orElseThrow().contains("format=console"));
    }
}
