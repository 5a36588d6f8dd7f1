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
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * SS001 and SS003 agree with real Spark. Every shape in src/test/resources/spark-agreement/ is (1) linted and
 * checked against its {@code // expect:} markers (exactly, as for the rule samples), then (2) compiled, its
 * {@code static StreamingQuery run(SparkSession)} run against a local SparkSession, and Spark's verdict at
 * {@code start()} compared with the markers. {@link #REJECTIONS} maps each rule that Spark enforces at start()
 * to how Spark rejects the query: SS001, an AnalysisException for append output mode with an aggregation
 * without a watermark (STREAMING_OUTPUT_MODE); SS003, an AnalysisException "checkpointLocation must be
 * specified". For every shape, the rules whose rejection start() threw (none when the query starts) must be
 * exactly the rules among the shape's markers that are in {@link #REJECTIONS}; an exception that is none of
 * these fails the shape. Spark reports only the first error it meets, so no shape has two of these pitfalls;
 * rules that Spark does not enforce at start() (SS002 is a warning) have no markers here.
 *
 * <p>A started query is stopped at once. Shapes that write files put them under the directory named by the
 * system property {@code streamlint.agreement.dir} (a temporary directory); {@code toTable(...)} writes under
 * a temporary warehouse. Runtime SQL conf a shape sets is restored after it, so shapes cannot affect each
 * other.
 */
class SparkAgreementTest {

    private static final Path SHAPES = Path.of("src/test/resources/spark-agreement");
    private static final Pattern TOP_LEVEL_CLASS = Pattern.compile("(?m)^(?:final\\s+)?class\\s+(\\w+)");

    /** System property naming the directory under which shapes put their output and checkpoints. */
    static final String SHAPE_DIR_PROPERTY = "streamlint.agreement.dir";

    /** Each rule Spark enforces at start(), and how Spark's rejection for it looks. */
    private static final Map<String, Predicate<AnalysisException>> REJECTIONS = new LinkedHashMap<>();

    static {
        REJECTIONS.put("SS001", SparkAgreementTest::isAppendAggregationRejection);
        REJECTIONS.put("SS003", SparkAgreementTest::isMissingCheckpointRejection);
    }

    private static SparkSession spark;
    private static JavaCompiler javac;
    private static StandardJavaFileManager javacFiles;

    @TempDir
    static Path scratch;

    private static Path classes;
    private static String previousShapeDir;

    private final SampleHarness harness = new SampleHarness(Linter.withRulesFrom(getClass().getClassLoader()));

    @BeforeAll
    static void startJavac() throws IOException {
        classes = Files.createDirectories(scratch.resolve("classes"));
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
    static void startSpark() throws IOException {
        Path shapeDir = Files.createDirectories(scratch.resolve("shapes"));
        previousShapeDir = System.setProperty(SHAPE_DIR_PROPERTY, shapeDir.toString());
        spark = SparkSession.builder()
                .appName("streamlint-spark-agreement")
                .master("local[1]")
                .config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "1")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.sql.warehouse.dir", Files.createDirectories(scratch.resolve("warehouse")).toString())
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
            if (previousShapeDir == null) {
                System.clearProperty(SHAPE_DIR_PROPERTY);
            } else {
                System.setProperty(SHAPE_DIR_PROPERTY, previousShapeDir);
            }
            if (javacFiles != null) {
                javacFiles.close();
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> rulesAgreeWithSpark() throws IOException {
        List<Path> shapes;
        try (Stream<Path> files = Files.list(SHAPES)) {
            shapes = files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        assertTrue(shapes.size() >= 40, "expected at least 40 shapes in " + SHAPES + ", found " + shapes.size());
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
        Set<String> marked = Expectations.read(shape).stream()
                .map(Expectations.Expected::ruleId)
                .filter(REJECTIONS::containsKey)
                .collect(Collectors.toCollection(TreeSet::new));

        // (2) Spark: compile the shape, run it, and see which rules' rejection start() throws, if any.
        Verdict spark = runOnSpark(shape);

        // (3) The shape is marked with exactly the rules Spark rejects it for (and, by (1), exactly those fire).
        List<String> errors = new ArrayList<>();
        if (!marked.equals(spark.rejectedFor())) {
            errors.add("the shape is marked " + describe(marked) + ", but Spark "
                    + (spark.rejected() ? "rejects it for " + describe(spark.rejectedFor()) : "accepts it"));
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

    /** Spark's answer: the rules whose rejection start() threw (empty when it started), and the message. */
    private record Verdict(Set<String> rejectedFor, String message) {
        boolean rejected() {
            return !rejectedFor.isEmpty();
        }
    }

    private static String describe(Set<String> ruleIds) {
        return ruleIds.isEmpty() ? "with none of " + REJECTIONS.keySet() : String.join(", ", ruleIds);
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
        Map<String, String> conf = runtimeConf();
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
                if (cause instanceof AnalysisException ae) {
                    Set<String> rules = new TreeSet<>();
                    REJECTIONS.forEach((rule, rejection) -> {
                        if (rejection.test(ae)) {
                            rules.add(rule);
                        }
                    });
                    if (!rules.isEmpty()) {
                        return new Verdict(rules, ae.getMessage());
                    }
                }
                throw new AssertionError(shape.getFileName() + ": Spark failed for another reason", cause);
            } finally {
                restore(conf);
            }
            try {
                query.stop();
                query.awaitTermination(10_000);
            } finally {
                if (query.isActive()) {
                    query.stop();
                }
            }
            return new Verdict(Set.of(), null);
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

    /** The checkpoint error of ResolveWriteToStream (_LEGACY_ERROR_TEMP_1298), in 3.5 and 4.x. */
    private static boolean isMissingCheckpointRejection(AnalysisException e) {
        return String.valueOf(e.getMessage()).contains("checkpointLocation must be specified");
    }

    /** The session's SQL conf as set now. */
    private static Map<String, String> runtimeConf() {
        return new HashMap<>(scala.jdk.javaapi.CollectionConverters.asJava(spark.conf().getAll()));
    }

    /** Undoes what a shape set with spark.conf() (it should clean up itself; this makes sure). */
    private static void restore(Map<String, String> before) {
        Map<String, String> after = runtimeConf();
        after.keySet().stream().filter(key -> !before.containsKey(key)).forEach(key -> spark.conf().unset(key));
        before.forEach((key, value) -> {
            if (!value.equals(after.get(key))) {
                spark.conf().set(key, value);
            }
        });
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
