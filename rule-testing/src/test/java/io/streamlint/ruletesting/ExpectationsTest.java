package io.streamlint.ruletesting;

import io.streamlint.core.api.Severity;
import io.streamlint.ruletesting.Expectations.Entry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExpectationsTest {

    @TempDir
    Path dir;

    @Test
    void markersOfRuleIdsOnlyNameTheRules() {
        assertEquals(Optional.of(List.of(new Entry("SS001", List.of()), new Entry("SS003", List.of()))),
                Expectations.entries("// expect: SS001, SS003"));
        assertEquals(Optional.of(List.of(new Entry("SS002", List.of()))), Expectations.entries("//expect:SS002  "));
    }

    @Test
    void quotedFragmentsBelongToTheRuleBeforeThem() {
        assertEquals(Optional.of(List.of(
                        new Entry("SS002", List.of("one micro-batch reads", "Set .option(\"maxOffsetsPerTrigger\"")),
                        new Entry("SS003", List.of("a, b")))),
                Expectations.entries("// expect: SS002 \"one micro-batch reads\" "
                        + "\"Set .option(\\\"maxOffsetsPerTrigger\\\"\", SS003 \"a, b\""));
    }

    @Test
    void aBackslashEscapesAQuoteOrABackslash() {
        assertEquals(Optional.of(List.of(new Entry("SS043", List.of("D:\\tmp\\\"x\"")))),
                Expectations.entries("// expect: SS043 \"D:\\\\tmp\\\\\\\"x\\\"\""));
    }

    @Test
    void anEntryIsWrittenBackAsItIsRead() {
        Entry entry = new Entry("SS043", List.of("D:\\tmp", "option(\"path\", ..)"));
        assertEquals("SS043 \"D:\\\\tmp\" \"option(\\\"path\\\", ..)\"", entry.toString());
        assertEquals(Optional.of(List.of(entry)), Expectations.entries("// expect: " + entry));
    }

    @Test
    void anyRuleIdWillDo() {
        assertEquals(Optional.of(List.of(new Entry("ACME001", List.of("kafka")), new Entry("ACME-KAFKA_2", List.of()),
                        new Entry("SPARK", List.of()))),
                Expectations.entries("// expect: ACME001 \"kafka\", ACME-KAFKA_2, SPARK"));
    }

    @Test
    void aSeverityInBracketsFollowsTheRuleId() {
        assertEquals(Optional.of(List.of(new Entry("SS019", Optional.of(Severity.WARNING), List.of("ignores")),
                        new Entry("SS001", Optional.of(Severity.ERROR), List.of()),
                        new Entry("ACME001", Optional.of(Severity.NOTE), List.of()))),
                Expectations.entries("// expect: SS019 [warning] \"ignores\", SS001 [ERROR], ACME001[ note ]"));
        Entry entry = new Entry("SS019", Optional.of(Severity.WARNING), List.of("a \"b\""));
        assertEquals("SS019 [warning] \"a \\\"b\\\"\"", entry.toString());
        assertEquals(Optional.of(List.of(entry)), Expectations.entries("// expect: " + entry));
    }

    @Test
    void commentsThatAreNotRuleMarkersHaveNoEntries() {
        assertEquals(Optional.empty(), Expectations.entries("// expect: no streaming query"));
        assertEquals(Optional.empty(), Expectations.entries("// expected to run hourly"));
        assertEquals(Optional.empty(), Expectations.entries("// the job"));
    }

    @Test
    void malformedMarkersAreErrors() {
        for (String marker : List.of(
                "// expect SS001",
                "// expect: SS001 SS002",
                "// expect: SS001,",
                "// expect: SS001 \"unterminated",
                "// expect: SS001 \"\"",
                "// expect: SS001 \"a\\nb\"",
                "// expect: SS001 \"a\" trailing words",
                "// expect: \"fragment\" SS001",
                "// expect: SS001 [fatal]",
                "// expect: SS001 [warning",
                "// expect: SS001 \"fragment\" [warning]",
                "// expect: [warning] SS001",
                "// expect: 001")) {
            assertThrows(IllegalArgumentException.class, () -> Expectations.entries(marker), marker);
        }
    }

    @Test
    void readGivesEachRuleOfALineItsFragmentsAndLine() throws IOException {
        Path file = Files.writeString(dir.resolve("Job.java"), """
                class Job {
                    void run() { // expect: SS001 "append mode", SS003 "checkpoint"
                    }
                }
                """);
        Path at = file.toAbsolutePath().normalize();
        assertEquals(List.of(new Expectations.Expected(at, 2, new Entry("SS001", List.of("append mode"))),
                        new Expectations.Expected(at, 2, new Entry("SS003", List.of("checkpoint")))),
                Expectations.read(file));
    }

    @Test
    void readNamesTheFileAndLineOfAMalformedMarker() throws IOException {
        Path file = Files.writeString(dir.resolve("Job.java"), "class Job {\n} // expect: SS001 \"open\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Expectations.read(file));
        assertTrue(e.getMessage().startsWith(file + ":2: malformed marker (unterminated fragment \"open)"),
                e.getMessage());
    }
}
