package io.streamlint.core.source;

import io.streamlint.core.api.Problem;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.StreamingQuery;

import java.util.List;

/** What the Java source frontend found: the application model, and problems with files it could not lint. */
public record Extraction(Application application, List<Problem> problems, int filesScanned, int filesParsed) {

    public Extraction {
        problems = List.copyOf(problems);
    }

    /** The started queries, one per calling context and branch choice. */
    public List<StreamingQuery> queries() {
        return application.queries().stream().map(Occurrence::element).toList();
    }
}
