package io.streamlint.sparkverdicts;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import io.streamlint.ruletesting.SampleHarness;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.SparkJobInfo;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.JavaSparkStatusTracker;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;

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
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The rules agree with real Spark: Spark rejects exactly the programs where an error rule reports, and runs
 * those where the error rules are silent. Every program here is linted and checked against its markers (as by
 * the sample harness), then compiled and run on Spark 4.0.0 ({@code local[2]}, interpreted expressions):
 * <ul>
 *   <li>the query shapes in {@code spark-agreement/} ({@code static StreamingQuery run(SparkSession)});</li>
 *   <li>every sample of every error rule that declares Spark's rejections: each such sample is a runnable
 *       job with a {@code static void run(SparkSession)} (a folder sample: one of its classes).</li>
 * </ul>
 * A rule's {@code @RuleInfo(sparkRejections = ...)} holds regular expressions for the messages Spark rejects a query
 * with for that rule's pitfall; {@code <ID>/spark-verdict.txt}, where there is one, says how its samples are run. A program's verdict is the set of rules whose expressions match what Spark threw: from
 * the call ({@code run} throws: at the call or at {@code start()}), or after start, when a started query dies
 * before or in its first micro-batch. It must equal the set of rules with an error finding in the program (a
 * rule may also report as a warning where Spark accepts: those are not counted). Anything else Spark throws
 * fails the program, except a Kafka client's timeout on the closed loopback port the samples point at (a source's
 * options are validated without a broker, a sink's when its first batch is planned, before it sends anything).
 *
 * <p>This module's surefire configuration splits the programs into {@link #LANES}
 * lanes, each run by a test JVM of its own at the same time (this class runs the first, {@link SparkVerdictSecondLaneTest}
 * the second): a program spends much of its time waiting for Spark's micro-batch, so two lanes use two cores. Each
 * JVM has its own working directory, {@code target/spark-work-<fork>}, so the relative paths of the jobs
 * (checkpoints, outputs, the warehouse) of one lane never meet those of the other; within a lane the programs are
 * compiled together, in one javac run, and run one after the other in one Spark session.
 */
class SparkVerdictTest {

    /** Where the rules module, whose samples these are, is (the working directory is target/spark-work-<fork>). */
    private static final Path MODULE = Path.of(System.getProperty("streamlint.rules.basedir", "."));
    private static final Path RESOURCES = MODULE.resolve("src/test/resources");
    private static final String VERDICT = "spark-verdict.txt";
    /** How long stopping a query may take; see {@link #stop(StreamingQuery)}. */
    private static final String STOP_TIMEOUT = "1s";
    /** How long a started query may take to run its first micro-batch (or die trying). */
    private static final long FIRST_BATCH_MILLIS = 20_000;

    /** How many test JVMs share the programs; see the class comment. */
    static final int LANES = 2;

    private static final Linter LINTER = Linter.withRulesFrom(SparkVerdictTest.class.getClassLoader());
    private static final SampleHarness HARNESS = new SampleHarness(LINTER);

    private static SparkSession spark;
    /** Loads the classes of the program being run, for the driver and (as their parent loader) the executors. */
    private static ProgramClassLoader programs;
    /** Every class of every program run so far, and which program defines it: names must be unique. */
    private static final Map<String, Path> CLASS_OWNERS = new HashMap<>();
    private static JavaCompiler javac;
    private static StandardJavaFileManager javacFiles;
    private static Path work;
    /** The programs compiled together with the rest of their lane (see {@link #compileTogether}). */
    private static final Map<Path, Compiled> COMPILED = new HashMap<>();
    private static int compiledAlone;

