package io.streamlint.core.source;

import io.streamlint.core.api.Problem;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.model.Launch;
import io.streamlint.core.model.BatchFunction;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Value;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the frontend makes of Java source: the query models, and problems with files it cannot read. */
class JavaSourceFrontendTest {

    private static final String IMPORTS = """
            import org.apache.spark.sql.*;
            import org.apache.spark.sql.streaming.*;
            import static org.apache.spark.sql.functions.*;
            import java.util.*;
            """;

    @TempDir
    Path dir;

    private Extraction extract(Map<String, String> files) throws IOException {
        for (var e : files.entrySet()) {
            Files.writeString(dir.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8);
        }
        List<Path> paths = files.keySet().stream().sorted().map(dir::resolve).toList();
        return new JavaSourceFrontend(LintRequest.DEFAULT_LANGUAGE_LEVEL, List.of(), LintRequest.DEFAULT_MAX_FILE_BYTES)
                .extract(paths);
    }

    private StreamingQuery onlyQuery(Map<String, String> files) throws IOException {
        Extraction extraction = extract(files);
        assertEquals(List.of(), extraction.problems());
        assertEquals(1, extraction.queries().size(), "queries: " + extraction.queries());
        return extraction.queries().get(0);
    }

    @Test
    void followsAChainThroughReassignedLocalsToTheSink() throws IOException {
        StreamingQuery q = onlyQuery(Map.of("Job.java", IMPORTS + """
                class Job {
                    void run(SparkSession spark) throws Exception {
                        Dataset<Row> df = spark.readStream().format("kafka").option("subscribe", "t").load();
                        df = df.withWatermark("ts", "1 minute");
                        df = df.groupBy(window(col("ts"), "5 minutes")).count();
                        df.writeStream().outputMode("append").format("parquet").start("/out");
                    }
                }
                """));
        assertEquals(Optional.of(Value.of("append")), q.sink().outputModeValue());
        assertEquals(Optional.of(Value.of("/out")), q.sink().path());
        Plan.Aggregate aggregate = Lineage.firstStreamingAggregate(q.plan()).orElseThrow();
        assertEquals(1, Lineage.watermarkedKeysOf(aggregate).orElseThrow().size());
        assertTrue(Lineage.streamingSources(q.plan()).get(0).format().is("kafka"));
        assertEquals("the query writing '/out'", q.subject());
    }

    @Test
    void aLoadWithoutFormatReadsTheSessionsDefaultFormatWhichIsUnknown() throws IOException {
        StreamingQuery q = onlyQuery(Map.of("Job.java", IMPORTS + """
                class Job {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().load("in/").union(spark.readStream().format("json").load("in/"))
                                .writeStream().format("console").start();
                    }
                }
                """));
        List<Plan.Source> sources = Lineage.streamingSources(q.plan());
        // spark.sql.sources.default: parquet unless configured, often in cluster configuration (delta, ...)
        assertFalse(sources.get(0).format().isKnown());
        assertTrue(sources.get(1).format().is("json"));
    }

    @Test
    void readsOptionsFromMapsConstantsInOtherFilesAndMutatingHelpers() throws IOException {
        StreamingQuery q = onlyQuery(Map.of(
                "Settings.java", """
                        class Settings {
                            static final String MAX = "maxOffsets" + "PerTrigger";
                            static final String CHECKPOINTS = "s3://bucket/checkpoints/";
                        }
                        """,
                "Job.java", IMPORTS + """
                        class Job {
                            void run(SparkSession spark) throws Exception {
                                Map<String, String> kafka = new HashMap<>();
                                kafka.put("subscribe", "orders");
                                DataStreamReader reader = spark.readStream().format("kafka").options(kafka);
                                limit(reader);
                                DataStreamWriter<Row> w = reader.load().writeStream();
                                w.option("checkpointLocation", Settings.CHECKPOINTS + "orders");
                                w.start();
                            }
                            static void limit(DataStreamReader r) {
                                r.option(Settings.MAX, 1000L);
                            }
                        }
                        """));
        Plan.Source source = Lineage.streamingSources(q.plan()).get(0);
        assertEquals(Optional.of(Value.of("orders")), source.options().value("subscribe"));
        assertEquals(Optional.of(Value.of("1000")), source.options().value("maxOffsetsPerTrigger"));
        assertEquals(Optional.of(Value.of("s3://bucket/checkpoints/orders")), q.sink().options().value("checkpointLocation"));
    }

