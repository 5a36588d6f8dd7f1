package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.Severity;

import java.nio.file.Path;
import java.util.List;

/**
 * The outcome of a run, in a stable order: findings by file, line, column and rule; problems by file
 * and line; rules by id. Reports render it; front ends decide the exit status from it.
 *
 * @param filesScanned Java files read
 * @param filesParsed  files that passed the prefilter and were parsed
 * @param queries      streaming queries modelled
 * @param sources      streaming sources modelled (also those that reach no query the linter can see)
 */
public record LintResult(Path sourceRoot, List<RuleDescriptor> rules, List<Finding> findings,
                         List<Problem> problems, int filesScanned, int filesParsed, int queries,
                         int sources) {

    public LintResult {
        rules = List.copyOf(rules);
        findings = List.copyOf(findings);
        problems = List.copyOf(problems);
    }

    /** How many findings are at least as severe as {@code threshold}. */
    public long countAtLeast(Severity threshold) {
        return findings.stream().filter(f -> f.severity().isAtLeast(threshold)).count();
    }

    public long count(Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).count();
    }
}
