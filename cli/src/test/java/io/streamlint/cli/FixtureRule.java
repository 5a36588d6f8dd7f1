package io.streamlint.cli;

import io.streamlint.core.api.Rule;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.StreamingQuery;

/** A rule registered only on the test class path, so `rules` and `explain` have a known rule to show. */
public final class FixtureRule implements Rule {

    static final String ID = "ZZ999";

    private static final RuleDescriptor DESCRIPTOR = RuleDescriptor.of(FixtureRule.class, ID, "CliFixture",
            Severity.WARNING, "Stands in for a real rule in the CLI tests.", "test");

    @Override
    public RuleDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public void check(StreamingQuery query, Report report) {
        // Never reports: the CLI tests only need its descriptor.
    }
}
