package io.streamlint.core.engine;

import io.streamlint.core.api.ApplicationRule;
import io.streamlint.core.api.Finding;
import io.streamlint.core.api.OperatorRule;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.Rule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.SessionRule;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.config.RuleSettings;
import io.streamlint.core.dump.DumpException;
import io.streamlint.core.dump.PlanDump;
import io.streamlint.core.dump.SparkRejections;
import io.streamlint.core.frontend.SourceIndex;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Session;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.source.Extraction;
import io.streamlint.core.source.JavaSourceFrontend;
import io.streamlint.core.support.LargeStacks;
import io.streamlint.core.support.Progress;
import org.jspecify.annotations.Nullable;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/** The façade every front end calls: a request in, a result out. Knows nothing of Maven or the CLI. */
public final class Linter {

    /** The id of the note on a suppression that suppresses nothing (see {@link #toolRules()}). */
    public static final String UNUSED_SUPPRESSION_ID = Suppressions.UNUSED_ID;

    private final List<Rule> rules;
    private final boolean reportUnusedSuppressions;

    public Linter(List<Rule> rules) {
        this(rules, true);
    }

    private Linter(List<Rule> rules, boolean reportUnusedSuppressions) {
        this.rules = rules.stream().sorted(Comparator.comparing(r -> r.descriptor().id())).toList();
        this.reportUnusedSuppressions = reportUnusedSuppressions;
    }

    /**
     * What the linter itself reports besides the rules' findings, described like rules so that reports and
     * configuration treat it alike: {@code SL001} UnusedSuppression.
     */
    public static List<RuleDescriptor> toolRules() {
        return List.of(Suppressions.UNUSED);
    }

    /** A linter with every rule registered as a {@link Rule} service on the class path of {@code loader}. */
    public static Linter withRulesFrom(ClassLoader loader) {
        List<Rule> found = new ArrayList<>();
        ServiceLoader.load(Rule.class, loader).forEach(found::add);
        return new Linter(found);
    }

    /**
     * This linter without the rules {@code ids} names (ids as in {@code SS003}, any case).
     *
     * @throws IllegalArgumentException naming an id no rule has, and the known ones
     */
    public Linter without(Collection<String> ids) {
        Set<String> disabled = new TreeSet<>();
        for (String id : ids) {
            disabled.add(knownId(id));
        }
        return new Linter(rules.stream().filter(r -> !disabled.contains(r.descriptor().id())).toList(),
                reportUnusedSuppressions && !disabled.contains(UNUSED_SUPPRESSION_ID));
    }

    /** The ids a configuration may name: every rule's, and the tool's own ({@link #toolRules()}). */
    public Set<String> knownIds() {
        Set<String> known = new TreeSet<>();
        rules.forEach(r -> known.add(r.descriptor().id()));
        toolRules().forEach(r -> known.add(r.id()));
        return known;
    }

    /**
     * The ids a configuration may name, each with the option keys it may set ({@link RuleInfo#options()}; the tool's
     * own notes take none).
     */
    public Map<String, Set<String>> knownOptions() {
        Map<String, Set<String>> known = new TreeMap<>();
        knownIds().forEach(id -> known.put(id, Set.of()));
        for (Rule rule : rules) {
            RuleInfo info = rule.getClass().getAnnotation(RuleInfo.class);
            if (info != null) {
                known.put(rule.descriptor().id(), new TreeSet<>(Arrays.asList(info.options())));
            }
        }
        return known;
    }

    /**
     * {@code id} normalized ({@code ss003} is {@code SS003}).
     *
     * @throws IllegalArgumentException naming an id no rule has, and the known ones
     */
    public String knownId(String id) {
        Set<String> known = knownIds();
        String normalized = id.strip().toUpperCase(Locale.ROOT);
        if (!known.contains(normalized)) {
            throw new IllegalArgumentException("unknown rule '" + id.strip() + "' (known: " + String.join(", ", known) + ")");
        }
        return normalized;
    }

