package io.streamlint.core.api;

import io.streamlint.core.model.Session;

/** Judges each SparkSession the code builds, with the configuration set on it. */
public non-sealed interface SessionRule extends Rule {

    void check(Session session, RuleContext context, Report report);
}
