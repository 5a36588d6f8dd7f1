package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.Severity;
import io.streamlint.core.frontend.CodeElement;
import io.streamlint.core.model.SourceLocation;

import java.nio.file.Path;
import java.util.List;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The outcome of a run, in a stable order: findings by file, line, column and rule; problems by file
 * and line; rules by id. Reports render it; front ends decide the exit status from it.
 *
 * @param findings      what is reported: not suppressed in the code, not in the baseline
 * @param filesScanned  Java files and plan dumps read
 * @param filesParsed   files that passed the prefilter and were parsed
 * @param queries       streaming queries modelled
 * @param sources       streaming sources modelled (also those that reach no query the linter can see)
 * @param suppressed    findings left out: suppressed in the code, or in the baseline
 * @param keys          the structural key of every finding, reported or suppressed
 * @param staleBaseline baseline entries that match no finding any more (fixed, or the code changed)
 * @param elements      the named element (a plan dump's plan node) that the frontend's index finds on the line of a
 *                      location of a finding, reported or suppressed, by file and line; files and lines without one
 *                      are left out (see {@link #elementAt})
 */
public record LintResult(Path sourceRoot, List<RuleDescriptor> rules, List<Finding> findings,
                         List<Problem> problems, int filesScanned, int filesParsed, int queries,
                         int sources, List<Suppressed> suppressed, Map<Finding, FindingKey> keys,
                         List<Baseline.Entry> staleBaseline, Map<Path, Map<Integer, CodeElement>> elements) {

    public LintResult {
        rules = List.copyOf(rules);
        findings = findings.stream().sorted().toList();
        problems = List.copyOf(problems);
        suppressed = List.copyOf(suppressed);
        keys = Map.copyOf(keys);
        staleBaseline = List.copyOf(staleBaseline);
        Map<Path, Map<Integer, CodeElement>> byFile = new TreeMap<>();
        elements.forEach((file, lines) -> byFile.put(file, Collections.unmodifiableSortedMap(new TreeMap<>(lines))));
        elements = Collections.unmodifiableMap(byFile);
    }

    /** A result of which no location shows a named element. */
    public LintResult(Path sourceRoot, List<RuleDescriptor> rules, List<Finding> findings, List<Problem> problems,
                      int filesScanned, int filesParsed, int queries, int sources, List<Suppressed> suppressed,
                      Map<Finding, FindingKey> keys, List<Baseline.Entry> staleBaseline) {
        this(sourceRoot, rules, findings, problems, filesScanned, filesParsed, queries, sources, suppressed, keys,
                staleBaseline, Map.of());
    }

    /** A result without suppressions, keys or baseline. */
    public LintResult(Path sourceRoot, List<RuleDescriptor> rules, List<Finding> findings, List<Problem> problems,
                      int filesScanned, int filesParsed, int queries, int sources) {
        this(sourceRoot, rules, findings, problems, filesScanned, filesParsed, queries, sources, List.of(), Map.of(),
                List.of());
    }

    /** The named element (a plan node) on {@code at}'s line, when the frontend that read its file found one. */
    public Optional<CodeElement> elementAt(SourceLocation at) {
        Map<Integer, CodeElement> lines = elements.get(at.file());
        return lines == null ? Optional.empty() : Optional.ofNullable(lines.get(at.line()));
    }

    /** The problems that kept (part of) a file from being linted: every problem but notes. */
    public List<Problem> failures() {
        return problems.stream().filter(p -> !p.isNote()).toList();
    }

    /** How many findings are at least as severe as {@code threshold}. */
    public long countAtLeast(Severity threshold) {
        return findings.stream().filter(f -> f.severity().isAtLeast(threshold)).count();
    }

    public long count(Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).count();
    }

    public long count(Suppressed.Kind kind) {
        return suppressed.stream().filter(s -> s.kind() == kind).count();
    }

    /** This result with other findings, suppressions and stale baseline entries (the keys stay). */
    LintResult with(List<Finding> findings, List<Suppressed> suppressed, List<Baseline.Entry> stale) {
        return new LintResult(sourceRoot, rules, findings, problems, filesScanned, filesParsed, queries, sources,
                suppressed, keys, stale, elements);
    }
}
