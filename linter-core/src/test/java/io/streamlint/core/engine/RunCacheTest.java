package io.streamlint.core.engine;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.config.RuleSettings;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.report.SarifReport;
import io.streamlint.core.report.TextReport;
import io.streamlint.core.testkit.TestRules;
import io.streamlint.core.testkit.TestDumps;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class RunCacheTest {

    /** How many times the analysis ran: the rule counts the sources it is shown. */
    private static final AtomicInteger SOURCES_CHECKED = new AtomicInteger();

    /**
     * Reports every streaming source, with the Spark line and its option in the message, so both show in output;
     * production-only, so that what a replay keeps of rules and left-out findings covers that too.
     */
    static final class EverySource implements SourceRule {
        @Override
        public RuleDescriptor descriptor() {
            return TestRules.everySource(true);
        }

        @Override
        public void check(Plan.Source source, RuleContext context, Report report) {
            SOURCES_CHECKED.incrementAndGet();
            report.at(source.location(), "a source (prefix " + context.option("prefix").orElse("none") + ")");
        }
    }

    private static final String JOB = """
            package demo;

            import org.apache.spark.sql.SparkSession;

            class Job {
                void run(SparkSession spark) {
                    keep(spark.readStream().format("rate").load());
                    keep(spark.readStream().format("rate").load()); // streamlint:ignore SS999 -- on purpose
                }

                static void keep(Object stream) {
                    STREAMS.add(stream);
                }

                static final java.util.List<Object> STREAMS = new java.util.ArrayList<>();
            }
            """;

    @TempDir
    Path dir;
    Path src;
    Path cache;
    final List<String> notices = new ArrayList<>();
    final Linter linter = new Linter(List.of(new EverySource()));

    @BeforeEach
    void setUp() throws IOException {
        src = Files.createDirectories(dir.resolve("src/demo"));
        Files.writeString(src.resolve("Job.java"), JOB);
        cache = dir.resolve("target/streamlint/cache.json");
    }

    private LintRequest request() {
        return LintRequest.of(dir, List.of(dir.resolve("src")));
    }

    /** Runs through the cache; returns how many sources the rule was shown (0: replayed). */
    private int cachedRun(LintRequest request, List<String> reports) {
        int before = SOURCES_CHECKED.get();
        LintResult result = RunCache.run(linter, request, cache, notices::add);
        reports.add(TextReport.render(result, true));
        reports.add(SarifReport.render(result, new SarifReport.Options(null, true, null, null)));
        return SOURCES_CHECKED.get() - before;
    }

    @Test
    void anUnchangedTreeIsReplayedWithTheSameReportsAsAnUncachedRun() {
        LintResult uncached = linter.run(request());
        List<String> first = new ArrayList<>();
        List<String> second = new ArrayList<>();

        assertEquals(2, cachedRun(request(), first));
        assertTrue(Files.isRegularFile(cache));
        assertEquals(0, cachedRun(request(), second));

        assertEquals(TextReport.render(uncached, true), second.get(0));
        assertEquals(SarifReport.render(uncached, new SarifReport.Options(null, true, null, null)), second.get(1));
        assertEquals(first, second);
        assertTrue(second.get(0).contains("a source (prefix none)"), second.get(0));
        assertEquals(List.of(), notices);
    }

    @Test
    void thePlanNodesOfFindingsInADumpAreReplayedWithoutReadingTheDump() throws IOException {
        Files.writeString(dir.resolve("src/prices.streamlint-plan.json"), TestDumps.PRICES);
        LintResult uncached = linter.run(request());
        assertEquals(2, uncached.elements().values().stream().mapToInt(java.util.Map::size).sum(), uncached.elements().toString());
        List<String> first = new ArrayList<>();
        List<String> second = new ArrayList<>();

        assertEquals(3, cachedRun(request(), first));
        assertEquals(0, cachedRun(request(), second));

        String sarif = SarifReport.render(uncached, new SarifReport.Options(null, true, null, null));
        assertTrue(sarif.contains("\"fullyQualifiedName\": \"StreamingRelationV2\""), sarif);
        assertTrue(sarif.contains("\"fullyQualifiedName\": \"writeStream\""), sarif);
        assertEquals(sarif, second.get(1));
        assertEquals(first, second);
        assertEquals(List.of(), notices);
    }

    @Test
    void aChangedFileIsRunAgain() throws IOException {
        cachedRun(request(), new ArrayList<>());
        Files.writeString(src.resolve("Job.java"), JOB.replace("\"rate\"", "\"kafka\""));

        assertEquals(2, cachedRun(request(), new ArrayList<>()));
        assertEquals(0, cachedRun(request(), new ArrayList<>()));
    }

    /**
     * A file saved while the lint runs (an editor during a build): the key hashed before the lint may not be of what
     * was linted, so nothing is stored; the next run lints the file as it is then.
     */
    @Test
    void aFileChangedDuringTheLintIsNotCached() {
        Supplier<RunCache.Lint> editedMeanwhile = () -> {
            try {
                Files.writeString(src.resolve("Job.java"), JOB.replace("\"rate\"", "\"kafka\"") + "// saved\n");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new RunCache.Lint(linter, request());
        };
        RunCache.run(List.of("setup"), request(), editedMeanwhile, cache, notices::add);

        assertFalse(Files.exists(cache));
        assertEquals(List.of("an input file changed while it was linted; the result is not cached"), notices);
        assertEquals(2, cachedRun(request(), new ArrayList<>()));
        assertEquals(0, cachedRun(request(), new ArrayList<>()));
    }

    @Test
    void anAddedFileIsRunAgain() throws IOException {
        cachedRun(request(), new ArrayList<>());
        Files.writeString(src.resolve("Other.java"), JOB.replace("class Job", "class Other"));

        assertEquals(4, cachedRun(request(), new ArrayList<>()));
    }

    @Test
    void aChangedRuleOptionIsRunAgainAndReported() {
        cachedRun(request(), new ArrayList<>());
        LintRequest withOption = request().withRuleSettings(
                Map.of("SS999", new RuleSettings(Optional.empty(), Map.of("prefix", "/tmp"))));
        List<String> reports = new ArrayList<>();

        assertEquals(2, cachedRun(withOption, reports));
        assertTrue(reports.get(0).contains("a source (prefix /tmp)"), reports.get(0));
    }

    @Test
    void aChangedSeverityIsRunAgain() {
        cachedRun(request(), new ArrayList<>());
        LintRequest asError = request().withRuleSettings(
                Map.of("SS999", new RuleSettings(Optional.of(Severity.ERROR), Map.of())));

        assertEquals(2, cachedRun(asError, new ArrayList<>()));
    }

    @Test
    void aChangedSparkVersionIsRunAgain() {
        cachedRun(request().withSparkVersion(SparkVersion.V4_0), new ArrayList<>());

        assertEquals(2, cachedRun(request().withSparkVersion(SparkVersion.V3_5), new ArrayList<>()));
        assertEquals(0, cachedRun(request().withSparkVersion(SparkVersion.V3_5), new ArrayList<>()));
    }

    @Test
    void theChoiceOfTestCodeIsPartOfTheKeyAndWhatItLeftOutIsReplayed() {
        LintRequest asTests = request().withTestRoots(List.of(dir.resolve("src")));
        cachedRun(request(), new ArrayList<>());
        List<String> first = new ArrayList<>();
        List<String> second = new ArrayList<>();

        assertEquals(2, cachedRun(asTests, first));
        assertEquals(0, cachedRun(asTests, second));
        assertEquals(first, second);
        assertTrue(second.get(0).contains("(not reported: 2 production-only in test code)"), second.get(0));
        assertTrue(second.get(1).contains(RuleDescriptor.NOT_IN_TEST_CODE), second.get(1));
        assertEquals(2, cachedRun(asTests.withSkipTestFolders(true), new ArrayList<>()));
    }

    @Test
    void aChangedClassPathIsRunAgain() throws IOException {
        Path jar = Files.writeString(dir.resolve("lib.jar"), "not really a jar");
        cachedRun(request().withClasspath(List.of(jar)), new ArrayList<>());
        Files.writeString(jar, "another jar, of another size");

        assertEquals(2, cachedRun(request().withClasspath(List.of(jar)), new ArrayList<>()));
    }

    @Test
    void theKeyFollowsTheEnabledRulesAndTheUnusedSuppressionNote() {
        String all = setupKey(linter);

        assertNotEquals(all, setupKey(linter.without(List.of("SL001"))));
        assertNotEquals(all, setupKey(new Linter(List.of())));
        assertEquals(all, setupKey(new Linter(List.of(new EverySource()))));
    }

    private String setupKey(Linter linter) {
        return RunCache.setup(RunCache.linterSetup(linter), request());
    }

    /** The stamp stored with the run; null when the files were too recently written for their times to tell. */
    private String storedStamp() throws IOException {
        return StoredRun.read(cache, RunCache.FORMAT).stamp();
    }

    /** Sets the modification time of every source file {@code age} before now. */
    private void age(Duration age) throws IOException {
        try (var files = Files.walk(dir.resolve("src"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.setLastModifiedTime(file, FileTime.from(Instant.now().minus(age)));
            }
        }
    }

    @Test
    void aFileJustWrittenLeavesTheStampOutAndItsContentDecides() throws IOException {
        cachedRun(request(), new ArrayList<>());

        assertEquals(null, storedStamp());
        assertEquals(0, cachedRun(request(), new ArrayList<>()));
    }

    @Test
    void settledFilesAreStampedAndTheStampFollowsATouchWithoutARun() throws IOException {
        age(Duration.ofHours(2));
        cachedRun(request(), new ArrayList<>());
        String stamp = storedStamp();
        assertNotEquals(null, stamp);
        assertEquals(0, cachedRun(request(), new ArrayList<>()));
        assertEquals(stamp, storedStamp());

        age(Duration.ofHours(1)); // touched: same content, another time
        List<String> reports = new ArrayList<>();

        assertEquals(0, cachedRun(request(), reports));
        String renewed = storedStamp();
        assertNotEquals(null, renewed);
        assertNotEquals(stamp, renewed);
        assertEquals(TextReport.render(linter.run(request()), true), reports.get(0));
    }

    @Test
    void aSettledFileChangedWithItsOldTimeSetBackIsRunAgainWhenItsSizeOrFileDiffers() throws IOException {
        age(Duration.ofHours(2));
        Path job = src.resolve("Job.java");
        FileTime old = Files.getLastModifiedTime(job);
        cachedRun(request(), new ArrayList<>());

        Files.writeString(job, JOB.replace("\"rate\"", "\"kafka\""));
        Files.setLastModifiedTime(job, old);
        assertEquals(2, cachedRun(request(), new ArrayList<>()));

        // Same size and time, but a new file moved over the old one (as editors save): another file key.
        age(Duration.ofHours(2));
        cachedRun(request(), new ArrayList<>());
        Path replacement = Files.writeString(dir.resolve("Job.java.new"), JOB.replace("\"kafka\"", "\"KAFKA\""));
        Files.setLastModifiedTime(replacement, Files.getLastModifiedTime(job));
        Files.move(replacement, job, StandardCopyOption.REPLACE_EXISTING);
        assumeTrue(Files.readAttributes(job, BasicFileAttributes.class).fileKey() != null, "no file keys here");
        assertEquals(2, cachedRun(request(), new ArrayList<>()));
    }

    @Test
    void aFrontEndKeyingOnItsSetupLoadsNoRuleForAReplayAndRunsAgainWhenTheSetupChanges() {
        AtomicInteger prepared = new AtomicInteger();
        Supplier<RunCache.Lint> lint = () -> {
            prepared.incrementAndGet();
            return new RunCache.Lint(linter, request());
        };
        LintResult first = RunCache.run(List.of("config a"), request(), lint, cache, notices::add);
        LintResult replayed = RunCache.run(List.of("config a"), request(), lint, cache, notices::add);

        assertEquals(1, prepared.get());
        assertEquals(first, replayed);
        assertEquals(SarifReport.render(first, new SarifReport.Options(null, true, null, null)),
                SarifReport.render(replayed, new SarifReport.Options(null, true, null, null)));

        RunCache.run(List.of("config b"), request(), lint, cache, notices::add);
        assertEquals(2, prepared.get());
        assertEquals(List.of(), notices);
    }

    @Test
    void theClassPathStampsNameTheLoadersEntriesAndFollowTheirChanges() throws IOException {
        List<String> stamps = RunCache.classPathStamps(getClass().getClassLoader());
        assertTrue(stamps.stream().anyMatch(s -> s.contains("linter-core")), stamps.toString());
        assertEquals(stamps, RunCache.classPathStamps(getClass().getClassLoader()));

        Path jar = Files.writeString(dir.resolve("rules.jar"), "not really a jar");
        try (URLClassLoader plugin = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            List<String> before = RunCache.classPathStamps(plugin);
            assertEquals(1, before.size(), before.toString());
            Files.writeString(jar, "another jar, of another size");
            assertNotEquals(before, RunCache.classPathStamps(plugin));
        }
    }

    @Test
    void aCacheOfAnotherFormatIsASilentMiss() throws IOException {
        cachedRun(request(), new ArrayList<>());
        Files.writeString(cache, Files.readString(cache).replace("\"format\":" + RunCache.FORMAT, "\"format\":1"));

        assertEquals(2, cachedRun(request(), new ArrayList<>()));
        assertEquals(List.of(), notices);
        assertEquals(0, cachedRun(request(), new ArrayList<>()));
    }

    @Test
    void aCorruptCacheIsReportedInOneLineAndRewritten() throws IOException {
        List<String> expected = new ArrayList<>();
        cachedRun(request(), expected);
        String good = Files.readString(cache);
        Files.writeString(cache, good.substring(0, good.length() / 2));
        List<String> reports = new ArrayList<>();

        assertEquals(2, cachedRun(request(), reports));
        assertEquals(expected, reports);
        assertEquals(1, notices.size(), notices.toString());
        assertTrue(notices.get(0).startsWith("ignoring the unreadable cache " + cache), notices.get(0));
        assertEquals(1, notices.get(0).lines().count());
        assertEquals(good, Files.readString(cache));
        assertEquals(0, cachedRun(request(), new ArrayList<>()));
    }

    @Test
    void aCacheThatIsANamedPipeIsNeitherReadNorReplaced() throws Exception {
        cache = dir.resolve("cache.json");
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", cache.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        assumeTrue(made, "mkfifo is not available");
        List<String> reports = new ArrayList<>();
        int checked = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> cachedRun(request(), reports));
        assertEquals(2, checked, "linted");
        assertEquals(List.of("not using the cache " + cache + ": it is not a regular file (a folder, a named pipe or a"
                + " device)"), notices);
        assertTrue(Files.exists(cache) && !Files.isRegularFile(cache), "still the pipe");
        assertEquals(TextReport.render(linter.run(request()), true), reports.get(0));
    }

    /** Rewrites the stored run with {@code edit} applied to its JSON, keeping its keys (a tampered cache). */
    private void tamper(java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode> edit) throws IOException {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode run =
                (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(Files.readString(cache));
        edit.accept(run);
        Files.writeString(cache, json.writeValueAsString(run));
    }

    private static com.fasterxml.jackson.databind.node.ObjectNode firstLocation(com.fasterxml.jackson.databind.node.ObjectNode run) {
        return (com.fasterxml.jackson.databind.node.ObjectNode) run.path("findings").path(0).path("location");
    }

    /**
     * The cache is a hint: a stored run whose keys still match but which names a position outside this run's input
     * files, or outside the file as it is now, is not replayed; the run lints again and reports what linting gives.
     * Both ways a stored run can match are covered: by the files' stamps (settled files) and by their contents.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}, settled {2}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
            "a device | file=/dev/zero | true",
            "a device | file=/dev/zero | false",
            "a path up the tree | file=../../etc/passwd | true",
            "a file outside the inputs | file=OUTSIDE | true",
            "a line past the end of the file | line=9999,endLine=9999 | true",
            "a line past the end of the file | line=9999,endLine=9999 | false",
            "the largest line | line=2147483647,endLine=2147483647 | true",
            "a column past the end of its line | column=500,endColumn=600 | true",
            "a negative column | column=-4 | true",
            "an end column before the column | column=20,endColumn=3 | true",
            "an end line before the line | endLine=2 | true",
            "a negative line | line=-1 | true",
            "a related location outside the inputs | related=/dev/zero | true",
            "a problem outside the inputs | problem=/etc/passwd | true",
            "a problem past the end of its file | problem=JOB:70000 | true",
    })
    void aTamperedCacheIsNeverReplayed(String name, String edit, boolean settled) throws IOException {
        Path outside = Files.writeString(dir.resolve("Outside.java"), JOB);
        if (settled) {
            age(Duration.ofHours(2));
        }
        List<String> expected = new ArrayList<>();
        cachedRun(request(), expected);
        assertEquals(0, cachedRun(request(), new ArrayList<>()), "the untampered cache is replayed");
        tamper(run -> {
            for (String change : edit.split(",")) {
                String[] kv = change.split("=", 2);
                String value = kv[1].replace("OUTSIDE", outside.toString());
                switch (kv[0]) {
                    case "file" -> firstLocation(run).put("file", value);
                    case "related" -> {
                        var finding = (com.fasterxml.jackson.databind.node.ObjectNode) run.path("findings").path(0);
                        var related = finding.putArray("related").addObject();
                        related.set("location", firstLocation(run).deepCopy().put("file", value));
                        related.put("message", "x");
                    }
                    case "problem" -> {
                        String[] where = value.split(":");
                        Path file = where[0].equals("JOB") ? src.resolve("Job.java") : Path.of(where[0]);
                        run.withArray("problems").addObject().put("file", file.toString())
                                .put("line", where.length > 1 ? Integer.parseInt(where[1]) : 0).put("column", 0)
                                .put("message", "forged").put("level", "ERROR");
                    }
                    default -> firstLocation(run).put(kv[0], Integer.parseInt(value));
                }
            }
        });
        notices.clear();
        List<String> reports = new ArrayList<>();

        assertEquals(2, cachedRun(request(), reports), "linted again");
        assertEquals(expected, reports);
        assertEquals(1, notices.size(), notices.toString());
        assertTrue(notices.get(0).startsWith("ignoring the cache " + cache + ": it holds "), notices.get(0));
        assertEquals(0, cachedRun(request(), new ArrayList<>()), "rewritten, then replayed");
    }

    /** Numbers that are not ints are no stored run at all: reported as unreadable and linted again. */
    @Test
    void aLineBeyondTheRangeOfAnIntIsAnUnreadableCache() throws IOException {
        List<String> expected = new ArrayList<>();
        cachedRun(request(), expected);
        Files.writeString(cache, Files.readString(cache).replaceFirst("\"line\":\\d+,", "\"line\":99999999999,"));
        List<String> reports = new ArrayList<>();

        assertEquals(2, cachedRun(request(), reports));
        assertEquals(expected, reports);
        assertTrue(notices.get(0).startsWith("ignoring the unreadable cache " + cache), notices.toString());
    }

    /** A forged message in a file whose content changed since: the content key decides, and the file is linted. */
    @Test
    void aForgedMessageInAChangedFileIsNotReplayed() throws IOException {
        cachedRun(request(), new ArrayList<>());
        tamper(run -> ((com.fasterxml.jackson.databind.node.ObjectNode) run.path("findings").path(0)).put("message", "forged"));
        Files.writeString(src.resolve("Job.java"), JOB.replace("\"rate\"", "\"kafka\""));
        List<String> reports = new ArrayList<>();

        assertEquals(2, cachedRun(request(), reports));
        assertFalse(reports.get(0).contains("forged"), reports.get(0));
        assertEquals(TextReport.render(linter.run(request()), true), reports.get(0));
    }
}
