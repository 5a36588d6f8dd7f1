package io.streamlint.cli;

import io.streamlint.core.api.Problem;
import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import io.streamlint.core.engine.SourceRoots;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.report.ReportFiles;
import io.streamlint.core.report.SarifReport;
import io.streamlint.core.report.TextReport;
import io.streamlint.core.report.ToolInfo;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code streamlint [options] PATH...}: the default {@code check} command, which lints and reports.
 * The report goes to stdout or {@code --output}; stderr only carries what the tool itself has to say.
 */
@Command(name = "streamlint",
        mixinStandardHelpOptions = true,
        versionProvider = StreamlintCommand.Version.class,
        subcommands = {RulesCommand.class, ExplainCommand.class},
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = "Lints Apache Spark Structured Streaming jobs written in Java.",
        footerHeading = "%nExit status:%n",
        footer = {
                "  0  nothing at or above --fail-on",
                "  1  findings at or above --fail-on",
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

        final Severity threshold;

        FailOn(Severity threshold) {
            this.threshold = threshold;
        }
    }

    @Parameters(paramLabel = "PATH", arity = "0..*",
            description = "Java files, plan dumps or folders to lint; folders are searched for *.java and *.streamlint-plan.json.")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--format", paramLabel = "FORMAT", description = "Report format: text (default) or sarif.")
    Format format = Format.text;

    @Option(names = "--output", paramLabel = "FILE",
            description = "Write the report to FILE (atomically) instead of stdout.")
    Path output;

    @Option(names = "--sarif-output", paramLabel = "FILE",
            description = "Also write a SARIF report to FILE, whatever --format says.")
    Path sarifOutput;

    @Option(names = "--fail-on", paramLabel = "LEVEL",
            description = "Exit 1 when a finding is at least this severe: error (default), warning, note or none.")
    FailOn failOn = FailOn.error;

    @Option(names = "--classpath", paramLabel = "CP",
            description = "Jars and class folders for type resolution, separated by '${sys:path.separator}'.")
    String classpath;

    @Option(names = "--source-root", paramLabel = "DIR",
            description = "Report paths relative to DIR (default: the enclosing git work tree, else the current folder).")
    Path sourceRoot;

    @Option(names = "--java-release", paramLabel = "N",
            description = "Java language level of the sources, " + LintRequest.MIN_LANGUAGE_LEVEL + " to "
                    + LintRequest.MAX_LANGUAGE_LEVEL + " (default: 17).")
    int javaRelease = LintRequest.DEFAULT_LANGUAGE_LEVEL;

    @Option(names = "--spark-version", paramLabel = "VERSION",
            description = "Spark line the jobs run on: 3.5, 4.0 (default) or 4.1; facts that differ between lines follow it.")
    String sparkVersion = SparkVersion.DEFAULT.label();

    @Option(names = "--disable", paramLabel = "ID", split = ",",
            description = "Rules not to run, e.g. --disable SS002,SS003 (see 'rules').")
    List<String> disabled = new ArrayList<>();

    @Option(names = {"-q", "--quiet"}, description = "Leave out the summary line of the text report.")
    boolean quiet;

    @Spec
    CommandSpec spec;

    public static void main(String[] args) {
        System.exit(newCommandLine().execute(args));
    }

    /** The command line with streamlint's error handling; tests run this in-process. */
    public static CommandLine newCommandLine() {
        CommandLine cli = new CommandLine(new StreamlintCommand());
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
        LintRequest request = request();
        LintResult result = linter().run(request);

        String report = format == Format.sarif ? SarifReport.render(result) : text(result);
        if (output == null) {
            PrintWriter out = spec.commandLine().getOut();
            out.print(report);
            out.flush();
        } else if (!write(output, report)) {
            return EXIT_ERROR;
        }
        if (sarifOutput != null && !write(sarifOutput, SarifReport.render(result))) {
            return EXIT_ERROR;
        }
        // Problems are in every report; when no text report reaches the console, still say there were some.
        boolean problemsOnConsole = format == Format.text && output == null;
        if (!problemsOnConsole && !result.problems().isEmpty()) {
            PrintWriter err = spec.commandLine().getErr();
            long files = result.problems().stream().map(Problem::file).distinct().count();
            err.println("streamlint: " + files + (files == 1 ? " file" : " files")
                    + " could not be fully linted; the report lists why");
            err.flush();
        }
        boolean failed = failOn.threshold != null && result.countAtLeast(failOn.threshold) > 0;
        return failed ? EXIT_FINDINGS : EXIT_CLEAN;
    }

    /** The text report, without its last line (the summary) when quiet. */
    private String text(LintResult result) {
        return TextReport.render(result, !quiet);
    }

    /** Writes a report file; a failure is the tool's (exit 2), reported in one line rather than a stack trace. */
    private boolean write(Path file, String content) {
        try {
            ReportFiles.writeAtomically(file, content);
            return true;
        } catch (IOException e) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("streamlint: cannot write " + file + ": " + e);
            err.flush();
            return false;
        }
    }

    /** The built-in rules less the disabled ones; an unknown id is a usage error. */
    private Linter linter() {
        try {
            return Linter.withRulesFrom(StreamlintCommand.class.getClassLoader()).without(disabled);
        } catch (IllegalArgumentException e) {
            throw usage("--disable: " + e.getMessage());
        }
    }

    /** The lint request from the options; bad values are usage errors. */
    private LintRequest request() {
        if (paths.isEmpty()) {
            throw usage("no PATH given: name the Java files or folders to lint");
        }
        for (Path path : paths) {
            if (!Files.exists(path)) {
                throw usage("no such file or folder: " + path);
            }
        }
        if (sourceRoot != null && !Files.isDirectory(sourceRoot)) {
            throw usage("--source-root is not a folder: " + sourceRoot);
        }
        if (javaRelease < LintRequest.MIN_LANGUAGE_LEVEL || javaRelease > LintRequest.MAX_LANGUAGE_LEVEL) {
            throw usage("--java-release must be between " + LintRequest.MIN_LANGUAGE_LEVEL + " and "
                    + LintRequest.MAX_LANGUAGE_LEVEL + ", not " + javaRelease);
        }
        if (output != null && sarifOutput != null
                && output.toAbsolutePath().normalize().equals(sarifOutput.toAbsolutePath().normalize())) {
            throw usage("--output and --sarif-output name the same file: " + output);
        }
        SparkVersion spark;
        try {
            spark = SparkVersion.parse(sparkVersion);
        } catch (IllegalArgumentException e) {
            throw usage("--spark-version: " + e.getMessage());
        }
        Path root = sourceRoot != null ? sourceRoot : SourceRoots.defaultFor(Path.of(""));
        List<Path> classpathEntries = classpath == null ? List.of() : Arrays.stream(classpath.split(File.pathSeparator))
                .filter(entry -> !entry.isBlank())
                .map(Path::of)
                .toList();
        return LintRequest.of(root, paths)
                .withClasspath(classpathEntries)
                .withLanguageLevel(javaRelease)
                .withSparkVersion(spark);
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
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
            throw new ParameterException(parseResult.commandSpec().commandLine(),
                    "'" + name + "' is a subcommand and cannot follow check options or paths;"
                            + " to lint a folder named " + name + ", write ./" + name);
        }
    }

    /** Prints the message and a hint, not the whole usage text, so the error stays visible. */
    private static int usageError(ParameterException e, String[] args) {
        CommandLine cli = e.getCommandLine();
        PrintWriter err = cli.getErr();
        err.println("streamlint: " + e.getMessage());
        String command = cli.getCommandSpec().qualifiedName();
        err.println("Try '" + command + " --help' for more information.");
        err.flush();
        return EXIT_ERROR;
    }

    /** One line saying what failed and its root cause, then the stack trace for a bug report. */
    private static int internalError(CommandLine cli, Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        PrintWriter err = cli.getErr();
        err.println("streamlint: internal error: " + e + (root == e ? "" : " (cause: " + root + ")"));
        e.printStackTrace(err);
        err.flush();
        return EXIT_ERROR;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {ToolInfo.NAME + " " + ToolInfo.version()};
        }
    }
}
