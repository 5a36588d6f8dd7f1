package io.streamlint.core.report;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Objects;

/** File paths as reports show them: relative to the source root, with forward slashes, never absolute. */
final class ReportPaths {

    private ReportPaths() {
    }

    /**
     * {@code file} relative to {@code sourceRoot}, e.g. {@code src/main/java/A.java} or {@code ../other/B.java};
     * "." for the root itself. A file on another file-system root (another Windows drive) cannot be made
     * relative: it is shown without its root ({@code D:\x\B.java} becomes {@code x/B.java}) so that no
     * absolute path, which would name the machine's layout, gets into a report.
     */
    static String relative(Path sourceRoot, Path file) {
        Path root = sourceRoot.toAbsolutePath().normalize();
        Path target = file.toAbsolutePath().normalize();
        Path relative = Objects.equals(root.getRoot(), target.getRoot())
                ? root.relativize(target)
                : target.getRoot().relativize(target);
        StringBuilder joined = new StringBuilder();
        for (Path name : relative) {
            if (!name.toString().isEmpty()) {
                joined.append(joined.length() == 0 ? "" : "/").append(name);
            }
        }
        return joined.length() == 0 ? "." : joined.toString();
    }

    /** {@link #relative} as a relative URI reference: each segment percent-encoded as UTF-8 where needed. */
    static String relativeUri(Path sourceRoot, Path file) {
        return percentEncode(relative(sourceRoot, file));
    }

    static String percentEncode(String path) {
        StringBuilder uri = new StringBuilder();
        for (byte b : path.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (isKeptInUriPath(c)) {
                uri.append(c);
            } else {
                uri.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return uri.toString();
    }

    /** RFC 3986 path characters, less ':' (in a first segment it would read as a scheme). */
    private static boolean isKeptInUriPath(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
                || "-._~!$&'()*+,;=@/".indexOf(c) >= 0;
    }
}
