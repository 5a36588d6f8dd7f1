package io.streamlint.core.model;

/** A calendar interval as Spark holds it. */
public record Interval(int months, int days, long microseconds) {
    public boolean isNegative() {
        // IntervalUtils.isNegative with Spark's 31-day month, as withWatermark checks it
        return (months * 31L + days) * 86_400_000_000L + microseconds < 0;
    }
}
