package com.example.streamlint;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.StreamingQuery;

/**
 * ACME001, a team policy: every streaming query sets a {@code queryName}, because the team's dashboards, alerts and
 * run books find queries by name (the Spark UI's Structured Streaming tab, {@code StreamingQueryListener} events,
 * the metrics' labels). A name set from a value the linter cannot see counts as set: rules never report on unknowns.
 */
@RuleInfo(id = "ACME001", name = "QueryWithoutName", severity = Severity.WARNING,
        summary = "Streaming query started without queryName(...): our dashboards and alerts find queries by name.",
        tags = {"team-policy", "observability"}, productionOnly = true)
public final class QueryWithoutName implements QueryRule {

    private static final String QUERY_NAME_OPTION = "queryName";

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Sink sink = query.sink();
        if (sink.queryName().isPresent() || !sink.options().surelyLacks(QUERY_NAME_OPTION)) {
            return;
        }
        report.at(sink.location(), "No query name on " + query.subject() + ": the team's dashboards and alerts"
                + " cannot find it. Add .queryName(\"<team>.<job>.<query>\") to its writeStream() chain.");
    }
}
