package io.streamlint.core.dump;

/** A plan dump that cannot be read: the message says what is wrong, for a problem line naming the file. */
public final class DumpException extends RuntimeException {

    public DumpException(String message) {
        super(message);
    }
}
