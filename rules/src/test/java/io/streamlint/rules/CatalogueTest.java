package io.streamlint.rules;

import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.Linter;
import io.streamlint.ruletesting.SampleHarness;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Keeps the catalogue honest: every rule registered, documented, and its documented example true. */
class CatalogueTest {

    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);

    private final Linter linter = Linter.withRulesFrom(getClass().getClassLoader());

    @Test
    void everyRuleClassIsRegisteredOnce() throws IOException {
        List<String> classes;
        try (Stream<Path> files = Files.list(Path.of("src/main/java/io/streamlint/rules"))) {
            // Rule classes are the annotated ones; the package may also hold helpers the rules share.
            classes = files.filter(CatalogueTest::declaresARule)
                    .map(p -> p.getFileName().toString().replace(".java", "")).sorted().toList();
        }
        List<String> registered = linter.rules().stream().map(RuleDescriptor::name).sorted().toList();
        assertEquals(classes, registered);
    }

    private static boolean declaresARule(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8).contains("@RuleInfo(");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void idsAreUniqueAndWellFormed() {
        List<String> ids = linter.rules().stream().map(RuleDescriptor::id).toList();
        assertEquals(ids.stream().distinct().count(), ids.size());
        ids.forEach(id -> assertTrue(id.matches("SS\\d{3}"), id));
    }

    /** What Spark rejects fails a test as it fails production: such a rule reports in test code too. */
    @Test
    void noErrorRuleIsProductionOnly() {
        List<String> productionOnlyErrors = linter.rules().stream()
                .filter(r -> r.productionOnly() && r.defaultSeverity() == Severity.ERROR)
                .map(RuleDescriptor::id)
                .toList();
        assertEquals(List.of(), productionOnlyErrors);
    }

    @TestFactory
    Stream<DynamicTest> everyRuleHasACompletePage() {
        return linter.rules().stream().map(rule -> DynamicTest.dynamicTest(rule.id(), () -> {
            assertEquals(rule.id() + " " + rule.name(), rule.doc().title(), "title line of docs/" + rule.id() + ".md");
            assertFalse(rule.doc().summary().isBlank(), "summary paragraph");
            assertFalse(rule.doc().why().isBlank(), "## Why");
            assertFalse(rule.doc().fix().isBlank(), "## Fix");
            assertTrue(JAVA_BLOCK.matcher(rule.doc().example()).find(), "## Example has a java block");
            assertFalse(rule.doc().sections().getOrDefault("Spark versions", "").isBlank(), "## Spark versions");
            assertTrue(Files.exists(Path.of("src/test/resources", rule.id())), "samples folder");
            if (rule.defaultSeverity() == Severity.ERROR) {
                // Spark's verdict on the rule's programs is checked by SparkVerdictTest.
                assertTrue(linter.sparkRejections().patterns().containsKey(rule.id()),
                        "an error rule declares the messages Spark rejects its pitfall with: @RuleInfo(sparkRejections)");
            }
        }));
    }

    /** The Example section's code blocks are samples too: the flagged one has markers, the fixed one none. */
    @TestFactory
    Stream<DynamicTest> documentedExamplesAreTrue(@TempDir Path dir) {
        SampleHarness harness = new SampleHarness(linter);
        List<DynamicTest> tests = new ArrayList<>();
        for (RuleDescriptor rule : linter.rules()) {
            Matcher m = JAVA_BLOCK.matcher(rule.doc().example());
            for (int i = 1; m.find(); i++) {
                String code = m.group(1);
                String name = rule.id() + "-example-" + i;
                tests.add(DynamicTest.dynamicTest(name, () -> {
                    Path file = dir.resolve(name + ".java");
                    Files.writeString(file, code, StandardCharsets.UTF_8);
                    harness.check(file);
                }));
            }
        }
        return tests.stream();
    }

    @Test
    void everyRuleHasBadAndOkSamples() throws IOException {
        for (RuleDescriptor rule : linter.rules()) {
            String id = rule.id();
            try (Stream<Path> samples = Files.list(Path.of("src/test/resources", id))) {
                List<String> names = samples.map(p -> p.getFileName().toString()).toList();
                assertTrue(names.stream().filter(n -> n.startsWith("bad-")).count() >= 4, id + " bad samples");
                assertTrue(names.stream().filter(n -> n.startsWith("ok-")).count() >= 4, id + " ok samples");
            }
        }
    }
}
