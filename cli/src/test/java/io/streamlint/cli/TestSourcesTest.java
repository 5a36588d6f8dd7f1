package io.streamlint.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.streamlint.core.api.RuleDescriptor;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Test sources on the command line: skipped in a searched folder unless {@code --include-tests}, as the Maven plugin
 * skips them unless {@code includeTests}; linted as test code when included or named. The project is the rules'
 * sample {@code test-code/maven-layout}: a job in src/main/java, its test and a test helper in src/test/java.
 */
class TestSourcesTest {

    private static final Path PROJECT = Path.of("..", "rules", "src", "test", "resources", "test-code", "maven-layout")
            .toAbsolutePath().normalize();
    private static final String JOB = "src/main/java/com/acme/orders/OrdersSync.java";
    private static final String TEST = "src/test/java/com/acme/orders/OrdersSyncTest.java";

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    private static CliRun lint(String... args) {
        String[] all = new String[args.length + 3];
        all[0] = "--no-baseline";
        all[1] = "--source-root";
        all[2] = PROJECT.toString();
        System.arraycopy(args, 0, all, 3, args.length);
        return run(all);
    }

    @Test
    void aSearchedFolderIsLintedWithoutItsTestSourceFoldersByDefault() {
        CliRun run = lint(PROJECT.toString());

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertEquals(List.of(JOB + ":15 SS002", JOB + ":27 SS038", JOB + ":28 SS004"), run.findings());
        assertEquals("Streamlint: 3 findings (0 errors, 3 warnings, 0 notes) in 1 file.", run.summary());
    }

    @Test
    void includeTestsLintsThemAsTestCode() {
        CliRun run = lint("--include-tests", PROJECT.toString());

        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertEquals(List.of(JOB + ":15 SS002", JOB + ":27 SS038", JOB + ":28 SS004", TEST + ":65 SS003"),
                run.findings());
        assertEquals("Streamlint: 4 findings (1 error, 3 warnings, 0 notes) in 3 files (not reported: 6"
                + " production-only in test code).", run.summary());
    }

    @Test
    void aTestSourceFolderNamedAsAPathIsLintedAsTestCode() {
        CliRun run = lint(PROJECT.resolve("src/test/java").toString());

        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertEquals(List.of(TEST + ":65 SS003"), run.findings());
        assertTrue(run.summary().endsWith("in 2 files (not reported: 6 production-only in test code)."), run.summary());
    }

    @Test
    void theLeftOutFindingsAreInTheSarifReportOnRequestWithTheirReason() throws IOException {
        CliRun run = lint("--include-tests", "--format", "sarif", "--sarif-include-suppressed", PROJECT.toString());

        List<String> suppressions = new ArrayList<>();
        for (JsonNode result : new ObjectMapper().readTree(run.out()).path("runs").path(0).path("results")) {
            result.path("suppressions").forEach(s -> suppressions.add(result.path("ruleId").asText() + " "
                    + s.path("kind").asText() + " " + s.path("justification").asText()));
        }
        String why = " external production-only rule, not reported in test code: under the test source folder src/test/java";
        assertEquals(List.of("SS002" + why, "SS038" + why, "SS004" + why, "SS002" + why, "SS042" + why, "SS046" + why),
                suppressions);
    }

    @Test
    void explainSaysThatAProductionOnlyRuleIsNotReportedInTestCode() {
        CliRun productionOnly = run("explain", "SS004");
        CliRun everywhere = run("explain", "SS003");

        assertTrue(productionOnly.out().endsWith("\n## Test code\n" + RuleDescriptor.NOT_IN_TEST_CODE + "\n"),
                productionOnly.out());
        assertFalse(everywhere.out().contains("## Test code"), everywhere.out());
    }
}
