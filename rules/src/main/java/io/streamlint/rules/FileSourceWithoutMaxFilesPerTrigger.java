package io.streamlint.rules;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SourceFacts;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.SparkVersion;

import java.util.Optional;

/**
 * SS042: a streaming file source without a read limit (maxFilesPerTrigger, and maxBytesPerTrigger since 4.0): the
 * first micro-batch reads every file already in the directory, and each batch after downtime every new one.
 */
@RuleInfo(id = "SS042", name = "FileSourceWithoutMaxFilesPerTrigger", severity = Severity.WARNING,
        summary = "Streaming file source without maxFilesPerTrigger (or maxBytesPerTrigger, Spark 4.0+): the first "
                + "micro-batch, and the first after downtime, reads every file waiting in the directory.",
        tags = {"reliability", "performance"}, productionOnly = true)
public final class FileSourceWithoutMaxFilesPerTrigger implements SourceRule {

    @Override
    public void check(Plan.Source source, RuleContext context, Report report) {
        SparkFacts spark = context.spark();
        Optional<String> format = source.format().text();
        if (!source.streaming() || format.isEmpty() || !spark.isFileSourceFormat(format.get())
                || !spark.fileSourceReadLimits().stream().allMatch(source.options()::surelyLacks)
                || StreamingPlans.onlyReadOnce(source, context)
                || EmptyFileSourcePath.blankPath(source, context).isPresent()) { // reads nothing: SS048
            return;
        }
        String path = source.options().get("path").flatMap(e -> e.value().text()).map(p -> " " + p).orElse("");
        boolean bytesIgnored = !spark.version().atLeast(SparkVersion.V4_0)
                && source.options().get(SourceFacts.FILE_MAX_BYTES_PER_TRIGGER).isPresent();
        report.at(source.location(), "This " + format.get() + " stream source has no "
                + String.join(" or ", spark.fileSourceReadLimits()) + (bytesIgnored
                ? " (maxBytesPerTrigger is a file source option only since Spark 4.0; Spark "
                + spark.version().label() + " ignores it)" : "")
                + ": its first micro-batch reads every file already in" + (path.isEmpty() ? " the directory" : path)
                + (StreamingPlans.onlyNewCheckpointsEachRun(source, context)
                ? ", and on every run again (its queries start from an empty checkpoint on every run)"
                : ", and after downtime one batch reads the whole backlog")
                + ", which can exhaust memory and stall the query. Add .option(\"maxFilesPerTrigger\", "
                + "\"<files per batch>\") to this reader.");
    }
}
