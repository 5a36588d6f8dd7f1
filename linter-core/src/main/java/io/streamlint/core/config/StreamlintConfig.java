package io.streamlint.core.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import io.streamlint.core.api.Severity;
import org.jspecify.annotations.Nullable;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * {@code streamlint.yaml}: which rules run, how severe their findings are, and their options. The CLI and the
 * Maven plugin read the same file.
 * <pre>
 * rules:
 *   SS002: error              # a severity: error, warning or note
 *   SS003: off                # not run (also: severity: off, or enabled: false)
 *   SS043:
 *     severity: warning
 *     options:
 *       localPathPrefixes: [/tmp/, /data/]   # a list, or one string
 * </pre>
 *
 * @param file         where it was read from; null for the empty configuration
 * @param disabled     ids of the rules not to run
 * @param ruleSettings severity overrides and options, by rule id
 */
public record StreamlintConfig(@Nullable Path file, Set<String> disabled, Map<String, RuleSettings> ruleSettings) {

    public static final String DEFAULT_FILE_NAME = "streamlint.yaml";

    /** No file: every rule with its defaults. */
    public static final StreamlintConfig EMPTY = new StreamlintConfig(null, Set.of(), Map.of());

    public StreamlintConfig {
        disabled = Set.copyOf(new TreeSet<>(disabled));
        ruleSettings = Map.copyOf(ruleSettings);
    }

    /**
     * {@code dir/streamlint.yaml} if there is one, else {@link #EMPTY}; one that is not a regular file (a named pipe,
     * a device, a folder) is refused.
     */
    public static StreamlintConfig loadDefault(Path dir, Map<String, ? extends Collection<String>> knownRules)
            throws ConfigException {
        Path file = dir.resolve(DEFAULT_FILE_NAME);
        return Files.exists(file) ? load(file, knownRules) : EMPTY;
    }

    /**
     * Throws unless {@code file} is a regular file, as {@link #load} does first: a front end that may not read the
     * file (a replayed run) checks it with this. Checked before opening: reading a named pipe or a device would
     * wait, or read, forever.
     */
    public static void checkFile(Path file) throws ConfigException {
        if (!Files.isRegularFile(file)) {
            throw new ConfigException(file, 0, 0, Files.exists(file)
                    ? "not a regular file (a folder, a named pipe or a device); name the configuration file"
                    : "no such configuration file");
        }
    }

