package io.streamlint.core.model;

/** A writer or reader setting as the user made it: its value, and the call that set it. */
public record Setting(Value value, SourceLocation location) {
}
