package io.streamlint.rules.shapes;

import com.github.javaparser.ast.expr.MethodCallExpr;

import java.util.List;

/**
 * How the shapes that route a stream writer's {@code start()}, {@code start(path)} or {@code toTable(table)} through
 * a method of their own rewrite the call, and write the start call that method makes.
 */
final class StartCalls {

    private StartCalls() {
    }

    /** The three calls that start a stream writer's query. */
    enum Kind {
        START, START_PATH, TABLE;

        static Kind of(MethodCallExpr call) {
            return call.getNameAsString().equals("toTable") ? TABLE : call.getArguments().isEmpty() ? START : START_PATH;
        }

        /** The parameters of a method that starts {@code writer} this way: the writer, then the path or table. */
        String parameters(String writerType) {
            return writerType + "<T> writer" + switch (this) {
                case START -> "";
                case START_PATH -> ", String path";
                case TABLE -> ", String table";
            };
        }

        /** The arguments to pass that method's parameters on. */
        String arguments() {
            return switch (this) {
                case START -> "writer";
                case START_PATH -> "writer, path";
                case TABLE -> "writer, table";
            };
        }
    }

    /**
     * Rewrites {@code call}, {@code writer.start(x)}, into {@code <callee>writer, x)}, {@code callee} being the text
     * before the writer ({@code "startQuery("}); returns the span of the original {@code .start}, which the routed
     * start call is to be marked with (see {@link #writeStart}).
     */
    static int[] route(SourceFile file, Edits edits, MethodCallExpr call, String callee) {
        int dot = file.dotBefore(file.begin(call.getName()));
        int open = file.indexOf('(', file.end(call.getName()));
        edits.insert(file.begin(call.getScope().get()), callee);
        if (Kind.of(call) == Kind.START) {
            edits.replace(dot, file.end(call), out -> out.text(")"), false);
        } else {
            edits.replace(dot, open + 1, out -> out.text(", "), false);
        }
        return new int[] {dot, file.end(call.getName())};
    }

    /**
     * Writes {@code return writer.start(..);} for {@code kind}, with the spans of the calls routed to it marked on
     * that line (a finding anchored on a start call is expected there).
     */
    static void writeStart(Out out, SourceFile file, Kind kind, List<int[]> routed, String indent) {
        out.text(indent + "return writer");
        for (int[] call : routed) {
            out.mark(file, call[0], call[1]);
        }
        out.text(switch (kind) {
            case START -> ".start();\n";
            case START_PATH -> ".start(path);\n";
            case TABLE -> ".toTable(table);\n";
        });
    }
}