    @Test
    void aSimpleNameMeansTheImportedTypeWhenSeveralShareIt() throws IOException {
        Files.createDirectories(dir.resolve("a"));
        Files.createDirectories(dir.resolve("b"));
        StreamingQuery q = onlyQuery(Map.of(
                "a/Paths.java", "package a; public class Paths { public static final String ROOT = \"s3://a/\"; }",
                "b/Paths.java", "package b; public class Paths { public static final String ROOT = \"s3://b/\"; }",
                "Job.java", "package jobs;\nimport b.Paths;\nimport static b.Paths.ROOT;\n" + IMPORTS + """
                        class Job {
                            void run(SparkSession spark) throws Exception {
                                spark.readStream().format("rate").load().writeStream()
                                    .option("checkpointLocation", Paths.ROOT + "c")
                                    .option("path", ROOT + "p")
                                    .start();
                            }
                        }
                        """));
        assertEquals(Optional.of(Value.of("s3://b/c")), q.sink().options().value("checkpointLocation"));
        assertEquals(Optional.of(Value.of("s3://b/p")), q.sink().options().value("path"));
    }

    @Test
    void modelsAHelperOncePerCallerWithItsArguments() throws IOException {
        Extraction extraction = extract(Map.of("Job.java", IMPORTS + """
                class Job {
                    void run(SparkSession spark) throws Exception {
                        Dataset<Row> a = spark.readStream().format("rate").load();
                        sink(a, "console");
                        sink(a, "parquet");
                    }
                    static void sink(Dataset<Row> data, String format) throws Exception {
                        data.writeStream().format(format).start();
                    }
                }
                """));
        List<String> formats = extraction.queries().stream()
                .map(q -> q.sink().formatValue().orElseThrow().text().orElseThrow()).sorted().toList();
        assertEquals(List.of("console", "parquet"), formats);
    }

    @Test
    void seesSessionConfFromBuilderInAnotherClassAndFromRuntimeSet() throws IOException {
        StreamingQuery q = onlyQuery(Map.of(
                "Sessions.java", IMPORTS + """
                        class Sessions {
                            static SparkSession create() {
                                return SparkSession.builder().config("spark.sql.shuffle.partitions", "8").getOrCreate();
                            }
                        }
                        """,
                "Job.java", IMPORTS + """
                        class Job {
                            public static void main(String[] args) throws Exception {
                                SparkSession spark = Sessions.create();
                                spark.conf().set("spark.sql.streaming.checkpointLocation", args[0]);
                                spark.readStream().format("rate").load().writeStream().start();
                            }
                        }
                        """));
        assertEquals(Optional.of(Value.of("8")), q.sessionConf().value("spark.sql.shuffle.partitions"));
        assertTrue(q.sessionConf().get("spark.sql.streaming.checkpointLocation").isPresent());
        assertFalse(q.sessionConf().get("spark.sql.streaming.checkpointLocation").get().value().isKnown());
    }

    @Test
    void aSettingMadeInABranchHoldsInsideItAndIsOneOfTwoAfterIt() throws IOException {
        Extraction extraction = extract(Map.of("Job.java", IMPORTS + """
                class Job {
                    void run(SparkSession spark, boolean debug) throws Exception {
                        DataStreamWriter<Row> w = spark.readStream().format("rate").load().writeStream();
                        if (debug) {
                            w.format("console");
                            w.start();
                        }
                        w.start();
                    }
                }
                """));
        List<Occurrence<StreamingQuery>> queries = extraction.applications().stream().flatMap(a -> a.queries().stream()).toList();
        assertEquals(3, queries.size());
        // Inside the branch: console, on every path that reaches it.
        assertEquals(Optional.of(Value.of("console")), queries.get(0).element().sink().formatValue());
        assertEquals(List.of(), queries.get(0).trail());
        // After it: the default format when debug is false, console when it is true; each with its branch.
        assertEquals(Optional.empty(), queries.get(1).element().sink().formatValue());
        assertEquals("when debug is false", queries.get(1).trail().get(0).message());
        assertEquals(8, queries.get(1).trail().get(0).location().line()); // the if
        assertEquals(Optional.of(Value.of("console")), queries.get(2).element().sink().formatValue());
        assertEquals("when debug is true (this branch runs)", queries.get(2).trail().get(0).message());
    }

