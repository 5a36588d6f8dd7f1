package io.streamlint.core.engine;

import java.nio.file.Files;
import java.nio.file.Path;

/** The folder report paths are relative to, when the user does not say. */
public final class SourceRoots {

    private SourceRoots() {
    }

    /** The git work tree enclosing {@code start} (a folder holding {@code .git}), else {@code start} itself. */
    public static Path defaultFor(Path start) {
        Path dir = start.toAbsolutePath().normalize();
        for (Path d = dir; d != null; d = d.getParent()) {
            if (Files.exists(d.resolve(".git"))) {
                return d;
            }
        }
        return dir;
    }
}
