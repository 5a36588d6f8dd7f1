package io.streamlint.core.dump;

/** A plan dump that cannot be read: the message says what is wrong, for a problem line naming the file. */
public final class DumpException extends RuntimeException {

    private final int line;
    private final int column;

    public DumpException(String message) {
        this(message, 0, 0);
    }

    /** A problem at a place in the file: 1-based line and column, 0 when unknown. */
    public DumpException(String message, int line, int column) {
        super(message);
        this.line = line;
        this.column = column;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }
}
