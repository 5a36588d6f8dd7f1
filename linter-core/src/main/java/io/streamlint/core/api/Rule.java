package io.streamlint.core.api;

import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SourceLocation;

/**
 * A check. A rule says what it judges by the interface(s) it implements, and the engine calls it once for every
 * such thing the linted code builds: {@link SourceRule} every streaming source, {@link OperatorRule} every
 * operator of every streaming lineage, {@link QueryRule} every started query, {@link SessionRule} every
 * SparkSession, {@link ApplicationRule} the whole application once. Rules are stateless (one instance checks
 * everything, in parallel), annotated with {@link RuleInfo}, found with {@link java.util.ServiceLoader}, and
 * never report on unknown values.
 */
public sealed interface Rule permits SourceRule, OperatorRule, QueryRule, SessionRule, ApplicationRule {

    /** What the rule is: from its {@link RuleInfo} and its page. */
    default RuleDescriptor descriptor() {
        return RuleDescriptor.of(getClass());
    }

    /** Where a rule reports; the engine fills in the rule id and the configured severity. */
    interface Report {

        /** A finding at {@code location}, where the fix goes, with the other places that explain it. */
        void at(SourceLocation location, String message, RelatedLocation... related);

        /**
         * A finding less severe than the rule's default, for a case the rule's page names (e.g. a
         * {@code partitionBy} that Spark ignores rather than rejects). A severity configured by the user wins.
         */
        void at(Severity severity, SourceLocation location, String message, RelatedLocation... related);
    }
}
