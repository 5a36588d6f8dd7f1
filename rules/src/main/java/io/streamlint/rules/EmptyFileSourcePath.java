package io.streamlint.rules;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;

import java.util.Optional;

/**
 * SS048: a streaming file source whose path is empty or blank. Spark rejects it at load(): Hadoop cannot make a path
 * of an empty string, and a blank one names a directory that does not exist. Such a source reads no files, so the
 * rules about what file sources read (SS025, SS042) leave it to this one.
 */
@RuleInfo(id = "SS048", name = "EmptyFileSourcePath", severity = Severity.ERROR,
        summary = "Streaming file source whose path is empty or blank: Spark rejects it at load().",
        tags = {"correctness", "file-source"},
        sparkRejections = {
                // DataSource.sourceSchema -> new org.apache.hadoop.fs.Path(""): IllegalArgumentException (3.5 and 4.x)
                "Can not create a Path from an empty string",
                // DataSource.sourceSchema (streaming file source, not a glob): the directory must exist; a blank path
                // never does
                "PATH_NOT_FOUND"
        })
public final class EmptyFileSourcePath implements SourceRule {

    @Override
    public void check(Plan.Source source, RuleContext context, Report report) {
        Optional<Options.Entry> path = blankPath(source, context);
        if (path.isEmpty()) {
            return;
        }
        String format = source.format().text().orElseThrow();
        String text = path.get().value().text().orElseThrow();
        String rejection = text.isEmpty() ? "java.lang.IllegalArgumentException: Can not create a Path from an empty string"
                : "[PATH_NOT_FOUND] Path does not exist: " + text + ".";
        report.at(path.get().location(), "The path of this streaming " + format + " source is "
                + (text.isEmpty() ? "empty" : "blank") + ": Spark rejects it at load() with \"" + rejection + "\". Give "
                + "the directory the stream reads (a configuration value that defaults to \"\" ends up here too).");
    }

    /** The path entry of a streaming file source, when the code shows it is empty or only spaces. */
    static Optional<Options.Entry> blankPath(Plan.Source source, RuleContext context) {
        Optional<String> format = source.format().text();
        if (!source.streaming() || format.isEmpty() || !context.spark().isFileSourceFormat(format.get())) {
            return Optional.empty();
        }
        return source.options().get("path").filter(e -> e.value().text().filter(String::isBlank).isPresent());
    }
}
