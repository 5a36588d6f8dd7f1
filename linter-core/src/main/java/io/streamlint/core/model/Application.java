package io.streamlint.core.model;

import java.util.List;

/**
 * Everything the linted code builds with Spark, whether or not it can be followed to a sink: every streaming
 * source, every lineage built on one (queries' inputs, Datasets passed to batch actions or views, ...), every
 * started query, every session, every SQL text and interval string handed to Spark's parser. Each element appears once per calling context and branch choice that builds
 * it (see {@link Occurrence}).
 */
public record Application(List<Occurrence<Plan.Source>> sources, List<Occurrence<Plan>> lineages,
                          List<Occurrence<StreamingQuery>> queries, List<Session> sessions, List<SparkText> texts) {

    public static final Application EMPTY = new Application(List.of(), List.of(), List.of(), List.of());

    public Application {
        sources = List.copyOf(sources);
        lineages = List.copyOf(lineages);
        queries = List.copyOf(queries);
        sessions = List.copyOf(sessions);
        texts = List.copyOf(texts);
    }

    /** Without SQL text or interval strings. */
    public Application(List<Occurrence<Plan.Source>> sources, List<Occurrence<Plan>> lineages,
                       List<Occurrence<StreamingQuery>> queries, List<Session> sessions) {
        this(sources, lineages, queries, sessions, List.of());
    }

    /** The started queries whose lineage holds {@code node} (this very node: one calling context, one branch choice). */
    public List<StreamingQuery> queriesContaining(Plan node) {
        return queries.stream()
                .map(Occurrence::element)
                .filter(q -> Lineage.preOrder(q.plan()).stream().anyMatch(n -> n == node))
                .toList();
    }
}