    @BeforeAll
    static void start() throws IOException {
        work = Files.createDirectories(Path.of("").toAbsolutePath());
        // The programs write under relative paths: only in the working directories surefire gives each fork.
        String folder = work.getFileName().toString();
        assumeTrue(folder.startsWith("spark-work"),
                "runs in a surefire fork of the spark-verdicts module (target/spark-work-<fork>)");
        // Lanes that ran in one folder would delete and read each other's outputs.
        assertTrue(folder.matches("spark-work-\\d+"), "one working directory per fork, not " + folder);
        clear(work); // tables, checkpoints and outputs of an earlier run would change the verdicts
        javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "no system Java compiler: run the tests on a JDK");
        javacFiles = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
        List<Path> classPath = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty()).map(Path::of).toList();
        javacFiles.setLocationFromPaths(StandardLocation.CLASS_PATH, classPath);
        javacFiles.setLocationFromPaths(StandardLocation.SOURCE_PATH, List.of());
        // Executors load task classes through the context class loader of the thread that creates the session.
        programs = new ProgramClassLoader(SparkVerdictTest.class.getClassLoader());
        Thread.currentThread().setContextClassLoader(programs);
        spark = SparkSession.builder()
                .appName("streamlint-spark-verdicts")
                .master("local[2]")
                .config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "1")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.sql.warehouse.dir", work.resolve("warehouse").toString())
                .config("spark.sql.streaming.forceDeleteTempCheckpointLocation", "true")
                // Interpreted expressions, no generated code (as in Spark's own suites, which run both ways): the
                // verdicts come from the analyser and from the sources' and sinks' checks, which code generation does
                // not change (and a failed generation falls back to interpreting); compiling the generated code took a
                // fifth of the programs' CPU.
                .config("spark.sql.codegen.wholeStage", "false")
                .config("spark.sql.codegen.factoryMode", "NO_CODEGEN")
                // As a Delta job's session is configured: without these, Delta 4.0 rejects every Delta write except
                // the update-mode stream (DELTA_CONFIGURE_SPARK_SESSION_WITH_EXTENSION_AND_CATALOG).
                .config("spark.sql.extensions", "io.delta.sql.DeltaSparkSessionExtension")
                .config("spark.sql.catalog.spark_catalog", "org.apache.spark.sql.delta.catalog.DeltaCatalog")
                // A Kafka source at the closed port keeps its query thread in an uninterruptible client call for up
                // to 3 x 60 s; stop() gives up after this and the query ends by itself when the call times out.
                .config("spark.sql.streaming.stopTimeout", STOP_TIMEOUT)
                .getOrCreate();
        spark.sparkContext().setLogLevel("ERROR");
        System.setProperty("streamlint.agreement.dir", Files.createDirectories(work.resolve("shapes")).toString());
        // Relative paths of the jobs resolve under the working directory (FileSystem for data, FileContext for
        // checkpoints); this keeps the file system's view in step with the process's.
        FileSystem.getLocal(spark.sparkContext().hadoopConfiguration())
                .setWorkingDirectory(new org.apache.hadoop.fs.Path(work.toUri()));
    }

    @AfterAll
    static void stop() throws IOException {
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

    /** The lane whose programs this class runs, from 0. */
    int lane() {
        return 0;
    }

    /** A folder of programs and how many micro-batches each is watched for. */
    private record Programs(String name, List<Path> programs, int batches) {
    }

    @TestFactory
    Stream<DynamicContainer> errorRulesAgreeWithSpark() throws IOException {
        List<Programs> groups = new ArrayList<>();
        // -Dstreamlint.sparkVerdicts.rules=SS023,SS044: only those rules' programs (while working on them);
        // "shapes" in the list: the query shapes too.
        Set<String> only = Set.of(System.getProperty("streamlint.sparkVerdicts.rules", "").split(",")).stream()
                .filter(id -> !id.isBlank()).collect(Collectors.toSet());
        List<Path> shapes = entries(RESOURCES.resolve("spark-agreement"));
        assertTrue(shapes.size() >= 40, "expected at least 40 query shapes");
        // The shapes are about what start() accepts: their first batch is not awaited.
        if (only.isEmpty() || only.contains("shapes")) {
            groups.add(new Programs("query shapes", shapes, 0));
        }
        for (RuleDescriptor rule : LINTER.rules()) {
            Path folder = RESOURCES.resolve(rule.id());
            if ((only.isEmpty() || only.contains(rule.id())) && rule.defaultSeverity() == Severity.ERROR
                    && rejections().containsKey(rule.id())
                    && !directives(folder.resolve(VERDICT)).contains("samples: not run")) {
                groups.add(new Programs(rule.id(), entries(folder), batches(folder.resolve(VERDICT))));
            }
        }
        List<Programs> lane = inLane(groups, lane());
        compileTogether(lane.stream().flatMap(group -> group.programs().stream()).toList());
        return lane.stream().map(group -> DynamicContainer.dynamicContainer(group.name(),
                group.programs().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), p.toUri(),
                        () -> check(p, group.batches())))));
    }

    /**
     * The groups of {@code lane}: each group, in order, goes whole to the lane with the fewest programs so far (the
     * first of them on a tie), so a rule's samples, which may share table names and paths, still run in one session
     * in their order, and the lanes get about as many programs each.
     */
    private static List<Programs> inLane(List<Programs> groups, int lane) {
        int[] sizes = new int[LANES];
        List<Programs> mine = new ArrayList<>();
        for (Programs group : groups) {
            int smallest = 0;
            for (int l = 1; l < LANES; l++) {
                if (sizes[l] < sizes[smallest]) {
                    smallest = l;
                }
            }
            sizes[smallest] += group.programs().size();
            if (smallest == lane) {
                mine.add(group);
            }
        }
        return mine;
    }

    /** {@code batches} micro-batches are awaited after start() (0: none). */
    private static void check(Path program, int batches) throws Exception {
        LintResult lint = HARNESS.check(program);
        Map<String, List<Pattern>> rejections = rejections();
        Set<String> reported = lint.findings().stream()
                .filter(f -> f.severity() == Severity.ERROR && rejections.containsKey(f.ruleId()))
                .map(Finding::ruleId)
                .collect(Collectors.toCollection(TreeSet::new));
        Verdict verdict = run(program, rejections, batches);
        if (!verdict.rules().isEmpty()) {
            // A rejection that only a later micro-batch meets cannot be seen when Spark rejects the query sooner.
            for (String rule : List.copyOf(reported)) {
                if (!verdict.rules().contains(rule) && batches(RESOURCES.resolve(rule).resolve(VERDICT)) > 1) {
                    reported.remove(rule);
                }
            }
        }
        if (!reported.equals(verdict.rules())) {
            fail(program.getFileName() + ": the rules report " + describe(reported) + ", but Spark "
                    + (verdict.rules().isEmpty() ? "runs it" : "rejects it for " + describe(verdict.rules())
                    + " " + verdict.when() + ": " + verdict.message()));
        }
    }

    private static String describe(Set<String> rules) {
        return rules.isEmpty() ? "no error" : String.join(", ", rules);
    }

    /** The rules whose rejection Spark threw, when, and its message; no rules when Spark ran the program. */
    private record Verdict(Set<String> rules, String when, String message) {
        static final Verdict RUNS = new Verdict(Set.of(), "", "");
    }

    private static Verdict run(Path program, Map<String, List<Pattern>> rejections, int batches)
            throws Exception {
        Compiled classes = compiled(program);
        Set<StreamingQuery> before = Set.copyOf(Arrays.asList(spark.streams().active()));
        Map<String, String> conf = runtimeConf();
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.folder().toUri().toURL()},
                SparkVerdictTest.class.getClassLoader())) {
            programs.current = loader;
            Method run = runMethod(program, classes.names(), programs);
            thread.setContextClassLoader(programs); // closures (groupByKey lambdas) resolve through it
            try {
                run.invoke(null, spark);
            } catch (InvocationTargetException e) {
                return verdict(program, e.getCause(), "at the call or at start()", rejections);
            }
            for (StreamingQuery query : spark.streams().active()) {
                if (batches > 0 && !before.contains(query)) {
                    Throwable failure = firstBatches(query, batches);
                    if (failure != null && !brokerUnreachable(failure)) {
                        return verdict(program, failure, "right after start()", rejections);
                    }
                }
            }
            return Verdict.RUNS;
        } finally {
            for (StreamingQuery query : spark.streams().active()) {
                if (!before.contains(query)) {
                    stop(query);
                }
            }
            restore(conf);
            thread.setContextClassLoader(previous);
        }
    }

    /**
     * Stops a program's query, or leaves it to end by itself when it is stuck in a client call that defers the
     * interrupt (a Kafka source's offset lookup at the closed port). Programs use their own query names and
     * checkpoints, so a query still ending cannot change a later verdict.
     */
    private static void stop(StreamingQuery query) {
        try {
            query.stop();
        } catch (java.util.concurrent.TimeoutException e) {
            // ends when the client call times out
        }
    }

    private static Verdict verdict(Path program, Throwable thrown, String when, Map<String, List<Pattern>> rejections) {
        String message = messages(thrown);
        Set<String> rules = new TreeSet<>();
        rejections.forEach((rule, patterns) -> {
            if (patterns.stream().anyMatch(p -> p.matcher(message).find())) {
                rules.add(rule);
            }
        });
        if (rules.isEmpty()) {
            throw new AssertionError(program.getFileName() + ": Spark failed " + when + " for a reason no rule names",
                    thrown);
        }
        return new Verdict(rules, when, message.lines().findFirst().orElse(""));
    }

    /**
     * Waits for the query's first {@code batches} micro-batches (a continuous query reports no progress: its first
     * epoch commit);
     * its failure, or null when it ran or is still waiting for data.
     */
    private static Throwable firstBatches(StreamingQuery query, int batches) throws InterruptedException {
        long started = System.currentTimeMillis();
        while (System.currentTimeMillis() < started + FIRST_BATCH_MILLIS) {
            if (!query.isActive()) {
                return query.exception().isDefined() ? query.exception().get() : null;
            }
            String status = query.status().message().toLowerCase(Locale.ROOT);
            if (query.lastProgress() != null && query.lastProgress().batchId() >= batches - 1
                    || status.contains("kafka") || status.startsWith("committing epoch")
                    // after a second only: most first batches end sooner, and this reads every thread's stack
                    || System.currentTimeMillis() > started + 1_000 && waitsForBroker(query)) {
                return null;
            }
            Thread.sleep(25);
        }
        return null;
    }

    /**
     * A task of the query's running batch waits for a Kafka broker's metadata (a sink at the closed port, which would
     * wait {@code max.block.ms}, 60 s): its batch was planned, so the sink was accepted. Only the tasks of this
     * query's jobs (Spark runs a query's jobs in the job group of its run id) count, not those of an earlier
     * program's query that is still ending.
     */
    private static boolean waitsForBroker(StreamingQuery query) {
        JavaSparkStatusTracker tracker = JavaSparkContext.fromSparkContext(spark.sparkContext()).statusTracker();
        Set<String> stages = new HashSet<>();
        for (int job : tracker.getJobIdsForGroup(query.runId().toString())) {
            SparkJobInfo info = tracker.getJobInfo(job);
            if (info != null) {
                Arrays.stream(info.stageIds()).forEach(stage -> stages.add(Integer.toString(stage)));
            }
        }
        if (stages.isEmpty()) {
            return false;
        }
        return Thread.getAllStackTraces().entrySet().stream().anyMatch(thread -> {
            Matcher task = TASK_THREAD.matcher(thread.getKey().getName());
            return task.find() && stages.contains(task.group(1)) && Arrays.stream(thread.getValue())
                    .anyMatch(frame -> frame.getClassName().equals("org.apache.kafka.clients.producer.KafkaProducer")
                            && frame.getMethodName().equals("waitOnMetadata"));
        });
    }

    /** An executor's task thread, "Executor task launch worker for task 0.0 in stage 3.0 (TID 3)": the stage. */
    private static final Pattern TASK_THREAD = Pattern.compile("^Executor task launch worker .* in stage (\\d+)\\.");

    /**
     * A Kafka client timing out on the closed port (a source looking up offsets, a sink waiting for metadata): the
     * query was accepted. Not any message that mentions Kafka: a query's failure quotes its plan, sink options
     * included.
     */
    private static boolean brokerUnreachable(Throwable t) {
        return messages(t).contains("org.apache.kafka.common.errors.TimeoutException");
    }

    /** The messages of a throwable and its causes, one per line. */
    private static String messages(Throwable t) {
        StringBuilder text = new StringBuilder();
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            text.append(c.getClass().getName()).append(": ").append(c.getMessage()).append('\n');
        }
        return text.toString();
    }

    /** A class loader whose classes come from the program being run, whichever that is. */
    private static final class ProgramClassLoader extends ClassLoader {
        volatile ClassLoader current;

        ProgramClassLoader(ClassLoader parent) {
            super(parent);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (current == null) {
                throw new ClassNotFoundException(name);
            }
            return current.loadClass(name);
        }
    }

    /** {@code static run(SparkSession)} of the program: exactly one of its classes has one. */
    private static Method runMethod(Path program, List<String> classNames, ClassLoader loader) throws Exception {
        List<Method> found = new ArrayList<>();
        for (String name : classNames) {
            Path owner = CLASS_OWNERS.putIfAbsent(name, program);
            if (owner != null && !owner.equals(program)) {
                // Executors cache classes by name: two programs may not define the same class.
                fail(program.getFileName() + " defines " + name + ", as " + owner.getFileName() + " does: rename one");
            }
            for (Method m : Class.forName(name, false, loader).getDeclaredMethods()) {
                if (m.getName().equals("run") && Modifier.isStatic(m.getModifiers())
                        && m.getParameterCount() == 1 && m.getParameterTypes()[0] == SparkSession.class) {
                    m.setAccessible(true);
                    found.add(m);
                }
            }
        }
        if (found.size() != 1) {
            fail(program.getFileName() + ": a runnable program has exactly one static run(SparkSession), found "
                    + found.size());
        }
        return found.get(0);
    }

    /** Where a program's classes are, and their binary names. */
    private record Compiled(Path folder, List<String> names) {
    }

    /**
     * Compiles the lane's programs in one javac run, which reads the class path's jars once rather than once per
     * program (a quarter of a lane's CPU time when each program was compiled alone). When that run fails, each
     * program is compiled alone when it runs, so that only the programs that do not compile fail, each with its
     * errors; so does a program that defines a class another one defines (javac: "duplicate class").
     */
    private static void compileTogether(List<Path> lane) throws IOException {
        if (lane.isEmpty()) {
            return; // -Dstreamlint.sparkVerdicts.rules left this lane nothing to run
        }
        Path out = Files.createDirectories(work.resolve("classes").resolve("lane"));
        Map<Path, List<String>> classes = new HashMap<>();
        if (compile(lane, out, classes).isEmpty()) {
            classes.forEach((program, names) -> COMPILED.put(program, new Compiled(out, names)));
        }
    }

    /** The program's classes: compiled with the rest of its lane, or now, alone. */
    private static Compiled compiled(Path program) throws IOException {
        Compiled together = COMPILED.get(program);
        if (together != null) {
            return together;
        }
        Path out = Files.createDirectories(work.resolve("classes").resolve(Integer.toString(compiledAlone++)));
        Map<Path, List<String>> classes = new HashMap<>();
        String errors = compile(List.of(program), out, classes);
        if (!errors.isEmpty()) {
            fail(program.getFileName() + " does not compile:\n" + errors);
        }
        return new Compiled(out, classes.getOrDefault(program, List.of()));
    }

    /**
     * Compiles {@code programs} into {@code out} and notes the binary names of each program's classes in
     * {@code classes}; the errors, one per line, or "" when it compiled.
     */
    private static String compile(List<Path> programs, Path out, Map<Path, List<String>> classes) throws IOException {
        Map<Path, Path> programOfSource = new HashMap<>();
        for (Path program : programs) {
            try (Stream<Path> files = Files.walk(program)) {
                files.filter(f -> f.toString().endsWith(".java"))
                        .forEach(source -> programOfSource.put(source.toAbsolutePath().normalize(), program));
            }
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        javacFiles.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(out));
        List<String> options = List.of("-proc:none", "-nowarn", "-g", "--release", "17");
        JavacTask task = (JavacTask) javac.getTask(null, javacFiles, diagnostics, options, null,
                javacFiles.getJavaFileObjectsFromPaths(programOfSource.keySet().stream().sorted().toList()));
        task.addTaskListener(new TaskListener() {
            @Override
            public void finished(TaskEvent event) {
                // one event per class file written, nested and anonymous classes included
                if (event.getKind() == TaskEvent.Kind.GENERATE) {
                    Path source = Path.of(event.getSourceFile().toUri()).toAbsolutePath().normalize();
                    classes.computeIfAbsent(programOfSource.get(source), program -> new ArrayList<>())
                            .add(task.getElements().getBinaryName(event.getTypeElement()).toString());
                }
            }
        });
        if (Boolean.TRUE.equals(task.call())) {
            return "";
        }
        return diagnostics.getDiagnostics().stream()
                .map(d -> "  " + (d.getSource() == null ? "" : d.getSource().getName() + ":" + d.getLineNumber() + ": ")
                        + d.getMessage(Locale.ROOT))
                .collect(Collectors.joining("\n"));
    }

    /** Each rule's rejection messages, as the rule declares them ({@code @RuleInfo(sparkRejections = ...)}). */
    private static Map<String, List<Pattern>> rejections() {
        return LINTER.sparkRejections().patterns();
    }

    /**
     * How many micro-batches a rule's programs are watched for: 1, or N with the directive {@code samples: batches N}
     * (a rejection that only a later batch meets, such as a watermark redefined downstream).
     */
    private static int batches(Path file) throws IOException {
        return directives(file).stream().filter(d -> d.startsWith("samples: batches "))
                .map(d -> Integer.parseInt(d.substring("samples: batches ".length()).strip())).findFirst().orElse(1);
    }

    /**
     * The directives of a rule's {@code <ID>/spark-verdict.txt} (none without one): {@code samples: not run} for a
     * rule whose samples are not runnable programs (its verdicts are checked on the query shapes) and
     * {@code samples: batches N} (see {@link #batches}); {@code #} starts a comment.
     */
    private static List<String> directives(Path file) throws IOException {
        if (!Files.exists(file)) {
            return List.of();
        }
        return lines(file).stream().filter(line -> line.startsWith("samples:")).toList();
    }

    private static List<String> lines(Path file) throws IOException {
        return Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                .map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                .toList();
    }

    private static void clear(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                if (!p.equals(dir)) {
                    Files.delete(p);
                }
            }
        }
    }

    private static List<Path> entries(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> Files.isDirectory(p) || p.toString().endsWith(".java")).sorted().toList();
        }
    }

    private static Map<String, String> runtimeConf() {
        return new HashMap<>(scala.jdk.javaapi.CollectionConverters.asJava(spark.conf().getAll()));
    }

    /** Undoes what a program set with spark.conf(), so programs cannot affect each other. */
    private static void restore(Map<String, String> before) {
        Map<String, String> after = runtimeConf();
        after.keySet().stream().filter(key -> !before.containsKey(key)).forEach(key -> spark.conf().unset(key));
        before.forEach((key, value) -> {
            if (!value.equals(after.get(key))) {
                spark.conf().set(key, value);
            }
        });
    }
}
