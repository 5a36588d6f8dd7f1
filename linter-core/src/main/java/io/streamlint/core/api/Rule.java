package io.streamlint.core.api;

import io.streamlint.core.model.StreamingQuery;

/**
 * A check over one streaming query model. Rules are stateless (one instance checks all files, in
 * parallel) and are found with {@link java.util.ServiceLoader}. They never report on unknown values.
 */
public interface Rule {

    RuleDescriptor descriptor();

    /** Inspects {@code query} and reports what is wrong with it to {@code report}. */
    void check(StreamingQuery query, Report report);

    /** Where a rule reports: the engine fills in the rule id and severity. */
    interface Report {
        void at(SourceLocation location, String message);
    }
}
