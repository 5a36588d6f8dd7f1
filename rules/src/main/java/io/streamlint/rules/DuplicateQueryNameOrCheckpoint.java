package io.streamlint.rules;

import io.streamlint.core.api.ApplicationRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.Launch;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Value;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * SS039: two queries of the application with the same queryName in one session, or the same checkpoint location.
 * Only known values are compared. Queries started from the same method (directly or through helpers) run together
 * unless the code ends the first one (stop(), awaitTermination()) before it starts the second; queries started
 * from different methods (two jobs, two tests) are compared for checkpoints only; queries that never run at once
 * (exclusive arms, one ended before the other) only when their sources differ.
 */
@RuleInfo(id = "SS039", name = "DuplicateQueryNameOrCheckpoint", severity = Severity.ERROR,
        summary = "Two queries share a queryName in one session (Spark rejects the second start()) or a checkpoint "
                + "location (Spark stops the other query, or the later one resumes from the other's progress).",
        tags = {"correctness", "checkpoint", "recovery"})
public final class DuplicateQueryNameOrCheckpoint implements ApplicationRule {

    /** How the runs of two queries relate, as far as the code shows. */
    private enum Runs {
        /** Started by the same call (one query reached from several places, or branch alternatives). */
        SAME_CALL,
        /** Never both: in two arms of one decision, or the code returns after the first. */
        EXCLUSIVE,
        /** The second is started while the first may still run. */
        TOGETHER,
        /** The code ends the first before it starts the second. */
        ONE_AFTER_THE_OTHER,
        /** Started from different methods: their order and overlap are unknown. */
        SEPARATE
    }

    /** Two queries in the order Spark would start them, and how their runs relate. */
    private record Pair(Occurrence<StreamingQuery> first, Occurrence<StreamingQuery> second, Runs runs) {
    }

    @Override
    public void check(Application application, RuleContext context, Report report) {
        List<Occurrence<StreamingQuery>> queries = application.queries();
        for (long candidate : candidatePairs(queries)) {
            int i = (int) (candidate / queries.size());
            int j = (int) (candidate % queries.size());
            Pair pair = pair(queries.get(i), queries.get(j));
            if (pair.runs() == Runs.SAME_CALL) {
                continue;
            }
            if (pair.runs() == Runs.EXCLUSIVE || pair.runs() == Runs.ONE_AFTER_THE_OTHER) {
                checkpointOfOtherSources(pair, report);
                continue;
            }
            if (!sameName(pair, report)) {
                sameCheckpoint(pair, report);
            }
        }
    }

    /**
     * The pairs of queries (i < j, as i * size + j, in ascending order) that share a query name or a checkpoint
     * path: only those can be reported, and comparing every pair is quadratic in a large code base.
     */
    private static SortedSet<Long> candidatePairs(List<Occurrence<StreamingQuery>> queries) {
        Map<String, List<Integer>> byName = new HashMap<>();
        Map<String, List<Integer>> byCheckpoint = new HashMap<>();
        for (int i = 0; i < queries.size(); i++) {
            StreamingQuery query = queries.get(i).element();
            int index = i;
            query.sink().queryNameValue().flatMap(Value::text)
                    .ifPresent(name -> byName.computeIfAbsent(name, k -> new ArrayList<>()).add(index));
            checkpoint(query).flatMap(c -> c.value().text())
                    .ifPresent(path -> byCheckpoint.computeIfAbsent(path, k -> new ArrayList<>()).add(index));
        }
        SortedSet<Long> pairs = new TreeSet<>();
        for (Map<String, List<Integer>> groups : List.of(byName, byCheckpoint)) {
            for (List<Integer> group : groups.values()) {
                for (int a = 0; a < group.size(); a++) {
                    for (int b = a + 1; b < group.size(); b++) {
                        pairs.add((long) group.get(a) * queries.size() + group.get(b));
                    }
                }
            }
        }
        return pairs;
    }

    /** Reports two queries with one name active in one session; true when it did. */
    private static boolean sameName(Pair pair, Report report) {
        StreamingQuery first = pair.first().element();
        StreamingQuery second = pair.second().element();
        Optional<String> name = second.sink().queryNameValue().flatMap(Value::text);
        if (pair.runs() != Runs.TOGETHER || name.isEmpty()
                || !first.sink().queryNameValue().flatMap(Value::text).equals(name)
                || !first.session().id().equals(second.session().id())) {
            return false;
        }
        List<RelatedLocation> related = new ArrayList<>();
        related.add(new RelatedLocation(first.sink().queryName().orElseThrow().location(),
                "the first query named '" + name.get() + "'"));
        related.add(new RelatedLocation(first.location(), "the first query is started here and still runs"));
        related.addAll(pair.second().trail());
        report.at(second.sink().queryName().orElseThrow().location(), "Query '" + name.get() + "' is started while "
                + "another query of the same name runs in the same session: Spark rejects the second start() with "
                + "\"Cannot start query with name " + name.get() + " as a query with that name is already active in "
                + "this SparkSession\". Give each query its own queryName.", related.toArray(RelatedLocation[]::new));
        return true;
    }

