package io.streamlint.rules.shapes;

import com.github.javaparser.ast.expr.MethodCallExpr;
import io.streamlint.rules.shapes.StartCalls.Kind;

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
                Kind kind = Kind.of(c);
                String launch = "new " + launcher + "()." + (kind == Kind.TABLE ? "launchTable(" : "launch(");
                calls.computeIfAbsent(kind, k -> new ArrayList<>()).add(StartCalls.route(file, edits, c, launch));
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
                    out.text("\n    <T> " + query + " " + name(kind, "launch") + "(" + kind.parameters(writer) + ") throws "
                            + timeout + " {\n");
                    out.text("        return this.starter." + name(kind, "start") + "(" + kind.arguments() + ");\n");
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
                    out.text("\n    <T> " + query + " " + name(k.getKey(), "start") + "(" + k.getKey().parameters(writer)
                            + ") throws " + timeout + " {\n");
                    StartCalls.writeStart(out, file, k.getKey(), k.getValue(), "        ");
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

    /** {@code verb} for a start or a start with a path, {@code verbTable} for a table. */
    private static String name(Kind kind, String verb) {
        return kind == Kind.TABLE ? verb + "Table" : verb;
    }
}