    @Test
    void anUnknownMapOpensTheOptionsAndAnUnknownFormatStaysUnknown() throws IOException {
        StreamingQuery q = onlyQuery(Map.of("Job.java", IMPORTS + """
                class Job {
                    void run(SparkSession spark, Map<String, String> opts, String format) throws Exception {
                        spark.readStream().format("rate").load().writeStream().format(format).options(opts).start();
                    }
                }
                """));
        assertTrue(q.sink().options().isOpen());
        assertFalse(q.sink().formatValue().orElseThrow().isKnown());
    }

    @Test
    void nonSparkChainsAreNoQueries() throws IOException {
        Extraction extraction = extract(Map.of("Job.java", IMPORTS + """
                class Job {
                    static class Exporter {
                        Exporter writeStream() { return this; }
                        Exporter format(String f) { return this; }
                        void start() { }
                    }
                    void run(List<String> names) {
                        long n = names.stream().filter(s -> !s.isEmpty()).count();
                        new Exporter().writeStream().format("parquet").start();
                        Thread t = new Thread(() -> {});
                        t.start();
                    }
                }
                """));
        assertEquals(List.of(), extraction.queries());
    }

    @Test
    void withAClassPathTheSolverTellsAUserTypeFromSpark() throws IOException {
        String job = IMPORTS + """
                class Job {
                    void run(List<Exporter> exporters) throws Exception {
                        exporters.get(0).writeStream().format("parquet").start();
                    }
                }
                class Exporter {
                    Exporter writeStream() { return this; }
                    Exporter format(String f) { return this; }
                    void start() { }
                }
                """;
        Files.writeString(dir.resolve("Job.java"), job, StandardCharsets.UTF_8);
        List<Path> files = List.of(dir.resolve("Job.java"));
        // Without a class path, an untraced receiver of writeStream() in a Spark file is taken for a Dataset.
        assertEquals(1, new JavaSourceFrontend(17, List.of(), LintRequest.DEFAULT_MAX_FILE_BYTES)
                .extract(files).queries().size());
        // With one, the solver types exporters.get(0) as the user's Exporter: not Spark, no query.
        Path anyJar = Path.of(org.junit.jupiter.api.Test.class.getProtectionDomain().getCodeSource().getLocation().getPath());
        Extraction typed = new JavaSourceFrontend(17, List.of(anyJar), LintRequest.DEFAULT_MAX_FILE_BYTES).extract(files);
        assertEquals(List.of(), typed.problems());
        assertEquals(List.of(), typed.queries());
    }

    @Test
    void tracksWatermarkThroughRenamesAndLosesItThroughTypedMap() throws IOException {
        StreamingQuery renamed = onlyQuery(Map.of("A.java", IMPORTS + """
                class A {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load()
                            .withWatermark("timestamp", "1 minute")
                            .withColumnRenamed("timestamp", "eventTime")
                            .select(col("eventTime").as("ts"), col("value"))
                            .groupBy(window(col("ts"), "1 minute")).count()
                            .writeStream().format("console").start();
                    }
                }
                """));
        Plan.Aggregate aggregate = Lineage.firstStreamingAggregate(renamed.plan()).orElseThrow();
        assertEquals(Optional.of(Set.of("ts")), Lineage.watermarkedColumns(aggregate.child()));
        Files.delete(dir.resolve("A.java"));

        StreamingQuery mapped = onlyQuery(Map.of("B.java", IMPORTS + """
                class B {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load()
                            .withWatermark("timestamp", "1 minute")
                            .map((org.apache.spark.api.java.function.MapFunction<Row, Row>) r -> r, Encoders.row(null))
                            .groupBy(col("timestamp")).count()
                            .writeStream().format("console").start();
                    }
                }
                """));
        Plan.Aggregate afterMap = Lineage.firstStreamingAggregate(mapped.plan()).orElseThrow();
        assertEquals(Optional.of(List.of()), Lineage.watermarkedKeysOf(afterMap));
    }

