package io.streamlint.cli;

import io.streamlint.core.engine.Baseline;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.report.ConsoleText;
import io.streamlint.core.support.AtomicFiles;
import io.streamlint.core.support.ToolInfo;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code streamlint baseline PATH...}: writes the current findings to the baseline file, so that later checks
 * report only new ones. Findings suppressed in the code are left out: they are already dealt with. Without
 * findings no file is created (an existing one is emptied).
 */
@Command(name = "baseline", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Writes the current findings to a baseline file; checks then report only new findings.")
final class BaselineCommand implements Callable<Integer> {

    @Mixin
    LintOptions lint;

    @Option(names = "--baseline", paramLabel = "FILE",
            description = "The baseline file to write (default: ./" + Baseline.DEFAULT_FILE_NAME + ").")
    Path file = Path.of(Baseline.DEFAULT_FILE_NAME);

    @Override
    public Integer call() {
        lint.checkWritable("--baseline", file, true);
        PrintWriter err = lint.spec.commandLine().getErr();
        lint.warnings().forEach(line -> StreamlintCommand.printErr(err, "streamlint: " + line));
        LintResult result = lint.prepare().run();
        if (result.filesScanned() == 0) {
            // "no findings, so no baseline" would say the code is clean when nothing was looked at
            StreamlintCommand.printErr(err, "streamlint: " + lint.nothingToLint());
            return StreamlintCommand.EXIT_ERROR;
        }
        lint.emptyPaths().forEach(line -> StreamlintCommand.printErr(err, "streamlint: " + line));
        Baseline baseline = Baseline.of(result, file);
        PrintWriter out = lint.spec.commandLine().getOut();
        if (baseline.entries().isEmpty() && !Files.exists(file)) {
            out.println(ToolInfo.NAME + ": no findings, so no baseline file is needed here");
            out.flush();
            return StreamlintCommand.EXIT_CLEAN;
        }
        try {
            AtomicFiles.writeAtomically(file, baseline.render());
        } catch (IOException e) {
            StreamlintCommand.printErr(err, "streamlint: cannot write " + file + ": " + e);
            return StreamlintCommand.EXIT_ERROR;
        }
        out.println(ConsoleText.printable(StreamlintCommand.baselineWritten(baseline, file)));
        out.flush();
        return StreamlintCommand.EXIT_CLEAN;
    }
}
