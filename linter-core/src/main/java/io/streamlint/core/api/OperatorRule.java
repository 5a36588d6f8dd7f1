package io.streamlint.core.api;

import io.streamlint.core.model.Plan;

/**
 * Judges each operator of each lineage the code builds from a streaming source, whether or not it reaches
 * a sink: {@code node} is any plan node other than a source (its children are its input).
 */
public non-sealed interface OperatorRule extends Rule {

    void check(Plan node, RuleContext context, Report report);
}
