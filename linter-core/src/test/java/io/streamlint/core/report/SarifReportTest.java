package io.streamlint.core.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Precision;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Suppressed;
import io.streamlint.core.frontend.CodeElement;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.support.ToolInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.streamlint.core.report.ReportFixtures.JOB;
import static io.streamlint.core.report.ReportFixtures.OUTSIDE;
import static io.streamlint.core.report.ReportFixtures.ROOT;
import static io.streamlint.core.report.ReportFixtures.SS001;
import static io.streamlint.core.report.ReportFixtures.SS002;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SarifReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Schema SARIF_SCHEMA = loadSchema();

    private static Schema loadSchema() {
        try (InputStream in = SarifReportTest.class.getResourceAsStream("/sarif-schema-2.1.0.json")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(text, InputFormat.JSON);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode render(LintResult result) throws IOException {
        return JSON.readTree(SarifReport.render(result));
    }

    private static void assertValid(String sarif) throws IOException {
        List<Error> errors = SARIF_SCHEMA.validate(JSON.readTree(sarif));
        assertEquals(List.of(), errors.stream().map(Error::toString).toList());
    }

    @Test
    void validatesAgainstTheSarifSchema() throws IOException {
        assertValid(SarifReport.render(ReportFixtures.withFindings()));
        assertValid(SarifReport.render(ReportFixtures.clean()));
    }

    @Test
    void theSchemaCatchesAnInvalidLog() throws IOException {
        // Guards the guard: a validator that accepts anything would pass the test above.
        String sarif = SarifReport.render(ReportFixtures.withFindings());
        String badVersion = sarif.replace("\"version\": \"2.1.0\"", "\"version\": \"9\"");
        assertFalse(SARIF_SCHEMA.validate(JSON.readTree(badVersion)).isEmpty());
        String lineZero = sarif.replace("\"startLine\": 12", "\"startLine\": 0"); // deep inside, behind $refs
        assertFalse(SARIF_SCHEMA.validate(JSON.readTree(lineZero)).isEmpty());
    }

    @Test
    void sameResultGivesTheSameBytes() {
        String first = SarifReport.render(ReportFixtures.withFindings());
        String second = SarifReport.render(ReportFixtures.withFindings());
        assertEquals(first, second);
        assertTrue(first.endsWith("}\n"));
        assertFalse(first.contains("\r"));
        assertTrue(first.startsWith("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
                + "  \"version\": \"2.1.0\",\n"), first);
    }

    @Test
    void noAbsolutePathsTimesOrHostNames() {
        String sarif = SarifReport.render(ReportFixtures.withFindings());
        assertFalse(sarif.contains(ROOT.toString()), sarif);
        assertFalse(sarif.contains("file:"), sarif);
        assertFalse(sarif.contains("Utc\""), sarif); // SARIF's time properties: startTimeUtc, timeUtc, ...
    }

    @Test
    void describesTheToolAndItsRulesSortedById() throws IOException {
        JsonNode run = render(ReportFixtures.withFindings()).path("runs").path(0);
        assertEquals(1, render(ReportFixtures.withFindings()).path("runs").size());
        JsonNode driver = run.path("tool").path("driver");
        assertEquals("Streamlint", driver.path("name").asText());
        assertEquals(ToolInfo.version(), driver.path("version").asText());
        assertEquals(ToolInfo.version(), driver.path("semanticVersion").asText());
        // No address that does not exist: a home page only when the user configures one.
        assertTrue(driver.path("informationUri").isMissingNode());
        assertEquals("utf16CodeUnits", run.path("columnKind").asText());

        JsonNode rules = driver.path("rules");
        assertEquals(2, rules.size());
        JsonNode ss001 = rules.path(0);
        assertEquals("SS001", ss001.path("id").asText());
        assertEquals("SS002", rules.path(1).path("id").asText());
        assertEquals("AppendAggregationWithoutWatermark", ss001.path("name").asText());
        assertEquals(SS001.summary(), ss001.path("shortDescription").path("text").asText());
        String why = "Spark rejects a streaming aggregation written in append mode unless the grouping has an "
                + "event-time watermark: without one it could never emit a row. See the guide.";
        assertEquals(why, ss001.path("fullDescription").path("text").asText());
        assertEquals(why + "\n\nFix: Add withWatermark(\"eventTime\", \"10 minutes\") before the groupBy, or use update mode.",
                ss001.path("help").path("text").asText());
        assertEquals(SS001.doc().markdown(), ss001.path("help").path("markdown").asText());
        assertTrue(ss001.path("helpUri").isMissingNode()); // the page travels in help.markdown
        assertEquals("error", ss001.path("properties").path("problem.severity").asText());
        assertEquals("warning", rules.path(1).path("properties").path("problem.severity").asText());
        assertEquals("error", ss001.path("defaultConfiguration").path("level").asText());
        assertEquals("[\"correctness\",\"spark\"]", ss001.path("properties").path("tags").toString());
        // "warning" equals the model's default for a configuration level: still written.
        assertEquals("warning", rules.path(1).path("defaultConfiguration").path("level").asText());
    }

    @Test
    void resultsPointIntoTheRulesWithRelativeEscapedUrisAndExclusiveEndColumns() throws IOException {
        JsonNode results = render(ReportFixtures.withFindings()).path("runs").path(0).path("results");
        assertEquals(3, results.size());

        JsonNode first = results.path(0);
        assertEquals("SS001", first.path("ruleId").asText());
        assertEquals(0, first.path("ruleIndex").asInt());
        assertEquals("error", first.path("level").asText());
        assertEquals("The aggregation on 'events' has no watermark.", first.path("message").path("text").asText());
        assertEquals(1, first.path("locations").size());
        JsonNode physical = first.path("locations").path(0).path("physicalLocation");
        assertEquals("src/main/java/jobs/Job.java", physical.path("artifactLocation").path("uri").asText());
        assertEquals("%SRCROOT%", physical.path("artifactLocation").path("uriBaseId").asText());
        assertEquals("{\"startLine\":12,\"startColumn\":9,\"endLine\":12,\"endColumn\":41}",
                physical.path("region").toString());

        assertEquals(1, results.path(1).path("ruleIndex").asInt());
        assertEquals("SS002", results.path(1).path("ruleId").asText());

        JsonNode spaced = results.path(2).path("locations").path(0).path("physicalLocation");
        assertEquals("src/main/java/my%20jobs/Other%20Job.java", spaced.path("artifactLocation").path("uri").asText());
    }

    @Test
    void aWarningUnderAnErrorRuleKeepsItsLevel() throws IOException {
        // Absent, the level would default to the rule's "error"; the SARIF model drops values equal to its defaults.
        Finding warning = new Finding("SS001", Severity.WARNING, "Downgraded by configuration.",
                new SourceLocation(JOB, 1, 1, 1, 1));
        String sarif = SarifReport.render(ReportFixtures.withOneFinding(warning));
        JsonNode result = JSON.readTree(sarif).path("runs").path(0).path("results").path(0);
        assertEquals("warning", result.path("level").asText(), sarif);
        assertTrue(sarif.contains("\"level\": \"warning\""));
    }

    @Test
    void aCleanRunHasAnEmptyResultsArray() throws IOException {
        String sarif = SarifReport.render(ReportFixtures.clean());
        JsonNode run = JSON.readTree(sarif).path("runs").path(0);
        assertTrue(run.path("results").isArray());
        assertEquals(0, run.path("results").size());
        assertTrue(sarif.contains("\"results\": []"), sarif);
        JsonNode invocation = run.path("invocations").path(0);
        assertTrue(invocation.path("executionSuccessful").asBoolean());
        assertTrue(invocation.path("toolExecutionNotifications").isMissingNode());
    }

    @Test
    void problemsAreErrorNotificationsOfASuccessfulRun() throws IOException {
        JsonNode invocation = render(ReportFixtures.withFindings()).path("runs").path(0).path("invocations").path(0);
        assertTrue(invocation.path("executionSuccessful").asBoolean());
        JsonNode notifications = invocation.path("toolExecutionNotifications");
        assertEquals(1, notifications.size());
        JsonNode problem = notifications.path(0);
        assertEquals("error", problem.path("level").asText());
        assertEquals("cannot parse: ';' expected", problem.path("message").path("text").asText());
        JsonNode physical = problem.path("locations").path(0).path("physicalLocation");
        assertEquals("src/main/java/jobs/Broken.java", physical.path("artifactLocation").path("uri").asText());
        assertEquals("%SRCROOT%", physical.path("artifactLocation").path("uriBaseId").asText());
        assertEquals("{\"startLine\":3,\"startColumn\":7}", physical.path("region").toString());
    }

    @Test
    void aProblemWithoutPositionHasNoRegion() throws IOException {
        LintResult result = new LintResult(ROOT, List.of(SS001), List.of(),
                List.of(new Problem(ROOT.resolve("missing"), 0, 0, "no such file or folder")), 0, 0, 0, 0);
        String sarif = SarifReport.render(result);
        assertValid(sarif);
        JsonNode physical = JSON.readTree(sarif).path("runs").path(0).path("invocations").path(0)
                .path("toolExecutionNotifications").path(0).path("locations").path(0).path("physicalLocation");
        assertEquals("missing", physical.path("artifactLocation").path("uri").asText());
        assertTrue(physical.path("region").isMissingNode());
    }

    @Test
    void theSourceRootBaseHasNoAbsoluteUri() throws IOException {
        JsonNode base = render(ReportFixtures.clean()).path("runs").path(0).path("originalUriBaseIds").path("%SRCROOT%");
        assertFalse(base.path("description").path("text").asText().isEmpty());
        assertTrue(base.path("uri").isMissingNode());
    }

    @Test
    void aFileOutsideTheSourceRootGetsADotDotPath() throws IOException {
        Finding outside = new Finding("SS002", Severity.WARNING, "Outside.", new SourceLocation(OUTSIDE, 2, 3, 2, 4));
        String sarif = SarifReport.render(ReportFixtures.withOneFinding(outside));
        assertValid(sarif);
        JsonNode uri = JSON.readTree(sarif).path("runs").path(0).path("results").path(0).path("locations").path(0)
                .path("physicalLocation").path("artifactLocation").path("uri");
        assertEquals("../shared-lib/Lib.java", uri.asText());
    }

    @Test
    void aRuleWithoutTagsHasNoTagsProperty() throws IOException {
        var untagged = new RuleDescriptor("SS009", "Untagged", Severity.NOTE, "Summary.",
                List.of(), Precision.VERY_HIGH, false, SS002.doc());
        LintResult result = new LintResult(ROOT, List.of(untagged), List.of(), List.of(), 0, 0, 0, 0);
        JsonNode rule = render(result).path("runs").path(0).path("tool").path("driver").path("rules").path(0);
        assertTrue(rule.path("properties").path("tags").isMissingNode());
        assertEquals("very-high", rule.path("properties").path("precision").asText());
        assertEquals("note", rule.path("defaultConfiguration").path("level").asText());
    }

    @Test
    void aProductionOnlyRuleSaysInItsHelpThatItIsNotReportedInTestCode() throws IOException {
        var productionOnly = new RuleDescriptor("SS002", "MissingCheckpointLocation", Severity.WARNING, "Summary.",
                List.of(), Precision.HIGH, true, SS002.doc());
        Finding inTest = new Finding("SS002", Severity.WARNING, "No checkpoint.", new SourceLocation(JOB, 20, 9, 20, 40));
        LintResult result = new LintResult(ROOT, List.of(SS001, productionOnly), List.of(), List.of(), 1, 1, 1, 1,
                List.of(new Suppressed(inTest, Suppressed.Kind.TEST_CODE, "under the test source folder src/test/java")),
                java.util.Map.of(), List.of());

        JsonNode run = JSON.readTree(SarifReport.render(result, new SarifReport.Options(null, true, null, null)))
                .path("runs").path(0);
        JsonNode rules = run.path("tool").path("driver").path("rules");
        assertTrue(rules.path(1).path("help").path("text").asText().endsWith("\n\n" + RuleDescriptor.NOT_IN_TEST_CODE));
        assertEquals(productionOnly.page(), rules.path(1).path("help").path("markdown").asText());
        assertTrue(productionOnly.page().endsWith("\n## Test code\n" + RuleDescriptor.NOT_IN_TEST_CODE + "\n"));
        assertTrue(productionOnly.page().startsWith(SS002.doc().markdown().stripTrailing()));
        assertFalse(rules.path(0).path("help").path("text").asText().contains(RuleDescriptor.NOT_IN_TEST_CODE));
        assertEquals(SS001.doc().markdown(), SS001.page());
        JsonNode suppression = run.path("results").path(0).path("suppressions").path(0);
        assertEquals("external", suppression.path("kind").asText());
        assertEquals("under the test source folder src/test/java", suppression.path("justification").asText());
    }

    @Test
    void relatedLocationsCarryTheirMessages() throws IOException {
        Finding finding = new Finding("SS001", Severity.ERROR, "No watermark.", new SourceLocation(JOB, 12, 9, 12, 40),
                List.of(new RelatedLocation(new SourceLocation(JOB, 30, 5, 30, 20), "the sink"),
                        new RelatedLocation(new SourceLocation(JOB, 3, 1, 3, 9), "the source")));
        String sarif = SarifReport.render(ReportFixtures.withOneFinding(finding));
        assertValid(sarif);
        JsonNode related = JSON.readTree(sarif).path("runs").path(0).path("results").path(0).path("relatedLocations");
        assertEquals(2, related.size());
        assertEquals(3, related.path(0).path("physicalLocation").path("region").path("startLine").asInt());
        assertEquals("the source", related.path(0).path("message").path("text").asText());
        assertEquals(2, related.path(1).path("id").asInt());
    }

    @Test
    void noPositionMakesTheReportFailOrInvalid(@TempDir Path root) throws IOException {
        Path job = Files.writeString(root.resolve("Job.java"), "class Job {\n    void run() {}\n}\n");
        int max = Integer.MAX_VALUE;
        List<SourceLocation> hostile = List.of(
                new SourceLocation(job, max, max, max, max),
                new SourceLocation(job, 2, -5, 2, -1),
                new SourceLocation(job, 2, 9, 2, 3),            // endColumn < column
                new SourceLocation(job, 3, 1, 1, 1),            // endLine < line
                new SourceLocation(job, 0, 0, 0, 0),
                new SourceLocation(job, -7, 1, 2, 4),
                new SourceLocation(job, Integer.MIN_VALUE, Integer.MIN_VALUE, max, max),
                new SourceLocation(job, 1, 1, 2, max),
                new SourceLocation(Path.of("/dev/zero"), 1, 1, 1, 5), // never opened: it has no end
                new SourceLocation(root, 1, 1, 1, 5));                 // a folder
        List<Finding> findings = hostile.stream().map(at -> new Finding("SS001", Severity.ERROR, "m", at,
                List.of(new RelatedLocation(at, "r")))).toList();
        List<Problem> problems = List.of(new Problem(job, max, -3, "p"), new Problem(job, -1, max, "q"));
        LintResult result = new LintResult(root, List.of(SS001), findings, problems, 1, 1, 0, 0);
        String sarif = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(20),
                () -> SarifReport.render(result));
        assertValid(sarif);
        JsonNode results = JSON.readTree(sarif).path("runs").path(0).path("results");
        assertEquals(hostile.size(), results.size());
        for (JsonNode r : results) {
            JsonNode region = r.path("locations").path(0).path("physicalLocation").path("region");
            if (region.has("endColumn")) { // exclusive: after the start column when on the start line
                assertTrue(region.path("endColumn").asInt() >= 1, region.toString());
                assertFalse(region.path("endLine").asInt() == region.path("startLine").asInt()
                        && region.path("endColumn").asInt() <= region.path("startColumn").asInt(0), region.toString());
            }
        }
        TextReport.render(result); // prints the numbers as they are, without failing
    }

    @Test
    void findingsInAPlanDumpNameThePlanNodeTheResultHoldsAsALogicalLocation(@TempDir Path root) throws IOException {
        // The report reads no dump: the plan nodes come in the result, from the plan-dump frontend's index.
        Path dump = root.resolve("orders.streamlint-plan.json");
        Finding aggregate = new Finding("SS001", Severity.ERROR, "No watermark.", new SourceLocation(dump, 5, 5, 5, 50),
                List.of(new RelatedLocation(new SourceLocation(dump, 10, 5, 10, 30), "the right input's source")));
        Finding writer = new Finding("SS001", Severity.ERROR, "Append mode.", new SourceLocation(dump, 4, 5, 4, 70));
        Finding java = new Finding("SS001", Severity.ERROR, "In Java.", new SourceLocation(root.resolve("Job.java"), 3, 1, 3, 9));
        Map<Path, Map<Integer, CodeElement>> elements = Map.of(dump, Map.of(
                4, new CodeElement("writeStream", "writeStream"),
                5, new CodeElement("Aggregate", "Aggregate"),
                10, new CodeElement("StreamingRelationV2", "Aggregate > Join > Project[2] > StreamingRelationV2")));
        String sarif = SarifReport.render(new LintResult(root, List.of(SS001), List.of(aggregate, writer, java), List.of(),
                2, 2, 1, 1, List.of(), Map.of(), List.of(), elements));
        assertValid(sarif);
        JsonNode results = JSON.readTree(sarif).path("runs").path(0).path("results"); // by file, then line
        JsonNode onAggregate = results.path(2).path("locations").path(0);
        assertEquals("orders.streamlint-plan.json", onAggregate.path("physicalLocation").path("artifactLocation").path("uri").asText());
        assertEquals("{\"name\":\"Aggregate\",\"fullyQualifiedName\":\"Aggregate\"}", onAggregate.path("logicalLocations").path(0).toString());
        assertEquals("{\"name\":\"StreamingRelationV2\",\"fullyQualifiedName\":\"Aggregate > Join > Project[2] > StreamingRelationV2\"}",
                results.path(2).path("relatedLocations").path(0).path("logicalLocations").path(0).toString());
        assertEquals("{\"name\":\"writeStream\",\"fullyQualifiedName\":\"writeStream\"}",
                results.path(1).path("locations").path(0).path("logicalLocations").path(0).toString());
        assertTrue(results.path(0).path("locations").path(0).path("logicalLocations").isMissingNode(), "a Java file has none");
    }

    @Test
    void textFromTheAnalysedCodeIsEscapedInTheJson() throws IOException {
        String message = "Option 'x\"}\u001b[31m\u0000\u202e</script>' is unknown.";
        String sarif = SarifReport.render(ReportFixtures.withOneFinding(
                new Finding("SS001", Severity.ERROR, message, new SourceLocation(JOB, 3, 4, 3, 9))));
        assertTrue(sarif.chars().noneMatch(c -> c < 0x20 && c != '\n'), "raw control characters in the JSON");
        assertTrue(sarif.contains("\\u001B[31m") || sarif.contains("\\u001b[31m"), sarif);
        assertEquals(message, JSON.readTree(sarif).path("runs").path(0).path("results").path(0)
                .path("message").path("text").asText());
    }

    @Test
    void categoryAndSuppressedFindingsOnRequest() throws IOException {
        Finding kept = new Finding("SS001", Severity.ERROR, "Kept.", new SourceLocation(JOB, 12, 9, 12, 40));
        Finding ignored = new Finding("SS002", Severity.WARNING, "Ignored.", new SourceLocation(JOB, 20, 9, 20, 40));
        Finding old = new Finding("SS002", Severity.WARNING, "Old.", new SourceLocation(JOB, 30, 9, 30, 40));
        LintResult result = new LintResult(ROOT, List.of(SS001, SS002), List.of(kept), List.of(), 1, 1, 1, 1,
                List.of(new Suppressed(ignored, Suppressed.Kind.IN_SOURCE, "tested elsewhere"),
                        new Suppressed(old, Suppressed.Kind.BASELINE, "")),
                java.util.Map.of(), List.of());

        JsonNode byDefault = render(result).path("runs").path(0);
        assertEquals(1, byDefault.path("results").size());
        assertTrue(byDefault.path("automationDetails").isMissingNode());

        String sarif = SarifReport.render(result, new SarifReport.Options("streamlint/orders", true,
                java.net.URI.create("https://wiki.example.com/streamlint"), "https://wiki.example.com/streamlint/{id}.html"));
        assertValid(sarif);
        JsonNode run = JSON.readTree(sarif).path("runs").path(0);
        assertEquals("streamlint/orders/", run.path("automationDetails").path("id").asText());
        JsonNode driver = run.path("tool").path("driver");
        assertEquals("https://wiki.example.com/streamlint", driver.path("informationUri").asText());
        assertEquals("https://wiki.example.com/streamlint/SS002.html", driver.path("rules").path(1).path("helpUri").asText());
        JsonNode results = run.path("results");
        assertEquals(3, results.size());
        assertTrue(results.path(0).path("suppressions").isMissingNode());
        assertEquals("inSource", results.path(1).path("suppressions").path(0).path("kind").asText());
        assertEquals("tested elsewhere", results.path(1).path("suppressions").path(0).path("justification").asText());
        assertEquals("external", results.path(2).path("suppressions").path(0).path("kind").asText());
    }

    @Test
    void githubLimitsAreKept() throws IOException {
        List<Finding> many = new java.util.ArrayList<>();
        for (int line = 1; line <= SarifReport.MAX_RESULTS + 1; line++) {
            many.add(new Finding("SS002", Severity.WARNING, "No limit.", new SourceLocation(JOB, line, 1, line, 5)));
        }
        List<RelatedLocation> related = new java.util.ArrayList<>();
        for (int line = 1; line <= SarifReport.MAX_RELATED_LOCATIONS + 5; line++) {
            related.add(new RelatedLocation(new SourceLocation(JOB, line, 1, line, 2), "here"));
        }
        many.set(0, new Finding("SS002", Severity.WARNING, "No limit.", new SourceLocation(JOB, 1, 1, 1, 5), related));
        JsonNode run = render(new LintResult(ROOT, List.of(SS002), many, List.of(), 1, 1, 1, 1)).path("runs").path(0);
        assertEquals(SarifReport.MAX_RESULTS, run.path("results").size());
        assertEquals(SarifReport.MAX_RELATED_LOCATIONS, run.path("results").path(0).path("relatedLocations").size());
        JsonNode notification = run.path("invocations").path(0).path("toolExecutionNotifications").path(0);
        assertEquals("warning", notification.path("level").asText());
        assertEquals("Only the first 25000 of 25001 results are in this log (GitHub code scanning takes no more per run).",
                notification.path("message").path("text").asText());
    }
}
