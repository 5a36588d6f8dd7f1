package io.streamlint.core.engine;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.streamlint.core.api.Finding;
import io.streamlint.core.config.ConfigException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The findings a team has accepted for now, so that a check reports only new ones: {@code streamlint-baseline.json}
 * at the module root. A finding matches an entry by its {@link FindingKey} (rule, file, enclosing declarations,
 * flagged code, occurrence), never by line, so the baseline survives moved code and unrelated edits. Paths are
 * relative to the baseline's folder, so the file stays valid wherever the repository is checked out.
 */
public final class Baseline {

    public static final String DEFAULT_FILE_NAME = "streamlint-baseline.json";
    static final int FORMAT_VERSION = 1;
    /** Longer code is cut in the file (the fingerprint covers all of it); the file is for reviewers. */
    private static final int SHOWN_CODE_CHARS = 160;

    /** One accepted finding; {@code fingerprint} matches, the other fields are for the reader. */
    public record Entry(String rule, String file, String scope, String code, int occurrence, String fingerprint,
                        String message) {
    }

    private static final Comparator<Entry> ORDER = Comparator.comparing(Entry::file).thenComparing(Entry::rule)
            .thenComparing(Entry::scope).thenComparing(Entry::code).thenComparingInt(Entry::occurrence)
            .thenComparing(Entry::fingerprint);

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final List<Entry> entries;

    private Baseline(Path file, List<Entry> entries) {
        this.file = file.toAbsolutePath().normalize();
        this.entries = entries.stream().sorted(ORDER).toList();
    }

    public List<Entry> entries() {
        return entries;
    }

    /** The reported findings of {@code result} as a baseline to be written to {@code file}. */
    public static Baseline of(LintResult result, Path file) {
        Path dir = Objects.requireNonNull(file.toAbsolutePath().normalize().getParent()); // a file has a folder
        List<Entry> entries = new ArrayList<>();
        for (Finding f : result.findings()) {
            FindingKey key = result.keys().get(f);
            if (key != null) {
                String path = path(dir, f);
                String code = key.code().length() > SHOWN_CODE_CHARS
                        ? key.code().substring(0, SHOWN_CODE_CHARS) + "..." : key.code();
                entries.add(new Entry(f.ruleId(), path, key.scope(), code, key.occurrence(),
                        key.fingerprint(f.ruleId(), path), f.message()));
            }
        }
        return new Baseline(file, entries);
    }

    /**
     * Reads a baseline file.
     *
     * @throws ConfigException naming the file and what is wrong with it
     */
    public static Baseline read(Path file) throws ConfigException {
        // Checked before opening: reading a named pipe or a device would wait, or read, forever.
        if (!Files.isRegularFile(file)) {
            throw new ConfigException(file, 0, 0, Files.exists(file)
                    ? "not a regular file (a folder, a named pipe or a device); name the baseline file"
                    : "no such baseline file");
        }
        JsonNode root;
        try {
            root = JSON.readTree(Files.readString(file));
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            throw new ConfigException(file, line, 0, "not a baseline file (invalid JSON: " + e.getOriginalMessage() + ")");
        } catch (IOException e) {
            throw new ConfigException(file, 0, 0, "cannot read the baseline: " + e);
        }
        if (root == null || !root.path("findings").isArray() || root.path("version").asInt() != FORMAT_VERSION) {
            throw new ConfigException(file, 0, 0, "not a Streamlint baseline (version " + FORMAT_VERSION
                    + " with a 'findings' array); write one with the baseline goal or command");
        }
        List<Entry> entries = new ArrayList<>();
        for (JsonNode e : root.get("findings")) {
            String fingerprint = e.path("fingerprint").asText("");
            if (fingerprint.isEmpty()) {
                throw new ConfigException(file, 0, 0, "baseline entry without a fingerprint: " + e);
            }
            entries.add(new Entry(e.path("rule").asText(""), e.path("file").asText(""), e.path("scope").asText(""),
                    e.path("code").asText(""), e.path("occurrence").asInt(), fingerprint, e.path("message").asText("")));
        }
        return new Baseline(file, entries);
    }

    /** The baseline as its file holds it: sorted, two-space indented, one line per field. */
    public String render() {
        ObjectNode root = JSON.createObjectNode();
        root.put("version", FORMAT_VERSION);
        root.put("comment", "Findings accepted for now: Streamlint reports only findings not listed here."
                + " Regenerate with 'mvn streamlint:baseline' or 'streamlint baseline'.");
        ArrayNode findings = root.putArray("findings");
        for (Entry e : entries) {
            ObjectNode n = findings.addObject();
            n.put("rule", e.rule());
            n.put("file", e.file());
            n.put("scope", e.scope());
            n.put("code", e.code());
            n.put("occurrence", e.occurrence());
            n.put("fingerprint", e.fingerprint());
            n.put("message", e.message());
        }
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        try {
            return JSON.writer(new DefaultPrettyPrinter().withObjectIndenter(indenter).withArrayIndenter(indenter))
                    .writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a JSON tree", e);
        }
    }

    /**
     * {@code result} with the findings this baseline lists moved to its suppressed ones, and the entries that
     * matched nothing added to its stale ones. Baselines of several modules can be applied one after the other:
     * each matches only findings in files below its own folder.
     */
    public LintResult apply(LintResult result) {
        Path dir = Objects.requireNonNull(file.getParent()); // absolute: a file has a folder
        Map<String, Entry> open = new HashMap<>();
        entries.forEach(e -> open.put(e.fingerprint(), e));
        List<Finding> kept = new ArrayList<>();
        List<Suppressed> suppressed = new ArrayList<>(result.suppressed());
        for (Finding f : result.findings()) {
            FindingKey key = result.keys().get(f);
            Entry matched = key == null ? null : open.remove(key.fingerprint(f.ruleId(), path(dir, f)));
            if (matched != null) {
                suppressed.add(new Suppressed(f, Suppressed.Kind.BASELINE, "in the baseline " + file.getFileName()));
            } else {
                kept.add(f);
            }
        }
        // In-code suppressions may have been added after the baseline was written: their findings are not stale.
        for (Suppressed s : result.suppressed()) {
            FindingKey key = result.keys().get(s.finding());
            if (key != null) {
                open.remove(key.fingerprint(s.finding().ruleId(), path(dir, s.finding())));
            }
        }
        List<Entry> stale = new ArrayList<>(result.staleBaseline()); // from baselines applied before (other modules)
        entries.stream().filter(e -> open.containsKey(e.fingerprint())).forEach(stale::add);
        return result.with(kept, suppressed, stale);
    }

    public Path file() {
        return file;
    }

    private static String path(Path dir, Finding f) {
        Path file = f.location().file();
        Path relative = Objects.equals(dir.getRoot(), file.getRoot()) ? dir.relativize(file) : file;
        return relative.toString().replace('\\', '/');
    }
}
