package io.streamlint.rules.shapes;

import com.github.javaparser.ast.expr.MethodCallExpr;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The query started by a starter object that a base class holds: every {@code writer.start()},
 * {@code writer.start(path)} and {@code writer.toTable(table)} becomes {@code new Launcher().launch(writer[, path])}
 * or {@code .launchTable(writer, table)}, where {@code Launcher} extends an abstract {@code LauncherBase} that
 * declares {@code protected Starter starter} and its setter (which Launcher's constructor calls), and
 * {@code launch} calls {@code this.starter.start(writer)}; {@code Starter.start} calls start() / toTable(). The
 * three classes are written at the end of the file. A finding anchored on the start call is expected on the
 * starter's line. (Seen on a public project: steps that start their queries through
 * {@code this.listener.registerQuery(name, writer)}, the listener a field of their abstract base class set by a
 * setter.)
 */
final class InheritedStarter implements Shape {

    @Override
    public String id() {
        return "inherited-starter";
    }

    @Override
    public String description() {
        return "every start()/start(path)/toTable(table) of a stream writer goes through "
                + "new Launcher().launch(writer[, path]) / launchTable(writer, table), which calls "
                + "this.starter.start(..), starter a field its abstract base class declares and sets in a setter";
    }

    private enum Kind { START, START_PATH, TABLE }

    @Override
    public Program apply(Sample sample) throws NotApplicable {
        Set<String> typeNames = Syntax.typeNames(sample);
        Set<String> taken = new LinkedHashSet<>(typeNames);
        Program program = new Program();
        int started = 0;
        for (SourceFile file : sample.files) {
            List<MethodCallExpr> starts = file.cu.findAll(MethodCallExpr.class).stream().filter(Syntax::isStart).toList();
            if (starts.isEmpty()) {
                continue;
            }
            Edits edits = new Edits();
            ImportSet imports = new ImportSet(file.cu, typeNames);
            String query = imports.use("org.apache.spark.sql.streaming.StreamingQuery");
            String writer = imports.use("org.apache.spark.sql.streaming.DataStreamWriter");
            String timeout = imports.use("java.util.concurrent.TimeoutException");
            String launcher = Syntax.fresh("QueryLauncher", taken);
            taken.add(launcher);
            String base = Syntax.fresh("QueryLauncherBase", taken);
            taken.add(base);
            String starter = Syntax.fresh("QueryStarter", taken);
            taken.add(starter);
            Map<Kind, List<int[]>> calls = new EnumMap<>(Kind.class);
            for (MethodCallExpr c : starts) {
                Kind kind = c.getNameAsString().equals("toTable") ? Kind.TABLE
                        : c.getArguments().isEmpty() ? Kind.START : Kind.START_PATH;
                int dot = file.dotBefore(file.begin(c.getName()));
                int open = file.indexOf('(', file.end(c.getName()));
                edits.insert(file.begin(c.getScope().get()),
                        "new " + launcher + "()." + (kind == Kind.TABLE ? "launchTable(" : "launch("));
                if (kind == Kind.START) {
                    edits.replace(dot, file.end(c), out -> out.text(")"), false);
                } else {
                    edits.replace(dot, open + 1, out -> out.text(", "), false);
                }
                calls.computeIfAbsent(kind, k -> new ArrayList<>()).add(new int[] {dot, file.end(c.getName())});
                started++;
            }
            imports.addTo(file, edits);
            edits.insert(file.text.length(), out -> {
                if (!file.text.isEmpty() && !file.text.endsWith("\n")) {
                    out.text("\n");
                }
                out.text("\nfinal class " + launcher + " extends " + base + " {\n\n");
                out.text("    " + launcher + "() {\n");
                out.text("        setStarter(new " + starter + "());\n");
                out.text("    }\n");
                for (Kind kind : calls.keySet()) {
                    out.text("\n    <T> " + query + " " + signature(kind, writer, "launch") + " throws " + timeout + " {\n");
                    out.text("        return this.starter." + call(kind) + ";\n");
                    out.text("    }\n");
                }
                out.text("}\n");
                out.text("\nabstract class " + base + " {\n\n");
                out.text("    protected " + starter + " starter;\n\n");
                out.text("    void setStarter(" + starter + " starter) {\n");
                out.text("        this.starter = starter;\n");
                out.text("    }\n");
                out.text("}\n");
                out.text("\nfinal class " + starter + " {\n");
                for (Map.Entry<Kind, List<int[]>> k : calls.entrySet()) {
                    out.text("\n    <T> " + query + " " + signature(k.getKey(), writer, "start") + " throws " + timeout
                            + " {\n");
                    out.text("        return writer");
                    for (int[] call : k.getValue()) {
                        out.mark(file, call[0], call[1]);
                    }
                    out.text(switch (k.getKey()) {
                        case START -> ".start();\n";
                        case START_PATH -> ".start(path);\n";
                        case TABLE -> ".toTable(table);\n";
                    });
                    out.text("    }\n");
                }
                out.text("}\n");
            });
            program.file(sample.outPath(file)).copy(file, 0, file.text.length(), edits);
            program.noQueryIn(sample.outPath(file));
        }
        if (started == 0) {
            throw new NotApplicable("no start() or toTable() of a stream writer");
        }
        return program.copyRest(sample);
    }

    /** {@code launch(DataStreamWriter<T> writer[, String path])}, {@code launchTable(.., String table)}, likewise start. */
    private static String signature(Kind kind, String writer, String verb) {
        return switch (kind) {
            case START -> verb + "(" + writer + "<T> writer)";
            case START_PATH -> verb + "(" + writer + "<T> writer, String path)";
            case TABLE -> verb + "Table(" + writer + "<T> writer, String table)";
        };
    }

    /** What a launcher calls on its starter. */
    private static String call(Kind kind) {
        return switch (kind) {
            case START -> "start(writer)";
            case START_PATH -> "start(writer, path)";
            case TABLE -> "startTable(writer, table)";
        };
    }
}
