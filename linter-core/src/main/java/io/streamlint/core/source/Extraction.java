package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import io.streamlint.core.api.Problem;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.StreamingQuery;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What the Java source frontend found: the model of each application, and problems with files it could not lint; for the
 * steps after the rules, the syntax trees it parsed (token-free, see {@link SyntaxTrees}) by file, and the files
 * whose text the caller's filter selected, in path order.
 */
public record Extraction(List<Application> applications, List<Problem> problems, int filesScanned, int filesParsed,
                         Map<Path, CompilationUnit> trees, List<Path> selected) {

    public Extraction {
        applications = List.copyOf(applications);
        problems = List.copyOf(problems);
        trees = Map.copyOf(trees);
        selected = List.copyOf(selected);
    }

    /** The started queries of every application, one per calling context and branch choice. */
    public List<StreamingQuery> queries() {
        return applications.stream().flatMap(a -> a.queries().stream()).map(Occurrence::element).toList();
    }
}
