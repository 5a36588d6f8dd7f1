package io.streamlint.core.api;

import io.streamlint.core.model.Plan;

/** Judges each streaming source ({@code readStream()...load()}), whether or not it can be followed to a sink. */
public non-sealed interface SourceRule extends Rule {

    void check(Plan.Source source, RuleContext context, Report report);
}
