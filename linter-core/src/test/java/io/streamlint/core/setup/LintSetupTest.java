package io.streamlint.core.setup;

import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.RunCache;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one setup of both front ends: rules, configuration and disabled ids to a linter, its settings and its key. */
class LintSetupTest {

    @TempDir
    Path dir;

    /** linter-core's own rules on its test class path: none but the tool's note. */
    private final LintSetup setup = LintSetup.rulesFrom(getClass().getClassLoader());

    private LintRequest request() {
        return LintRequest.of(dir, List.of(dir));
    }

    @Test
    void theConfigurationGivesTheSettingsAndSwitchesRulesOff() throws Exception {
        Path config = Files.writeString(dir.resolve("streamlint.yaml"), "rules:\n  SL001: error\n");
        RunCache.Lint lint = setup.withConfigFile(config).lint(request());
        assertEquals("ERROR", lint.request().settingsOf("SL001").severity().orElseThrow().name());
        assertEquals(List.of("SL001"), lint.linter().knownIds().stream().toList());

        Files.writeString(config, "rules:\n  SL001: off\n");
        assertTrue(!setup.withConfigFile(config).lint(request()).linter().ruleSet().reportsUnusedSuppressions());
        assertTrue(!setup.withDisabled(List.of("sl001")).lint(request()).linter().ruleSet().reportsUnusedSuppressions());
    }

    @Test
    void eachFailureSaysWhatKindItIs() throws IOException {
        Path config = Files.writeString(dir.resolve("streamlint.yaml"), "rules:\n  SS002: eror\n");
        SetupException broken = assertThrows(SetupException.class, () -> setup.withConfigFile(config).lint(request()));
        assertEquals(SetupException.Kind.CONFIGURATION, broken.kind());
        assertTrue(broken.getMessage().startsWith(config + ":2:"), broken.getMessage());

        SetupException unknown = assertThrows(SetupException.class,
                () -> setup.withDisabled(List.of("SS404")).lint(request()));
        assertEquals(SetupException.Kind.DISABLED_RULE, unknown.kind());
        assertEquals("unknown rule 'SS404' (known: SL001)", unknown.getMessage());

        SetupException noJar = assertThrows(SetupException.class,
                () -> setup.withRuleJars(List.of(dir.resolve("missing.jar"))).allRules());
        assertEquals(SetupException.Kind.RULES, noJar.kind());
    }

    @Test
    void theCacheKeyCoversRuleJarsConfigurationAndDisabledIdsWithoutLoadingARule() throws IOException {
        Path config = Files.writeString(dir.resolve("streamlint.yaml"), "rules:\n  SL001: note\n");
        Path jar = Files.writeString(dir.resolve("pack.jar"), "not loaded to key");
        List<String> key = setup.withConfigFile(config).cacheKey();
        assertEquals(key, setup.withConfigFile(config).cacheKey());
        assertNotEquals(key, setup.withConfigFile(config).withRuleJars(List.of(jar)).cacheKey());
        assertNotEquals(key, setup.withConfigFile(config).withDisabled(List.of("SL001")).cacheKey());
        assertNotEquals(key, setup.cacheKey());
        Files.writeString(config, "rules:\n  SL001: error\n");
        assertNotEquals(key, setup.withConfigFile(config).cacheKey());
    }

    @Test
    void allRulesListsWhatTheClassLoaderRegisters() throws Exception {
        assertEquals(List.of(), setup.allRules().descriptors().stream().map(RuleDescriptor::id).toList());
    }
}
