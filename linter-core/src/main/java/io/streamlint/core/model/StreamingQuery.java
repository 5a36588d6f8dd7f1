package io.streamlint.core.model;

/**
 * One streaming query as the user's code builds it: the lineage of the Dataset it writes, the sink, and the
 * session it runs in. A query built in a helper called from several places is one query per calling context.
 *
 * @param plan    the lineage of the written Dataset
 * @param sink    the {@code writeStream()} configuration and terminal call
 * @param session the session the query runs in
 * @param subject how the user names the query: its {@code queryName}, else the table or path it writes, else
 *                the written Dataset's variable; for messages
 * @param launch  the calls that start it, from the outermost method the code shows
 */
public record StreamingQuery(Plan plan, Sink sink, Session session, String subject, Launch launch) {

    public SourceLocation location() {
        return sink.location();
    }

    /** The configuration of the query's session. */
    public Options sessionConf() {
        return session.conf();
    }
}
