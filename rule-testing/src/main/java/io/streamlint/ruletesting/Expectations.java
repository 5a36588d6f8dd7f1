package io.streamlint.ruletesting;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Severity;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Reads {@code // expect: SS001} markers from sample sources. A marker names the rules whose findings start
 * on its line: {@code // expect: SS001, SS003} for two. A rule id is any identifier ({@code SS001}, a team's
 * {@code ACME001}, {@code ACME-KAFKA-1}): a letter, then letters, digits, {@code _} or {@code -}.
 * After a rule id, a severity in brackets says how severe the finding is: {@code // expect: SS019 [warning]};
 * without one, the finding has the rule's default severity (see {@link SampleHarness}). After that, quoted fragments
 * say what the finding's message contains (each one, case-sensitive): {@code // expect: SS002 "one micro-batch reads"
 * "Set .option(\"maxOffsetsPerTrigger\"", SS003 "no checkpoint location"}. Inside a fragment {@code \"} stands for a
 * quote and {@code \\} for a backslash; commas are plain text. {@code // expect: no streaming query} says the
 * sample starts no streaming query (non-Spark look-alikes, batch jobs, streams never started); every other sample must
 * yield at least one streaming query or source model, so that a clean result means the rules looked, not that the
 * frontend saw nothing. A comment that starts like a marker but does not parse is an error, so a typo cannot silently
 * turn an expectation off.
 */
public final class Expectations {

    /**
     * One rule a marker names, with the severity it gives (empty: the rule's default) and the fragments the message of
     * its finding contains.
     */
    public record Entry(String ruleId, Optional<Severity> severity, List<String> fragments) {
        public Entry {
            fragments = List.copyOf(fragments);
        }

        /** An entry that gives no severity. */
        public Entry(String ruleId, List<String> fragments) {
            this(ruleId, Optional.empty(), fragments);
        }

        /** As written in a marker: the id, the severity in brackets if given, then each fragment quoted and escaped. */
        @Override
        public String toString() {
            StringBuilder text = new StringBuilder(ruleId);
            severity.ifPresent(s -> text.append(" [").append(s.label()).append(']'));
            fragments.forEach(f -> text.append(' ').append(quoted(f)));
            return text.toString();
        }
    }

    /** A finding expected at {@code line} of {@code file}: the rule, severity and message fragments of {@code entry}. */
    public record Expected(Path file, int line, Entry entry) {

        public String ruleId() {
            return entry.ruleId();
        }

        /**
         * True when {@code finding} is of this rule, starts on this line, has the severity expected (the marker's, or
         * else {@code defaultSeverity} when present) and its message holds every fragment.
         */
        public boolean matches(Finding finding, Optional<Severity> defaultSeverity) {
            return isAt(finding) && missingFrom(finding.message()).isEmpty()
                    && expectedSeverity(defaultSeverity).map(s -> s == finding.severity()).orElse(true);
        }

        /** True when {@code finding} is of this rule and starts on this line, whatever its message and severity. */
        public boolean isAt(Finding finding) {
            return finding.ruleId().equals(ruleId()) && finding.location().line() == line
                    && finding.location().file().equals(file);
        }

        /** The marker's severity, or else {@code defaultSeverity}; empty when neither says. */
        public Optional<Severity> expectedSeverity(Optional<Severity> defaultSeverity) {
            return entry.severity().or(() -> defaultSeverity);
        }

        /** The fragments {@code message} does not contain. */
        public List<String> missingFrom(String message) {
            return entry.fragments().stream().filter(f -> !message.contains(f)).toList();
        }

        @Override
        public String toString() {
            return file.getFileName() + ":" + line + " " + entry;
        }
    }

    private static final Pattern MARKER_START = Pattern.compile("//\\s*expect\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern MARKER_HEAD = Pattern.compile("//\\s*expect:\\s*");
    private static final Pattern NO_QUERY = Pattern.compile("//\\s*expect:\\s*no streaming query\\s*$");
    private static final String SYNTAX = "'// expect: SS001', '// expect: SS001, SS002', "
            + "'// expect: SS001 \"fragment\" \"fragment\", SS002 \"fragment\"' or "
            + "'// expect: SS019 [warning] \"fragment\"'";

    private Expectations() {
    }

    /** True when {@code file} says {@code // expect: no streaming query}. */
    public static boolean expectsNoQuery(Path file) throws IOException {
        return Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                .anyMatch(line -> line.contains("//") && NO_QUERY.matcher(line.substring(line.indexOf("//"))).find());
    }

    public static List<Expected> read(Path file) throws IOException {
        List<Expected> result = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher start = MARKER_START.matcher(line);
            if (!start.find()) {
                continue;
            }
            List<Entry> entries;
            try {
                entries = entries(line.substring(start.start())).orElse(List.of());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": malformed marker (" + e.getMessage()
                        + "), expected " + SYNTAX + ": " + line.strip(), e);
            }
            for (Entry entry : entries) {
                result.add(new Expected(file.toAbsolutePath().normalize(), i + 1, entry));
            }
        }
        return result;
    }

    /**
     * The rules a marker names: {@code comment} is a line comment from its {@code //} to the end of the line.
     * Empty for {@code // expect: no streaming query} and for comments that are not markers.
     *
     * @throws IllegalArgumentException when the comment starts like a marker but does not parse
     */
    public static Optional<List<Entry>> entries(String comment) {
        Matcher start = MARKER_START.matcher(comment);
        if (!start.lookingAt() || NO_QUERY.matcher(comment).matches()) {
            return Optional.empty();
        }
        Matcher head = MARKER_HEAD.matcher(comment);
        if (!head.lookingAt()) {
            throw new IllegalArgumentException("no ':' after 'expect'");
        }
        return Optional.of(new EntryScanner(comment, head.end()).entries());
    }

    /** {@code fragment} in quotes, its quotes and backslashes escaped as a marker writes them. */
    static String quoted(String fragment) {
        return "\"" + fragment.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /** Reads {@code SS001 [warning] "fragment" ..., SS002 ...} from {@code pos} to the end of {@code text}. */
    private static final class EntryScanner {
        private static final Pattern RULE_ID = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*+");
        private static final Pattern SEVERITY = Pattern.compile("\\[\\s*([A-Za-z]*)\\s*]");

        private final String text;
        private int pos;

        EntryScanner(String text, int pos) {
            this.text = text;
            this.pos = pos;
        }

        List<Entry> entries() {
            List<Entry> entries = new ArrayList<>();
            do {
                entries.add(entry());
            } while (comma());
            skipSpaces();
            if (pos < text.length()) {
                throw new IllegalArgumentException("expected ',' or a quoted fragment at '" + text.substring(pos)
                        + "'");
            }
            return entries;
        }

        private Entry entry() {
            skipSpaces();
            Matcher id = RULE_ID.matcher(text).region(pos, text.length());
            if (!id.lookingAt()) {
                throw new IllegalArgumentException("expected a rule id at '" + text.substring(pos) + "'");
            }
            pos = id.end();
            skipSpaces();
            Optional<Severity> severity = Optional.empty();
            if (pos < text.length() && text.charAt(pos) == '[') {
                severity = Optional.of(severity());
                skipSpaces();
            }
            List<String> fragments = new ArrayList<>();
            while (pos < text.length() && text.charAt(pos) == '"') {
                fragments.add(fragment());
                skipSpaces();
            }
            return new Entry(id.group(), severity, fragments);
        }

        private Severity severity() {
            Matcher m = SEVERITY.matcher(text).region(pos, text.length());
            if (!m.lookingAt()) {
                throw new IllegalArgumentException("a severity is written [error], [warning] or [note]: "
                        + text.substring(pos));
            }
            pos = m.end();
            String label = m.group(1);
            for (Severity s : Severity.values()) {
                if (s.label().equals(label.toLowerCase(Locale.ROOT))) {
                    return s;
                }
            }
            throw new IllegalArgumentException("unknown severity [" + label + "] (expected [error], [warning] or [note])");
        }

        private String fragment() {
            int open = pos++;
            StringBuilder fragment = new StringBuilder();
            while (pos < text.length() && text.charAt(pos) != '"') {
                char c = text.charAt(pos++);
                if (c == '\\') {
                    if (pos == text.length() || (text.charAt(pos) != '"' && text.charAt(pos) != '\\')) {
                        throw new IllegalArgumentException("a backslash in a fragment escapes only '\"' or '\\': "
                                + text.substring(open));
                    }
                    c = text.charAt(pos++);
                }
                fragment.append(c);
            }
            if (pos == text.length()) {
                throw new IllegalArgumentException("unterminated fragment " + text.substring(open));
            }
            pos++;
            if (fragment.isEmpty()) {
                throw new IllegalArgumentException("empty fragment, which every message contains");
            }
            return fragment.toString();
        }

        private boolean comma() {
            skipSpaces();
            if (pos < text.length() && text.charAt(pos) == ',') {
                pos++;
                return true;
            }
            return false;
        }

        private void skipSpaces() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
        }
    }
}
