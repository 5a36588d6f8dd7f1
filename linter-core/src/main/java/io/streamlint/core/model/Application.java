package io.streamlint.core.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Everything the linted code builds with Spark, whether or not it can be followed to a sink: every streaming
 * source, every lineage built on one (queries' inputs, Datasets passed to batch actions or views, ...), every
 * started query, every session, every SQL text and interval string handed to Spark's parser. Each element appears once per calling context and branch choice that builds
 * it (see {@link Occurrence}).
 */
public final class Application {

    public static final Application EMPTY = new Application(List.of(), List.of(), List.of(), List.of());

    private final List<Occurrence<Plan.Source>> sources;
    private final List<Occurrence<Plan>> lineages;
    private final List<Occurrence<StreamingQuery>> queries;
    private final List<Session> sessions;
    private final List<SparkText> texts;
    /**
     * The started queries holding each plan node, built on first use: rules ask it of every source and operator,
     * and scanning every query each time is quadratic in the size of a large code base.
     */
    private Map<Plan, List<StreamingQuery>> queriesByNode;

    public Application(List<Occurrence<Plan.Source>> sources, List<Occurrence<Plan>> lineages,
                       List<Occurrence<StreamingQuery>> queries, List<Session> sessions, List<SparkText> texts) {
        this.sources = List.copyOf(sources);
        this.lineages = List.copyOf(lineages);
        this.queries = List.copyOf(queries);
        this.sessions = List.copyOf(sessions);
        this.texts = List.copyOf(texts);
    }

    /** Without SQL text or interval strings. */
    public Application(List<Occurrence<Plan.Source>> sources, List<Occurrence<Plan>> lineages,
                       List<Occurrence<StreamingQuery>> queries, List<Session> sessions) {
        this(sources, lineages, queries, sessions, List.of());
    }

    public List<Occurrence<Plan.Source>> sources() {
        return sources;
    }

    public List<Occurrence<Plan>> lineages() {
        return lineages;
    }

    public List<Occurrence<StreamingQuery>> queries() {
        return queries;
    }

    public List<Session> sessions() {
        return sessions;
    }

    public List<SparkText> texts() {
        return texts;
    }

    /**
     * The started queries whose lineage holds {@code node} (this very node: one calling context, one branch choice),
     * in the order of {@link #queries()}.
     */
    public List<StreamingQuery> queriesContaining(Plan node) {
        return queriesByNode().getOrDefault(node, List.of());
    }

    private synchronized Map<Plan, List<StreamingQuery>> queriesByNode() {
        if (queriesByNode == null) {
            Map<Plan, List<StreamingQuery>> index = new IdentityHashMap<>();
            for (Occurrence<StreamingQuery> occurrence : queries) {
                StreamingQuery query = occurrence.element();
                Set<Plan> seen = Collections.newSetFromMap(new IdentityHashMap<>());
                for (Plan node : Lineage.preOrder(query.plan())) {
                    if (seen.add(node)) {
                        index.computeIfAbsent(node, k -> new ArrayList<>()).add(query);
                    }
                }
            }
            queriesByNode = index;
        }
        return queriesByNode;
    }
}
