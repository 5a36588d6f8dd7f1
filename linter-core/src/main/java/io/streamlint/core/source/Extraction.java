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
 * What the Java source frontend found: the application model, and problems with files it could not lint; for the
 * steps after the rules, the syntax trees it parsed (token-free, see {@link SyntaxTrees}) by file, and the files
 * whose text the caller's filter selected, in path order.
 */
public record Extraction(Application application, List<Problem> problems, int filesScanned, int filesParsed,
                         Map<Path, CompilationUnit> trees, List<Path> selected) {

    public Extraction {
        problems = List.copyOf(problems);
        trees = Map.copyOf(trees);
        selected = List.copyOf(selected);
    }

    /** The started queries, one per calling context and branch choice. */
    public List<StreamingQuery> queries() {
        return application.queries().stream().map(Occurrence::element).toList();
    }
}
