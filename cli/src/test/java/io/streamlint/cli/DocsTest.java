package io.streamlint.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.streamlint.core.engine.Linter;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The documents under docs/ that are generated or must work as written. */
class DocsTest {

    private static final Path DOCS = Path.of("..", "docs");

    @Test
    void ruleReferenceIsUpToDate() throws IOException {
        String expected = RulesCommand.reference(Linter.withRulesFrom(getClass().getClassLoader()).rules(),
                Linter.toolRules());
        assertEquals(expected, Files.readString(DOCS.resolve("rules.md")),
                "docs/rules.md is out of date: regenerate it with"
                        + " java -jar cli/target/streamlint-cli.jar rules --markdown > docs/rules.md");
    }

    @Test
    void ruleReferenceLinksResolve() throws IOException {
        String reference = Files.readString(DOCS.resolve("rules.md"));
        List<String> missing = new ArrayList<>();
        var links = java.util.regex.Pattern.compile("\\]\\((\\.\\./[^)]+)\\)").matcher(reference);
        while (links.find()) {
            if (!Files.isRegularFile(DOCS.resolve(links.group(1)))) {
                missing.add(links.group(1));
            }
        }
        assertEquals(List.of(), missing);
    }

    /** The workflow the README offers is valid YAML and uploads the file the aggregate goal writes. */
    @Test
    void githubWorkflowUploadsTheAggregateSarif() throws IOException {
        JsonNode workflow = new YAMLMapper().readTree(DOCS.resolve("github-code-scanning.yml").toFile());
        assertEquals("write", workflow.path("permissions").path("security-events").asText());
        JsonNode steps = workflow.path("jobs").path("streamlint").path("steps");
        assertTrue(steps.isArray() && steps.size() >= 3, steps.toString());
        List<String> runs = new ArrayList<>();
        JsonNode upload = null;
        for (JsonNode step : steps) {
            runs.add(step.path("run").asText(""));
            if (step.path("uses").asText().startsWith("github/codeql-action/upload-sarif@")) {
                upload = step;
            }
        }
        assertTrue(runs.stream().anyMatch(r -> r.contains("streamlint:aggregate")), runs.toString());
        assertTrue(upload != null, "an upload-sarif step");
        assertEquals("target/streamlint-aggregate.sarif", upload.path("with").path("sarif_file").asText());
        assertTrue(upload.path("if").asText().contains("always()"), "uploads also when the build fails");
    }
}
