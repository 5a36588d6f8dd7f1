package io.streamlint.testing;

import io.streamlint.core.api.Finding;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamWriter;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count_distinct;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.window;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rules and Spark's checker on live plans: what must be found, and what must not. */
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

    private static List<String> ids(DataStreamWriter<Row> writer) {
        return Streamlint.check(writer).ruleIds();
    }

    @Test
    void appendAggregationWithoutWatermarkIsSS001AndSparkAgrees() {
        DataStreamWriter<Row> writer = rate().groupBy(window(col("timestamp"), "1 minute")).count()
                .writeStream().format("parquet").option("path", output("out1"))
                .option("checkpointLocation", checkpoint("c1"));
        Streamlint.Check check = Streamlint.check(writer);
        assertEquals(List.of("SS001"), check.ruleIds(), check.queryText());
        assertTrue(check.sparkRejection().isPresent(), "Spark's checker rejects it too");
        AssertionError failure = assertThrows(AssertionError.class, () -> Streamlint.assertNoErrors(writer));
        assertTrue(failure.getMessage().contains("[SS001]"), failure.getMessage());
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
        assertEquals(List.of("SS003"), ids(rate().writeStream().format("parquet")
                .option("path", output("out3"))));
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
        assertEquals(List.of("SS002"), ids(writer));
        Streamlint.assertNoErrors(writer);
        assertThrows(AssertionError.class, () -> Streamlint.assertNoFindings(writer));
        assertEquals(List.of(), ids(kafka().writeStream().format("console")));
        // On a temporary checkpoint from the latest offsets every run starts at the topic's end: no backlog.
        assertEquals(List.of(), ids(spark.readStream().format("kafka").option("kafka.bootstrap.servers", "localhost:1")
                .option("subscribe", "orders").load().writeStream().format("console")));
    }

    @Test
    void sortOutsideCompleteModeIsSS011() {
        assertEquals(List.of("SS011"), ids(rate().orderBy(col("value")).writeStream().format("console")));
        assertEquals(List.of(), ids(rate().groupBy(col("value")).count().orderBy(col("count"))
                .writeStream().outputMode("complete").format("console")));
    }

    @Test
    void memorySinkWithoutQueryNameIsSS018() {
        assertEquals(List.of("SS018"), ids(rate().writeStream().format("memory")));
        assertEquals(List.of(), ids(rate().writeStream().format("memory").queryName("rates")));
    }

    @Test
    void streamStreamOuterJoinWithoutWatermarkIsSS014() {
        Dataset<Row> clicks = rate().select(col("value").as("clickId"), col("timestamp").as("clickTime"));
        Dataset<Row> views = rate().select(col("value").as("viewId"), col("timestamp").as("viewTime"));
        DataStreamWriter<Row> writer = clicks.join(views, clicks.col("clickId").equalTo(views.col("viewId")), "left_outer")
                .writeStream().format("console");
        Streamlint.Check check = Streamlint.check(writer);
        assertEquals(List.of("SS014"), check.ruleIds(), check.queryText());
        assertTrue(check.sparkRejection().isPresent());
    }

    @Test
    void distinctAggregateIsSS010WhetherTheRulesOrSparksCheckerSeesIt() {
        assertEquals(List.of("SS010"), ids(rate().groupBy(col("value")).agg(count_distinct(col("timestamp")))
                .writeStream().outputMode("update").format("console")));
        // avg(DISTINCT ..) has no function of its own in the Java API: Spark's checker reports it, under SS010.
        Streamlint.Check check = Streamlint.check(rate().groupBy(col("value")).agg(expr("avg(DISTINCT value)"))
                .writeStream().outputMode("update").format("console"));
        assertEquals(List.of("SS010"), check.ruleIds(), check.queryText());
        Finding finding = check.findings().get(0);
        assertTrue(finding.message().contains("Distinct aggregations"), finding.message());
    }

    @Test
    void sqlTextOverATempViewIsJudgedLikeTheApi() {
        rate().withWatermark("timestamp", "10 seconds").createOrReplaceTempView("ticks_wm");
        rate().createOrReplaceTempView("ticks");
        String sql = "SELECT window(timestamp, '1 minute') AS w, count(*) AS n FROM %s GROUP BY window(timestamp, '1 minute')";
        assertEquals(List.of("SS001"), ids(spark.sql(sql.formatted("ticks")).writeStream().format("console")));
        assertEquals(List.of(), ids(spark.sql(sql.formatted("ticks_wm")).writeStream().format("console")));
        assertEquals(List.of(), ids(spark.sql("SELECT value, avg(value) FROM ticks GROUP BY value").writeStream()
                .outputMode("complete").format("console")));
    }

    @Test
    void findingsPointIntoTheQueryText() {
        Streamlint.Check check = Streamlint.check(rate().orderBy(col("value")).writeStream().format("console"));
        Finding sort = check.findings().get(0);
        String line = check.queryText().lines().toList().get(sort.location().line() - 1);
        assertTrue(line.contains("Sort"), line + "\n" + check.queryText());
        assertTrue(check.queryText().lines().findFirst().orElseThrow().contains("format=console"));
    }
}
