package io.streamlint.core.api;

import io.streamlint.core.model.StreamingQuery;

/** Judges each streaming query: a {@code writeStream()} chain that reaches {@code start()} or {@code toTable()}. */
public non-sealed interface QueryRule extends Rule {

    void check(StreamingQuery query, RuleContext context, Report report);
}
