package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.Rule;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.config.RuleSettings;
import io.streamlint.core.dump.DumpExtraction;
import io.streamlint.core.dump.DumpedQuery;
import io.streamlint.core.dump.PlanDump;
import io.streamlint.core.dump.PlanDumpFrontend;
import io.streamlint.core.dump.SparkRejections;
import io.streamlint.core.frontend.CodeElement;
import io.streamlint.core.frontend.SourceIndex;
import io.streamlint.core.input.InputFiles;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.source.Extraction;
import io.streamlint.core.source.JavaSourceFrontend;
import io.streamlint.core.support.LargeStacks;
import io.streamlint.core.support.Progress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.Set;
import java.util.TreeMap;

/**
 * The façade every front end calls: a request in, a result out. Finds the input files ({@link InputFiles}), has the
 * frontends model them, runs the rule set on the model ({@link RuleRunner}), then leaves out production-only findings
 * in test code, applies the suppressions and keys the findings. Knows nothing of Maven or the CLI; a front end builds
 * it with {@code setup.LintSetup}.
 */
public final class Linter {

    /** The id of the note on a suppression that suppresses nothing (see {@link #toolRules()}). */
    public static final String UNUSED_SUPPRESSION_ID = Suppressions.UNUSED_ID;

    private final RuleSet rules;
    private final RuleRunner runner;
    /** The rejection messages every rule given declares, the disabled ones' too: they still name the pitfall. */
    private final SparkRejections rejections;

    /**
     * A linter running {@code rules}.
     *
     * @throws RuleSetException when a rule cannot be described, its id is malformed, or two rules have one id
     */
    public Linter(List<Rule> rules) {
        this(RuleSet.of(rules));
    }

    /** A linter running {@code rules}. */
    public Linter(RuleSet rules) {
        this(rules, SparkRejections.of(rules.rules()));
    }

    private Linter(RuleSet rules, SparkRejections rejections) {
        this.rules = rules;
        this.runner = new RuleRunner(rules);
        this.rejections = rejections;
    }

    /**
     * What the linter itself reports besides the rules' findings, described like rules so that reports and
     * configuration treat it alike: {@code SL001} UnusedSuppression.
     */
    public static List<RuleDescriptor> toolRules() {
        return List.of(Suppressions.UNUSED);
    }

    /**
     * A linter with every rule registered as a {@link Rule} service on the class path of {@code loader}.
     *
     * @throws RuleSetException when a registered rule cannot be loaded or described, or two rules have one id
     */
    public static Linter withRulesFrom(ClassLoader loader) {
        return new Linter(RuleSet.loadedFrom(loader));
    }

    /**
     * This linter without the rules {@code ids} names (ids as in {@code SS003}, any case).
     *
     * @throws IllegalArgumentException naming an id no rule has, and the known ones
     */
    public Linter without(Collection<String> ids) {
        return new Linter(rules.without(ids), rejections);
    }

    /** This linter with only the rules that judge queries read from plans ({@link RuleInfo#onPlans()}). */
    public Linter forPlans() {
        return new Linter(rules.onPlans(), rejections);
    }

    /** The messages by which Spark rejects each rule's pitfall ({@link RuleInfo#sparkRejections()}). */
    public SparkRejections sparkRejections() {
        return rejections;
    }

    /** The ids a configuration may name: every rule's, and the tool's own ({@link #toolRules()}). */
    public Set<String> knownIds() {
        return rules.knownIds();
    }

    /** The ids a configuration may name, each with the option keys it may set (see {@link RuleSet#knownOptions()}). */
    public Map<String, Set<String>> knownOptions() {
        return rules.knownOptions();
    }

    /**
     * {@code id} normalized ({@code ss003} is {@code SS003}).
     *
     * @throws IllegalArgumentException naming an id no rule has, and the known ones
     */
    public String knownId(String id) {
        return rules.knownId(id);
    }

    public List<RuleDescriptor> rules() {
        return rules.descriptors();
    }

    /** The rules this linter runs. */
    public RuleSet ruleSet() {
        return rules;
    }

    /**
     * Lints the request's files. Runs on a thread with a large stack (see {@link LargeStacks}): a file nested
     * deeper than the default stack allows is reported as a problem, never ends the run.
     */
    public LintResult run(LintRequest request) {
        return run(request, Progress.ignored());
    }

    /** {@link #run(LintRequest)}, telling {@code progress} how far it has got. */
    public LintResult run(LintRequest request, Progress progress) {
        return LargeStacks.call("streamlint", () -> runHere(request, progress));
    }

    private LintResult runHere(LintRequest request, Progress progress) {
        InputFiles files = InputFiles.find(request.inputs(), request.skipTestFolders());
        List<Problem> problems = new ArrayList<>(files.problems());
        List<Path> dumps = files.planDumps();
        Extraction extraction = new JavaSourceFrontend(request.languageLevel(), request.classpath(),
                request.maxFileBytes(), request.sqlParser())
                .extract(files.javaFiles(), progress);
        problems.addAll(extraction.problems());
        DumpExtraction dumped = new PlanDumpFrontend().extract(dumps);
        problems.addAll(dumped.problems());
        List<Application> apps = extraction.applications();
        progress.start(Progress.Stage.CHECKING, apps.size() + dumps.size());
        List<Finding> findings = new ArrayList<>(runner.check(apps, request.sparkVersion(), request::settingsOf,
                problems));
        apps.forEach(app -> progress.step());
        for (DumpedQuery query : dumped.queries()) {
            findings.addAll(checkDumped(query, request, problems));
            progress.step();
        }
        for (int i = dumped.queries().size(); i < dumps.size(); i++) {
            progress.step(); // the dumps that could not be read
        }
        progress.start(Progress.Stage.FINISHING, 0);
        findings.sort(null);
        SourceIndex index = new FrontendIndexes(extraction.index(), dumps, dumped.index());
        return finish(request, findings, index, new LintResult(request.sourceRoot(), rules.reported(), List.of(),
                problems.stream().sorted().toList(), extraction.filesScanned() + dumps.size(), extraction.filesParsed(),
                apps.stream().mapToInt(a -> a.queries().size()).sum(), apps.stream().mapToInt(a -> a.sources().size()).sum()));
    }

