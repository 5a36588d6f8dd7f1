package io.streamlint.core.model;

import java.util.Locale;
import java.util.Optional;

/**
 * A value from user code that the frontend either determined (a literal, a constant, a folded
 * concatenation) or could not. Rules never report on an unknown.
 */
public sealed interface Value permits Value.Known, Value.Unknown, Value.PerRun {

    record Known(String literal) implements Value {
    }

    /** Not determinable statically; {@code reason} says why (for debugging and tests). */
    record Unknown(String reason) implements Value {
    }

    /**
     * Not determinable, and different on every run of the job: built from {@code origin}, a random UUID, the clock,
     * a new temporary directory ({@code UUID.randomUUID()}, {@code System.currentTimeMillis()}, ...).
     */
    record PerRun(String origin) implements Value {
    }

    static Value of(String text) {
        return new Known(text);
    }

    static Value unknown(String reason) {
        return new Unknown(reason);
    }

    default boolean isKnown() {
        return this instanceof Known;
    }

    default Optional<String> text() {
        return this instanceof Known k ? Optional.of(k.literal()) : Optional.empty();
    }

    /** True only when the value is known and equals {@code other} ignoring case. */
    default boolean is(String other) {
        return this instanceof Known k && k.literal().equalsIgnoreCase(other);
    }

    /** The known text in lower case, or empty. */
    default Optional<String> lowerCase() {
        return text().map(t -> t.toLowerCase(Locale.ROOT));
    }
}