    private static void sameCheckpoint(Pair pair, Report report) {
        StreamingQuery first = pair.first().element();
        StreamingQuery second = pair.second().element();
        Optional<Setting> checkpoint = checkpoint(second);
        Optional<Setting> other = checkpoint(first);
        if (checkpoint.isEmpty() || other.isEmpty()
                || !checkpoint.get().value().text().equals(other.get().value().text())) {
            return;
        }
        String path = checkpoint.get().value().text().orElseThrow();
        List<RelatedLocation> related = new ArrayList<>();
        related.add(new RelatedLocation(other.get().location(), "the other query using checkpoint '" + path + "'"));
        related.addAll(pair.second().trail());
        String firstSubject = first.subject().equals(second.subject()) ? "another query" : first.subject();
        String start = capitalized(second.subject()) + " uses checkpoint '" + path + "', as " + firstSubject + " does";
        String fix = " Give every query its own checkpoint directory.";
        if (pair.runs() == Runs.SEPARATE) {
            report.at(Severity.WARNING, checkpoint.get().location(), start + ", started from another method: whichever "
                    + "starts later resumes from the other's offsets and state, and if both run at once Spark stops "
                    + "the first." + fix, related.toArray(RelatedLocation[]::new));
            return;
        }
        related.add(new RelatedLocation(first.location(), "the other query is started here and still runs"));
        Optional<Value> stopActive = second.sessionConf().value(SparkFacts.STOP_ACTIVE_RUN_ON_RESTART_CONF);
        if (stopActive.isPresent() && stopActive.get().is("false")) {
            report.at(checkpoint.get().location(), start + ", and it still runs: with "
                    + SparkFacts.STOP_ACTIVE_RUN_ON_RESTART_CONF + "=false Spark rejects this start() with \"Cannot "
                    + "start query with id ... as another query with same id is already active\"." + fix,
                    related.toArray(RelatedLocation[]::new));
            return;
        }
        String stops = "Spark stops the other query without an error and this one continues from the other's offsets "
                + "and state.";
        String when = stopActive.isEmpty() || stopActive.get().is("true") ? "when this one starts, " + stops
                : "the session sets " + SparkFacts.STOP_ACTIVE_RUN_ON_RESTART_CONF + " to a value not known here: if "
                + "it is false, Spark rejects this start(); otherwise, when this one starts, " + stops;
        report.at(Severity.WARNING, checkpoint.get().location(), start + ", and it still runs: " + when + fix,
                related.toArray(RelatedLocation[]::new));
    }

    /**
     * Two queries that never run at once (exclusive arms, or one ended before the other starts) on one checkpoint:
     * the usual way to run one query in two modes, unless their streaming sources differ. Spark then resumes the
     * later run from offsets that belong to other sources.
     */
    private static void checkpointOfOtherSources(Pair pair, Report report) {
        StreamingQuery first = pair.first().element();
        StreamingQuery second = pair.second().element();
        Optional<Setting> checkpoint = checkpoint(second);
        Optional<Setting> other = checkpoint(first);
        Optional<List<String>> sources = sourceFormats(second);
        Optional<List<String>> otherSources = sourceFormats(first);
        if (checkpoint.isEmpty() || other.isEmpty() || sources.isEmpty() || otherSources.isEmpty()
                || !checkpoint.get().value().text().equals(other.get().value().text())
                || sources.get().equals(otherSources.get())) {
            return;
        }
        String path = checkpoint.get().value().text().orElseThrow();
        List<RelatedLocation> related = new ArrayList<>();
        related.add(new RelatedLocation(other.get().location(), "the other query using checkpoint '" + path
                + "', reading " + String.join(", ", otherSources.get())));
        related.addAll(pair.second().trail());
        report.at(Severity.WARNING, checkpoint.get().location(), capitalized(second.subject()) + " reads "
                + String.join(", ", sources.get()) + " and uses checkpoint '" + path + "', as "
                + (first.subject().equals(second.subject()) ? "another query" : first.subject()) + " reading "
                + String.join(", ", otherSources.get()) + " does in another run: Spark resumes a query from its "
                + "checkpoint's offsets source by source, so whichever runs second starts from offsets that belong to "
                + "other sources (with another number of sources Spark fails with \"There are [n] sources in the "
                + "checkpoint offsets and now there are [m] sources requested by the query. Cannot continue.\"). Give "
                + "every query its own checkpoint directory.", related.toArray(RelatedLocation[]::new));
    }

