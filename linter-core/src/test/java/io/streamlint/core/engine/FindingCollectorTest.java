package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SourceLocation;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FindingCollectorTest {

    private static final SourceLocation AT = new SourceLocation(Path.of("Job.java"), 3, 5, 3, 20);

    private static Finding merged(List<Severity> severities, List<String> messages) {
        FindingCollector collector = new FindingCollector();
        for (int i = 0; i < severities.size(); i++) {
            collector.add("SS012", severities.get(i), AT, messages.get(i), List.of(), null);
        }
        List<Finding> findings = collector.findings();
        assertEquals(1, findings.size());
        return findings.get(0);
    }

    @Test
    void oneRootCauseKeepsTheMessageOfItsMostSevereReport() {
        String rejected = "Spark rejects the query at start().";
        String downgraded = "A stateful operator. Spark runs it only because the session sets the check to false.";
        List<Severity> bySeverity = List.of(Severity.ERROR, Severity.WARNING);
        List<String> byMessage = List.of(rejected, downgraded);
        for (List<Integer> order : List.of(List.of(0, 1), List.of(1, 0))) {
            List<Severity> severities = order.stream().map(bySeverity::get).toList();
            List<String> messages = order.stream().map(byMessage::get).toList();
            Finding finding = merged(severities, messages);
            assertEquals(Severity.ERROR, finding.severity(), order.toString());
            assertEquals(rejected, finding.message(), order.toString());
        }
    }

    @Test
    void reportsOfOneSeverityKeepTheMessageThatSortsFirst() {
        Finding finding = merged(List.of(Severity.WARNING, Severity.WARNING), List.of("b: second", "a: first"));
        assertEquals("a: first", finding.message());
    }

    private static final SourceLocation LATER = new SourceLocation(Path.of("Job.java"), 9, 5, 9, 20);
    private static final SourceLocation CALLER = new SourceLocation(Path.of("Main.java"), 4, 9, 4, 30);

    @Test
    void findingsOfSeveralRulesAreKeptApartAndOrderedByLocationThenRule() {
        FindingCollector collector = new FindingCollector();
        collector.add("SS012", Severity.WARNING, LATER, "later", List.of(), null);
        collector.add("SS004", Severity.ERROR, AT, "same place, other rule", List.of(), null);
        collector.add("SS002", Severity.NOTE, AT, "same place, first rule", List.of(), null);
        List<Finding> findings = collector.findings();
        assertEquals(List.of("SS002@3", "SS004@3", "SS012@9"),
                findings.stream().map(f -> f.ruleId() + "@" + f.location().line()).toList());
        assertEquals(List.of("same place, first rule", "same place, other rule", "later"),
                findings.stream().map(Finding::message).toList());
    }

    @Test
    void duplicateReportsMergeIntoOneFindingWithTheRelatedLocationsOfAll() {
        FindingCollector collector = new FindingCollector();
        RelatedLocation caller = new RelatedLocation(CALLER, "called here");
        RelatedLocation other = new RelatedLocation(LATER, "also here");
        collector.add("SS012", Severity.WARNING, AT, "m", List.of(caller), null);
        collector.add("SS012", Severity.WARNING, AT, "m", List.of(caller, other), null);
        // a related location at the finding's own place says nothing: dropped
        collector.add("SS012", Severity.WARNING, AT, "m", List.of(new RelatedLocation(AT, "itself")), null);
        List<Finding> findings = collector.findings();
        assertEquals(1, findings.size());
        assertEquals(List.of(other, caller), findings.get(0).related()); // each once, in location order
    }

    @Test
    void branchesAreKeptOnlyWhenTheFindingHoldsOnSomePathsOnly() {
        SourceLocation writer = new SourceLocation(Path.of("Job.java"), 20, 9, 20, 40);
        RelatedLocation branch = new RelatedLocation(new SourceLocation(Path.of("Job.java"), 15, 9, 15, 30), "if (test)");
        // the writer is reached on two paths; the rule reports on one of them
        FindingCollector somePaths = new FindingCollector();
        somePaths.add("SS004", Severity.ERROR, AT, "m", List.of(),
                new FindingCollector.Subject(writer, 1, 2, List.of(branch)));
        assertEquals(List.of(branch), somePaths.findings().get(0).related());
        // ... and on both: the branch taken does not matter, it is dropped
        FindingCollector allPaths = new FindingCollector();
        allPaths.add("SS004", Severity.ERROR, AT, "m", List.of(), new FindingCollector.Subject(writer, 1, 2, List.of(branch)));
        allPaths.add("SS004", Severity.ERROR, AT, "m", List.of(), new FindingCollector.Subject(writer, 2, 2, List.of(branch)));
        assertEquals(List.of(), allPaths.findings().get(0).related());
    }
}
