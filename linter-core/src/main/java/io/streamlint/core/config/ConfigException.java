package io.streamlint.core.config;

import java.nio.file.Path;

/**
 * A configuration file that cannot be used, with where and why: {@code streamlint.yaml:4:5: unknown severity 'eror'
 * for SS002 (expected error, warning, note or off)}. Line and column are 1-based, 0 when unknown.
 */
public final class ConfigException extends Exception {

    private final transient Path file;
    private final int line;
    private final int column;
    private final String problem;

    public ConfigException(Path file, int line, int column, String problem) {
        super(file + (line > 0 ? ":" + line + (column > 0 ? ":" + column : "") : "") + ": " + problem);
        this.file = file;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    public Path file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** What is wrong, without the position. */
    public String problem() {
        return problem;
    }
}