    @Test
    void readsQualifiedSparkFunctions() throws IOException {
        StreamingQuery q = onlyQuery(Map.of("Job.java", """
                import org.apache.spark.sql.*;
                class Job {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load()
                            .withWatermark("timestamp", "1 minute")
                            .groupBy(functions.window(functions.col("timestamp"), "1 minute"),
                                     org.apache.spark.sql.functions.col("value"))
                            .count()
                            .writeStream().format("console").start();
                    }
                }
                """));
        Plan.Aggregate aggregate = Lineage.firstStreamingAggregate(q.plan()).orElseThrow();
        assertEquals(List.of("timestamp", "value"), aggregate.keys().stream().map(k -> k instanceof
                io.streamlint.core.model.GroupingKey.TimeWindow w ? w.timeColumn()
                : ((io.streamlint.core.model.GroupingKey.Column) k).name()).toList());
    }

    @Test
    void parsesModernJavaAtTheDefaultLevel() throws IOException {
        Extraction extraction = extract(Map.of("Modern.java", IMPORTS + """
                record Modern(String topic) {
                    String mode(int n) {
                        return switch (n) { case 1 -> "update"; default -> "append"; };
                    }
                    String sql() {
                        return \"""
                            SELECT * FROM t
                            \""";
                    }
                    boolean isText(Object o) { return o instanceof String s && !s.isEmpty(); }
                }
                """));
        assertEquals(List.of(), extraction.problems());
    }

    @Test
    void reportsUnparsableBadlyEncodedAndHugeFilesAndGoesOn(@TempDir Path other) throws IOException {
        Files.writeString(dir.resolve("Broken.java"), IMPORTS + "class Broken { void f( { }", StandardCharsets.UTF_8);
        Files.write(dir.resolve("Latin.java"), (IMPORTS + "class Latin { String s = \"caf\u00e9\"; }")
                .getBytes(StandardCharsets.ISO_8859_1));
        Files.writeString(dir.resolve("Good.java"), IMPORTS + """
                class Good {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load().writeStream().format("console").start();
                    }
                }
                """, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("Huge.java"), IMPORTS + "class Huge {}\n" + "// padding\n".repeat(200),
                StandardCharsets.UTF_8);
        List<Path> files = List.of(dir.resolve("Broken.java"), dir.resolve("Good.java"), dir.resolve("Huge.java"),
                dir.resolve("Latin.java"));
        Extraction extraction = new JavaSourceFrontend(17, List.of(), 2000).extract(files);

        assertEquals(1, extraction.queries().size());
        List<Problem> problems = extraction.problems();
        assertEquals(3, problems.size(), problems.toString());
        Problem broken = problems.stream().filter(p -> p.file().endsWith("Broken.java")).findFirst().orElseThrow();
        assertEquals(5, broken.line());
        assertTrue(broken.message().startsWith("cannot parse as Java 17: "), broken.message());
        assertTrue(problems.stream().anyMatch(p -> p.file().endsWith("Huge.java") && p.message().contains("limit")));
        assertTrue(problems.stream().anyMatch(p -> p.file().endsWith("Latin.java") && p.message().contains("UTF-8")));
    }

    @Test
    void aDatasetParameterWithNoVisibleCallerIsUntraced() throws IOException {
        StreamingQuery q = onlyQuery(Map.of("Sink.java", IMPORTS + """
                class Sink {
                    void write(Dataset<Row> events) throws Exception {
                        events.writeStream().format("delta").start();
                    }
                }
                """));
        assertInstanceOf(Plan.Untraced.class, q.plan());
        assertEquals(Lineage.Answer.UNKNOWN, Lineage.isStreaming(q.plan()));
    }

