package io.streamlint.core.dump;

import io.streamlint.core.api.Finding;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import io.streamlint.core.frontend.CodeElement;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.testkit.TestDumps;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The plan-dump frontend's index: what the reports show of a dump comes from it, through the engine's result. */
class PlanDumpIndexTest {

    @TempDir
    Path dir;

    @Test
    void eachLineOfTheQueryNamesItsPlanNodeWithItsPathFromTheRoot() throws IOException {
        Path dump = Files.writeString(dir.resolve("orders.streamlint-plan.json"), """
                {
                  "format" : "streamlint-plan-dump/1",
                  "query" : [
                    "writeStream format=memory outputMode=append trigger=ProcessingTime options={}",
                    "Aggregate [id#3L], [id#3L, count(1) AS n#5L]",
                    "  Join Inner, (id#3L = id#4L)",
                    "    Project [value#1L AS id#3L]",
                    "      ~StreamingRelationV2 rate",
                    "    Project [value#2L AS id#4L]",
                    "      ~StreamingRelationV2 rate"
                  ],
                  "sparkVersion" : "4.0.0"
                }
                """);
        PlanDumpIndex index = new PlanDumpIndex();
        assertEquals(Optional.of(new CodeElement("writeStream", "writeStream")), index.elementAt(at(dump, 4)));
        assertEquals(Optional.of(new CodeElement("Aggregate", "Aggregate")), index.elementAt(at(dump, 5)));
        assertEquals(Optional.of(new CodeElement("StreamingRelationV2", "Aggregate > Join > Project[2] > StreamingRelationV2")),
                index.elementAt(at(dump, 10)));
        assertEquals(Optional.empty(), index.elementAt(at(dump, 3)), "not a line of the query");
        assertEquals(Optional.empty(), index.elementAt(at(dump, 11)), "past the query");
        assertEquals(Optional.empty(), index.elementAt(at(dir.resolve("missing.streamlint-plan.json"), 4)));
        assertEquals("", index.scopeAt(at(dump, 5)));
        assertEquals("\"Aggregate[id#3", index.codeAt(at(dump, 5)), "the region's text without white space");
        assertEquals(List.of(), index.suppressions());
        assertEquals(Optional.empty(), index.declaredTestCode(dump));
    }

    @Test
    void theResultOfARunHoldsThePlanNodeOfEachFindingInADump() throws IOException {
        Files.writeString(dir.resolve("prices.streamlint-plan.json"), TestDumps.PRICES);
        LintResult result = Linter.withRulesFrom(getClass().getClassLoader()).run(LintRequest.of(dir, List.of(dir)));
        assertEquals(1, result.findings().size(), result.findings().toString());
        Finding rejection = result.findings().get(0);
        assertEquals(4, rejection.location().line());
        assertEquals(Optional.of(new CodeElement("writeStream", "writeStream")), result.elementAt(rejection.location()));
        assertEquals(1, result.elements().size(), "only the lines of findings");
    }

    private static SourceLocation at(Path file, int line) {
        return new SourceLocation(file, line, 5, line, 20);
    }
}
