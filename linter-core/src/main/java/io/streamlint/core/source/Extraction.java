package io.streamlint.core.source;

import io.streamlint.core.api.Problem;
import io.streamlint.core.model.StreamingQuery;

import java.util.List;

/** What the Java source frontend found: query models, and problems with files it could not lint. */
public record Extraction(List<StreamingQuery> queries, List<Problem> problems, int filesScanned, int filesParsed) {

    public Extraction {
        queries = List.copyOf(queries);
        problems = List.copyOf(problems);
    }
}
