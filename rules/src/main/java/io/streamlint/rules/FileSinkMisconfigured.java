package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Value;

import java.util.Locale;
import java.util.Optional;

/**
 * SS020: a file sink Spark cannot start, in the order start() checks: a "path" option together with
 * {@code start(path)} (any sink: start(path) itself throws), no path at all (file formats and Delta, whose sinks
 * need one), and an output mode other than append (file formats: FileStreamSink only appends).
 */
@RuleInfo(id = "SS020", name = "FileSinkMisconfigured", severity = Severity.ERROR,
        summary = "File sink Spark rejects at start(): update or complete output mode, no path, or a path given both "
                + "as option(\"path\") and to start(path).",
        tags = {"correctness", "sink", "output-mode"},
        sparkRejections = {
                // DataSource.createSink: a file sink in update/complete mode; 4.x error class, 3.5
                // _LEGACY_ERROR_TEMP_1131 (the format as the user wrote it, so Delta's "DeltaDataSource does not
                // support Update output mode" is SS021's)
                "STREAMING_OUTPUT_MODE\\.UNSUPPORTED_DATASOURCE",
                "(?i)Data source (parquet|json|csv|orc|text|avro|xml) does not support \\w+ output mode",
                // DataSource.createSink (Spark) and DeltaDataSource.createSink: no path (_LEGACY_ERROR_TEMP_2047)
                "'path' is not specified",
                // DataStreamWriter.start(path) with a path option too (_LEGACY_ERROR_TEMP_1188)
                "There is a 'path' option set and start\\(\\) is called with a path parameter"
        })
public final class FileSinkMisconfigured implements QueryRule {

    private static final String PATH = "path";

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Sink sink = query.sink();
        Optional<Options.Entry> pathOption = sink.options().get(PATH);
        if (sink.startPath().isPresent() && pathOption.isPresent()) {
            if (legacyPathBehaviourSurelyOff(query)) {
                report.at(sink.location(), capitalized(query.subject()) + " sets option(\"" + pathOption.get().key()
                                + "\", ..) and also passes a path to start(path): Spark rejects it at this call (\"There is "
                                + "a 'path' option set and start() is called with a path parameter\"). Keep one: remove the "
                                + "option, or call start() without the path.",
                        new RelatedLocation(pathOption.get().location(), "the path option is set here"));
            }
            return;
        }
        Optional<String> format = SinkFacts.effectiveSinkFormat(sink, query.sessionConf());
        if (format.isEmpty() || sink.kind() != Sink.Kind.FORMAT) {
            return;
        }
        boolean file = context.spark().isFileFormat(format.get());
        boolean delta = format.get().equalsIgnoreCase(SinkFacts.DELTA_FORMAT);
        String described = describe(sink, format.get());
        if ((file || delta) && "start".equals(sink.terminal()) && surelyWithoutPath(sink)) {
            report.at(sink.location(), capitalized(query.subject()) + " writes to " + described + " but gives no path: "
                    + "Spark rejects it at start() with \"'path' is not specified\". Pass the output directory to "
                    + "start(\"<path>\"), or write to a table with toTable(\"<table>\").");
            return;
        }
        Value mode = SinkFacts.effectiveOutputMode(sink);
        if (!file || sink.outputMode().isEmpty() || mode.is("append") || !mode.lowerCase().filter(SinkFacts.OUTPUT_MODES::contains).isPresent()) {
            return;
        }
        if ("toTable".equals(sink.terminal()) && sink.format().isEmpty()) {
            return; // the table may exist with another provider
        }
        Setting outputMode = sink.outputMode().get();
        String name = mode.lowerCase().orElseThrow();
        report.at(outputMode.location(), capitalized(query.subject()) + " writes to " + described + " in " + name
                        + " mode, but file sinks only append: Spark rejects it at " + sink.terminal() + "() with "
                        + context.spark().fileSinkOutputModeError() + ". Write in append mode (an aggregation then needs "
                        + "a watermark), or use foreachBatch to overwrite or merge each batch's result.",
                new RelatedLocation(sink.format().map(Setting::location).orElse(sink.location()),
                        "the " + format.get().toLowerCase(Locale.ROOT) + " sink is chosen here"));
    }

    /** "the parquet sink", "the parquet sink (the default format)". */
    private static String describe(Sink sink, String format) {
        return "the " + format.toLowerCase(Locale.ROOT) + " sink" + (sink.format().isEmpty() ? " (the default format)" : "");
    }

    /** No path option (nor one an unreadable key or an unknown map could set), and no start(path). */
    private static boolean surelyWithoutPath(Sink sink) {
        return sink.startPath().isEmpty() && sink.options().surelyLacks(PATH) && sink.options().dynamicKeys().isEmpty();
    }

    /** spark.sql.legacy.pathOptionBehavior.enabled is surely not true on the query's session. */
    private static boolean legacyPathBehaviourSurelyOff(StreamingQuery query) {
        Optional<Value> legacy = query.sessionConf().value(SinkFacts.LEGACY_PATH_OPTION_CONF);
        return legacy.isEmpty() || legacy.get().is("false");
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