    public List<RuleDescriptor> rules() {
        return rules.stream().map(Rule::descriptor).toList();
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
        List<Problem> problems = new ArrayList<>();
        List<Path> files = javaFiles(request, problems);
        List<Path> dumps = files.stream().filter(PlanDump::isDump).toList();
        Extraction extraction = new JavaSourceFrontend(request.languageLevel(), request.classpath(),
                request.maxFileBytes(), request.sqlParser())
                .extract(files.stream().filter(f -> !PlanDump.isDump(f)).toList(), progress);
        problems.addAll(extraction.problems());
        List<Application> apps = extraction.applications();
        progress.start(Progress.Stage.CHECKING, apps.size() + dumps.size());
        List<Finding> findings = new ArrayList<>(check(apps, request.sparkVersion(), request::settingsOf, problems));
        apps.forEach(app -> progress.step());
        for (Path dump : dumps) {
            findings.addAll(checkDump(dump, request, problems));
            progress.step();
        }
        progress.start(Progress.Stage.FINISHING, 0);
        findings.sort(null);
        return finish(request, findings, extraction, new LintResult(request.sourceRoot(), reportedRules(), List.of(),
                problems.stream().sorted().toList(), extraction.filesScanned() + dumps.size(), extraction.filesParsed(),
                apps.stream().mapToInt(a -> a.queries().size()).sum(), apps.stream().mapToInt(a -> a.sources().size()).sum()));
    }

    /**
     * Runs every rule on what {@code app} holds, whichever frontend built it (Java source, a Spark plan), with
     * the facts of {@code sparkVersion} and each rule's settings; a rule that fails adds a problem.
     */
    public List<Finding> check(Application app, SparkVersion sparkVersion, Function<String, RuleSettings> settingsOf,
                               List<Problem> problems) {
        return check(List.of(app), sparkVersion, settingsOf, problems);
    }

    /**
     * Runs every rule on each application; what rules report at one place in several applications (a helper that
     * two jobs use) is one finding.
     */
    public List<Finding> check(List<Application> apps, SparkVersion sparkVersion,
                               Function<String, RuleSettings> settingsOf, List<Problem> problems) {
        SparkFacts facts = SparkFacts.of(sparkVersion);
        FindingCollector findings = new FindingCollector();
        // What each rule kind judges, with each thing's place among those at its location: the same for every rule.
        Subjects<Plan.Source> sources = Subjects.of(apps, Application::sources, Plan::location);
        Subjects<Plan> operators = Subjects.of(apps, Linter::operators, Plan::location);
        Subjects<StreamingQuery> queries = Subjects.of(apps, Application::queries, StreamingQuery::location);
        Subjects<Session> sessions = Subjects.of(apps, a -> a.sessions().stream().map(Occurrence::of).toList(),
                Session::location);
        Subjects<Application> application = Subjects.of(apps, a -> List.of(Occurrence.of(a)), a -> null);
        // Rules run in parallel, each on one thread: what one rule reports at one place is merged in the order it
        // reported it, so the findings do not depend on the number of threads.
        LargeStacks.forEach(rules, rule -> {
            RuleSettings settings = settingsOf.apply(rule.descriptor().id());
            List<RuleContext> contexts = apps.stream().map(a -> new RuleContext(facts, a, settings.options())).toList();
            Checker checker = new Checker(rule, settings, findings, problems);
            // A rule may judge several kinds of things (e.g. the options of Kafka sources and of Kafka sinks).
            if (rule instanceof SourceRule r) {
                checker.checkEach(sources, (source, app, report) -> r.check(source, contexts.get(app), report));
            }
            if (rule instanceof OperatorRule r) {
                checker.checkEach(operators, (node, app, report) -> r.check(node, contexts.get(app), report));
            }
            if (rule instanceof QueryRule r) {
                checker.checkEach(queries, (query, app, report) -> r.check(query, contexts.get(app), report));
            }
            if (rule instanceof SessionRule r) {
                checker.checkEach(sessions, (session, app, report) -> r.check(session, contexts.get(app), report));
            }
            if (rule instanceof ApplicationRule r) {
                checker.checkEach(application, (a, app, report) -> r.check(a, contexts.get(app), report));
            }
        });
        return findings.findings();
    }

