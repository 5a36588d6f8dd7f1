package io.streamlint.rules;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SourceFacts;

import java.util.Locale;

/**
 * SS045: {@code .schema(..)} on a built-in streaming source whose schema is fixed (rate, rate-micro-batch, socket);
 * Spark rejects it at load(). Found on public code copying the file-source idiom onto the socket source. Kafka's
 * own check is SS028's.
 */
@RuleInfo(id = "SS045", name = "SchemaOnFixedSchemaSource", severity = Severity.ERROR,
        summary = "A user schema on a streaming source whose schema is fixed (rate, socket): Spark rejects it at load().",
        tags = {"correctness", "source", "schema"},
        sparkRejections = {
                // DataSource / DataStreamReader.load: a provider that does not accept a user schema (3.5 and 4.x
                // wording)
                "source does not support user-specified schema"
        })
public final class SchemaOnFixedSchemaSource implements SourceRule {

    @Override
    public void check(Plan.Source source, RuleContext context, Report report) {
        if (source.schema().isEmpty() || source.format().text().isEmpty()) {
            return;
        }
        String format = source.format().text().get();
        SourceFacts.FixedSchemaSource fixed = SourceFacts.FIXED_SCHEMA_SOURCES.get(format.toLowerCase(Locale.ROOT));
        if (fixed == null) {
            return;
        }
        report.at(source.schema().get().location(), "The " + format + " source has a fixed schema (" + fixed.columns()
                + "): Spark rejects .schema(..) at load() with \"" + fixed.provider() + " source does not support "
                + "user-specified schema\". Remove .schema(..) and derive your columns with select/selectExpr (casts, "
                + "from_json, split) after load().");
    }
}
