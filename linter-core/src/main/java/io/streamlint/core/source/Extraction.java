package io.streamlint.core.source;

import io.streamlint.core.api.Problem;
import io.streamlint.core.frontend.SourceIndex;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.StreamingQuery;

import java.util.List;

/**
 * What the Java source frontend found: the model of each application, and problems with files it could not lint; for the
 * steps after the rules, the index of its files.
 */
public record Extraction(List<Application> applications, List<Problem> problems, int filesScanned, int filesParsed,
                         SourceIndex index) {

    public Extraction {
        applications = List.copyOf(applications);
        problems = List.copyOf(problems);
    }

    /** The started queries of every application, one per calling context and branch choice. */
    public List<StreamingQuery> queries() {
        return applications.stream().flatMap(a -> a.queries().stream()).map(Occurrence::element).toList();
    }
}