    @Test
    void tellsTheStartPathFromThePathOption() throws IOException {
        StreamingQuery q = onlyQuery(Map.of("Job.java", IMPORTS + """
                class Job {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load().writeStream()
                            .format("parquet").option("PATH", "/option").start("/argument");
                    }
                }
                """));
        assertEquals(Optional.of(Value.of("/option")), q.sink().options().value("path"));
        assertEquals(Value.of("/argument"), q.sink().startPath().orElseThrow().value());
        assertEquals(Optional.of(Value.of("/argument")), q.sink().path(), "start(path) is what Spark writes to");
        assertEquals(q.sink().location(), q.sink().startPath().orElseThrow().location());
    }

    @Test
    void aLaunchLeadsFromTheOutermostCallerToStartWithWhereTheCodeEndsEachResult() throws IOException {
        Extraction extraction = extract(Map.of("Job.java", IMPORTS + """
                class Job {
                    static StreamingQuery startCounts(SparkSession spark, String name) throws Exception {
                        return spark.readStream().format("rate").load().writeStream()
                            .format("console").queryName(name).start();
                    }

                    static void run(SparkSession spark) throws Exception {
                        StreamingQuery first = startCounts(spark, "a");
                        first.awaitTermination(1000);
                        first.stop();
                        startCounts(spark, "b").awaitTermination();
                        StreamingQuery third = startCounts(spark, "c");
                        third = null;
                        third.stop();
                    }
                }
                """));
        Map<String, Launch> byName = new java.util.TreeMap<>();
        for (StreamingQuery q : extraction.queries()) {
            byName.put(q.sink().queryNameValue().orElseThrow().text().orElseThrow(), q.launch());
        }
        assertEquals(Set.of("a", "b", "c"), byName.keySet());
        Launch a = byName.get("a");
        assertEquals(2, a.calls().size(), a.toString());
        Launch.Call outer = a.calls().get(0);
        Launch.Call terminal = a.calls().get(1);
        assertEquals(12, outer.location().line()); // the imports take the first four lines
        assertEquals(8, terminal.location().line());
        assertFalse(outer.method().equals(terminal.method()));
        assertEquals(14, outer.end().orElseThrow().line(), "stop(), not awaitTermination(timeout)");
        assertEquals(Optional.empty(), terminal.end(), "the helper returns the query without ending it");
        assertEquals(15, byName.get("b").calls().get(0).end().orElseThrow().line(), "chained awaitTermination()");
        assertEquals(Optional.empty(), byName.get("c").calls().get(0).end(), "the variable is reassigned first");
        assertEquals(outer.method(), byName.get("c").calls().get(0).method());
    }

    @Test
    void countsStreamingAggregationsAsSparksOutputModeCheckDoesAndNeverGuessesAboutSqlText() throws IOException {
        Extraction extraction = extract(Map.of("Job.java", IMPORTS + """
                class Job {
                    void run(SparkSession spark) throws Exception {
                        Dataset<Row> events = spark.readStream().format("rate").load();
                        Dataset<Row> lookup = spark.range(10).groupBy("id").count();
                        write(events.groupBy("value").count(), "grouped");
                        write(events.select(max("value").as("highest")), "selected");
                        write(events.dropDuplicates("value").select(col("value").as("v"), col("*")), "deduplicated");
                        write(events.join(lookup, events.col("value").equalTo(lookup.col("id"))), "joined");
                        write(events.selectExpr("count(*) AS n"), "sql");
                        write(events.transform(d -> d.groupBy("value").count()), "transformed");
                        write(events.select(count("value").over(Window.partitionBy("value"))), "windowed");
                        write(events.withWatermark("timestamp", "1 minute")
                                .groupBy(session_window(col("timestamp"), "1 minute").as("s"), col("value")).count(),
                                "sessions");
                    }
                    static void write(Dataset<Row> data, String name) throws Exception {
                        data.writeStream().queryName(name).format("memory").start();
                    }
                }
                """));
        Map<String, Lineage.Answer> aggregation = new java.util.TreeMap<>();
        for (StreamingQuery q : extraction.queries()) {
            aggregation.put(q.sink().queryNameValue().orElseThrow().text().orElseThrow(),
                    Lineage.hasStreamingAggregation(q.plan()));
        }
        assertEquals(Map.of("grouped", Lineage.Answer.YES, "selected", Lineage.Answer.YES,
                "deduplicated", Lineage.Answer.NO, "joined", Lineage.Answer.NO, "sql", Lineage.Answer.UNKNOWN,
                "transformed", Lineage.Answer.UNKNOWN, "windowed", Lineage.Answer.UNKNOWN,
                "sessions", Lineage.Answer.YES), aggregation);
        Plan.Aggregate sessions = extraction.queries().stream()
                .filter(q -> q.sink().queryNameValue().orElseThrow().is("sessions"))
                .map(q -> Lineage.firstStreamingAggregate(q.plan()).orElseThrow()).findFirst().orElseThrow();
        assertEquals("s", Lineage.sessionWindowOf(sessions).orElseThrow().output());
    }

