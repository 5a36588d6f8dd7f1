package io.streamlint.rules;

import io.streamlint.core.api.ApplicationRule;
import io.streamlint.core.api.OperatorRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.Interval;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SparkText;

import java.util.Locale;
import java.util.Optional;

/**
 * SS024: {@code withWatermark} with a negative delay, or on a column of a stream that is not a timestamp where its
 * type is known ({@link Lineage#schema}: the fixed columns of the Kafka, rate and socket sources, a file source's
 * user schema, through projections, with the types Spark's analyzer gives computed columns).
 */
@RuleInfo(id = "SS024", name = "InvalidWatermarkDefinition", severity = Severity.ERROR,
        summary = "withWatermark with a negative delay or on a column that is not a TIMESTAMP: Spark throws at the call.",
        tags = {"correctness", "watermark"},
        sparkRejections = {
                // Dataset.withWatermark: require(!IntervalUtils.isNegative(delay))
                "should not be negative",
                // CheckAnalysis, case EventTimeWatermark
                "EVENT_TIME_IS_NOT_ON_TIMESTAMP_TYPE"
        })
public final class InvalidWatermarkDefinition implements ApplicationRule, OperatorRule {

    /** Negative delays: {@code Dataset.withWatermark} requires {@code !IntervalUtils.isNegative(delay)}. */
    @Override
    public void check(Application application, RuleContext context, Report report) {
        for (SparkText text : application.texts()) {
            if (text.use().equals("withWatermark") && text.interval().filter(Interval::isNegative).isPresent()) {
                report.at(text.location(), "The watermark delay \"" + text.text() + "\" is negative: Spark throws "
                        + "\"requirement failed: delay threshold (" + text.text().strip() + ") should not be negative\" "
                        + "at this withWatermark call. The delay is how late events may arrive: write it without the "
                        + "minus sign, e.g. \"10 minutes\".");
            }
        }
    }

    /** A watermark on a column of a known type other than TIMESTAMP (CheckAnalysis, EVENT_TIME_IS_NOT_ON_TIMESTAMP_TYPE). */
    @Override
    public void check(Plan node, RuleContext context, Report report) {
        if (!(node instanceof Plan.Watermark w) || w.eventTime().text().isEmpty()) {
            return;
        }
        String column = w.eventTime().text().get();
        Optional<String> type = Lineage.isStreaming(w.child()) == Lineage.Answer.YES
                ? Lineage.schema(w.child()).flatMap(schema -> schema.type(column)) : Optional.empty();
        if (type.isEmpty() || type.get().equals("timestamp") || type.get().startsWith("struct")) {
            return;
        }
        String sqlType = type.get().toUpperCase(Locale.ROOT);
        String article = "AEIOU".indexOf(sqlType.charAt(0)) >= 0 ? "an " : "a ";
        report.at(w.location(), "withWatermark(\"" + column + "\", ..) is on " + article + sqlType
                + " column: Spark throws [EVENT_TIME_IS_NOT_ON_TIMESTAMP_TYPE] The event time `" + column
                + "` has the invalid type \""
                + sqlType + "\", but expected \"TIMESTAMP\" at this call. Put the watermark on a TIMESTAMP column: "
                + "the source's timestamp, or one converted first (to_timestamp(..), timestamp_millis(..), "
                + "col(..).cast(\"timestamp\")).");
    }
}
