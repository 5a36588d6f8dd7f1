package io.streamlint.cli;

import io.streamlint.core.config.ConfigException;
import io.streamlint.core.config.StreamlintConfig;
import io.streamlint.core.dump.PlanDump;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.RunCache;
import io.streamlint.core.engine.SourceRoots;
import io.streamlint.core.input.InputFiles;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.setup.LintSetup;
import io.streamlint.core.setup.SetupException;
import io.streamlint.core.support.AtomicFiles;
import io.streamlint.core.support.Progress;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/** What to lint and with which rules: shared by the check (the default command) and {@code baseline}. */
final class LintOptions {

    @Parameters(paramLabel = "PATH", arity = "0..*",
            description = "Java files, plan dumps or folders to lint; folders are searched for *.java and *.streamlint-plan.json.")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--config", paramLabel = "FILE",
            description = "Rule selection, severities and options (default: ./" + StreamlintConfig.DEFAULT_FILE_NAME
                    + " if there is one).")
    @Nullable Path config;

    @Option(names = "--classpath", paramLabel = "CP",
            description = "Jars and class folders for type resolution, separated by '${sys:path.separator}'.")
    @Nullable String classpath;

    @Option(names = "--source-root", paramLabel = "DIR",
            description = "Report paths relative to DIR (default: the enclosing git work tree, else the current folder).")
    @Nullable Path sourceRoot;

    @Option(names = "--java-release", paramLabel = "N",
            description = "Java language level of the sources, " + LintRequest.MIN_LANGUAGE_LEVEL + " to "
                    + LintRequest.MAX_LANGUAGE_LEVEL + " (default: 17).")
    int javaRelease = LintRequest.DEFAULT_LANGUAGE_LEVEL;

    @Option(names = "--spark-version", paramLabel = "VERSION",
            description = "Spark line the jobs run on: 3.5, 4.0 (default) or 4.1; facts that differ between lines follow it.")
    String sparkVersion = SparkVersion.DEFAULT.label();

    @Option(names = "--include-tests",
            description = "Also lint the test source folders (src/test/java, src/it/java, src/integrationTest/java, ...)"
                    + " found in PATH folders, as the Maven plugin's includeTests does (default: they are skipped; a PATH"
                    + " in one is linted). Production-only rules do not report in test code.")
    boolean includeTests;

    @Option(names = "--disable", paramLabel = "ID", split = ",",
            description = "Rules not to run, e.g. --disable SS002,SS003 (see 'rules'); adds to the configuration file's.")
    List<String> disabled = new ArrayList<>();

    @Mixin
    RuleJars rules;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    /** The configured linter and the request; bad values and a broken configuration file are usage errors. */
    RunCache.Lint prepare() {
        return prepare(request());
    }

    /**
     * The request these options describe but for the rule settings, which come with the configuration file
     * ({@link #prepare(LintRequest)}); bad values are usage errors.
     */
    LintRequest request() {
        if (paths.isEmpty()) {
            throw usage("no PATH given: name the Java files or folders to lint");
        }
        for (Path path : paths) {
            if (!Files.exists(path)) {
                throw usage("no such file or folder: " + path);
            }
            if (Files.isRegularFile(path) && !path.getFileName().toString().endsWith(".java") && !PlanDump.isDump(path)) {
                throw usage("not a Java file or a plan dump: " + path
                        + " (Streamlint lints *.java files and *.streamlint-plan.json dumps, and folders holding them)");
            }
        }
        if (config != null || Files.exists(configFile())) {
            try {
                // Before anything is linted, and also when a replayed run would not read it.
                StreamlintConfig.checkFile(configFile());
            } catch (ConfigException e) {
                throw usage("configuration error: " + e.getMessage());
            }
        }
        if (sourceRoot != null && !Files.isDirectory(sourceRoot)) {
            throw usage("--source-root is not a folder: " + sourceRoot);
        }
        if (javaRelease < LintRequest.MIN_LANGUAGE_LEVEL || javaRelease > LintRequest.MAX_LANGUAGE_LEVEL) {
            throw usage("--java-release must be between " + LintRequest.MIN_LANGUAGE_LEVEL + " and "
                    + LintRequest.MAX_LANGUAGE_LEVEL + ", not " + javaRelease);
        }
        SparkVersion spark;
        try {
            spark = SparkVersion.parse(sparkVersion);
        } catch (IllegalArgumentException e) {
            throw usage("--spark-version: " + e.getMessage());
        }
        Path root = sourceRoot != null ? sourceRoot : SourceRoots.defaultFor(Path.of(""));
        return LintRequest.of(root, paths)
                .withClasspath(classpathEntries())
                .withLanguageLevel(javaRelease)
                .withSparkVersion(spark)
                .withSparkParser(parserJars(spark))
                .withSkipTestFolders(!includeTests);
    }

    /**
     * What the run goes on without but the user should know, one line each: class path entries that do not exist
     * (types they hold stay unresolved).
     */
    List<String> warnings() {
        List<String> lines = new ArrayList<>();
        for (Path entry : classpathEntries()) {
            if (!Files.exists(entry)) {
                lines.add("class path entry not found: " + entry + "; types from it stay unresolved");
            }
        }
        return lines;
    }

    /**
     * The line for a run that found nothing to lint in any PATH: a CI job pointed at the wrong folder would otherwise
     * pass, having looked at nothing.
     */
    String nothingToLint() {
        return "nothing to lint: no .java file or plan dump (*.streamlint-plan.json) in " + paths() + testFoldersNote();
    }

    /**
     * One line for each folder among several PATHs that holds nothing to lint (a misspelt module, a folder that moved),
     * which the others' findings would hide.
     */
    List<String> emptyPaths() {
        List<String> lines = new ArrayList<>();
        for (Path path : paths.size() > 1 ? paths : List.<Path>of()) {
            if (Files.isDirectory(path) && InputFiles.find(List.of(path), !includeTests).files().isEmpty()) {
                lines.add("warning: nothing to lint in " + path + ": no .java file or plan dump" + testFoldersNote());
            }
        }
        return lines;
    }

    private String testFoldersNote() {
        return includeTests ? "" : "; test source folders are skipped unless --include-tests";
    }

    /** The PATHs as given, for messages. */
    String paths() {
        return paths.stream().map(Path::toString).collect(Collectors.joining(", "));
    }

    private List<Path> classpathEntries() {
        return classpath == null ? List.of() : Arrays.stream(classpath.split(File.pathSeparator))
                .filter(entry -> !entry.isBlank())
                .map(Path::of)
                .toList();
    }

    /** The linter with every rule not disabled, and {@code request} with the configured rule settings. */
    RunCache.Lint prepare(LintRequest request) {
        try {
            return setup().lint(request);
        } catch (SetupException e) {
            throw RuleJars.usage(spec, e);
        }
    }

    /**
     * {@code request} linted, or replayed from {@code cache} (null: none) while nothing that decides it changed; the
     * rules and the configuration are loaded only when it is linted.
     */
    LintResult run(LintRequest request, @Nullable Path cache, Progress progress, Consumer<String> notices) {
        try {
            return setup().run(request, cache, progress, notices);
        } catch (SetupException e) {
            throw RuleJars.usage(spec, e);
        }
    }

    /** The rules (with the rule packs), the configuration file and the rules disabled here. */
    private LintSetup setup() {
        Path file = configFile();
        return rules.setup(spec)
                .withConfigFile(config != null || Files.exists(file) ? file : null)
                .withDisabled(disabled);
    }

    /** --config, else ./streamlint.yaml (which need not exist). */
    private Path configFile() {
        return config != null ? config : Path.of(StreamlintConfig.DEFAULT_FILE_NAME);
    }

    /**
     * The jars of Spark's SQL parser for {@code spark} when the install carries that line's parser
     * ({@code lib/spark-4.1/} next to the CLI's jar, or next to it in {@code lib/} as the distribution has it);
     * none: the parser on the class path (Spark 4.0's).
     */
    static List<Path> parserJars(SparkVersion spark) {
        CodeSource cli = LintOptions.class.getProtectionDomain().getCodeSource();
        try {
            if (cli == null) {
                return List.of();
            }
            Path jarFolder = Objects.requireNonNull(Path.of(cli.getLocation().toURI()).getParent()); // in a folder
            String name = "spark-" + spark.label();
            Path folder = Stream.of(jarFolder.resolve("lib").resolve(name), jarFolder.resolve(name))
                    .filter(Files::isDirectory).findFirst().orElse(null);
            if (folder == null) {
                return List.of();
            }
            try (Stream<Path> files = Files.list(folder)) {
                return files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList();
            }
        } catch (URISyntaxException | IOException e) {
            return List.of(); // read with the class path's parser
        }
    }

    /**
     * A usage error unless {@code file} (null: not given) can be written: see {@link AtomicFiles#problemWriting}.
     *
     * @param regularOnly refuse a named pipe or a device too: the file is read back (a cache, a baseline)
     */
    void checkWritable(String option, @Nullable Path file, boolean regularOnly) {
        if (file != null) {
            AtomicFiles.problemWriting(file, regularOnly).ifPresent(problem ->
                    { throw usage(option + " " + file + " cannot be written: " + problem); });
        }
    }

    ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
