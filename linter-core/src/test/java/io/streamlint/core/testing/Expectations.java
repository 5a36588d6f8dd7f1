package io.streamlint.core.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@code // expect: SS001} markers from sample sources. A marker names the rules whose findings start
 * on its line: {@code // expect: SS001, SS003} for two. {@code // expect: no streaming query} says the sample
 * starts no streaming query (non-Spark look-alikes, batch jobs, streams never started); every other sample must
 * yield at least one streaming query or source model, so that a clean result means the rules looked, not that the frontend saw nothing.
 * A comment that starts like a marker but does not parse is an error, so a typo cannot silently turn an
 * expectation off.
 */
public final class Expectations {

    /** A finding expected at {@code line} of {@code file}. */
    public record Expected(Path file, int line, String ruleId) {
        @Override
        public String toString() {
            return file.getFileName() + ":" + line + " " + ruleId;
        }
    }

    private static final Pattern MARKER_START = Pattern.compile("//\\s*expect\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern MARKER = Pattern.compile("//\\s*expect:\\s*(SS\\d{3}(?:\\s*,\\s*SS\\d{3})*)\\s*$");
    private static final Pattern NO_QUERY = Pattern.compile("//\\s*expect:\\s*no streaming query\\s*$");

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
            Matcher marker = MARKER.matcher(line.substring(start.start()));
            if (NO_QUERY.matcher(line.substring(start.start())).matches()) {
                continue;
            }
            if (!marker.matches()) {
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": malformed marker, expected "
                        + "'// expect: SS001' or '// expect: SS001, SS002': " + line.strip());
            }
            for (String id : marker.group(1).split(",")) {
                result.add(new Expected(file.toAbsolutePath().normalize(), i + 1, id.strip()));
            }
        }
        return result;
    }
}
