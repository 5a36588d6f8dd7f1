package io.streamlint.core.report;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/** Writing reports to disk. */
public final class ReportFiles {

    private ReportFiles() {
    }

    /**
     * Writes {@code content} as UTF-8 to {@code target} so that readers see the old file or the whole new
     * one, never a part: the bytes go to a temporary file in the same folder, are flushed to disk, and the
     * file is then moved into place. Missing parent folders are created. On failure the temporary file is
     * removed and {@code target} is left as it was.
     */
    public static void writeAtomically(Path target, String content) throws IOException {
        Path file = target.toAbsolutePath().normalize();
        Path dir = file.getParent();
        Files.createDirectories(dir);
        // Not Files.createTempFile: that makes the file owner-only (0600), and the report would keep that mode.
        String suffix = Long.toHexString(ThreadLocalRandom.current().nextLong());
        Path temp = dir.resolve("." + file.getFileName() + "." + suffix + ".tmp");
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ByteBuffer bytes = ByteBuffer.wrap(content.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true); // so a crash right after the move cannot leave an empty file in place
            }
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
