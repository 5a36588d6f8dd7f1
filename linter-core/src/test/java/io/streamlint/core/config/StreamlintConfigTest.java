package io.streamlint.core.config;

import io.streamlint.core.api.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class StreamlintConfigTest {

    private static final Map<String, List<String>> KNOWN = Map.of("SL001", List.of(), "SS002", List.of(),
            "SS003", List.of(), "SS043", List.of("localPathPrefixes", "mode"));

    @TempDir
    Path dir;

    private StreamlintConfig load(String yaml) throws IOException, ConfigException {
        return StreamlintConfig.load(Files.writeString(dir.resolve("streamlint.yaml"), yaml), KNOWN);
    }

    private ConfigException error(String yaml) throws IOException {
        Files.writeString(dir.resolve("streamlint.yaml"), yaml);
        return assertThrows(ConfigException.class, () -> StreamlintConfig.load(dir.resolve("streamlint.yaml"), KNOWN));
    }

    @Test
    void severitiesSwitchesAndOptions() throws Exception {
        StreamlintConfig config = load("""
                # team settings
                rules:
                  ss002: error
                  SS003: off
                  SL001:
                    enabled: false
                  SS043:
                    severity: note
                    options:
                      localPathPrefixes: [/tmp/, "file:/data/"]
                      mode: strict
                """);
        assertEquals(Set.of("SS003", "SL001"), config.disabled());
        assertEquals(Map.of(
                "SS002", new RuleSettings(Optional.of(Severity.ERROR), Map.of()),
                "SS043", new RuleSettings(Optional.of(Severity.NOTE),
                        Map.of("localPathPrefixes", "/tmp/,file:/data/", "mode", "strict"))), config.ruleSettings());
    }

    @Test
    void anOptionTheRuleDoesNotDeclareIsAnErrorListingTheKnownOnes() throws IOException {
        ConfigException misspelt = error("rules:\n  SS043:\n    options:\n      localPathPrefix: /data/\n");
        assertEquals(4, misspelt.line());
        assertEquals("unknown option 'localPathPrefix' for SS043 (known: localPathPrefixes, mode)", misspelt.problem());
        assertEquals("unknown option 'prefixes' for SS002 (SS002 takes no options)",
                error("rules:\n  SS002:\n    options: {prefixes: /tmp/}\n").problem());
    }

    @Test
    void severityOffUnderARuleTurnsItOffAsTheShortFormDoes() throws Exception {
        StreamlintConfig config = load("rules:\n  SS002:\n    severity: off\n  SS003:\n    severity: warning\n");
        assertEquals(Set.of("SS002"), config.disabled());
        assertEquals(Map.of("SS003", new RuleSettings(Optional.of(Severity.WARNING), Map.of())), config.ruleSettings());
        assertEquals("unknown severity 'on' for SS002 (expected error, warning, note or off)",
                error("rules:\n  SS002:\n    severity: on\n").problem());
    }

    @Test
    void anEmptyFileOrNoFileChangesNothing() throws Exception {
        assertEquals(Set.of(), load("").disabled());
        assertEquals(Map.of(), load("rules:\n").ruleSettings());
        assertSame(StreamlintConfig.EMPTY, StreamlintConfig.loadDefault(dir.resolve("none"), KNOWN));
    }

    @Test
    void errorsNameTheLineAndColumn() throws IOException {
        ConfigException e = error("rules:\n  SS002:\n    severity: fatal\n");
        assertEquals(3, e.line());
        assertEquals(15, e.column());
        assertEquals("unknown severity 'fatal' for SS002 (expected error, warning, note or off)", e.problem());
        assertEquals(dir.resolve("streamlint.yaml") + ":3:15: " + e.problem(), e.getMessage());

        assertEquals("unknown key 'rule' (expected: rules)", error("rule:\n  SS002: off\n").problem());
        assertEquals(2, error("rules:\n  SS044: off\n").line());
        assertEquals("'SS002' is given twice", error("rules:\n  SS002: off\n  SS002: on\n").problem());
        assertEquals("unknown key 'option' under SS043 (expected: enabled, severity, options)",
                error("rules:\n  SS043:\n    option: {a: b}\n").problem());
        assertEquals("'rules' must be a mapping of keys to values", error("rules: [SS002]\n").problem());
        ConfigException yaml = error("rules:\n  SS002: [error\n");
        assertEquals(2, yaml.line()); // the open flow sequence
        assertEquals(true, yaml.problem().startsWith("not valid YAML: "), yaml.problem());
    }

    @Test
    void ruleIdsMatchWhateverTheirCaseAndACaseVariantIsADuplicate() throws Exception {
        StreamlintConfig config = load("rules:\n  ss002: note\n  Ss003: off\n");
        assertEquals(Set.of("SS003"), config.disabled());
        assertEquals(Optional.of(Severity.NOTE), config.ruleSettings().get("SS002").severity());

        ConfigException twice = error("rules:\n  SS002: off\n  ss002: error\n");
        assertEquals(3, twice.line());
        assertEquals("SS002 is given twice ('SS002' on line 2, 'ss002' here); rule ids match whatever their case",
                twice.problem());
        assertEquals(3, error("rules:\n  ss043: off\n  ' SS043': {severity: note}\n").line());
    }

    @Test
    void anchorsAndAliasesAreRefusedNamingTheFile() throws IOException {
        String refused = "YAML anchors and aliases (&name, *name) are not supported; write each value out";
        for (String yaml : List.of(
                "rules:\n  SS002: &level warning\n  SS003: *level\n",
                "rules:\n  SS043: &opts\n    severity: note\n  SS002: off\n",
                "base: &b {SS002: off}\nrules: *b\n",
                "rules:\n  SS043:\n    options:\n      prefixes: [&p /tmp/, *p]\n",
                "rules:\n  SS043:\n    <<: *missing\n")) {
            ConfigException e = error(yaml);
            assertTrue(e.problem().equals(refused) || e.problem().startsWith("not valid YAML"), yaml + " -> " + e);
            assertTrue(e.getMessage().startsWith(dir.resolve("streamlint.yaml") + ":"), e.getMessage());
        }
        assertEquals(refused, error("rules:\n  SS002: &level warning\n  SS003: *level\n").problem());
        assertEquals(3, error("rules:\n  SS002: &level warning\n  SS003: *level\n").line()); // at the alias
        assertEquals(refused, error("rules:\n  SS043: &opts\n    severity: note\n  SS002: off\n").problem());
    }

    @Test
    void aNamedPipeOrAFolderIsRefusedWithoutBeingOpened() throws Exception {
        Path fifo = dir.resolve("pipe.yaml");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mkfifo.waitFor() == 0, "mkfifo is not available");
        // Opening the pipe for reading would wait for a writer forever.
        ConfigException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(ConfigException.class, () -> StreamlintConfig.load(fifo, KNOWN)));
        assertEquals("not a regular file (a folder, a named pipe or a device); name the configuration file", e.problem());
        assertEquals(e.problem(), assertThrows(ConfigException.class, () -> StreamlintConfig.load(dir, KNOWN)).problem());
        // The default file too: a pipe named streamlint.yaml is refused, not taken for no configuration.
        Path other = java.nio.file.Files.createDirectories(dir.resolve("project"));
        assumeTrue(new ProcessBuilder("mkfifo", other.resolve(StreamlintConfig.DEFAULT_FILE_NAME).toString())
                .start().waitFor() == 0);
        assertEquals(e.problem(), assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertThrows(
                ConfigException.class, () -> StreamlintConfig.loadDefault(other, KNOWN))).problem());
    }
}
