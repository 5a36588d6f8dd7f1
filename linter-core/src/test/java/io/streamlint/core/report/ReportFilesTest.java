package io.streamlint.core.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ReportFilesTest {

    @Test
    void writesUtf8AndCreatesParentFolders(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("target/streamlint/report.sarif");
        ReportFiles.writeAtomically(target, "é ✓\n");
        assertArrayEquals("é ✓\n".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(target));
        assertEquals(1, entries(target.getParent()));
    }

    @Test
    void replacesAnOldReportWholeAndLeavesNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("report.txt");
        Files.writeString(target, "an old and much longer report\n");
        ReportFiles.writeAtomically(target, "new\n");
        assertEquals("new\n", Files.readString(target));
        assertEquals(1, entries(dir));
    }

    @Test
    void onFailureTheTargetIsUntouchedAndNoTemporaryFileRemains(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("report.sarif");
        Files.createDirectories(target.resolve("occupied")); // a non-empty folder cannot be replaced by a file
        assertThrows(IOException.class, () -> ReportFiles.writeAtomically(target, "{}\n"));
        assertEquals(1, entries(dir));
        assertEquals(1, entries(target));
    }

    private static long entries(Path dir) throws IOException {
        try (Stream<Path> list = Files.list(dir)) {
            return list.count();
        }
    }

    @Test
    void anInterruptedWriteLeavesThePreviousReport(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("report.sarif");
        Files.writeString(target, "{\"previous\": true}\n");
        Thread.currentThread().interrupt(); // the build is cancelled while the report is written
        try {
            assertThrows(ClosedByInterruptException.class, () -> ReportFiles.writeAtomically(target, "{}\n".repeat(100_000)));
        } finally {
            Thread.interrupted();
        }
        assertEquals("{\"previous\": true}\n", Files.readString(target));
        assertEquals(1, entries(dir));
    }
}