    /**
     * Runs every rule on what {@code app} holds, whichever frontend built it (Java source, a Spark plan), with
     * the facts of {@code sparkVersion} and each rule's settings; a rule that fails adds a problem.
     */
    public List<Finding> check(Application app, SparkVersion sparkVersion, Function<String, RuleSettings> settingsOf,
                               List<Problem> problems) {
        return runner.check(List.of(app), sparkVersion, settingsOf, problems);
    }

    /**
     * Runs every rule on each application; what rules report at one place in several applications (a helper that
     * two jobs use) is one finding.
     */
    public List<Finding> check(List<Application> apps, SparkVersion sparkVersion,
                               Function<String, RuleSettings> settingsOf, List<Problem> problems) {
        return runner.check(apps, sparkVersion, settingsOf, problems);
    }


    /**
     * Leaves out the production-only rules' findings in test code, applies the suppressions in the code and computes
     * every finding's key, with the frontend's index of the files that have findings or may hold suppressions.
     */
    private LintResult finish(LintRequest request, List<Finding> all, SourceIndex sources, LintResult partial) {
        Set<Path> withFindings = new HashSet<>();
        all.forEach(f -> withFindings.add(f.location().file()));
        sources.load(withFindings);
        List<Suppressed> inTestCode = inTestCode(all, new TestCode(request.testRoots()), sources);
        Set<Finding> leftOut = new HashSet<>();
        inTestCode.forEach(s -> leftOut.add(s.finding()));
        List<Finding> found = all.stream().filter(f -> !leftOut.contains(f)).toList();
        Suppressions.Outcome outcome = Suppressions.apply(found, sources.suppressions(), rules.ids());
        List<Finding> reported = new ArrayList<>(outcome.kept());
        if (rules.reportsUnusedSuppressions()) {
            RuleSettings unused = request.settingsOf(UNUSED_SUPPRESSION_ID);
            outcome.unused().forEach(f -> reported.add(unused.severity().isEmpty() ? f
                    : new Finding(f.ruleId(), unused.severity().get(), f.message(), f.location(), f.related())));
        }
        List<Suppressed> suppressed = new ArrayList<>(outcome.suppressed());
        suppressed.addAll(inTestCode);
        List<Finding> keyed = new ArrayList<>(reported);
        suppressed.forEach(s -> keyed.add(s.finding()));
        return new LintResult(partial.sourceRoot(), partial.rules(), reported, partial.problems(),
                partial.filesScanned(), partial.filesParsed(), partial.queries(), partial.sources(),
                suppressed, FindingKeys.of(keyed, sources), List.of(), elements(keyed, sources));
    }

    /**
     * The named element (a plan node) on the line of each location of {@code findings}, primary and related, by
     * file and line: what the reports show of the frontend's index, so that they need no frontend.
     */
    private static Map<Path, Map<Integer, CodeElement>> elements(List<Finding> findings, SourceIndex sources) {
        Map<Path, Map<Integer, CodeElement>> elements = new TreeMap<>();
        for (Finding f : findings) {
            List<SourceLocation> locations = new ArrayList<>();
            locations.add(f.location());
            f.related().stream().map(RelatedLocation::location).forEach(locations::add);
            for (SourceLocation at : locations) {
                sources.elementAt(at).ifPresent(e ->
                        elements.computeIfAbsent(at.file(), file -> new TreeMap<>()).put(at.line(), e));
            }
        }
        return elements;
    }

    /** The findings of production-only rules that are in test code, each with why its file is test code. */
    private List<Suppressed> inTestCode(List<Finding> found, TestCode testCode, SourceIndex sources) {
        Set<String> productionOnly = rules.descriptors().stream().filter(RuleDescriptor::productionOnly)
                .map(RuleDescriptor::id).collect(Collectors.toSet());
        Map<Path, Optional<String>> reasons = new HashMap<>();
        List<Suppressed> out = new ArrayList<>();
        for (Finding f : found) {
            if (productionOnly.contains(f.ruleId())) {
                Path file = f.location().file();
                reasons.computeIfAbsent(file, p -> testCode.reason(p, sources::declaredTestCode))
                        .ifPresent(why -> out.add(new Suppressed(f, Suppressed.Kind.TEST_CODE,
                                "production-only rule, not reported in test code: " + why)));
            }
        }
        return out;
    }

    /**
     * The findings on the query of a plan dump, by the rules that judge plans ({@link PlanDump#judges}), with Spark's
     * own rejection recorded in it.
     */
    private List<Finding> checkDumped(DumpedQuery query, LintRequest request, List<Problem> problems) {
        Set<String> notOnPlans = rules.rules().stream().filter(r -> !PlanDump.judges(r)).map(r -> r.descriptor().id())
                .collect(Collectors.toSet());
        List<Finding> findings = check(query.application(), request.sparkVersion(), request::settingsOf, problems)
                .stream().filter(f -> !notOnPlans.contains(f.ruleId())).toList();
        return rejections.withRejection(findings, query.sparkRejection(), query.writerAt());
    }
}
