package io.streamlint.core.api;

import io.streamlint.core.model.Application;

/** Judges the whole application once: everything linted together (e.g. two queries sharing a name). */
public non-sealed interface ApplicationRule extends Rule {

    void check(Application application, RuleContext context, Report report);
}
