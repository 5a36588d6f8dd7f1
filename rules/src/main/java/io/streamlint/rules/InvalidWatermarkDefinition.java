package io.streamlint.rules;

import io.streamlint.core.api.ApplicationRule;
import io.streamlint.core.api.OperatorRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.SparkText;
import io.streamlint.core.sql.Parsed;
import io.streamlint.core.sql.SqlText;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * SS024: {@code withWatermark} with a negative delay, or on a column that is not a timestamp where its type is
 * known: a fixed column of the Kafka, rate or socket source, or a column of a file source's DDL
 * {@code .schema(..)}, followed through renames, plain selects and operators that keep columns.
 */
@RuleInfo(id = "SS024", name = "InvalidWatermarkDefinition", severity = Severity.ERROR,
        summary = "withWatermark with a negative delay or on a column that is not a TIMESTAMP: Spark throws at the call.",
        tags = {"correctness", "watermark"})
public final class InvalidWatermarkDefinition implements ApplicationRule, OperatorRule {

    /** Negative delays: {@code Dataset.withWatermark} requires {@code !IntervalUtils.isNegative(delay)}. */
    @Override
    public void check(Application application, RuleContext context, Report report) {
        for (SparkText text : application.texts()) {
            if (text.use().equals("withWatermark") && text.interval().filter(SqlText.Interval::isNegative).isPresent()) {
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
        Optional<String> type = typeOf(column, w.child());
        if (type.isEmpty() || type.get().equals("timestamp") || type.get().startsWith("struct")) {
            return;
        }
        String sqlType = type.get().toUpperCase(Locale.ROOT);
        report.at(w.location(), "withWatermark(\"" + column + "\", ..) is on a " + sqlType + " column: Spark throws "
                + "[EVENT_TIME_IS_NOT_ON_TIMESTAMP_TYPE] The event time `" + column + "` has the invalid type \""
                + sqlType + "\", but expected \"TIMESTAMP\" at this call. Put the watermark on a TIMESTAMP column: "
                + "the source's timestamp, or one converted first (to_timestamp(..), timestamp_millis(..), "
                + "col(..).cast(\"timestamp\")).");
    }

    /** The type of {@code column} in {@code plan}'s output, when it is surely known. */
    private static Optional<String> typeOf(String column, Plan plan) {
        if (plan instanceof Plan.Source s) {
            return columns(s).flatMap(c -> c.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(column))
                    .map(Map.Entry::getValue).findFirst());
        }
        if (plan instanceof Plan.Watermark w) {
            return typeOf(column, w.child());
        }
        if (plan instanceof Plan.Operator o) {
            return typeOf(column, o.child());
        }
        if (plan instanceof Plan.Project p) {
            return typeThrough(column, p.mapping(), p.child());
        }
        return Optional.empty();
    }

    private static Optional<String> typeThrough(String column, ColumnMapping mapping, Plan input) {
        if (mapping instanceof ColumnMapping.Rename r) {
            return r.to().equalsIgnoreCase(column) ? typeOf(r.from(), input)
                    : r.from().equalsIgnoreCase(column) ? Optional.empty() : typeOf(column, input);
        }
        if (mapping instanceof ColumnMapping.Replace r) {
            return r.name().equalsIgnoreCase(column) ? Optional.empty() : typeOf(column, input);
        }
        if (mapping instanceof ColumnMapping.Select select) {
            for (ColumnMapping.Select.Output o : select.outputs()) {
                if (o.name() != null && o.name().equalsIgnoreCase(column) && !o.equals(ColumnMapping.Select.Output.STAR)) {
                    return o.source() != null && !o.source().contains(".") ? typeOf(o.source(), input) : Optional.empty();
                }
            }
            return select.outputs().contains(ColumnMapping.Select.Output.STAR) ? typeOf(column, input) : Optional.empty();
        }
        return Optional.empty();
    }

    /** A streaming source's columns and types: fixed by the format, or a DDL schema Spark's parser reads. */
    private static Optional<Map<String, String>> columns(Plan.Source s) {
        if (!s.streaming()) {
            return Optional.empty();
        }
        if (s.schema().isPresent()) {
            Optional<String> ddl = s.schema().get().value().text();
            Optional<SqlText> reader = SqlText.get();
            if (ddl.isEmpty() || reader.isEmpty()) {
                return Optional.empty();
            }
            return reader.get().schema(ddl.get()) instanceof Parsed.Ok<java.util.LinkedHashMap<String, String>> ok
                    ? Optional.of(ok.value()) : Optional.empty();
        }
        return s.format().text().map(f -> SparkFacts.FIXED_COLUMN_TYPES.get(f.toLowerCase(Locale.ROOT)));
    }
}
