package io.streamlint.rules;

import io.streamlint.core.api.ApplicationRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.ConfFacts;
import io.streamlint.core.model.Launch;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Value;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;

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
        tags = {"correctness", "checkpoint", "recovery"},
        sparkRejections = {
                // StreamingQueryManager.startQuery: a running query of the session has the name (3.5 and 4.x)
                "Cannot start query with name .* as a query with that name is already active",
                // ... and, with spark.sql.streaming.stopActiveRunOnRestart=false, a running query has the checkpoint's
                // id
                "Cannot start query with id .* as another query with same id is already active"
        })
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

    /**
     * The most other queries one finding lists as related locations. A checkpoint shared by a thousand jobs would
     * otherwise give a thousand findings with all the other jobs each: output quadratic in the number of queries.
     */
    static final int MOST_LISTED = 10;

    /** What two queries share. */
    private enum Clash {
        NAME("name"), CHECKPOINT("checkpoint");

        private final String word;

        Clash(String word) {
            this.word = word;
        }
    }

    /** One finding of the rule: what a query shares with others, reported where it sets it. */
    private record Finding(Clash clash, SourceLocation location) {
    }

    /** What one pair of queries would report, on the second query, about the first (the other). */
    private record Candidate(Clash clash, Severity severity, SourceLocation location, String message,
                             List<RelatedLocation> related, SourceLocation other) {
    }

    @Override
    public void check(Application application, RuleContext context, Report report) {
        List<Occurrence<StreamingQuery>> queries = application.queries();
        Map<String, List<Integer>> byName = new HashMap<>();
        Map<String, List<Integer>> byCheckpoint = new HashMap<>();
        for (int i = 0; i < queries.size(); i++) {
            StreamingQuery query = queries.get(i).element();
            int index = i;
            name(query).ifPresent(name -> byName.computeIfAbsent(name, k -> new ArrayList<>()).add(index));
            checkpoint(query).flatMap(c -> c.value().text())
                    .ifPresent(path -> byCheckpoint.computeIfAbsent(path, k -> new ArrayList<>()).add(index));
        }
        for (int j = 0; j < queries.size(); j++) {
            Occurrence<StreamingQuery> query = queries.get(j);
            // only queries with the same name or checkpoint can be reported: comparing every pair is quadratic
            SortedSet<Integer> others = new TreeSet<>();
            name(query.element()).ifPresent(name -> others.addAll(byName.get(name)));
            checkpoint(query.element()).flatMap(c -> c.value().text())
                    .ifPresent(path -> others.addAll(byCheckpoint.get(path)));
            others.remove(j);
            List<Candidate> candidates = new ArrayList<>();
            for (int i : others) {
                Pair pair = i < j ? pair(queries.get(i), query) : pair(query, queries.get(i));
                if (pair.second() == query) {
                    candidate(pair).ifPresent(candidates::add);
                }
            }
            reportListingSome(candidates, report);
        }
    }

    /** What the rule reports about the second query of a pair, if anything. */
    private static Optional<Candidate> candidate(Pair pair) {
        return switch (pair.runs()) {
            case SAME_CALL -> Optional.empty();
            case EXCLUSIVE, ONE_AFTER_THE_OTHER -> checkpointOfOtherSources(pair);
            case TOGETHER, SEPARATE -> sameName(pair).or(() -> sameCheckpoint(pair));
        };
    }

    /**
     * Reports what a query shares with others, listing at most {@link #MOST_LISTED} of them per finding (the most
     * severe clashes first, then in source order) and saying how many more there are.
     */
    private static void reportListingSome(List<Candidate> candidates, Report report) {
        Map<SourceLocation, Severity> worst = new HashMap<>();
        candidates.forEach(c -> worst.merge(c.other(), c.severity(), (x, y) -> x.compareTo(y) <= 0 ? x : y));
        Comparator<SourceLocation> mostSevereFirst = Comparator.comparing(worst::get);
        Map<Finding, SortedSet<SourceLocation>> othersOf = new HashMap<>();
        for (Candidate c : candidates) {
            othersOf.computeIfAbsent(new Finding(c.clash(), c.location()),
                    k -> new TreeSet<>(mostSevereFirst.thenComparing(Comparator.naturalOrder()))).add(c.other());
        }
        Map<Finding, Set<SourceLocation>> listedOf = new HashMap<>();
        othersOf.forEach((finding, others) ->
                listedOf.put(finding, others.stream().limit(MOST_LISTED).collect(Collectors.toSet())));
        for (Candidate c : candidates) {
            Finding finding = new Finding(c.clash(), c.location());
            if (!Objects.requireNonNull(listedOf.get(finding)).contains(c.other())) { // every finding is in both maps
                continue;
            }
            int more = Objects.requireNonNull(othersOf.get(finding)).size() - MOST_LISTED;
            String message = more <= 0 ? c.message() : c.message() + " " + (more == 1 ? "Another query shares"
                    : more + " more queries share") + " this " + c.clash().word + " (not listed).";
            report.at(c.severity(), c.location(), message, c.related().toArray(RelatedLocation[]::new));
        }
    }

    private static Optional<String> name(StreamingQuery query) {
        return query.sink().queryNameValue().flatMap(Value::text);
    }

    /** Two queries with one name active in one session. */
    private static Optional<Candidate> sameName(Pair pair) {
        StreamingQuery first = pair.first().element();
        StreamingQuery second = pair.second().element();
        Optional<String> name = second.sink().queryNameValue().flatMap(Value::text);
        if (pair.runs() != Runs.TOGETHER || name.isEmpty()
                || !first.sink().queryNameValue().flatMap(Value::text).equals(name)
                || !first.session().id().equals(second.session().id())) {
            return Optional.empty();
        }
        List<RelatedLocation> related = new ArrayList<>();
        related.add(new RelatedLocation(first.sink().queryName().orElseThrow().location(),
                "the first query named '" + name.get() + "'"));
        related.add(new RelatedLocation(first.location(), "the first query is started here and still runs"));
        related.addAll(pair.second().trail());
        return Optional.of(new Candidate(Clash.NAME, Severity.ERROR, second.sink().queryName().orElseThrow().location(),
                "Query '" + name.get() + "' is started while "
                + "another query of the same name runs in the same session: Spark rejects the second start() with "
                + "\"Cannot start query with name " + name.get() + " as a query with that name is already active in "
                + "this SparkSession\". Give each query its own queryName.", related, first.location()));
    }

    private static Optional<Candidate> sameCheckpoint(Pair pair) {
        StreamingQuery first = pair.first().element();
        StreamingQuery second = pair.second().element();
        Optional<Setting> checkpoint = checkpoint(second);
        Optional<Setting> other = checkpoint(first);
        if (checkpoint.isEmpty() || other.isEmpty()
                || !checkpoint.get().value().text().equals(other.get().value().text())) {
            return Optional.empty();
        }
        String path = checkpoint.get().value().text().orElseThrow();
        List<RelatedLocation> related = new ArrayList<>();
        related.add(new RelatedLocation(other.get().location(), "the other query using checkpoint '" + path + "'"));
        related.addAll(pair.second().trail());
        String firstSubject = first.subject().equals(second.subject()) ? "another query" : first.subject();
        String start = capitalized(second.subject()) + " uses checkpoint '" + path + "', as " + firstSubject + " does";
        String fix = " Give every query its own checkpoint directory.";
        SourceLocation at = checkpoint.get().location();
        if (pair.runs() == Runs.SEPARATE) {
            return Optional.of(new Candidate(Clash.CHECKPOINT, Severity.WARNING, at, start + ", started from another "
                    + "method: whichever starts later resumes from the other's offsets and state, and if both run at "
                    + "once Spark stops the first." + fix, related, first.location()));
        }
        related.add(new RelatedLocation(first.location(), "the other query is started here and still runs"));
        Optional<Value> stopActive = second.sessionConf().value(ConfFacts.STOP_ACTIVE_RUN_ON_RESTART_CONF);
        if (stopActive.isPresent() && stopActive.get().is("false")) {
            return Optional.of(new Candidate(Clash.CHECKPOINT, Severity.ERROR, at, start + ", and it still runs: with "
                    + ConfFacts.STOP_ACTIVE_RUN_ON_RESTART_CONF + "=false Spark rejects this start() with \"Cannot "
                    + "start query with id ... as another query with same id is already active\"." + fix,
                    related, first.location()));
        }
        String stops = "Spark stops the other query without an error and this one continues from the other's offsets "
                + "and state.";
        String when = stopActive.isEmpty() || stopActive.get().is("true") ? "when this one starts, " + stops
                : "the session sets " + ConfFacts.STOP_ACTIVE_RUN_ON_RESTART_CONF + " to a value not known here: if "
                + "it is false, Spark rejects this start(); otherwise, when this one starts, " + stops;
        return Optional.of(new Candidate(Clash.CHECKPOINT, Severity.WARNING, at, start + ", and it still runs: "
                + when + fix, related, first.location()));
    }

    /**
     * Two queries that never run at once (exclusive arms, or one ended before the other starts) on one checkpoint:
     * the usual way to run one query in two modes, unless their streaming sources differ. Spark then resumes the
     * later run from offsets that belong to other sources.
     */
    private static Optional<Candidate> checkpointOfOtherSources(Pair pair) {
        StreamingQuery first = pair.first().element();
        StreamingQuery second = pair.second().element();
        Optional<Setting> checkpoint = checkpoint(second);
        Optional<Setting> other = checkpoint(first);
        Optional<List<String>> sources = sourceFormats(second);
        Optional<List<String>> otherSources = sourceFormats(first);
        if (checkpoint.isEmpty() || other.isEmpty() || sources.isEmpty() || otherSources.isEmpty()
                || !checkpoint.get().value().text().equals(other.get().value().text())
                || sources.get().equals(otherSources.get())) {
            return Optional.empty();
        }
        String path = checkpoint.get().value().text().orElseThrow();
        List<RelatedLocation> related = new ArrayList<>();
        related.add(new RelatedLocation(other.get().location(), "the other query using checkpoint '" + path
                + "', reading " + String.join(", ", otherSources.get())));
        related.addAll(pair.second().trail());
        return Optional.of(new Candidate(Clash.CHECKPOINT, Severity.WARNING, checkpoint.get().location(),
                capitalized(second.subject()) + " reads "
                + String.join(", ", sources.get()) + " and uses checkpoint '" + path + "', as "
                + (first.subject().equals(second.subject()) ? "another query" : first.subject()) + " reading "
                + String.join(", ", otherSources.get()) + " does in another run: Spark resumes a query from its "
                + "checkpoint's offsets source by source, so whichever runs second starts from offsets that belong to "
                + "other sources (with another number of sources Spark fails with \"There are [n] sources in the "
                + "checkpoint offsets and now there are [m] sources requested by the query. Cannot continue.\"). Give "
                + "every query its own checkpoint directory.", related, first.location()));
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
        Optional<Options.Entry> option = options.get(SinkFacts.CHECKPOINT_LOCATION_OPTION);
        if (option.isPresent()) {
            return option.get().value().text().map(p -> new Setting(Value.of(trimmed(p)), option.get().location()));
        }
        Optional<Setting> name = query.sink().queryName();
        Optional<String> root = query.sessionConf().value(SinkFacts.CHECKPOINT_LOCATION_CONF).flatMap(Value::text);
        if (!options.surelyLacks(SinkFacts.CHECKPOINT_LOCATION_OPTION) || name.isEmpty() || root.isEmpty()
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