    /**
     * Things a kind of rule judges, each with its subject (its location, and which of those there it is, counted
     * over every application) and the index of its application.
     */
    private record Subjects<T>(List<Occurrence<T>> things, List<FindingCollector.Subject> subjects, List<Integer> apps) {

        static <T> Subjects<T> of(List<Application> applications, Function<Application, List<Occurrence<T>>> of,
                                  Function<T, SourceLocation> locationOf) {
            List<Occurrence<T>> things = new ArrayList<>();
            List<Integer> apps = new ArrayList<>();
            for (int a = 0; a < applications.size(); a++) {
                for (Occurrence<T> o : of.apply(applications.get(a))) {
                    things.add(o);
                    apps.add(a);
                }
            }
            Map<SourceLocation, Integer> occurrences = new HashMap<>();
            List<SourceLocation> locations = new ArrayList<>(things.size());
            for (Occurrence<T> o : things) {
                SourceLocation at = locationOf.apply(o.element());
                locations.add(at);
                if (at != null) {
                    occurrences.merge(at, 1, Integer::sum);
                }
            }
            Map<SourceLocation, Integer> seen = new HashMap<>();
            List<FindingCollector.Subject> subjects = new ArrayList<>(things.size());
            for (int i = 0; i < things.size(); i++) {
                SourceLocation at = locations.get(i);
                int index = at == null ? 0 : seen.merge(at, 1, Integer::sum);
                subjects.add(new FindingCollector.Subject(at, index, at == null ? 1 : Objects.requireNonNull(occurrences.get(at)),
                        things.get(i).branches()));
            }
            return new Subjects<>(things, subjects, apps);
        }
    }

    /** The rules that run, sorted by id (the run cache keys on them). */
    List<Rule> ruleList() {
        return rules;
    }

    boolean reportsUnusedSuppressions() {
        return reportUnusedSuppressions;
    }

    /** The rules a result describes: those that ran, and the tool's own notes when enabled. */
    List<RuleDescriptor> reportedRules() {
        List<RuleDescriptor> all = new ArrayList<>(rules());
        if (reportUnusedSuppressions) {
            all.addAll(toolRules());
        }
        return all;
    }

    /**
     * Leaves out the production-only rules' findings in test code, applies the suppressions in the code and computes
     * every finding's key, with the frontend's index of the files that have findings or may hold suppressions.
     */
    private LintResult finish(LintRequest request, List<Finding> all, Extraction extraction, LintResult partial) {
        SourceIndex sources = extraction.index();
        Set<Path> withFindings = new HashSet<>();
        all.forEach(f -> withFindings.add(f.location().file()));
        sources.load(withFindings);
        List<Suppressed> inTestCode = inTestCode(all, new TestCode(request.testRoots()), sources);
        Set<Finding> leftOut = new HashSet<>();
        inTestCode.forEach(s -> leftOut.add(s.finding()));
        List<Finding> found = all.stream().filter(f -> !leftOut.contains(f)).toList();
        Set<String> ran = new TreeSet<>();
        rules.forEach(r -> ran.add(r.descriptor().id()));
        Suppressions.Outcome outcome = Suppressions.apply(found, sources.suppressions(), ran);
        List<Finding> reported = new ArrayList<>(outcome.kept());
        if (reportUnusedSuppressions) {
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
                suppressed, FindingKeys.of(keyed, sources), List.of());
    }

