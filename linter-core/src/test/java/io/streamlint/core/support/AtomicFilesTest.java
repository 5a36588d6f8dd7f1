package io.streamlint.core.support;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class AtomicFilesTest {

    @Test
    void writesUtf8AndCreatesParentFolders(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("target/streamlint/report.sarif");
        AtomicFiles.writeAtomically(target, "é ✓\n");
        assertArrayEquals("é ✓\n".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(target));
        assertEquals(1, entries(target.getParent()));
    }

    @Test
    void replacesAnOldReportWholeAndLeavesNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("report.txt");
        Files.writeString(target, "an old and much longer report\n");
        AtomicFiles.writeAtomically(target, "new\n");
        assertEquals("new\n", Files.readString(target));
        assertEquals(1, entries(dir));
    }

    @Test
    void onFailureTheTargetIsUntouchedAndNoTemporaryFileRemains(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("report.sarif");
        Files.createDirectories(target.resolve("occupied")); // a non-empty folder cannot be replaced by a file
        assertThrows(IOException.class, () -> AtomicFiles.writeAtomically(target, "{}\n"));
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
            assertThrows(ClosedByInterruptException.class, () -> AtomicFiles.writeAtomically(target, "{}\n".repeat(100_000)));
        } finally {
            Thread.interrupted();
        }
        assertEquals("{\"previous\": true}\n", Files.readString(target));
        assertEquals(1, entries(dir));
    }

    private static boolean mkfifo(Path fifo) throws IOException, InterruptedException {
        try {
            return new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            return false; // no mkfifo here
        }
    }

    @Test
    void aNamedPipeIsWrittenThroughNeverReplaced(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("report.sarif");
        assumeTrue(mkfifo(fifo), "mkfifo is not available");
        CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> AtomicFiles.writeAtomically(fifo, "{\"runs\": []}\n"));
        assertEquals("{\"runs\": []}\n", reader.get(20, TimeUnit.SECONDS));
        assertTrue(Files.isSameFile(fifo, fifo) && !Files.isRegularFile(fifo) && Files.exists(fifo), "still the pipe");
        assertEquals(1, entries(dir), "no temporary file");
        assertEquals(Optional.empty(), AtomicFiles.problemWriting(fifo, false));
        assertEquals(Optional.of("it is not a regular file (a named pipe or a device)"),
                AtomicFiles.problemWriting(fifo, true));
    }

    @Test
    void devicesAndTheStandardStreamsAreWrittenThrough() {
        for (String device : new String[] {"/dev/stdout", "/dev/stderr", "/dev/null", "/dev/fd/1", "/proc/self/fd/1"}) {
            assertTrue(AtomicFiles.writtenThrough(Path.of(device)), device);
            assertTrue(AtomicFiles.problemWriting(Path.of(device), true).isPresent(), device);
        }
        assertFalse(AtomicFiles.writtenThrough(Path.of("/tmp/devices/report.txt")));
        assertFalse(AtomicFiles.writtenThrough(Path.of("/developer/report.txt")));
    }

    @Test
    void aLinkedReportReplacesTheFileItPointsToAndKeepsTheLink(@TempDir Path dir) throws IOException {
        Path real = Files.writeString(Files.createDirectories(dir.resolve("real")).resolve("report.txt"), "old\n");
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), real);
        AtomicFiles.writeAtomically(link, "new\n");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new\n", Files.readString(real));
        assertEquals(1, entries(real.getParent()));
        Path broken = Files.createSymbolicLink(dir.resolve("broken.txt"), dir.resolve("nowhere/report.txt"));
        assertEquals(Optional.of("it is a broken symbolic link"), AtomicFiles.problemWriting(broken, false));
        assertThrows(IOException.class, () -> AtomicFiles.writeAtomically(broken, "x\n"));
        assertTrue(Files.isSymbolicLink(broken));
    }

    @Test
    void whatCannotBeWrittenIsKnownBeforeTheRun(@TempDir Path dir) throws IOException {
        assertEquals(Optional.of("it is a folder"), AtomicFiles.problemWriting(dir, false));
        assertEquals(Optional.of("it is a folder"), AtomicFiles.problemWriting(Path.of("/"), true));
        assertEquals(Optional.empty(), AtomicFiles.problemWriting(dir.resolve("a/b/report.txt"), true));
        Path file = Files.writeString(dir.resolve("file"), "");
        assertEquals(Optional.of("its folder " + file.toRealPath().resolve("sub") + " cannot be created: "
                + file.toRealPath() + " is not a folder"), AtomicFiles.problemWriting(file.resolve("sub/report.txt"), false));
        assertThrows(IOException.class, () -> AtomicFiles.writeAtomically(dir, "x\n"));
    }

    @Test
    void aReadOnlyFolderIsKnownBeforeTheRun(@TempDir Path dir) throws IOException {
        Path readOnly = Files.createDirectories(dir.resolve("ro"));
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(readOnly), "running as root: every folder is writable");
            assertEquals(Optional.of("its folder " + readOnly.toRealPath() + " is not writable"),
                    AtomicFiles.problemWriting(readOnly.resolve("report.txt"), false));
            assertTrue(AtomicFiles.problemWriting(readOnly.resolve("new/report.txt"), false).isPresent());
        } finally {
            Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }
}
