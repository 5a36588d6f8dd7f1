package io.streamlint.core.model;

import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
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
    private @Nullable Map<Object, List<StreamingQuery>> queriesByNode;

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
     * The started queries whose lineage holds {@code node}, in the order of {@link #queries()}: this very node (one
     * calling context, one branch choice), or for a source, any equal source (the same reader with the same settings
     * and session, evaluated in another context: a Dataset kept in a field is read where the field is assigned and
     * again where it is used).
     */
    public List<StreamingQuery> queriesContaining(Plan node) {
        return queriesByNode().getOrDefault(key(node), List.of());
    }

    private synchronized Map<Object, List<StreamingQuery>> queriesByNode() {
        if (queriesByNode == null) {
            Map<Object, List<StreamingQuery>> index = new HashMap<>();
            for (Occurrence<StreamingQuery> occurrence : queries) {
                StreamingQuery query = occurrence.element();
                Set<Object> seen = new HashSet<>();
                for (Plan node : Lineage.preOrder(query.plan())) {
                    Object key = key(node);
                    if (seen.add(key)) {
                        index.computeIfAbsent(key, k -> new ArrayList<>()).add(query);
                    }
                }
            }
            queriesByNode = index;
        }
        return queriesByNode;
    }

    private static Object key(Plan node) {
        return node instanceof Plan.Source ? node : new Identity(node);
    }

    /** A plan node compared by identity (operators are compared as the very node, whatever they hold). */
    private record Identity(Plan node) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Identity i && i.node == node;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(node);
        }
    }
}
