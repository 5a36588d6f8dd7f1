package io.streamlint.core.engine;

import io.streamlint.core.api.ApplicationRule;
import io.streamlint.core.api.Finding;
import io.streamlint.core.api.OperatorRule;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.Rule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.SessionRule;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.config.RuleSettings;
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
import io.streamlint.core.support.LargeStacks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Runs a rule set on the applications a frontend modelled, whichever frontend built them (Java source, a Spark
 * plan): each rule on every thing of the kinds it judges (sources, operators, queries, sessions, the application),
 * with the facts of the target Spark line and the rule's settings. A rule that fails adds a problem and the run goes
 * on.
 */
final class RuleRunner {

    private final RuleSet rules;

    RuleRunner(RuleSet rules) {
        this.rules = rules;
    }

    /**
     * Runs every rule on each application; what rules report at one place in several applications (a helper that
     * two jobs use) is one finding.
     */
    List<Finding> check(List<Application> apps, SparkVersion sparkVersion,
                        Function<String, RuleSettings> settingsOf, List<Problem> problems) {
        SparkFacts facts = SparkFacts.of(sparkVersion);
        FindingCollector findings = new FindingCollector();
        // What each rule kind judges, with each thing's place among those at its location: the same for every rule.
        Subjects<Plan.Source> sources = Subjects.of(apps, Application::sources, Plan::location);
        Subjects<Plan> operators = Subjects.of(apps, RuleRunner::operators, Plan::location);
        Subjects<StreamingQuery> queries = Subjects.of(apps, Application::queries, StreamingQuery::location);
        Subjects<Session> sessions = Subjects.of(apps, a -> a.sessions().stream().map(Occurrence::of).toList(),
                Session::location);
        Subjects<Application> application = Subjects.of(apps, a -> List.of(Occurrence.of(a)), a -> null);
        // Rules run in parallel, each on one thread: what one rule reports at one place is merged in the order it
        // reported it, so the findings do not depend on the number of threads.
        LargeStacks.forEach(rules.rules(), rule -> {
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
}
