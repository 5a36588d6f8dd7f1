package io.streamlint.core.model;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Lineage questions the rules on streams and batches ask. */
class LineageTest {

    private static final SourceLocation AT = new SourceLocation(Path.of("Job.java"), 1, 1, 1, 10);

    private static Plan.Source source(boolean streaming, String format) {
        return new Plan.Source(streaming, Value.of(format), Options.empty(), Optional.empty(), "s", format, AT);
    }

    private static Plan.Source table(Value name) {
        return new Plan.Source(false, Value.of("table"), Options.empty().with("table", name, AT), Optional.empty(),
                "s", "table", AT);
    }

    private static Plan union(Plan left, Plan right) {
        return new Plan.Binary("union", left, right, "union(..)", AT);
    }

    private static Plan aggregate(Plan child) {
        return new Plan.Aggregate(Plan.Grouping.GROUP_BY, List.of(), Exprs.NONE, child, "groupBy(..)", AT);
    }

    private static Plan sort(Plan child) {
        return new Plan.Operator("orderBy", Exprs.NONE, child, "orderBy(..)", AT);
    }

    @Test
    void surelyBatchWhenEveryInputIsABatchSourceThatCannotBeAStreamingView() {
        assertTrue(Lineage.isSurelyBatch(union(source(false, "range"), table(Value.of("sales.orders")))));
        assertFalse(Lineage.isSurelyBatch(union(source(false, "range"), source(true, "rate"))));
        assertFalse(Lineage.isSurelyBatch(new Plan.Untraced("SQL query", "sql(..)", AT)));
        // one-part names and global_temp.<name> may be temp views of a stream registered out of sight
        assertFalse(Lineage.isSurelyBatch(table(Value.of("orders"))));
        assertFalse(Lineage.isSurelyBatch(table(Value.of("GLOBAL_TEMP.orders"))));
        assertFalse(Lineage.isSurelyBatch(table(Value.of("`sales.orders`"))));
        assertFalse(Lineage.isSurelyBatch(table(Value.unknown("from args"))));
    }

    @Test
    void findsAStreamingAggregateBelowANode() {
        assertEquals(Lineage.Answer.YES, Lineage.hasStreamingAggregate(sort(aggregate(source(true, "rate")))));
        assertEquals(Lineage.Answer.NO, Lineage.hasStreamingAggregate(sort(source(true, "rate"))));
        assertEquals(Lineage.Answer.NO, Lineage.hasStreamingAggregate(union(source(true, "rate"), aggregate(source(false, "range")))));
        assertEquals(Lineage.Answer.UNKNOWN, Lineage.hasStreamingAggregate(
                union(source(true, "rate"), new Plan.Untraced("parameter", "events", AT))));
    }

    @Test
    void queriesContainingANodeAreTheOnesBuiltOnThatVeryNode() {
        Plan shared = sort(source(true, "rate"));
        Plan lookalike = sort(source(true, "rate"));
        Sink sink = new Sink(Sink.Kind.FORMAT, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Options.empty(), Optional.empty(), Optional.empty(), Optional.empty(), AT, "start", Optional.empty(),
                "start()", AT);
        Session session = new Session("s", Options.empty(), AT, true);
        Launch launch = new Launch(List.of(new Launch.Call("run", AT, Optional.empty())));
        StreamingQuery first = new StreamingQuery(aggregate(shared), sink, session, "query 'a'", launch);
        StreamingQuery second = new StreamingQuery(lookalike, sink, session, "query 'b'", launch);
        Application app = new Application(List.of(), List.of(), List.of(Occurrence.of(first), Occurrence.of(second)),
                List.of(session));
        assertEquals(List.of(first), app.queriesContaining(shared));
    }
}
