package io.streamlint.core.support;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/** Writing files (reports, baselines, the run cache) so that a reader never sees half of one. */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    /**
     * Writes {@code content} as UTF-8 to {@code target} so that readers see the old file or the whole new
     * one, never a part: the bytes go to a temporary file in the same folder, are flushed to disk, and the
     * file is then moved into place. Missing parent folders are created. On failure the temporary file is
     * removed and {@code target} is left as it was.
     *
     * <p>What is not a regular file is never replaced: a target under {@code /dev} or {@code /proc} (e.g.
     * {@code /dev/stdout}), a named pipe or a device is written through (opened and appended to, as a shell's
     * {@code >>} would); a symbolic link to a regular file has that file replaced, the link stays; a folder or a
     * broken link is an {@link IOException}.
     */
    public static void writeAtomically(Path target, String content) throws IOException {
        Path file = target.toAbsolutePath().normalize();
        if (Files.isDirectory(file)) {
            throw new IOException(target + " is a folder");
        }
        if (writtenThrough(file)) {
            try (OutputStream out = Files.newOutputStream(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
                out.write(content.getBytes(StandardCharsets.UTF_8));
            }
            return;
        }
        if (Files.isSymbolicLink(file)) {
            if (!Files.exists(file)) {
                throw new IOException(target + " is a broken symbolic link");
            }
            file = file.toRealPath(); // replace the file it points to, not the link
        }
        Path dir = Objects.requireNonNull(file.getParent()); // absolute, and not a folder: not the root
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

    /**
     * Whether {@link #writeAtomically} writes through {@code file} (absolute, normalized) rather than moving a new
     * file into place: a path under {@code /dev} or {@code /proc} ({@code /dev/stdout} names the standard output,
     * whatever it is), or an existing file that is not a regular file nor a folder (a named pipe, a device).
     */
    static boolean writtenThrough(Path file) {
        Path root = file.getRoot();
        if (root != null && root.toString().equals("/")
                && (file.startsWith(root.resolve("dev")) || file.startsWith(root.resolve("proc")))) {
            return true;
        }
        return Files.exists(file) && !Files.isRegularFile(file) && !Files.isDirectory(file);
    }

    /**
     * Why {@link #writeAtomically} could not write {@code target}, checked before a run so that its result is not
     * computed only to be lost: a folder, a broken link, a parent that cannot be created (a file is in the way), a
     * folder or file the process may not write. Empty when nothing is known to be in the way (the disk may still
     * be full).
     *
     * @param regularOnly also refuse what would be written through (a named pipe, a device, {@code /dev/...}):
     *                    for files that are read back, such as a cache or a baseline
     */
    public static Optional<String> problemWriting(Path target, boolean regularOnly) {
        Path file = target.toAbsolutePath().normalize();
        if (Files.isDirectory(file)) {
            return Optional.of("it is a folder");
        }
        if (writtenThrough(file)) {
            if (regularOnly) {
                return Optional.of("it is not a regular file (a named pipe or a device)");
            }
            return Files.exists(file) && !Files.isWritable(file) ? Optional.of("it is not writable") : Optional.empty();
        }
        if (Files.isSymbolicLink(file) && !Files.exists(file)) {
            return Optional.of("it is a broken symbolic link");
        }
        try {
            file = Files.exists(file) ? file.toRealPath() : file;
        } catch (IOException e) {
            return Optional.of("it cannot be resolved (" + e.getMessage() + ")");
        }
        Path parent = file.getParent();
        Path existing = parent;
        while (existing != null && !Files.exists(existing, LinkOption.NOFOLLOW_LINKS)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return Optional.of("no folder on its path exists");
        }
        if (!Files.isDirectory(existing)) {
            return Optional.of("its folder " + parent + " cannot be created: " + existing + " is not a folder");
        }
        if (!Files.isWritable(existing)) {
            return Optional.of(existing.equals(parent) ? "its folder " + parent + " is not writable"
                    : "its folder " + parent + " cannot be created: " + existing + " is not writable");
        }
        return Optional.empty();
    }
}
