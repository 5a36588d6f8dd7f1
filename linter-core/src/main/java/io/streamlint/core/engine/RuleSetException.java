package io.streamlint.core.engine;

/**
 * The rules found cannot make a rule set: a rule cannot be loaded or described (no {@code @RuleInfo}, no page), its
 * id is not of the form rule ids take, or two rules have one id (a rule pack's rule that takes a built-in rule's
 * id). The message names the rules, their classes and where they were loaded from.
 */
public final class RuleSetException extends RuntimeException {

    public RuleSetException(String message) {
        super(message);
    }

    public RuleSetException(String message, Throwable cause) {
        super(message, cause);
    }
}