    /** The formats of a query's streaming sources, sorted; empty when one of them is not known. */
    private static Optional<List<String>> sourceFormats(StreamingQuery query) {
        List<String> formats = new ArrayList<>();
        List<Plan> pending = new ArrayList<>(List.of(query.plan()));
        while (!pending.isEmpty()) {
            Plan plan = pending.remove(pending.size() - 1);
            if (plan instanceof Plan.Source source && source.streaming()) {
                Optional<String> format = source.format().text();
                if (format.isEmpty()) {
                    return Optional.empty();
                }
                formats.add(format.get().toLowerCase(java.util.Locale.ROOT));
            } else if (plan instanceof Plan.Untraced) {
                return Optional.empty();
            }
            pending.addAll(plan.children());
        }
        formats.sort(null);
        return formats.isEmpty() ? Optional.empty() : Optional.of(formats);
    }

    /**
     * The checkpoint directory of a query, where the code sets it: the checkpointLocation option, or the session's
     * checkpoint root followed by the query name (as ResolveWriteToStream builds it). Empty when not known.
     */
    private static Optional<Setting> checkpoint(StreamingQuery query) {
        Options options = query.sink().options();
        Optional<Options.Entry> option = options.get(SparkFacts.CHECKPOINT_LOCATION_OPTION);
        if (option.isPresent()) {
            return option.get().value().text().map(p -> new Setting(Value.of(trimmed(p)), option.get().location()));
        }
        Optional<Setting> name = query.sink().queryName();
        Optional<String> root = query.sessionConf().value(SparkFacts.CHECKPOINT_LOCATION_CONF).flatMap(Value::text);
        if (!options.surelyLacks(SparkFacts.CHECKPOINT_LOCATION_OPTION) || name.isEmpty() || root.isEmpty()
                || name.get().value().text().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Setting(Value.of(trimmed(root.get()) + "/" + name.get().value().text().get()),
                name.get().location()));
    }

    private static String trimmed(String path) {
        String p = path;
        while (p.length() > 1 && p.endsWith("/")) {
            p = p.substring(0, p.length() - 1);
        }
        return p;
    }

    /**
     * Orders two queries as the code starts them. Their launches are followed from the outermost call while they
     * share it; where they part, both calls are in one method (source order is start order) or in different methods.
     */
    private static Pair pair(Occurrence<StreamingQuery> a, Occurrence<StreamingQuery> b) {
        List<Launch.Call> x = a.element().launch().calls();
        List<Launch.Call> y = b.element().launch().calls();
        int k = 0;
        while (k < x.size() && k < y.size() && x.get(k).location().equals(y.get(k).location())) {
            k++;
        }
        if (k == x.size() || k == y.size()) {
            return new Pair(a, b, Runs.SAME_CALL);
        }
        boolean aFirst = x.get(k).location().compareTo(y.get(k).location()) < 0;
        Occurrence<StreamingQuery> first = aFirst ? a : b;
        Occurrence<StreamingQuery> second = aFirst ? b : a;
        if (!x.get(k).method().equals(y.get(k).method())) {
            boolean sameQuery = x.get(x.size() - 1).location().equals(y.get(y.size() - 1).location());
            return new Pair(first, second, sameQuery ? Runs.SAME_CALL : Runs.SEPARATE);
        }
        List<Launch.Call> firstCalls = aFirst ? x : y;
        SourceLocation secondStart = (aFirst ? y : x).get(k).location();
        if (!firstCalls.get(k).mayBeFollowedBy((aFirst ? y : x).get(k))) {
            return new Pair(first, second, Runs.EXCLUSIVE);
        }
        for (int j = k; j < firstCalls.size(); j++) {
            Optional<SourceLocation> end = firstCalls.get(j).end();
            if (end.isPresent() && (j > k || end.get().compareTo(secondStart) < 0)) {
                return new Pair(first, second, Runs.ONE_AFTER_THE_OTHER);
            }
        }
        return new Pair(first, second, Runs.TOGETHER);
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
