package io.streamlint.rules;

import io.streamlint.core.engine.Linter;
import io.streamlint.core.testing.Expectations;
import io.streamlint.core.testing.SampleHarness;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * SS001 agrees with real Spark. Every shape in src/test/resources/spark-agreement/ is (1) linted and checked
 * against its {@code // expect:} markers, then (2) compiled, run against a local SparkSession, and Spark's
 * verdict at {@code start()} compared with the markers: an SS001 marker if and only if Spark rejects the
 * query for an append-mode aggregation without a watermark.
 */
class SparkAgreementTest {

    private static final Path SHAPES = Path.of("src/test/resources/spark-agreement");
    private static final Pattern TOP_LEVEL_CLASS = Pattern.compile("(?m)^(?:final\\s+)?class\\s+(\\w+)");

    private static SparkSession spark;
    private static JavaCompiler javac;
    private static StandardJavaFileManager javacFiles;

    @TempDir
    static Path classes;

    private final SampleHarness harness = new SampleHarness(Linter.withRulesFrom(getClass().getClassLoader()));

    @BeforeAll
    static void startJavac() throws IOException {
        javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "no system Java compiler: run the tests on a JDK");
        javacFiles = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
        // The shapes compile against the test class path: Spark, and nothing of their own.
        List<Path> classPath = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty())
                .map(Path::of)
                .toList();
        javacFiles.setLocationFromPaths(StandardLocation.CLASS_PATH, classPath);
        javacFiles.setLocationFromPaths(StandardLocation.SOURCE_PATH, List.of());
    }

    @BeforeAll
    static void startSpark() {
        spark = SparkSession.builder()
                .appName("streamlint-spark-agreement")
                .master("local[1]")
                .config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "1")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .getOrCreate();
        spark.sparkContext().setLogLevel("ERROR");
    }

    @AfterAll
    static void stopSparkAndJavac() throws IOException {
        try {
            if (spark != null) {
                spark.stop();
            }
        } finally {
            if (javacFiles != null) {
                javacFiles.close();
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> ss001AgreesWithSpark() throws IOException {
        List<Path> shapes;
        try (Stream<Path> files = Files.list(SHAPES)) {
            shapes = files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        assertTrue(shapes.size() >= 14, "expected at least 14 shapes in " + SHAPES + ", found " + shapes.size());
        return shapes.stream().map(shape -> DynamicTest.dynamicTest(
                shape.getFileName().toString().replaceFirst("\\.java$", ""), shape.toUri(), () -> check(shape)));
    }

    private void check(Path shape) throws Exception {
        // (1) The rule: its findings must match the markers exactly.
        AssertionError rule = null;
        try {
            harness.check(shape);
        } catch (AssertionError e) {
            rule = e;
        }
        boolean marked = Expectations.read(shape).stream().anyMatch(e -> e.ruleId().equals("SS001"));

        // (2) Spark: compile the shape, run it, and see whether start() rejects it.
        Verdict spark = runOnSpark(shape);

        // (3) The shape is marked SS001 exactly when Spark rejects it (and, by (1), exactly when the rule fires).
        List<String> errors = new ArrayList<>();
        if (marked != spark.rejected()) {
            errors.add("the shape is " + (marked ? "" : "not ") + "marked SS001, but Spark "
                    + (spark.rejected() ? "rejects" : "accepts") + " it");
        }
        if (rule != null) {
            errors.add("the rule does not match the markers: " + rule.getMessage().strip().replace("\n", "\n    "));
        }
        if (!errors.isEmpty()) {
            fail(shape.getFileName() + ": Spark " + (spark.rejected() ? "rejects the query at start(): "
                    + spark.message() : "accepts the query (start() succeeded)") + "\n  "
                    + String.join("\n  ", errors));
        }
    }

    /** Spark's answer: rejected for append mode + aggregation without watermark, and its message if it threw. */
    private record Verdict(boolean rejected, String message) {
    }

    private static Verdict runOnSpark(Path shape) throws Exception {
        String source = Files.readString(shape, StandardCharsets.UTF_8);
        Matcher m = TOP_LEVEL_CLASS.matcher(source);
        if (!m.find()) {
            fail(shape.getFileName() + ": no top-level class");
        }
        String className = m.group(1);
        Path out = Files.createDirectories(classes.resolve(shape.getFileName().toString().replaceFirst("\\.java$", "")));
        compile(shape, out);

        ClassLoader testLoader = SparkAgreementTest.class.getClassLoader();
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()}, testLoader)) {
            Method run = Class.forName(className, true, loader).getDeclaredMethod("run", SparkSession.class);
            run.setAccessible(true);
            thread.setContextClassLoader(loader); // closures (groupByKey lambdas) resolve through it
            StreamingQuery query;
            try {
                query = (StreamingQuery) run.invoke(null, spark);
            } catch (InvocationTargetException e) {
                Throwable cause = e.getCause();
                if (cause instanceof AnalysisException ae && isAppendAggregationRejection(ae)) {
                    return new Verdict(true, ae.getMessage());
                }
                throw new AssertionError(shape.getFileName() + ": Spark failed for another reason", cause);
            }
            try {
                query.stop();
                query.awaitTermination(10_000);
            } finally {
                if (query.isActive()) {
                    query.stop();
                }
            }
            return new Verdict(false, null);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /** STREAMING_OUTPUT_MODE.UNSUPPORTED_OPERATION for append mode (4.x), or the 3.x wording. */
    private static boolean isAppendAggregationRejection(AnalysisException e) {
        String message = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
        boolean outputMode = message.contains("streaming_output_mode")
                || message.contains("append output mode not supported");
        return outputMode && message.contains("append") && message.contains("aggregation");
    }

    /** Compiles {@code shape} alone into {@code out}; one file manager for all shapes keeps javac's jar index. */
    private static void compile(Path shape, Path out) throws IOException {
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        javacFiles.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(out));
        List<String> options = List.of("-proc:none", "-nowarn", "-g", "--release", "17");
        Boolean ok = javac.getTask(null, javacFiles, diagnostics, options, null,
                javacFiles.getJavaFileObjects(shape)).call();
        if (!Boolean.TRUE.equals(ok)) {
            fail(shape.getFileName() + " does not compile:\n" + diagnostics.getDiagnostics().stream()
                    .map(d -> "  line " + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
                    .collect(Collectors.joining("\n")));
        }
    }
}