    @Test
    void theMicroBatchOfAForeachBatchLambdaCastToPickAnOverloadIsABatchDataset() throws IOException {
        Extraction extraction = extract(Map.of("Job.java", IMPORTS + """
                import org.apache.spark.api.java.function.VoidFunction2;
                class Job {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load().writeStream()
                            .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, id) -> {
                                batch.dropDuplicates("value").count();
                            })
                            .start();
                    }
                }
                """));
        Plan.Action count = extraction.applications().stream().flatMap(a -> a.lineages().stream()).map(Occurrence::element)
                .filter(Plan.Action.class::isInstance).map(Plan.Action.class::cast).findFirst().orElseThrow();
        assertEquals(Lineage.Answer.NO, Lineage.isStreaming(count));
        assertInstanceOf(Plan.Deduplicate.class, count.child());
    }

    @Test
    void theMicroBatchOfACastForeachBatchLambdaIsABatchDataset() throws IOException {
        Extraction extraction = extract(Map.of("Job.java", IMPORTS + """
                import org.apache.spark.api.java.function.VoidFunction2;
                class Job {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load().writeStream()
                                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, id) -> batch.writeStream().start())
                                .start();
                    }
                }
                """));
        StreamingQuery inner = extraction.queries().stream()
                .filter(q -> Lineage.streamingSources(q.plan()).isEmpty()).findFirst().orElseThrow();
        Plan.Source batch = assertInstanceOf(Plan.Source.class, inner.plan());
        assertFalse(batch.streaming());
        assertTrue(batch.format().is("foreachBatch"));
    }

    @Test
    void aForeachBatchFunctionIsReadThroughAHelperClassItPassesTheMicroBatchTo() throws IOException {
        StreamingQuery query = onlyQuery(Map.of("Sinks.java", IMPORTS + """
                class Sinks {
                    static void archive(Dataset<Row> rows, String table) {
                        rows.write().format("delta").mode(SaveMode.Append).option("mergeSchema", "true").saveAsTable(table);
                    }
                }
                """, "Job.java", IMPORTS + """
                class Job {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load().writeStream()
                                .foreachBatch((batch, batchId) -> {
                                    System.out.println("batch " + batchId);
                                    if (batch.isEmpty()) {
                                        return;
                                    }
                                    long n = batch.filter("value > 0").count();
                                    Sinks.archive(batch, "lake.events");
                                })
                                .start();
                    }
                }
                """));
        BatchFunction fn = query.sink().batchFunction().orElseThrow();
        assertEquals("batch", fn.batchName());
        assertFalse(fn.keyedByBatchId(), "a print does not key anything by the batch id");
        BatchFunction.Write write = fn.writes().get(0);
        assertEquals(List.of("saveAsTable", "delta", "append", "lake.events"), List.of(write.method(),
                write.format().text().orElseThrow(), write.mode().orElseThrow().text().orElseThrow(),
                write.target().orElseThrow().text().orElseThrow()));
        assertTrue(write.options().get("mergeSchema").isPresent());
        assertEquals(List.of("count", "saveAsTable"), fn.actions().stream().map(Plan.Action::method).toList(),
                "isEmpty() is a limited action");
        assertFalse(fn.persists());
    }
}
