package io.streamlint.core.engine;

import io.streamlint.core.api.Precision;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.RuleDoc;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.report.SarifReport;
import io.streamlint.core.report.TextReport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RunCacheTest {

    /** How many times the analysis ran: the rule counts the sources it is shown. */
    private static final AtomicInteger SOURCES_CHECKED = new AtomicInteger();

    /** Reports every streaming source, with the Spark line and its option in the message, so both show in output. */
    static final class EverySource implements SourceRule {
        @Override
        public RuleDescriptor descriptor() {
            return new RuleDescriptor("SS999", "EverySource", Severity.WARNING, "Every streaming source.", List.of(),
                    Precision.HIGH, RuleDoc.parse("""
                            # SS999 EverySource

                            Every streaming source.

                            ## Why

                            A test.

                            ## Fix

                            None.
                            """));
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
                    spark.readStream().format("rate").load();
                    spark.readStream().format("rate").load(); // streamlint:ignore SS999 -- on purpose
                }
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
    void aChangedFileIsRunAgain() throws IOException {
        cachedRun(request(), new ArrayList<>());
        Files.writeString(src.resolve("Job.java"), JOB.replace("\"rate\"", "\"kafka\""));

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
    void aChangedClassPathIsRunAgain() throws IOException {
        Path jar = Files.writeString(dir.resolve("lib.jar"), "not really a jar");
        cachedRun(request().withClasspath(List.of(jar)), new ArrayList<>());
        Files.writeString(jar, "another jar, of another size");

        assertEquals(2, cachedRun(request().withClasspath(List.of(jar)), new ArrayList<>()));
    }

    @Test
    void theKeyFollowsTheEnabledRulesAndTheUnusedSuppressionNote() {
        String all = RunCache.key(linter, request());

        assertNotEquals(all, RunCache.key(linter.without(List.of("SL001")), request()));
        assertNotEquals(all, RunCache.key(new Linter(List.of()), request()));
        assertEquals(all, RunCache.key(new Linter(List.of(new EverySource())), request()));
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
}
