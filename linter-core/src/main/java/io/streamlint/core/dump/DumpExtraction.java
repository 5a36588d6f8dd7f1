package io.streamlint.core.dump;

import io.streamlint.core.api.Problem;
import io.streamlint.core.frontend.SourceIndex;

import java.util.List;

/**
 * What the plan-dump frontend found: the query of each dump it could read, in the order given; a problem naming each
 * dump it could not; for the steps after the rules and the reports, the index of the dumps.
 */
public record DumpExtraction(List<DumpedQuery> queries, List<Problem> problems, SourceIndex index) {

    public DumpExtraction {
        queries = List.copyOf(queries);
        problems = List.copyOf(problems);
    }
}
