package io.streamlint.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Running a command as an unprivileged user from a test that runs as root (a build in a container), for what only an
 * unprivileged user meets: a file it may not read.
 */
final class UnprivilegedCommand {

    private static final List<Path> BIN = List.of(Path.of("/usr/bin"), Path.of("/usr/sbin"), Path.of("/bin"),
            Path.of("/sbin"));

    private UnprivilegedCommand() {
    }

    /**
     * The words that run a command as {@code user}: {@code setpriv} with the user's ids, else {@code runuser -u},
     * else {@code su -s}; empty when the machine has none of them or no such user.
     */
    static Optional<List<String>> prefix(String user) throws IOException, InterruptedException {
        Optional<String> uid = output("id", "-u", user);
        Optional<String> gid = output("id", "-g", user);
        if (uid.isEmpty() || gid.isEmpty()) {
            return Optional.empty();
        }
        Optional<Path> setpriv = tool("setpriv");
        if (setpriv.isPresent()) {
            return Optional.of(List.of(setpriv.get().toString(), "--reuid=" + uid.get(), "--regid=" + gid.get(),
                    "--clear-groups", "--"));
        }
        Optional<Path> runuser = tool("runuser");
        if (runuser.isPresent()) {
            return Optional.of(List.of(runuser.get().toString(), "-u", user, "--"));
        }
        Optional<Path> su = tool("su");
        if (su.isPresent()) {
            // su runs one shell command: "$0" "$@" is the command given after the prefix, word by word.
            return Optional.of(List.of(su.get().toString(), "-s", "/bin/sh", user, "-c", "exec \"$0\" \"$@\""));
        }
        return Optional.empty();
    }

    /**
     * This JVM's class path, in {@code folder}: each jar hard-linked where every user may read it already (copied
     * where not, or where a link cannot be made), each folder copied; the class path of them, in order.
     */
    static String readableClasspath(Path folder) throws IOException {
        List<String> entries = new ArrayList<>();
        int n = 0;
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (entry.isEmpty() || !Files.exists(Path.of(entry))) {
                continue;
            }
            Path from = Path.of(entry);
            Path to = folder.resolve(n++ + "-" + from.getFileName());
            if (Files.isDirectory(from)) {
                copyTree(from, to);
            } else if (Files.getPosixFilePermissions(from).contains(PosixFilePermission.OTHERS_READ)) {
                try {
                    Files.createLink(to, from);
                } catch (FileSystemException | UnsupportedOperationException e) {
                    Files.copy(from, to);
                }
            } else {
                Files.copy(from, to);
                Files.setPosixFilePermissions(to, PosixFilePermissions.fromString("rw-r--r--"));
            }
            entries.add(to.toString());
        }
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        return String.join(File.pathSeparator, entries);
    }

    /**
     * Makes {@code root} and everything in it readable by every user (folders also enterable), except {@code keep},
     * whose permissions stay as they are.
     *
     * @return false when a folder above {@code root} is closed to other users (root is then out of their reach)
     */
    static boolean openToOthers(Path root, Path keep) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.toList()) {
                if (!p.equals(keep) && !Files.isSymbolicLink(p)) {
                    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(Files.isDirectory(p)
                            ? "rwxr-xr-x" : "rw-r--r--"));
                }
            }
        }
        for (Path up = root.toAbsolutePath().getParent(); up != null; up = up.getParent()) {
            if (!Files.getPosixFilePermissions(up).contains(PosixFilePermission.OTHERS_EXECUTE)) {
                return false;
            }
        }
        return true;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                    Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
                } else {
                    Files.copy(file, target);
                    Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r--r--"));
                }
            }
        }
    }

    private static Optional<Path> tool(String name) {
        return BIN.stream().map(dir -> dir.resolve(name)).filter(Files::isExecutable).findFirst();
    }

    private static Optional<String> output(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 ? Optional.of(text) : Optional.empty();
    }
}