    /**
     * Reads {@code file}.
     *
     * @param knownRules the ids a rule entry may name, each with the option keys it may set
     * @throws ConfigException naming the file, the line and the problem
     */
    public static StreamlintConfig load(Path file, Map<String, ? extends Collection<String>> knownRules)
            throws ConfigException {
        checkFile(file);
        Node root;
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
             JsonParser parser = new YAMLFactory().createParser(reader)) {
            root = parser.nextToken() == null ? null : read(file, parser);
            if (root != null && parser.nextToken() != null) {
                throw error(file, parser.currentTokenLocation(), "more than one YAML document");
            }
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String message = e.getOriginalMessage().strip().split("\\R")[0];
            throw new ConfigException(file, at == null ? 0 : at.getLineNr(), at == null ? 0 : at.getColumnNr(),
                    "not valid YAML: " + message);
        } catch (IOException e) {
            throw new ConfigException(file, 0, 0, "cannot read: " + e.getMessage());
        }
        Map<String, Set<String>> known = new TreeMap<>();
        knownRules.forEach((id, options) -> known.put(id, new TreeSet<>(options)));
        return new Reading(file, known).config(root);
    }

    // ----- a small tree that keeps where each value was written -----

    private sealed interface Node permits Scalar, Sequence, Mapping {
        JsonLocation at();
    }

    /** A scalar as written; null text for an empty value. */
    private record Scalar(@Nullable String text, JsonLocation at) implements Node {
    }

    private record Sequence(List<Node> items, JsonLocation at) implements Node {
    }

    private record Entry(String key, JsonLocation keyAt, Node value) {
    }

    private record Mapping(Map<String, Entry> entries, JsonLocation at) implements Node {
    }

    private static Node read(Path file, JsonParser p) throws IOException, ConfigException {
        JsonLocation at = p.currentTokenLocation();
        JsonToken token = p.currentToken();
        refuseAnchorsAndAliases(file, p);
        if (token == JsonToken.START_OBJECT) {
            Map<String, Entry> entries = new LinkedHashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                JsonLocation keyAt = p.currentTokenLocation();
                refuseAnchorsAndAliases(file, p);
                p.nextToken();
                Node value = read(file, p);
                if (entries.putIfAbsent(key, new Entry(key, keyAt, value)) != null) {
                    throw error(file, keyAt, "'" + key + "' is given twice");
                }
            }
            return new Mapping(entries, at);
        }
        if (token == JsonToken.START_ARRAY) {
            List<Node> items = new ArrayList<>();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                items.add(read(file, p));
            }
            return new Sequence(items, at);
        }
        return new Scalar(token == JsonToken.VALUE_NULL ? null : p.getText(), at);
    }

    /**
     * Anchors ({@code &name}) and aliases ({@code *name}, also in merge keys {@code <<: *name}) are refused: Jackson
     * reads an alias as the plain text of its name, so a value written through one would silently be another, and
     * aliases of aliases are the way to make a small file expand without bound.
     */
    private static void refuseAnchorsAndAliases(Path file, JsonParser p) throws IOException, ConfigException {
        if (p instanceof YAMLParser yaml && (yaml.isCurrentAlias() || yaml.getObjectId() != null)) {
            throw error(file, p.currentTokenLocation(),
                    "YAML anchors and aliases (&name, *name) are not supported; write each value out");
        }
    }

    private static ConfigException error(Path file, JsonLocation at, String problem) {
        return new ConfigException(file, at == null ? 0 : at.getLineNr(), at == null ? 0 : at.getColumnNr(), problem);
    }

    /** Turns the tree into a configuration, checking every key and value. */
    private record Reading(Path file, Map<String, Set<String>> known) {

        StreamlintConfig config(@Nullable Node root) throws ConfigException {
            Set<String> disabled = new TreeSet<>();
            Map<String, RuleSettings> settings = new TreeMap<>();
            if (root == null || root instanceof Scalar s && s.text() == null) {
                return new StreamlintConfig(file, disabled, settings);
            }
            Mapping top = mapping(root, "the file");
            for (Entry e : top.entries().values()) {
                if (!e.key().equals("rules")) {
                    throw error(file, e.keyAt(), "unknown key '" + e.key() + "' (expected: rules)");
                }
            }
            Entry rules = top.entries().get("rules");
            if (rules == null || rules.value() instanceof Scalar s && s.text() == null) {
                return new StreamlintConfig(file, disabled, settings);
            }
            Map<String, Entry> byId = new TreeMap<>();
            for (Entry rule : mapping(rules.value(), "'rules'").entries().values()) {
                // Ids match whatever their case: ss004 is SS004, and so naming it twice is an error.
                String id = rule.key().strip().toUpperCase(Locale.ROOT);
                if (!known.containsKey(id)) {
                    throw error(file, rule.keyAt(), "unknown rule '" + rule.key() + "' (known: "
                            + String.join(", ", known.keySet()) + ")");
                }
                Entry first = byId.putIfAbsent(id, rule);
                if (first != null) {
                    throw error(file, rule.keyAt(), id + " is given twice ('" + first.key() + "' on line "
                            + first.keyAt().getLineNr() + ", '" + rule.key() + "' here); rule ids match whatever their case");
                }
                Optional<Severity> severity = Optional.empty();
                Map<String, String> options = new TreeMap<>();
                boolean enabled = true;
                if (rule.value() instanceof Scalar s) {
                    String text = s.text() == null ? "" : s.text().strip().toLowerCase(Locale.ROOT);
                    Boolean onOff = onOff(text);
                    if (onOff != null) {
                        enabled = onOff;
                    } else {
                        severity = Optional.of(severity(s, id));
                    }
                } else {
                    for (Entry e : mapping(rule.value(), id).entries().values()) {
                        switch (e.key()) {
                            case "enabled" -> {
                                Boolean onOff = e.value() instanceof Scalar s && s.text() != null
                                        ? onOff(s.text().strip().toLowerCase(Locale.ROOT)) : null;
                                if (onOff == null) {
                                    throw error(file, e.value().at(), id + ".enabled must be true or false");
                                }
                                enabled = onOff;
                            }
                            case "severity" -> {
                                if (!(e.value() instanceof Scalar s)) {
                                    throw error(file, e.value().at(), id + ".severity must be error, warning, note or off");
                                }
                                // "severity: off" turns the rule off, as "SS003: off" does
                                if (s.text() != null && Boolean.FALSE.equals(onOff(s.text().strip().toLowerCase(Locale.ROOT)))) {
                                    enabled = false;
                                } else {
                                    severity = Optional.of(severity(s, id));
                                }
                            }
                            case "options" -> {
                                for (Entry option : mapping(e.value(), id + ".options").entries().values()) {
                                    checkOptionKey(option, id);
                                    options.put(option.key(), optionValue(option, id));
                                }
                            }
                            default -> throw error(file, e.keyAt(), "unknown key '" + e.key() + "' under " + id
                                    + " (expected: enabled, severity, options)");
                        }
                    }
                }
                if (!enabled) {
                    disabled.add(id);
                }
                if (severity.isPresent() || !options.isEmpty()) {
                    settings.put(id, new RuleSettings(severity, options));
                }
            }
            return new StreamlintConfig(file, disabled, settings);
        }

        /** Refuses an option the rule does not declare: a misspelt key would otherwise be ignored in silence. */
        private void checkOptionKey(Entry option, String id) throws ConfigException {
            Set<String> declared = known.getOrDefault(id, Set.of());
            if (!declared.contains(option.key())) {
                throw error(file, option.keyAt(), "unknown option '" + option.key() + "' for " + id + (declared.isEmpty()
                        ? " (" + id + " takes no options)" : " (known: " + String.join(", ", declared) + ")"));
            }
        }

        private Mapping mapping(Node node, String what) throws ConfigException {
            if (node instanceof Mapping m) {
                return m;
            }
            throw error(file, node.at(), what + " must be a mapping of keys to values");
        }

        private Severity severity(Scalar s, String id) throws ConfigException {
            try {
                return Severity.parse(s.text() == null ? "" : s.text());
            } catch (IllegalArgumentException e) {
                throw error(file, s.at(), "unknown severity '" + (s.text() == null ? "" : s.text()) + "' for " + id
                        + " (expected error, warning, note or off)");
            }
        }

        /** A scalar, or a list of scalars joined by commas (as {@code RuleContext.optionList} reads them). */
        private String optionValue(Entry option, String id) throws ConfigException {
            if (option.value() instanceof Scalar s && s.text() != null) {
                return s.text();
            }
            if (option.value() instanceof Sequence seq) {
                List<String> items = new ArrayList<>();
                for (Node item : seq.items()) {
                    if (!(item instanceof Scalar s) || s.text() == null) {
                        throw error(file, item.at(), id + ".options." + option.key() + ": list items must be plain values");
                    }
                    if (s.text().contains(",")) {
                        throw error(file, item.at(), id + ".options." + option.key()
                                + ": a list item cannot contain a comma");
                    }
                    items.add(s.text());
                }
                return String.join(",", items);
            }
            throw error(file, option.value().at(), id + ".options." + option.key() + " must be a value or a list of values");
        }

        /** {@code off}/{@code false}/{@code no}: false; {@code on}/{@code true}/{@code yes}: true; else null. */
        private static @Nullable Boolean onOff(String text) {
            return switch (text) {
                case "off", "false", "no" -> Boolean.FALSE;
                case "on", "true", "yes" -> Boolean.TRUE;
                default -> null;
            };
        }
    }
}
