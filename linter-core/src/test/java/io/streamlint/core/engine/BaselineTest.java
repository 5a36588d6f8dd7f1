package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.SourceLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BaselineTest {

    @TempDir
    Path module;

    private Finding finding(String id, String file, int line, String message) {
        return new Finding(id, Severity.WARNING, message, new SourceLocation(module.resolve(file), line, 9, line, 30));
    }

    /** A result of {@code findings}, each keyed as given ({@code null}: no key), with {@code suppressed} in the code. */
    private LintResult result(Map<Finding, FindingKey> keyed, List<Finding> findings, List<Suppressed> suppressed) {
        return new LintResult(module, List.of(), findings, List.of(), 1, 1, 0, 0, suppressed, keyed, List.of());
    }

    @Test
    void aBaselinedFindingIsSuppressedByItsKeyWhereverItsLineMovedAndANewOneIsKept() {
        Finding old = finding("SS001", "src/Job.java", 10, "no checkpoint");
        Finding other = finding("SS002", "src/Job.java", 20, "other");
        FindingKey oldKey = new FindingKey("class Job > method main(String[])", "df.writeStream().start()", 1);
        FindingKey otherKey = new FindingKey("class Job > method main(String[])", "df.groupBy(k)", 1);
        Baseline baseline = Baseline.of(result(Map.of(old, oldKey, other, otherKey), List.of(old, other), List.of()),
                module.resolve(Baseline.DEFAULT_FILE_NAME));
        assertEquals(List.of("src/Job.java", "src/Job.java"), baseline.entries().stream().map(Baseline.Entry::file).toList());

        // later: the old finding moved down 5 lines (same key), and a new finding with other code appeared
        Finding moved = finding("SS001", "src/Job.java", 15, "no checkpoint");
        Finding added = finding("SS001", "src/Job.java", 30, "no checkpoint");
        FindingKey addedKey = new FindingKey("class Job > method main(String[])", "counts.writeStream().start()", 1);
        Finding sameCodeOtherRule = finding("SS003", "src/Job.java", 15, "another rule on the same code");
        Map<Finding, FindingKey> keys = new HashMap<>(Map.of(moved, oldKey, added, addedKey, sameCodeOtherRule, oldKey));
        LintResult later = baseline.apply(result(keys, List.of(moved, added, sameCodeOtherRule), List.of()));

        assertEquals(List.of(sameCodeOtherRule, added), later.findings()); // in location order
        assertEquals(List.of(moved), later.suppressed().stream().map(Suppressed::finding).toList());
        assertEquals(Suppressed.Kind.BASELINE, later.suppressed().get(0).kind());
        assertEquals("in the baseline " + Baseline.DEFAULT_FILE_NAME, later.suppressed().get(0).justification());
        // the entry of 'other' matched nothing: stale
        assertEquals(List.of("SS002"), later.staleBaseline().stream().map(Baseline.Entry::rule).toList());
    }

    @Test
    void aFindingWithoutAKeyIsNeverBaselinedAndAnEntryNowSuppressedInTheCodeIsNotStale() {
        Finding keyless = finding("SS001", "src/Job.java", 10, "plan dump finding");
        Finding accepted = finding("SS002", "src/Job.java", 20, "accepted");
        FindingKey acceptedKey = new FindingKey("class Job", "df.groupBy(k)", 1);
        Map<Finding, FindingKey> keys = Map.of(accepted, acceptedKey);
        Baseline baseline = Baseline.of(result(keys, List.of(keyless, accepted), List.of()),
                module.resolve(Baseline.DEFAULT_FILE_NAME));
        assertEquals(List.of("SS002"), baseline.entries().stream().map(Baseline.Entry::rule).toList());

        // later the accepted finding got a @SuppressWarnings in the code: its entry is still in use, not stale
        Suppressed inCode = new Suppressed(accepted, Suppressed.Kind.IN_SOURCE, "");
        LintResult later = baseline.apply(result(keys, List.of(keyless), List.of(inCode)));
        assertEquals(List.of(keyless), later.findings());
        assertEquals(List.of(inCode), later.suppressed());
        assertEquals(List.of(), later.staleBaseline());
    }

    @Test
    void entriesAreRelativeToTheBaselinesFolderSoAnotherModulesFindingDoesNotMatch() throws Exception {
        Finding f = finding("SS001", "a/src/Job.java", 10, "m");
        FindingKey key = new FindingKey("class Job", "df.writeStream().start()", 1);
        Path fileOfA = module.resolve("a").resolve(Baseline.DEFAULT_FILE_NAME);
        Baseline ofA = Baseline.of(result(Map.of(f, key), List.of(f), List.of()), fileOfA);
        assertEquals("src/Job.java", ofA.entries().get(0).file());
        Files.createDirectories(fileOfA.getParent());
        Files.writeString(fileOfA, ofA.render());
        Baseline read = Baseline.read(fileOfA);
        assertEquals(ofA.entries(), read.entries());

        // the same file name and code in module b: not the baselined finding
        Finding inB = finding("SS001", "b/src/Job.java", 10, "m");
        LintResult later = read.apply(result(Map.of(f, key, inB, key), List.of(f, inB), List.of()));
        assertEquals(List.of(inB), later.findings());
        assertEquals(List.of(f), later.suppressed().stream().map(Suppressed::finding).toList());
    }
}
