package io.streamlint.rules;

import io.streamlint.core.api.ApplicationRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.Interval;
import io.streamlint.core.model.SparkText;

import java.util.Optional;
import java.util.Set;

/**
 * SS023: an interval string Spark rejects, read with Spark's own interval parsing: {@code withWatermark},
 * {@code window}, {@code session_window} ({@code IntervalUtils.fromIntervalString}), {@code Trigger.ProcessingTime}
 * / {@code Continuous} ({@code Triggers.convert}), and {@code INTERVAL} literals in SQL text. Also what those
 * callers reject in a parsed interval: months in a window or trigger, a negative trigger interval. A
 * {@code session_window} gap Spark cannot read does not fail (the window drops every row): a warning.
 */
@RuleInfo(id = "SS023", name = "InvalidIntervalString", severity = Severity.ERROR,
        summary = "An interval string Spark cannot parse (or rejects): the job fails where it is passed.",
        tags = {"correctness", "interval"},
        sparkRejections = {
                // IntervalUtils.fromIntervalString (withWatermark, window): the reason is the cause of
                // CANNOT_PARSE_INTERVAL
                "CANNOT_PARSE_INTERVAL",
                // TimeWindow.getIntervalInMicroSeconds
                "Intervals greater than a month is not supported",
                // Triggers.convert / validate (Trigger.ProcessingTime, Trigger.Continuous)
                "INVALID_INTERVAL_FORMAT",
                "Doesn't support month or year interval",
                "the interval of trigger should not be negative",
                // an INTERVAL literal of SQL text (AstBuilder)
                "INVALID_TYPED_LITERAL"
        })
public final class InvalidIntervalString implements ApplicationRule {

    private static final Set<String> TRIGGERS = Set.of("ProcessingTime", "Continuous");

    @Override
    public void check(Application application, RuleContext context, Report report) {
        for (SparkText text : application.texts()) {
            var at = text.rejection().map(SparkText.Rejection::at).orElse(text.location());
            if (text.use().equals("session_window") && text.rejectedInterval()) {
                // Spark casts the gap when it plans the query: a gap it cannot read is null, and the session
                // window drops every row (run on 4.0.0). No exception, so a warning.
                report.at(Severity.WARNING, at, "Spark cannot read \"" + text.text() + "\" as the gap of "
                        + "session_window(..): " + text.rejection().get().message() + " It does not fail: the gap is "
                        + "null and every row is dropped, so the query outputs nothing." + fix(text));
                continue;
            }
            problem(text).ifPresent(p -> report.at(at, p + fix(text)));
        }
    }

    private static Optional<String> problem(SparkText text) {
        String call = call(text);
        if (text.rejectedInterval()) {
            String message = text.rejection().get().message();
            return Optional.of(text.kind() == SparkText.Kind.INTERVAL
                    ? "Spark cannot read \"" + text.text() + "\" as an interval in " + call + ": " + message
                    + " It throws at this call, before the query starts."
                    : "Spark cannot read an INTERVAL literal of the SQL text of " + call + ": " + message
                    + " It throws a ParseException when the text is parsed, before the query starts.");
        }
        Optional<Interval> interval = text.interval();
        if (interval.isEmpty()) {
            return Optional.empty();
        }
        if (text.use().equals("window") && interval.get().months() != 0) {
            return Optional.of("The duration \"" + text.text() + "\" of " + call + " has months or years: Spark "
                    + "rejects it (\"Intervals greater than a month is not supported\") before the query starts.");
        }
        if (TRIGGERS.contains(text.use()) && interval.get().isNegative()) {
            return Optional.of("The interval \"" + text.text() + "\" of " + call + " is negative: Spark throws "
                    + "\"requirement failed: the interval of trigger should not be negative\" at this call.");
        }
        return Optional.empty();
    }

    private static String call(SparkText text) {
        return (TRIGGERS.contains(text.use()) ? "Trigger." : "") + text.use() + "(..)";
    }

    private static String fix(SparkText text) {
        return TRIGGERS.contains(text.use())
                ? " Write a number and a unit of at most days, e.g. \"10 seconds\", \"1 minute\"."
                : " Write numbers with units (year(s), month(s), week(s), day(s), hour(s), minute(s), second(s), "
                + "millisecond(s), microsecond(s)), e.g. \"10 minutes\" or \"1 hour 30 minutes\".";
    }
}
