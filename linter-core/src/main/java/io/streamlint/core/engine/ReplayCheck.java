package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SourceLocation;
import org.jspecify.annotations.Nullable;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a stored run may be replayed for this run: the cache file is a hint, never a source of truth. Every
 * position it holds (each finding's location and related locations, those of suppressed and keyed findings, each
 * problem's) must be in an input file of this run, on a line the file has as read now, at a column that line can
 * hold; counts must not be negative. A problem may also name what this run's listing reported (the same problem)
 * or a class path entry, without a position. Only the files named are read, each at most once and only when it is
 * a listed input no larger than the request's file size limit.
 */
final class ReplayCheck {

    private final Set<Path> inputs;
    private final Set<Problem> listing;
    private final Set<Path> classpath = new HashSet<>();
    private final long maxFileBytes;
    /** Per file read: the length in bytes of each line (an upper bound of its length in characters), or null if unreadable. */
    private final Map<Path, int[]> lines = new HashMap<>();

    private ReplayCheck(Set<Path> inputs, List<Problem> listing, LintRequest request) {
        this.inputs = inputs;
        this.listing = new HashSet<>(listing);
        request.classpath().forEach(entry -> classpath.add(entry.toAbsolutePath().normalize()));
        this.maxFileBytes = request.maxFileBytes();
    }

    /** Why {@code stored} cannot be replayed for the listed {@code inputs}, or empty when it can. */
    static Optional<String> refusal(StoredRun stored, Set<Path> inputs, List<Problem> listing, LintRequest request) {
        return new ReplayCheck(inputs, listing, request).check(stored);
    }

    private Optional<String> check(StoredRun stored) {
        if (stored.filesScanned() < 0 || stored.filesParsed() < 0 || stored.queries() < 0 || stored.sources() < 0) {
            return Optional.of("a negative count");
        }
        List<Finding> findings = new ArrayList<>(stored.findings());
        stored.suppressed().forEach(s -> findings.add(s.finding()));
        stored.keys().forEach(k -> findings.add(k.finding()));
        for (Finding finding : findings) {
            if (finding.location() == null) {
                return Optional.of("a finding without a location");
            }
            Optional<String> wrong = check(finding.location());
            for (RelatedLocation related : finding.related()) {
                wrong = wrong.or(() -> related.location() == null ? Optional.of("a related location without a place")
                        : check(related.location()));
            }
            if (wrong.isPresent()) {
                return wrong;
            }
        }
        for (Problem problem : stored.problems()) {
            Optional<String> wrong = check(problem);
            if (wrong.isPresent()) {
                return wrong;
            }
        }
        for (StoredRun.Element element : stored.elements()) {
            if (!inputs.contains(element.file())) {
                return Optional.of("a plan node in " + element.file() + ", which is not an input file of this run");
            }
            if (element.line() < 1) {
                return Optional.of("an impossible position in " + element.file());
            }
        }
        return Optional.empty();
    }

    private Optional<String> check(Problem problem) {
        if (listing.contains(problem)) {
            return Optional.empty();
        }
        if (problem.line() < 0 || problem.column() < 0 || problem.line() == 0 && problem.column() != 0) {
            return Optional.of("an impossible position in " + problem.file());
        }
        if (!inputs.contains(problem.file())) {
            return classpath.contains(problem.file()) && problem.line() == 0 ? Optional.empty()
                    : Optional.of("a problem in " + problem.file() + ", which is not an input file of this run");
        }
        return problem.line() == 0 ? Optional.empty() : within(problem.file(), problem.line(), problem.column(),
                problem.line(), problem.column());
    }

    private Optional<String> check(SourceLocation at) {
        if (!inputs.contains(at.file())) {
            return Optional.of("a location in " + at.file() + ", which is not an input file of this run");
        }
        if (at.line() < 1 || at.endLine() < at.line() || at.column() < 0 || at.endColumn() < 0
                || at.line() == at.endLine() && at.column() > 0 && at.endColumn() > 0 && at.endColumn() < at.column()) {
            return Optional.of("an impossible position in " + at.file());
        }
        return within(at.file(), at.line(), at.column(), at.endLine(), at.endColumn());
    }

    /** Whether the file as read now has these lines, and these columns on them (at most one past a line's end). */
    private Optional<String> within(Path file, int line, int column, int endLine, int endColumn) {
        int[] lengths = lines.computeIfAbsent(file, this::lineLengths);
        if (lengths == null) {
            return Optional.of("a position in " + file + ", which cannot be read now");
        }
        if (endLine > lengths.length || column > lengths[line - 1] + 1 || endColumn > lengths[endLine - 1] + 1) {
            return Optional.of("a position past the end of " + file);
        }
        return Optional.empty();
    }

    /** The byte length of each line of {@code file} (CR, LF and CRLF end a line), or null if it cannot be read. */
    private int @Nullable [] lineLengths(Path file) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > maxFileBytes) {
                return null;
            }
            List<Integer> lengths = new ArrayList<>();
            try (InputStream in = Files.newInputStream(file)) {
                byte[] buffer = new byte[64 * 1024];
                int length = 0;
                boolean afterCr = false;
                long total = 0;
                for (int n; (n = in.read(buffer)) > 0; ) {
                    total += n;
                    if (total > Math.min(maxFileBytes, Integer.MAX_VALUE - 1)) {
                        return null;
                    }
                    for (int i = 0; i < n; i++) {
                        byte b = buffer[i];
                        if (b == '\n' && afterCr) {
                            afterCr = false;
                            continue;
                        }
                        afterCr = b == '\r';
                        if (b == '\n' || b == '\r') {
                            lengths.add(length);
                            length = 0;
                        } else {
                            length++;
                        }
                    }
                }
                lengths.add(length);
            }
            return lengths.stream().mapToInt(Integer::intValue).toArray();
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