    /** The findings of production-only rules that are in test code, each with why its file is test code. */
    private List<Suppressed> inTestCode(List<Finding> found, TestCode testCode, SourceIndex sources) {
        Set<String> productionOnly = rules.stream().map(Rule::descriptor).filter(RuleDescriptor::productionOnly)
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
     * The findings on the query of a plan dump, with Spark's own rejection recorded in it; a dump that cannot be
     * read is a problem naming the file and the reason.
     */
    private List<Finding> checkDump(Path dump, LintRequest request, List<Problem> problems) {
        PlanDump plan;
        try {
            plan = PlanDump.read(dump);
        } catch (DumpException e) {
            problems.add(new Problem(dump, e.line(), e.column(), "cannot read this plan dump: " + e.getMessage()));
            return List.of();
        } catch (IOException e) {
            problems.add(new Problem(dump, 0, 0, "cannot read this plan dump: " + e.getMessage()));
            return List.of();
        }
        StreamingQuery query = plan.query();
        Application app = new Application(Lineage.streamingSources(query.plan()).stream().map(Occurrence::of).toList(),
                List.of(Occurrence.of(query.plan())), List.of(Occurrence.of(query)), List.of(query.session()));
        List<Finding> findings = check(app, request.sparkVersion(), request::settingsOf, problems).stream()
                .filter(f -> !PlanDump.RULES_NOT_FOR_PLANS.contains(f.ruleId())).toList();
        return SparkRejections.withRejection(findings, plan.sparkRejection(), query.sink().location());
    }

    /** Every operator (non-source node) of every lineage, once per node, with the trail of its first lineage. */
    private static List<Occurrence<Plan>> operators(Application app) {
        Set<Plan> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Occurrence<Plan>> out = new ArrayList<>();
        for (Occurrence<Plan> lineage : app.lineages()) {
            for (Plan node : Lineage.preOrder(lineage.element())) {
                if (!(node instanceof Plan.Source) && seen.add(node)) {
                    out.add(new Occurrence<>(node, lineage.callers(), lineage.branches()));
                }
            }
        }
        return out;
    }

    /** Runs one rule on each thing it judges; findings get the configured severity and the thing's trail. */
    private record Checker(Rule rule, RuleSettings settings, FindingCollector findings, List<Problem> problems) {

        /** How a rule judges one thing of an application (by its index). */
        interface Judge<T> {
            void check(T thing, int app, Rule.Report report);
        }

        <T> void checkEach(Subjects<T> judged, Judge<T> judge) {
            for (int i = 0; i < judged.things().size(); i++) {
                Occurrence<T> o = judged.things().get(i);
                FindingCollector.Subject subject = judged.subjects().get(i);
                int app = judged.apps().get(i);
                check(subject.location(), o.callers(), subject, report -> judge.check(o.element(), app, report));
            }
        }

        private void check(@Nullable SourceLocation at, List<RelatedLocation> callers, FindingCollector.Subject subject,
                           Consumer<Rule.Report> check) {
            RuleDescriptor d = rule.descriptor();
            Rule.Report report = new Rule.Report() {
                @Override
                public void at(SourceLocation location, String message, RelatedLocation... related) {
                    at(d.defaultSeverity(), location, message, related);
                }

                @Override
                public void at(Severity severity, SourceLocation location, String message, RelatedLocation... related) {
                    List<RelatedLocation> all = new ArrayList<>(Arrays.asList(related));
                    all.addAll(callers);
                    findings.add(d.id(), settings.severity().orElse(severity), location, message, all, subject);
                }
            };
            try {
                check.accept(report);
            } catch (RuntimeException | StackOverflowError e) {
                if (at != null) {
                    synchronized (problems) {
                        problems.add(new Problem(at.file(), at.line(), at.column(), "rule " + d.id() + " failed here: " + e));
                    }
                }
            }
        }
    }

    /**
     * The {@code .java} files and plan dumps under the request's inputs, sorted, without hidden folders and, when the
     * request skips them, without the test source folders found below an input (an input in one, or its
     * {@code src/test} folder, is linted); missing inputs are problems. Symbolic links are followed only into the
     * input folders, and a file reached twice is listed once (see {@link SourceWalk}).
     */
    static List<Path> javaFiles(LintRequest request, List<Problem> problems) {
        return List.copyOf(listFiles(request, problems).keySet());
    }

    /** {@link #javaFiles}, each with its attributes as read while listing (the run cache stamps files with them). */
    static SortedMap<Path, BasicFileAttributes> listFiles(LintRequest request, List<Problem> problems) {
        return SourceWalk.files(request, problems);
    }
}
