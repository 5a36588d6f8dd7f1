package io.streamlint.core.model;

/**
 * {@code trigger(Trigger.X(..))}: the factory's name ({@code ProcessingTime}, {@code Once}, {@code AvailableNow},
 * {@code Continuous}, {@code RealTime}; unknown when the Trigger comes from code we cannot see), its interval
 * argument as written (a String or a number of milliseconds; unknown when there is none or it cannot be read),
 * and where the trigger is set.
 */
public record Trigger(Value kind, Value interval, SourceLocation location) {

    public boolean is(String factory) {
        return kind.is(factory);
    }
}
