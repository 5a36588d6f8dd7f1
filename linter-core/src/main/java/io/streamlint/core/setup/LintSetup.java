package io.streamlint.core.setup;

import io.streamlint.core.config.ConfigException;
import io.streamlint.core.config.StreamlintConfig;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import io.streamlint.core.engine.RuleSet;
import io.streamlint.core.engine.RuleSetException;
import io.streamlint.core.engine.RunCache;
import io.streamlint.core.support.Progress;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The one place where what a front end was told becomes a lint: the rules found on the tool's class loader and in the
 * rule pack jars it names, the configuration file ({@code streamlint.yaml}) and the rules disabled besides it make the
 * linter and the rule settings of a request; the same inputs, without loading a rule, make the run cache's key. The
 * CLI and the Maven plugin only parse their options into a {@code LintSetup} and a {@link LintRequest}, and word a
 * {@link SetupException} their own way.
 *
 * <p>Immutable; the {@code with...} methods return a changed copy.
 */
public final class LintSetup {

    private final ClassLoader tool;
    private final List<Path> ruleJars;
    private final @Nullable Path configFile;
    private final List<String> disabled;
    private final Runnable beforeLoading;

    private LintSetup(ClassLoader tool, List<Path> ruleJars, @Nullable Path configFile, List<String> disabled,
                      Runnable beforeLoading) {
        this.tool = tool;
        this.ruleJars = List.copyOf(ruleJars);
        this.configFile = configFile;
        this.disabled = List.copyOf(disabled);
        this.beforeLoading = beforeLoading;
    }

    /**
     * Every rule registered as a service on the class path of {@code tool} (the built-in rules, and rule packs on the
     * same class path: a Maven plugin's dependencies), no configuration file, no rule disabled.
     */
    public static LintSetup rulesFrom(ClassLoader tool) {
        return new LintSetup(tool, List.of(), null, List.of(), () -> { });
    }

    /** Also the rules registered in {@code jars} (rule packs), loaded in a class loader below the tool's. */
    public LintSetup withRuleJars(List<Path> jars) {
        return new LintSetup(tool, jars, configFile, disabled, beforeLoading);
    }

    /** Reads the rule selection, severities and options from {@code file}; null: none (every rule, its defaults). */
    public LintSetup withConfigFile(@Nullable Path file) {
        return new LintSetup(tool, ruleJars, file, disabled, beforeLoading);
    }

    /** Leaves out the rules {@code ids} names (any case), besides those the configuration file switches off. */
    public LintSetup withDisabled(List<String> ids) {
        return new LintSetup(tool, ruleJars, configFile, ids, beforeLoading);
    }

    /** Runs {@code action} before the rules are loaded (and only when they are: a replayed run loads none). */
    public LintSetup beforeLoading(Runnable action) {
        return new LintSetup(tool, ruleJars, configFile, disabled, action);
    }

    /** The configuration file, null if none. */
    public @Nullable Path configFile() {
        return configFile;
    }

    /** The rule pack jars besides the tool's class path. */
    public List<Path> ruleJars() {
        return ruleJars;
    }

    /**
     * Every rule found, none disabled: what {@code rules} lists and {@code explain} explains.
     *
     * @throws SetupException ({@link SetupException.Kind#RULES}) when a rule cannot be loaded or two have one id
     */
    public RuleSet allRules() throws SetupException {
        beforeLoading.run();
        try {
            return RuleSet.loadedFrom(ruleLoader());
        } catch (RuleSetException e) {
            throw new SetupException(SetupException.Kind.RULES, e.getMessage(), e);
        }
    }

