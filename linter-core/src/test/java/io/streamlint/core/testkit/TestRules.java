package io.streamlint.core.testkit;

import io.streamlint.core.api.Precision;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.RuleDoc;
import io.streamlint.core.api.Severity;

import java.util.List;

/** Metadata of the rules tests write for themselves. */
public final class TestRules {

    private TestRules() {
    }

    /** SS999 EverySource, a warning that reports every streaming source; production-only as asked. */
    public static RuleDescriptor everySource(boolean productionOnly) {
        return new RuleDescriptor("SS999", "EverySource", Severity.WARNING, "Every streaming source.", List.of(),
                Precision.HIGH, productionOnly, RuleDoc.parse("""
                        # SS999 EverySource

                        Every streaming source.

                        ## Why

                        A test.

                        ## Fix

                        None.
                        """));
    }
}
