package io.streamlint.core.model;

import io.streamlint.core.api.SourceLocation;

/**
 * One streaming query as the user's code builds it: the lineage of the Dataset it writes, the sink, and
 * the session configuration in scope. A query that is built from one helper called from several places
 * yields one model per calling context.
 *
 * @param plan        the lineage of the written Dataset
 * @param sink        the {@code writeStream()} configuration and terminal call
 * @param sessionConf configuration of the session the query runs in; open when some of it cannot be seen
 * @param subject     how the user names the written Dataset (its variable, or the expression), for messages
 */
public record StreamingQuery(Plan plan, Sink sink, Options sessionConf, String subject) {

    public SourceLocation location() {
        return sink.location();
    }
}