    /**
     * The linter with the rules not disabled, and {@code request} with the configured rule settings.
     *
     * @throws SetupException when the rules cannot be loaded, the configuration file cannot be used, or a rule to
     *                        disable is not known
     */
    public RunCache.Lint lint(LintRequest request) throws SetupException {
        RuleSet all = allRules();
        StreamlintConfig config;
        try {
            config = configFile == null ? StreamlintConfig.EMPTY : StreamlintConfig.load(configFile, all.knownOptions());
        } catch (ConfigException e) {
            throw new SetupException(SetupException.Kind.CONFIGURATION, e.getMessage(), e);
        }
        RuleSet rules;
        try {
            List<String> off = new ArrayList<>(disabled);
            off.addAll(config.disabled());
            rules = all.without(off);
        } catch (IllegalArgumentException e) {
            throw new SetupException(SetupException.Kind.DISABLED_RULE, e.getMessage(), e);
        }
        return new RunCache.Lint(new Linter(rules), request.withRuleSettings(config.ruleSettings()));
    }

    /**
     * Lints {@code request}: replayed from {@code cacheFile} while nothing that decides the result changed (see
     * {@link RunCache}), else linted (and stored); without a cache file, linted.
     *
     * @param cacheFile null: no cache
     * @param notices   what the cache has to say (an unreadable cache file, ...), one line each
     * @throws SetupException as {@link #lint(LintRequest)}, only when the run is not replayed
     */
    public LintResult run(LintRequest request, @Nullable Path cacheFile, Progress progress, Consumer<String> notices)
            throws SetupException {
        if (cacheFile == null) {
            return lint(request).reportingTo(progress).run();
        }
        try {
            // Keyed on what decides the rules rather than on the rules, so that a replay loads none.
            return RunCache.run(cacheKey(), request, () -> {
                try {
                    return lint(request).reportingTo(progress);
                } catch (SetupException e) {
                    throw new NotSetUp(e);
                }
            }, cacheFile, notices);
        } catch (NotSetUp e) {
            throw e.failure;
        }
    }

    /** Carries a setup failure out of the cache's call back. */
    private static final class NotSetUp extends RuntimeException {
        final SetupException failure;

        NotSetUp(SetupException failure) {
            super(failure);
            this.failure = failure;
        }
    }

    /**
     * What decides the linter and the rule settings, for the run cache to key on without loading a rule: the tool's
     * class path ({@link RunCache#classPathStamps}) and each rule jar, the configuration file's path and content (an
     * unreadable one keys as such; the lint reports it when it reads the configuration), the rules disabled here.
     */
    public List<String> cacheKey() {
        List<String> key = new ArrayList<>(RunCache.classPathStamps(tool));
        for (Path jar : ruleJars) {
            key.add("rule jar " + jar.toAbsolutePath().normalize() + " " + RunCache.stamp(jar));
        }
        String where = configFile == null ? "none" : configFile.toAbsolutePath().normalize().toString();
        try {
            key.add("config " + where + "\n"
                    + (configFile != null && Files.isRegularFile(configFile) ? Files.readString(configFile) : "none"));
        } catch (IOException | UncheckedIOException e) {
            key.add("config unreadable " + where + " " + e);
        }
        key.add("disabled " + disabled);
        return key;
    }

    /** The tool's class loader, or one below it over the rule jars. */
    private ClassLoader ruleLoader() throws SetupException {
        if (ruleJars.isEmpty()) {
            return tool;
        }
        URL[] urls = new URL[ruleJars.size()];
        for (int i = 0; i < urls.length; i++) {
            Path jar = ruleJars.get(i);
            if (!Files.isRegularFile(jar)) {
                throw new SetupException(SetupException.Kind.RULES, "no such rule jar: " + jar, null);
            }
            try {
                urls[i] = jar.toAbsolutePath().normalize().toUri().toURL();
            } catch (MalformedURLException e) {
                throw new SetupException(SetupException.Kind.RULES, "cannot read the rule jar " + jar + ": " + e, e);
            }
        }
        // Not closed: the rules' classes and pages are read from it for the rest of the run.
        return new URLClassLoader("streamlint-rule-packs", urls, tool);
    }
}
