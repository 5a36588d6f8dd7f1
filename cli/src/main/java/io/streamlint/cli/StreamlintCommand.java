package io.streamlint.cli;

import io.streamlint.core.api.Severity;
import io.streamlint.core.config.ConfigException;
import io.streamlint.core.engine.Baseline;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.RunCache;
import io.streamlint.core.report.ConsoleText;
import io.streamlint.core.report.SarifReport;
import io.streamlint.core.report.TextReport;
import io.streamlint.core.support.AtomicFiles;
import io.streamlint.core.support.ToolInfo;
import io.streamlint.core.support.Progress;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.Callable;

/**
 * {@code streamlint [check] [options] PATH...}: the default {@code check} command, which lints and reports.
 * The report goes to stdout or {@code --output}; stderr only carries what the tool itself has to say: its progress
 * on a terminal, and a summary line when the report is not text on the console.
 */
@Command(name = "streamlint",
        mixinStandardHelpOptions = true,
        versionProvider = StreamlintCommand.Version.class,
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = "Lints Apache Spark Structured Streaming jobs written in Java.",
        footerHeading = "%nExit status:%n",
        footer = {
                "  0  nothing at or above --fail-on (or no more than --max-allowed-violations)",
                "  1  findings at or above --fail-on, more than --max-allowed-violations",
                "  2  usage error, or the tool itself failed"})
public final class StreamlintCommand implements Callable<Integer> {

    static final int EXIT_CLEAN = 0;
    static final int EXIT_FINDINGS = 1;
    static final int EXIT_ERROR = 2;

    /** Report formats; lower case because these are the command-line spellings. */
    enum Format { text, sarif }

    /** The least severe finding that fails the run; {@code none} never fails on findings. */
    enum FailOn {
        error(Severity.ERROR), warning(Severity.WARNING), note(Severity.NOTE), none(null);

        final @Nullable Severity threshold;

        FailOn(@Nullable Severity threshold) {
            this.threshold = threshold;
        }
    }

    @Mixin
    LintOptions lint;

    @Option(names = "--format", paramLabel = "FORMAT", description = "Report format: text (default) or sarif.")
    Format format = Format.text;

    @Option(names = "--output", paramLabel = "FILE",
            description = "Write the report to FILE (atomically) instead of stdout.")
    @Nullable Path output;

    @Option(names = "--sarif-output", paramLabel = "FILE",
            description = "Also write a SARIF report to FILE, whatever --format says.")
    @Nullable Path sarifOutput;

    @Option(names = "--fail-on", paramLabel = "LEVEL",
            description = "Exit 1 when a finding is at least this severe: error (default), warning, note or none.")
    FailOn failOn = FailOn.error;

    @Option(names = "--baseline", paramLabel = "FILE",
            description = "Report only findings not in this baseline (default: ./" + Baseline.DEFAULT_FILE_NAME
                    + " if there is one); write one with 'baseline'.")
    @Nullable Path baseline;

    @Option(names = "--no-baseline", description = "Report every finding, even with a baseline file present.")
    boolean noBaseline;

    @Option(names = "--max-allowed-violations", paramLabel = "N",
            description = "Exit 1 only when more than N findings are at least as severe as --fail-on (default: 0).")
    int maxAllowedViolations;

    @Option(names = "--sarif-category", paramLabel = "CATEGORY",
            description = "GitHub code scanning category of the SARIF run (automationDetails.id), e.g. streamlint/orders.")
    @Nullable String sarifCategory;

    @Option(names = "--sarif-information-uri", paramLabel = "URI",
            description = "A page about Streamlint for SARIF viewers (tool.driver.informationUri), e.g. your team's wiki page; none by default.")
    @Nullable URI sarifInformationUri;

    @Option(names = "--sarif-rule-help-uri", paramLabel = "TEMPLATE",
            description = "Where your team publishes the rule pages, {id} standing for the rule id (SARIF helpUri), e.g. https://wiki.example.com/streamlint/{id}.html; none by default.")
    @Nullable String sarifRuleHelpUri;

    @Option(names = "--sarif-include-suppressed",
            description = "Also write suppressed and baselined findings to SARIF, marked as suppressed.")
    boolean sarifIncludeSuppressed;

    @Option(names = "--cache", paramLabel = "FILE",
            description = "Keep the result in FILE and replay it while no input file, class path entry, option or rule changed.")
    @Nullable Path cache;

    @Option(names = {"-q", "--quiet"}, description = "Leave out the summary line of the text report and the progress"
            + " line; the summary on stderr only when the run fails.")
    boolean quiet;

    @Option(names = "--color", paramLabel = "WHEN",
            description = "Colour severities in the text report: auto (default: on a terminal, unless NO_COLOR is set),"
                    + " always or never.")
    Terminal.ColorMode color = Terminal.ColorMode.auto;

    @Spec
    CommandSpec spec;

    private final Terminal terminal;

    StreamlintCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    public static void main(String[] args) {
        int status;
        try {
            status = newCommandLine().execute(args);
        } catch (OutOfMemoryError e) {
            // Thrown where no handler of picocli's runs (while printing the error of another, say).
            System.err.println(outOfMemory(e));
            status = EXIT_ERROR;
        }
        System.exit(status);
    }

    /** The command line with streamlint's error handling; tests run this in-process. */
    public static CommandLine newCommandLine() {
        return newCommandLine(Terminal.system());
    }

    /** The command line, for a console that is {@code terminal}. */
    static CommandLine newCommandLine(Terminal terminal) {
        CommandLine cli = new CommandLine(new StreamlintCommand(terminal));
        // "check" is the command without a name too: the same options, and no subcommands of its own.
        CommandLine check = new CommandLine(new StreamlintCommand(terminal));
        check.getCommandSpec().name("check");
        check.getCommandSpec().usageMessage().description("Lints the PATHs and reports (the default command:"
                + " 'streamlint PATH...' is 'streamlint check PATH...').");
        cli.addSubcommand("check", check);
        cli.addSubcommand(new BaselineCommand());
        cli.addSubcommand(new RulesCommand());
        cli.addSubcommand(new ExplainCommand());
        cli.setCaseInsensitiveEnumValuesAllowed(true); // --format SARIF works too
        cli.setParameterExceptionHandler(StreamlintCommand::usageError);
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> internalError(commandLine, e));
        cli.setExecutionStrategy(parseResult -> {
            rejectSubcommandAfterCheckArguments(parseResult);
            try {
                return new CommandLine.RunLast().execute(parseResult);
            } catch (Error e) {
                // picocli lets Errors through (a rule jar without its docs: ServiceConfigurationError), and
                // the JVM would then exit with 1, which means "findings".
                return internalError(parseResult.commandSpec().commandLine(), e);
            }
        });
        return cli;
    }

    @Override
    public Integer call() {
        if (output != null && sarifOutput != null
                && output.toAbsolutePath().normalize().equals(sarifOutput.toAbsolutePath().normalize())) {
            throw lint.usage("--output and --sarif-output name the same file: " + output);
        }
        if (maxAllowedViolations < 0) {
            throw lint.usage("--max-allowed-violations must be 0 or more, not " + maxAllowedViolations);
        }
        LintRequest request = lint.request();
        // Before the lint, so that its result is not computed only to be lost.
        lint.checkWritable("--output", output, false);
        lint.checkWritable("--sarif-output", sarifOutput, false);
        lint.checkWritable("--cache", cache, true);
        // Without a cache the configuration is read (and a broken one reported) before the baseline, as always.
        PrintWriter err = spec.commandLine().getErr();
        lint.warnings().forEach(line -> printErr(err, "streamlint: " + line));
        RunCache.Lint prepared = cache == null ? lint.prepare(request) : null;
        Baseline accepted = baseline();
        Progress progress = new Progress();
        LintResult result;
        try (ProgressLine shown = terminal.showsProgress(quiet)
                ? ProgressLine.start(progress, err, terminal.progressDelay()) : null) {
            result = prepared != null ? prepared.reportingTo(progress).run()
                    : lint.run(request, cache, progress, this::notice);
        }
        if (result.filesScanned() == 0) {
            printErr(err, "streamlint: " + lint.nothingToLint());
            return EXIT_ERROR;
        }
        lint.emptyPaths().forEach(line -> printErr(err, "streamlint: " + line));
        if (accepted != null) {
            result = accepted.apply(result);
        }

        SarifReport.Options sarifOptions;
        try {
            sarifOptions = new SarifReport.Options(sarifCategory, sarifIncludeSuppressed, sarifInformationUri,
                    sarifRuleHelpUri);
        } catch (IllegalArgumentException e) {
            throw lint.usage("--sarif-rule-help-uri: " + e.getMessage());
        }
        boolean textOnConsole = format == Format.text && output == null;
        String report = format == Format.sarif ? SarifReport.render(result, sarifOptions)
                : TextReport.render(result, !quiet, textOnConsole && terminal.colours(color));
        if (output == null) {
            PrintWriter out = spec.commandLine().getOut();
            out.print(report);
            out.flush();
        } else if (!write(output, report)) {
            return EXIT_ERROR;
        }
        if (sarifOutput != null && !write(sarifOutput, SarifReport.render(result, sarifOptions))) {
            return EXIT_ERROR;
        }
        boolean failed = failOn.threshold != null && result.countAtLeast(failOn.threshold) > maxAllowedViolations;
        if (!textOnConsole) {
            // The report is in a file or is SARIF: one line on stderr says what it holds and where, so that a CI log
            // shows why the run failed. Quiet, only when it did.
            if (!quiet || failed) {
                printErr(err, TextReport.summary(result) + " Report: " + (output == null ? "stdout" : output)
                        + (sarifOutput == null ? "" : ", SARIF: " + sarifOutput) + ".");
            }
            TextReport.staleBaseline(result).ifPresent(line -> printErr(err, line));
        } else if (sarifOutput != null && !quiet) {
            printErr(err, "streamlint: SARIF report written to " + sarifOutput);
        }
        return failed ? EXIT_FINDINGS : EXIT_CLEAN;
    }

    /** The baseline to apply: --baseline, else ./streamlint-baseline.json if present; none with --no-baseline. */
    private @Nullable Baseline baseline() {
        if (noBaseline) {
            return null;
        }
        Path file = baseline != null ? baseline : Path.of(Baseline.DEFAULT_FILE_NAME);
        if (baseline == null && !Files.exists(file)) {
            return null;
        }
        try {
            return Baseline.read(file);
        } catch (ConfigException e) {
            throw lint.usage("baseline error: " + e.getMessage());
        }
    }

    /** What {@code baseline} prints after writing the file (the Maven goal logs the same). */
    static String baselineWritten(Baseline baseline, Path file) {
        int n = baseline.entries().size();
        return ToolInfo.NAME + ": wrote " + n + (n == 1 ? " finding" : " findings") + " to the baseline " + file
                + "; checks now report only findings not in it.";
    }

    private void notice(String line) {
        printErr(spec.commandLine().getErr(), "streamlint: " + line);
    }

    /**
     * Every line the CLI prints on stderr goes through here: escaped by {@link ConsoleText#printable} (file names,
     * configuration keys and exception messages in it come from the analysed project), so it stays one line.
     */
    static void printErr(PrintWriter err, String line) {
        err.println(ConsoleText.printable(line));
        err.flush();
    }

    /** Writes a report file; a failure is the tool's (exit 2), reported in one line rather than a stack trace. */
    private boolean write(Path file, String content) {
        try {
            AtomicFiles.writeAtomically(file, content);
            return true;
        } catch (IOException e) {
            printErr(spec.commandLine().getErr(), "streamlint: cannot write " + file + ": " + e);
            return false;
        }
    }

    /**
     * picocli takes a subcommand name anywhere on the line, so {@code streamlint src rules} would list
     * the rules and exit 0 instead of linting a folder named "rules". Refuse such mixes.
     */
    private static void rejectSubcommandAfterCheckArguments(CommandLine.ParseResult parseResult) {
        CommandLine.ParseResult sub = parseResult.subcommand();
        boolean checkArgumentsGiven = !parseResult.matchedPositionals().isEmpty()
                || parseResult.matchedOptions().stream().anyMatch(o -> !o.usageHelp() && !o.versionHelp());
        if (sub != null && checkArgumentsGiven) {
            String name = sub.commandSpec().name();
            boolean pathsGiven = !parseResult.matchedPositionals().isEmpty();
            throw new ParameterException(parseResult.commandSpec().commandLine(), pathsGiven
                    ? "'" + name + "' is a subcommand and cannot follow check options or paths;"
                            + " to lint a folder named " + name + ", write ./" + name
                    // Options before the subcommand would be the unnamed check's, and silently lost.
                    : "options go after the subcommand: streamlint " + name + " [OPTIONS]...");
        }
    }

    /** Prints the message and a hint, not the whole usage text, so the error stays visible. */
    private static int usageError(ParameterException e, String[] args) {
        CommandLine cli = e.getCommandLine();
        PrintWriter err = cli.getErr();
        printErr(err, "streamlint: " + e.getMessage());
        String command = cli.getCommandSpec().qualifiedName();
        printErr(err, "Try '" + command + " --help' for more information.");
        return EXIT_ERROR;
    }

    /**
     * One line saying what failed and its root cause, then the stack trace for a bug report; running out of memory,
     * anywhere in the run (a worker thread's error arrives wrapped), is one line saying what to do instead.
     */
    private static int internalError(CommandLine cli, Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof OutOfMemoryError oom) {
                PrintWriter err = cli.getErr();
                err.println(outOfMemory(oom));
                err.flush();
                return EXIT_ERROR;
            }
        }
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        PrintWriter err = cli.getErr();
        printErr(err, "streamlint: internal error: " + e + (root == e ? "" : " (cause: " + root + ")"));
        err.print(ConsoleText.trace(e));
        err.flush();
        return EXIT_ERROR;
    }

    /** The line that reports running out of memory: the cause, and how to give the JVM more. */
    static String outOfMemory(OutOfMemoryError e) {
        long maxMiB = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        return "streamlint: out of memory (" + (e.getMessage() == null ? "OutOfMemoryError" : e.getMessage())
                + ", the JVM may use " + maxMiB + " MiB); give it more, e.g. STREAMLINT_OPTS=-Xmx4g streamlint ...,"
                + " java -Xmx4g -jar streamlint-cli.jar ... or JAVA_TOOL_OPTIONS=-Xmx4g, or lint fewer files per run";
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {ToolInfo.NAME + " " + ToolInfo.version()};
        }
    }
}
