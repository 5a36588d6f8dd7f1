package io.streamlint.rules;

import io.streamlint.ruletesting.Expectations;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A bad sample tests what its findings say, not only where they are: every rule of every {@code // expect:} marker in
 * src/test/resources/&lt;rule id&gt;/bad-* (a file, or the files of a folder) quotes at least two fragments of the
 * message, one of the consequence and one of the fix.
 */
class BadSampleMarkersTest {

    private static final Path SAMPLES = Path.of("src/test/resources");
    private static final int FRAGMENTS = 2;

    @Test
    void everyMarkerOfABadSampleQuotesItsMessage() throws IOException {
        List<String> unquoted = new ArrayList<>();
        int quoted = 0;
        for (Path file : badSampleFiles()) {
            for (Expectations.Expected marker : Expectations.read(file)) {
                if (marker.entry().fragments().size() < FRAGMENTS) {
                    unquoted.add(SAMPLES.relativize(file) + ":" + marker.line() + " " + marker.entry());
                } else {
                    quoted++;
                }
            }
        }
        assertEquals(List.of(), unquoted, "markers with fewer than " + FRAGMENTS + " message fragments (one of the "
                + "consequence, one of the fix)");
        assertTrue(quoted > 0, "no marker found under " + SAMPLES);
    }

    private static List<Path> badSampleFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> rules = Files.list(SAMPLES)) {
            for (Path rule : rules.filter(p -> p.getFileName().toString().matches("SS\\d{3}")).sorted().toList()) {
                try (Stream<Path> samples = Files.walk(rule)) {
                    samples.filter(p -> p.toString().endsWith(".java"))
                            .filter(p -> rule.relativize(p).getName(0).toString().startsWith("bad-"))
                            .sorted().forEach(files::add);
                }
            }
        }
        return files;
    }
}
