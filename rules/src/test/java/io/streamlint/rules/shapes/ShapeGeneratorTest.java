package io.streamlint.rules.shapes;

import io.streamlint.ruletesting.Expectations;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The generator of the shape-invariance suite, tested without the linter: each shape on a tiny job (what the shape
 * promises is in the output, and each {@code // expect:} sits on the line that holds its code), the identity
 * program on every sample (markers put back exactly where they were), and every shape on every sample (the output
 * parses, and the generator either rewrites a sample or says why not).
 */
class ShapeGeneratorTest {

    private static final String TINY = """
            package demo.jobs;

            import org.apache.spark.sql.Dataset;
            import org.apache.spark.sql.Row;
            import org.apache.spark.sql.SparkSession;

            /** A tiny job with one finding of each kind of anchor. */
            class TinyJob {

                private static final String TOPIC = "orders";

                public static void main(String[] args) throws Exception {
                    SparkSession spark = SparkSession.builder().appName("tiny")
                            .config("spark.streaming.backpressure.enabled", "true") // expect: SS032
                            .getOrCreate();
                    Dataset<Row> orders = spark.readStream()
                            .format("kafka") // expect: SS002
                            .option("kafka.bootstrap.servers", "broker:9092")
                            .option("subscribe", TOPIC)
                            .option("failOnDataLoss", "false") // expect: SS030
                            .load();
                    Dataset<Row> counts = orders.groupBy("key") // expect: SS001
                            .count();
                    counts.writeStream()
                            .format("parquet")
                            .start("/lake/counts") // expect: SS003
                            .awaitTermination();
                }
            }
            """;

    @TempDir
    Path dir;

    private Sample tiny() throws IOException {
        Path file = dir.resolve("tiny/bad-tiny.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, TINY, StandardCharsets.UTF_8);
        return Sample.load("tiny/bad-tiny.java", file, List.of());
    }

    /** The shape's output for the tiny job; every file must parse. */
    private Map<String, String> shaped(Shape shape) throws Exception {
        Sample sample = tiny();
        Map<String, String> files = shape.apply(sample).render(sample);
        files.forEach((path, text) -> SourceFile.parse(text, path));
        return files;
    }

    /** The one line of {@code text} that contains {@code code}. */
    private static String line(String text, String code) {
        List<String> lines = Arrays.stream(text.split("\n")).filter(l -> l.contains(code)).toList();
        assertEquals(1, lines.size(), () -> "lines with '" + code + "' in:\n" + text);
        return lines.get(0);
    }

    private static void expectOn(String text, String code, String rules) {
        assertTrue(line(text, code).endsWith("// expect: " + rules), () -> "'" + code + "' should carry "
                + rules + " in:\n" + text);
    }

    private static void noExpectOn(String text, String code) {
        assertFalse(line(text, code).contains("// expect:"), () -> "'" + code + "' carries a marker in:\n" + text);
    }

    private static long markers(Map<String, String> files) {
        return files.values().stream().flatMap(t -> Arrays.stream(t.split("\n")))
                .filter(l -> l.contains("// expect: SS")).count();
    }

    @Test
    void baseClass() throws Exception {
        Map<String, String> files = shaped(new BaseClass());
        assertEquals(List.of("AbstractStreamingJob.java", "TinyJob.java"), List.copyOf(files.keySet()));
        String base = files.get("AbstractStreamingJob.java");
        String job = files.get("TinyJob.java");
        assertTrue(base.contains("public abstract class AbstractStreamingJob {"), base);
        assertTrue(base.contains("protected abstract DataStreamWriter<Row> build(SparkSession spark) throws Exception;"), base);
        assertTrue(base.contains("public void run(String[] args) throws Exception {"), base);
        expectOn(base, ".config(\"spark.streaming.backpressure.enabled\", \"true\")", "SS032");
        line(base, "DataStreamWriter<Row> writer = build(spark);");
        expectOn(base, "writer.start(\"/lake/counts\")", "SS003");
        assertTrue(job.contains("class TinyJob extends AbstractStreamingJob {"), job);
        line(job, "new TinyJob().run(args);");
        line(job, "protected DataStreamWriter<Row> build(SparkSession spark) throws Exception {");
        expectOn(job, ".format(\"kafka\")", "SS002");
        expectOn(job, ".option(\"failOnDataLoss\", \"false\")", "SS030");
        expectOn(job, "orders.groupBy(\"key\")", "SS001");
        line(job, "return counts.writeStream()");
        assertFalse(job.contains("start("), job);
        assertEquals(5, markers(files));
    }

    @Test
    void helperClass() throws Exception {
        Map<String, String> files = shaped(new HelperClass(false));
        assertEquals(List.of("TinyJob.java", "TinyJobHelpers.java"), List.copyOf(files.keySet()));
        String job = files.get("TinyJob.java");
        String helpers = files.get("TinyJobHelpers.java");
        assertTrue(helpers.startsWith("package demo.jobs.helpers;\n"), helpers);
        line(helpers, "public final class TinyJobHelpers {");
        line(helpers, "public static Dataset<Row> readOrders(SparkSession spark) throws Exception {");
        expectOn(helpers, ".format(\"kafka\")", "SS002");
        expectOn(helpers, ".option(\"failOnDataLoss\", \"false\")", "SS030");
        line(helpers, ".option(\"subscribe\", TinyJob.TOPIC)");
        line(job, "import demo.jobs.helpers.TinyJobHelpers;");
        line(job, "Dataset<Row> orders = TinyJobHelpers.readOrders(spark);");
        line(job, "public class TinyJob {");
        line(job, "public static final String TOPIC = \"orders\";");
        expectOn(job, "orders.groupBy(\"key\")", "SS001");
        expectOn(job, ".start(\"/lake/counts\")", "SS003");
        assertEquals(5, markers(files));
    }

    @Test
    void helperModule() throws Exception {
        Map<String, String> files = shaped(new HelperClass(true));
        assertEquals(List.of("module-a/src/main/java/demo/jobs/TinyJob.java",
                "module-b/src/main/java/demo/jobs/helpers/TinyJobHelpers.java"), List.copyOf(files.keySet()));
        expectOn(files.get("module-b/src/main/java/demo/jobs/helpers/TinyJobHelpers.java"), ".format(\"kafka\")",
                "SS002");
        expectOn(files.get("module-a/src/main/java/demo/jobs/TinyJob.java"), "orders.groupBy(\"key\")", "SS001");
    }

    @Test
    void branchyMain() throws Exception {
        String job = shaped(new BranchyMain()).get("TinyJob.java");
        line(job, "SparkSession spark;");
        line(job, "if (args.length > 0 && args[0].equals(\"local\")) {");
        line(job, "spark = SparkSession.builder().master(\"local[2]\").appName(\"tiny\")");
        line(job, "} else if (args.length > 0) {");
        line(job, "spark = SparkSession.builder().appName(\"tiny\")");
        line(job, "System.err.println(\"usage: TinyJob local|cluster\");");
        line(job, "spark = null;");
        line(job, "System.exit(1);");
        // the configuration is in both builders, and so is its finding
        assertEquals(2, Arrays.stream(job.split("\n")).filter(l -> l.contains(".config(\"spark.streaming.backpressure")
                && l.endsWith("// expect: SS032")).count(), job);
        expectOn(job, ".format(\"kafka\")", "SS002");
        expectOn(job, ".start(\"/lake/counts\")", "SS003");
    }

    @Test
    void varargsLog() throws Exception {
        String job = shaped(new VarargsLog()).get("TinyJob.java");
        line(job, "import org.slf4j.Logger;");
        line(job, "private static final Logger LOG = LoggerFactory.getLogger(TinyJob.class);");
        line(job, "LOG.info(\"config: {} {} {}\", TOPIC,");
        line(job, "LOG.info(String.format(\"computed spark: %s %s %s\", spark, TOPIC,");
        line(job, "LOG.debug(\"computed orders: {}, {}, {}\", new Object[] {orders, spark, TOPIC});");
        line(job, "LOG.info(\"computed counts: {} {} {}\", counts, orders, spark);");
        String[] lines = job.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].endsWith(".load();")) {
                assertTrue(lines[i + 1].strip().startsWith("LOG.debug("), job);
            }
        }
        expectOn(job, ".format(\"kafka\")", "SS002");
        expectOn(job, "orders.groupBy(\"key\")", "SS001");
        expectOn(job, ".start(\"/lake/counts\")", "SS003");
    }

    @Test
    void recursiveUtil() throws Exception {
        Map<String, String> files = shaped(new RecursiveUtil());
        String util = files.get("SchemaTrees.java");
        assertTrue(util.startsWith("package demo.jobs.util;\n"), util);
        line(util, ".add(name + \"_left\", nested(name + \"_l\", depth - 1))");
        line(util, "return walk((Map<String, Object>) child, path);");
        String job = files.get("TinyJob.java");
        line(job, "import demo.jobs.util.SchemaTrees;");
        String[] lines = job.split("\n");
        int main = Arrays.asList(lines).indexOf("    public static void main(String[] args) throws Exception {");
        assertEquals("        StructType auditSchema = SchemaTrees.nested(\"audit\", 10);", lines[main + 1]);
        assertTrue(lines[main + 2].contains("SchemaTrees.walk(SchemaTrees.defaults(5), \"job\")"), job);
        expectOn(job, ".config(\"spark.streaming.backpressure.enabled\", \"true\")", "SS032");
        expectOn(job, ".start(\"/lake/counts\")", "SS003");
    }

    @Test
    void optionsMapLoop() throws Exception {
        String job = shaped(new OptionsMapLoop()).get("TinyJob.java");
        line(job, "import java.util.HashMap;");
        line(job, "Map<String, String> ordersOptions = new HashMap<>();");
        line(job, "for (String[] kv : new String[][] {");
        line(job, "{\"kafka.bootstrap.servers\", \"broker:9092\"},");
        expectOn(job, "{\"failOnDataLoss\", \"false\"}}) {", "SS030");
        line(job, "ordersOptions.put(kv[0], kv[1]);");
        line(job, ".options(ordersOptions)");
        line(job, ".option(\"subscribe\", TOPIC)");
        assertFalse(job.contains(".option(\"failOnDataLoss\""), job);
        expectOn(job, ".format(\"kafka\")", "SS002");
        // the writer has no literal option: unchanged
        expectOn(job, ".start(\"/lake/counts\")", "SS003");
    }

    /** One chain from readStream() to start(): the reader's and the writer's literal options get a map each. */
    @Test
    void optionsMapLoopOnAChainWithAReaderAndAWriter() throws Exception {
        Sample sample = oneChain();
        String job = new OptionsMapLoop().apply(sample).render(sample).get("OneChain.java");
        SourceFile.parse(job, "OneChain.java");
        line(job, "Map<String, String> readerOptions = new HashMap<>();");
        line(job, "Map<String, String> writerOptions = new HashMap<>();");
        expectOn(job, "{\"kafka.group.id\", \"fixed\"},", "SS030");
        line(job, "{\"maxOffsetsPerTrigger\", \"1000\"}}) {");
        expectOn(job, "{\"checkpointLocation\", \"/tmp/chk\"}}) {", "SS043");
        line(job, ".options(readerOptions)");
        line(job, ".options(writerOptions)");
        assertFalse(job.contains(".option("), job);
    }

    @Test
    void optionsFieldInit() throws Exception {
        String job = shaped(new OptionsFieldInit()).get("TinyJob.java");
        line(job, "import java.util.HashMap;");
        line(job, "import java.util.Map;");
        line(job, ".options(new OrdersConfig().options)");
        line(job, ".option(\"subscribe\", TOPIC)");
        assertFalse(job.contains(".option(\"failOnDataLoss\""), job);
        assertFalse(job.contains(".option(\"kafka.bootstrap.servers\""), job);
        expectOn(job, ".format(\"kafka\")", "SS002");
        expectOn(job, ".start(\"/lake/counts\")", "SS003");
        // the holder, a top-level class after the job
        String[] lines = job.split("\n");
        int holder = Arrays.asList(lines).indexOf("final class OrdersConfig {");
        assertTrue(holder > Arrays.asList(lines).indexOf("class TinyJob {"), job);
        assertEquals(List.of(
                "final class OrdersConfig {",
                "",
                "    Map<String, String> options = new HashMap<>();",
                "",
                "    OrdersConfig() {",
                "        init();",
                "    }",
                "",
                "    private void init() {",
                "        options.put(\"kafka.bootstrap.servers\", \"broker:9092\");",
                "        options.put(\"failOnDataLoss\", \"false\"); // expect: SS030",
                "    }",
                "}"), Arrays.asList(lines).subList(holder, holder + 13));
    }

    /** A chain with a reader and a writer: a holder each, named apart; a long value is put as Spark's string. */
    @Test
    void optionsFieldInitOnAChainWithAReaderAndAWriter() throws Exception {
        Sample sample = oneChain();
        String job = new OptionsFieldInit().apply(sample).render(sample).get("OneChain.java");
        SourceFile.parse(job, "OneChain.java");
        line(job, "final class ReaderConfig {");
        line(job, "final class WriterConfig {");
        expectOn(job, "options.put(\"kafka.group.id\", \"fixed\");", "SS030");
        line(job, "options.put(\"maxOffsetsPerTrigger\", \"1000\");");
        expectOn(job, "options.put(\"checkpointLocation\", \"/tmp/chk\");", "SS043");
        line(job, ".options(new ReaderConfig().options)");
        line(job, ".options(new WriterConfig().options)");
        assertFalse(job.contains(".option("), job);
    }

    /** A sample with one chain from readStream() to start(), the reader's and the writer's literal options marked. */
    private Sample oneChain() throws Exception {
        Path file = dir.resolve("tiny/bad-one-chain.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, """
                package demo;

                import org.apache.spark.sql.SparkSession;

                class OneChain {
                    public static void main(String[] args) throws Exception {
                        SparkSession spark = SparkSession.builder().master("local[2]").getOrCreate();
                        spark.readStream()
                                .format("kafka")
                                .option("kafka.bootstrap.servers", "broker:9092")
                                .option("kafka.group.id", "fixed") // expect: SS030
                                .option("maxOffsetsPerTrigger", 1000L)
                                .load()
                                .writeStream()
                                .format("parquet")
                                .option("checkpointLocation", "/tmp/chk") // expect: SS043
                                .start("/out");
                    }
                }
                """, StandardCharsets.UTF_8);
        return Sample.load("tiny/bad-one-chain.java", file, List.of());
    }

    /** A local master accepts a local checkpoint (SS043): that finding is expected on the cluster branch only. */
    @Test
    void branchyMainExpectsNoLocalCheckpointFindingOnTheLocalMaster() throws Exception {
        Path file = dir.resolve("tiny/bad-tmp-root.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, """
                package demo;

                import org.apache.spark.sql.SparkSession;

                class TmpRoot {
                    public static void main(String[] args) throws Exception {
                        SparkSession spark = SparkSession.builder()
                                .config("spark.sql.streaming.checkpointLocation", "/tmp/chk") // expect: SS043
                                .getOrCreate();
                        spark.readStream().format("rate").load().writeStream().format("console").start();
                    }
                }
                """, StandardCharsets.UTF_8);
        Sample sample = Sample.load("tiny/bad-tmp-root.java", file, List.of());
        String job = new BranchyMain().apply(sample).render(sample).get("TmpRoot.java");
        List<String> lines = Arrays.stream(job.split("\n")).filter(l -> l.contains("/tmp/chk")).toList();
        assertEquals(2, lines.size(), job);
        assertFalse(lines.get(0).contains("// expect:"), job);
        assertTrue(lines.get(1).endsWith("// expect: SS043"), job);
    }

    @Test
    void datasetField() throws Exception {
        String job = shaped(new DatasetField()).get("TinyJob.java");
        line(job, "private static Dataset<Row> counts;");
        expectOn(job, "counts = orders.groupBy(\"key\")", "SS001");
        assertFalse(job.contains("Dataset<Row> counts ="), job);
        line(job, "processCounts();");
        line(job, "private static void processCounts() throws Exception {");
        String[] lines = job.split("\n");
        int method = Arrays.asList(lines).indexOf("    private static void processCounts() throws Exception {");
        assertEquals("        counts.writeStream()", lines[method + 1]);
        expectOn(job, ".start(\"/lake/counts\")", "SS003");
    }

    @Test
    void wrapperStart() throws Exception {
        String job = shaped(new WrapperStart()).get("TinyJob.java");
        line(job, "startQuery(counts.writeStream()");
        noExpectOn(job, ", \"/lake/counts\")");
        line(job, ".awaitTermination();");
        line(job, "static <T> StreamingQuery startQuery(DataStreamWriter<T> writer, String path) throws TimeoutException {");
        expectOn(job, "return writer.start(path);", "SS003");
        line(job, "import org.apache.spark.sql.streaming.StreamingQuery;");
    }

    @Test
    void inheritedStarter() throws Exception {
        String job = shaped(new InheritedStarter()).get("TinyJob.java");
        line(job, "new QueryLauncher().launch(counts.writeStream()");
        noExpectOn(job, ", \"/lake/counts\")");
        line(job, "final class QueryLauncher extends QueryLauncherBase {");
        line(job, "setStarter(new QueryStarter());");
        line(job, "return this.starter.start(writer, path);");
        line(job, "protected QueryStarter starter;");
        expectOn(job, "return writer.start(path);", "SS003");
        line(job, "import org.apache.spark.sql.streaming.DataStreamWriter;");
    }

    /** Shapes skip a sample they do not fit, with the reason. */
    @Test
    void skipsWithAReason() throws Exception {
        Path file = dir.resolve("tiny/ok-no-main.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "package demo;\n\nclass Helpers {\n    static int twice(int x) {\n        return 2 * x;\n    }\n}\n");
        Sample sample = Sample.load("tiny/ok-no-main.java", file, List.of());
        for (Shape shape : Shapes.all()) {
            try {
                shape.apply(sample);
                fail(shape.id() + " applied to a file without a job");
            } catch (Shape.NotApplicable e) {
                assertFalse(e.getMessage().isBlank());
            }
        }
    }

    /** Every sample, read once for the tests over all of them (without the linter: markers on their lines' code). */
    private static List<Sample> allSamples;

    private static synchronized List<Sample> allSamples() {
        if (allSamples == null) {
            Path resources = Path.of("src/test/resources");
            allSamples = ShapeSuite.allSamples(resources).parallelStream()
                    .map(n -> Sample.load(n, resources.resolve(n), List.of())).toList();
        }
        return allSamples;
    }

    private static final Pattern MARKER = Pattern.compile("\\s*// expect: SS\\d{3}.*$");

    /** Every sample written back unchanged: the markers return to their lines (normalized), nothing else moves. */
    @TestFactory
    Stream<DynamicTest> identityPutsEveryMarkerBack() {
        return allSamples().stream().map(sample -> DynamicTest.dynamicTest(sample.name, () -> {
            Map<String, String> rendered = new Program().copyRest(sample).render(sample);
            for (SourceFile f : sample.files) {
                Path original = sample.folder ? sample.path.resolve(f.path) : sample.path;
                assertEquals(normalize(Files.readString(original, StandardCharsets.UTF_8)),
                        normalize(rendered.get(sample.outPath(f))), sample.name + ": " + f.path);
            }
        }));
    }

    private static String normalize(String text) {
        List<String> out = new ArrayList<>();
        for (String l : text.split("\n", -1)) {
            if (l.strip().equals("// expect: no streaming query")) {
                l = ""; // taken out where it was, and put at the end of the job's file
            }
            Matcher m = MARKER.matcher(l);
            if (m.find()) {
                // the shapes write the rule ids of a marker without its message fragments, sorted
                List<String> ids = new ArrayList<>(Expectations.entries(m.group().strip()).orElseThrow().stream()
                        .map(Expectations.Entry::ruleId).toList());
                ids.sort(null);
                l = l.substring(0, m.start()) + " // expect: " + String.join(", ", ids);
            }
            out.add(l.stripTrailing());
        }
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
            out.remove(out.size() - 1);
        }
        return String.join("\n", out);
    }

    /**
     * The generator over every sample, without the linter: each shape rewrites the sample into Java that parses,
     * or says why it does not apply; it never fails otherwise. (Files written from a template only, such as the
     * recursive utility, are parsed by the tests above.)
     */
    @TestFactory
    Stream<DynamicTest> everyShapeWritesJavaThatParses() {
        List<Sample> samples = allSamples();
        return Shapes.all().stream().map(shape -> DynamicTest.dynamicTest(shape.id(), () -> {
            List<String> problems = java.util.Collections.synchronizedList(new ArrayList<>());
            java.util.concurrent.atomic.AtomicInteger applied = new java.util.concurrent.atomic.AtomicInteger();
            samples.parallelStream().forEach(sample -> {
                try {
                    Program program = shape.apply(sample);
                    Map<String, String> files = program.render(sample);
                    applied.incrementAndGet();
                    files.forEach((path, text) -> {
                        if (program.copiesCode(path)) {
                            try {
                                SourceFile.parse(text, path);
                            } catch (IllegalArgumentException e) {
                                problems.add(sample.name + ": " + e.getMessage());
                            }
                        }
                    });
                } catch (Shape.NotApplicable e) {
                    // counted by the suite
                } catch (RuntimeException e) {
                    problems.add(sample.name + ": " + e);
                }
            });
            assertTrue(problems.isEmpty(), () -> String.join("\n", problems));
            assertTrue(applied.get() >= ShapeInvarianceTest.MIN_COVERAGE.getOrDefault(shape.id(), 0.5) * samples.size(),
                    shape.id() + " applies to " + applied + " of " + samples.size());
        }));
    }
}
