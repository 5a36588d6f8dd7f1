package io.streamlint.cli;

import io.streamlint.core.engine.RuleSet;
import io.streamlint.core.setup.LintSetup;
import io.streamlint.core.setup.SetupException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Where the rules come from: the built-in rules on the CLI's class path, the rule packs (jars of a team's own rules)
 * named with {@code --rules-jar}, and those in the installation's {@code lib/ext} folder. Shared by every command that
 * loads rules.
 */
final class RuleJars {

    /** The folder of an installation's rule packs, next to the CLI's jars: loaded without an option. */
    static final String EXT_FOLDER = "ext";

    @Option(names = "--rules-jar", paramLabel = "JAR",
            description = "A rule pack: a jar of your own rules (see docs/rule-packs.md); repeat it for several."
                    + " Jars in the installation's lib/ext folder are loaded without it.")
    List<Path> jars = new ArrayList<>();

    /** The rules of the CLI's class path and of the rule packs; a missing jar is a usage error of {@code spec}'s. */
    LintSetup setup(CommandSpec spec) {
        for (Path jar : jars) {
            if (!Files.isRegularFile(jar) || !jar.getFileName().toString().endsWith(".jar")) {
                throw new ParameterException(spec.commandLine(), "--rules-jar: " + (Files.isRegularFile(jar)
                        ? "not a jar: " + jar : "no such file: " + jar));
            }
        }
        List<Path> all = new ArrayList<>(installed());
        all.addAll(jars);
        return LintSetup.rulesFrom(RuleJars.class.getClassLoader()).withRuleJars(all);
    }

    /** Every rule found, for {@code rules} and {@code explain}; rules that cannot be loaded are a usage error. */
    RuleSet allRules(CommandSpec spec) {
        try {
            return setup(spec).allRules();
        } catch (SetupException e) {
            throw usage(spec, e);
        }
    }

    /** A usage error saying what is wrong with the rules, the configuration or the rules to disable. */
    static ParameterException usage(CommandSpec spec, SetupException e) {
        String what = switch (e.kind()) {
            case CONFIGURATION -> "configuration error: ";
            case DISABLED_RULE -> "--disable: ";
            case RULES -> "rule pack error: ";
        };
        return new ParameterException(spec.commandLine(), what + e.getMessage());
    }

    /**
     * The jars in the installation's {@code lib/ext} folder ({@code ext/} next to the CLI's jar in the distribution's
     * {@code lib/}, or {@code lib/ext/} next to it as {@code java -jar target/streamlint-cli.jar} has it), sorted;
     * none when there is no such folder.
     */
    static List<Path> installed() {
        CodeSource cli = RuleJars.class.getProtectionDomain().getCodeSource();
        if (cli == null) {
            return List.of();
        }
        try {
            Path jarFolder = Objects.requireNonNull(Path.of(cli.getLocation().toURI()).getParent()); // in a folder
            Path folder = Stream.of(jarFolder.resolve(EXT_FOLDER), jarFolder.resolve("lib").resolve(EXT_FOLDER))
                    .filter(Files::isDirectory).findFirst().orElse(null);
            if (folder == null) {
                return List.of();
            }
            try (Stream<Path> files = Files.list(folder)) {
                return files.filter(f -> f.getFileName().toString().endsWith(".jar") && Files.isRegularFile(f))
                        .sorted().toList();
            }
        } catch (URISyntaxException | IOException | IllegalArgumentException e) {
            return List.of();
        }
    }
}
