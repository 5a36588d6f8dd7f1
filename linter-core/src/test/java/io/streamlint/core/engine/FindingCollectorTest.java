package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Severity;
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
}
