package io.streamlint.rules;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Session;
import io.streamlint.core.model.SourceFacts;
import io.streamlint.core.model.Value;

import java.util.Optional;

/**
 * SS025: a streaming file source without a schema. Spark needs the schema when the stream is defined, before any
 * file arrives, and throws at load() unless the session allows inference, the format has a fixed schema (text),
 * or (4.x) the reader puts each record into a single variant column.
 */
@RuleInfo(id = "SS025", name = "FileSourceWithoutSchema", severity = Severity.ERROR,
        summary = "Streaming file source (json, csv, parquet, orc, xml, ...) without .schema(...): Spark rejects it at load().",
        tags = {"correctness", "file-source", "schema"},
        sparkRejections = {
                // DataSource.sourceSchema: SparkIllegalArgumentException in 4.x, IllegalArgumentException in 3.5, same
                // text
                "Schema must be specified when creating a streaming source DataFrame"
        })
public final class FileSourceWithoutSchema implements SourceRule {

    @Override
    public void check(Plan.Source source, RuleContext context, Report report) {
        Optional<String> format = source.format().lowerCase();
        Options options = source.options();
        if (!source.streaming() || source.schema().isPresent() || format.isEmpty()
                || !context.spark().fileFormatsNeedingSchema().contains(format.get())
                || options.surelyLacks("path") // Spark first fails on the missing path
                || context.spark().singleVariantColumnFormats().contains(format.get())
                && !options.surelyLacks(SourceFacts.SINGLE_VARIANT_COLUMN_OPTION)
                || !schemaInferenceSurelyOff(source, context)
                || EmptyFileSourcePath.blankPath(source, context).isPresent()) { // Spark first fails on the path: SS048
            return;
        }
        report.at(source.location(), "This streaming " + format.get() + " source has no schema: Spark rejects it at "
                + "load() with \"" + SourceFacts.SCHEMA_REQUIRED_MESSAGE + "\". Add .schema(<StructType or DDL "
                + "string>) to the reader: a stream cannot infer it from files that have not arrived yet.");
    }

    /** True when the source's session surely leaves spark.sql.streaming.schemaInference off (its default). */
    private static boolean schemaInferenceSurelyOff(Plan.Source source, RuleContext context) {
        Optional<Options> conf = context.application().sessions().stream()
                .filter(s -> s.id().equals(source.sessionId()))
                .map(Session::conf)
                .findFirst();
        Optional<Value> inference = conf.flatMap(c -> c.value(SourceFacts.STREAMING_SCHEMA_INFERENCE_CONF));
        return conf.isPresent() && (inference.isEmpty()
                || inference.get().text().filter(t -> !t.strip().equalsIgnoreCase("true")).isPresent());
    }
}
