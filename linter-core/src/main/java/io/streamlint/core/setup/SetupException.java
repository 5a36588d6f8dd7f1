package io.streamlint.core.setup;

import org.jspecify.annotations.Nullable;

/**
 * A lint cannot be set up: what the front end was told does not make a linter. Each front end words it its own way
 * (the CLI as a usage error, the Maven plugin as a failed execution) by {@link #kind()}, followed by the message.
 */
public final class SetupException extends Exception {

    /** What was wrong. */
    public enum Kind {
        /** The configuration file cannot be used; the message names the file, the line and the problem. */
        CONFIGURATION,
        /** A rule to disable is not known; the message names it and the known ids. */
        DISABLED_RULE,
        /** The rules found cannot be loaded or clash (a rule pack's rule with a built-in id); the message says which. */
        RULES
    }

    private final Kind kind;

    public SetupException(Kind kind, @Nullable String message, @Nullable Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
