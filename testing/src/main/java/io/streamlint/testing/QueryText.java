package io.streamlint.testing;

import org.apache.spark.sql.catalyst.plans.logical.LogicalPlan;

import java.util.ArrayList;
import java.util.List;

/**
 * The text findings on a live query point into: the writer's settings on line 1, then the analysed plan one node
 * a line in pre-order (Spark's {@code numberedTreeString} order), so line N+2 is node N.
 */
final class QueryText {

    static final int WRITER_LINE = 1;
    static final int FIRST_NODE_LINE = 2;

    private QueryText() {
    }

    /** The lines, numbered from 1 as findings count them. */
    static String numbered(List<String> lines) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            text.append(String.format("%3d  %s%n", i + 1, lines.get(i)));
        }
        return text.toString();
    }

    static List<String> lines(String writer, LogicalPlan plan) {
        List<String> lines = new ArrayList<>();
        lines.add(writer);
        addNodes(plan, 0, lines);
        return lines;
    }

    private static void addNodes(LogicalPlan node, int depth, List<String> lines) {
        lines.add("  ".repeat(depth) + node.simpleString(25));
        PlanModel.children(node).forEach(child -> addNodes(child, depth + 1, lines));
    }
}
