package io.streamlint.rules.shapes;

import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.MethodCallExpr;
import io.streamlint.rules.shapes.StartCalls.Kind;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The query started through a wrapper method: every {@code writer.start()}, {@code writer.start(path)} and
 * {@code writer.toTable(table)} becomes {@code startQuery(writer)}, {@code startQuery(writer, path)},
 * {@code startTable(writer, table)}, static generic methods of the class that call start() / toTable(). The start
 * call itself is then the wrapper's: a finding anchored on it is expected on the wrapper's line (once, whatever the
 * number of queries that go through it; a finding anchored on the writer chain or the path stays at the call).
 */
final class WrapperStart implements Shape {

    @Override
    public String id() {
        return "wrapper-start";
    }

    @Override
    public String description() {
        return "every start()/start(path)/toTable(table) of a stream writer goes through a static wrapper method "
                + "startQuery(writer[, path]) / startTable(writer, table)";
    }

    @Override
    public Program apply(Sample sample) throws NotApplicable {
        Set<String> typeNames = Syntax.typeNames(sample);
        Program program = new Program();
        int wrapped = 0;
        for (SourceFile file : sample.files) {
            Map<TypeDeclaration<?>, List<MethodCallExpr>> byType = new LinkedHashMap<>();
            for (MethodCallExpr c : file.cu.findAll(MethodCallExpr.class)) {
                if (!Syntax.isStart(c)) {
                    continue;
                }
                TypeDeclaration<?> top = c.findAncestor(TypeDeclaration.class, TypeDeclaration::isTopLevelType)
                        .orElse(null);
                if (top == null || top instanceof ClassOrInterfaceDeclaration ci && ci.isInterface()) {
                    continue;
                }
                byType.computeIfAbsent(top, t -> new ArrayList<>()).add(c);
            }
            if (byType.isEmpty()) {
                continue;
            }
            Edits edits = new Edits();
            ImportSet imports = new ImportSet(file.cu, typeNames);
            String query = imports.use("org.apache.spark.sql.streaming.StreamingQuery");
            String writer = imports.use("org.apache.spark.sql.streaming.DataStreamWriter");
            String timeout = imports.use("java.util.concurrent.TimeoutException");
            for (Map.Entry<TypeDeclaration<?>, List<MethodCallExpr>> e : byType.entrySet()) {
                TypeDeclaration<?> type = e.getKey();
                int close = file.end(type) - 1;
                if (!file.startsLine(close)) {
                    throw new NotApplicable("the class's closing brace shares its line");
                }
                Set<String> taken = Syntax.namesAround(type);
                String startQuery = Syntax.fresh("startQuery", taken);
                String startTable = Syntax.fresh("startTable", taken);
                Map<Kind, List<int[]>> calls = new LinkedHashMap<>();
                for (MethodCallExpr c : e.getValue()) {
                    Kind kind = Kind.of(c);
                    int[] routed = StartCalls.route(file, edits, c, (kind == Kind.TABLE ? startTable : startQuery) + "(");
                    calls.computeIfAbsent(kind, k -> new ArrayList<>()).add(routed);
                    wrapped++;
                }
                String indent = file.indentOf(file.lineOf(file.begin(type))) + "    ";
                edits.insert(file.lineStart(file.lineOf(close)), out -> {
                    for (Map.Entry<Kind, List<int[]>> k : calls.entrySet()) {
                        String name = k.getKey() == Kind.TABLE ? startTable : startQuery;
                        out.text("\n" + indent + "static <T> " + query + " " + name + "(" + k.getKey().parameters(writer)
                                + ") throws " + timeout + " {\n");
                        StartCalls.writeStart(out, file, k.getKey(), k.getValue(), indent + "    ");
                        out.text(indent + "}\n");
                    }
                });
            }
            imports.addTo(file, edits);
            program.file(sample.outPath(file)).copy(file, 0, file.text.length(), edits);
            program.noQueryIn(sample.outPath(file));
        }
        if (wrapped == 0) {
            throw new NotApplicable("no start() or toTable() of a stream writer");
        }
        return program.copyRest(sample);
    }
}
