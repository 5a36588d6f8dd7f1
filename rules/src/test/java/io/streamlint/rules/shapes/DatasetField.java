package io.streamlint.rules.shapes;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.type.Type;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The Dataset held in a field: the last Dataset a method (main first) declares becomes a static field of the class,
 * assigned where the local was, and the statements after it move to a new method that reads the field (the other
 * locals they use passed as parameters).
 */
final class DatasetField implements Shape {

    @Override
    public String id() {
        return "dataset-field";
    }

    @Override
    public String description() {
        return "a Dataset local becomes a static field, assigned in the method that computed it and read by a new "
                + "method that holds the rest of that method";
    }

    @Override
    public Program apply(Sample sample) throws NotApplicable {
        String reason = "no static void method declares a Dataset that later statements use";
        for (SourceFile file : sample.files) {
            List<MethodDeclaration> candidates = new ArrayList<>(Syntax.mains(file));
            for (MethodDeclaration m : file.cu.findAll(MethodDeclaration.class)) {
                if (m.isStatic() && m.getType().isVoidType() && m.getBody().isPresent() && !candidates.contains(m)
                        && Syntax.topLevelClass(m).isPresent()) {
                    candidates.add(m);
                }
            }
            for (MethodDeclaration m : candidates) {
                try {
                    Optional<Program> p = split(sample, file, m);
                    if (p.isPresent()) {
                        return p.get();
                    }
                } catch (NotApplicable e) {
                    reason = e.getMessage();
                }
            }
        }
        throw new NotApplicable(reason);
    }

    private static Optional<Program> split(Sample sample, SourceFile file, MethodDeclaration m) throws NotApplicable {
        ClassOrInterfaceDeclaration c = Syntax.topLevelClass(m).orElse(null);
        if (c == null) {
            return Optional.empty();
        }
        List<Statement> body = Syntax.statements(m);
        for (int i = body.size() - 2; i >= 0; i--) {
            Optional<VariableDeclarator> decl = Syntax.declaration(body.get(i));
            if (decl.isEmpty() || decl.get().getInitializer().isEmpty()
                    || !Syntax.simpleName(decl.get().getType()).equals("Dataset")) {
                continue;
            }
            VariableDeclarator v = decl.get();
            String name = v.getNameAsString();
            List<Statement> rest = body.subList(i + 1, body.size());
            Set<String> free = Syntax.freeNames(rest);
            if (!free.contains(name)) {
                continue;
            }
            if (Syntax.member(c, name).isPresent()) {
                throw new NotApplicable("the class already has a member named like the Dataset");
            }
            // The locals the rest reads become parameters of the new method.
            Map<String, Type> params = new LinkedHashMap<>();
            for (Parameter p : m.getParameters()) {
                if (free.contains(p.getNameAsString())) {
                    params.put(p.getNameAsString(), p.getType());
                }
            }
            for (Statement s : body.subList(0, i)) {
                for (VariableDeclarator local : s.findAll(VariableDeclarator.class)) {
                    if (!free.contains(local.getNameAsString()) || !isTopLevel(local, s)) {
                        continue;
                    }
                    if (local.getType().isVarType()) {
                        throw new NotApplicable("a value the rest of the method reads is declared with var");
                    }
                    params.put(local.getNameAsString(), local.getType());
                }
            }
            int stmtFrom = file.begin(body.get(i));
            int restFrom = file.beginWithComment(rest.get(0));
            int restTo = file.end(rest.get(rest.size() - 1));
            if (!file.startsLine(stmtFrom) || !file.ownsLines(restFrom, restTo)) {
                throw new NotApplicable("the statements share lines");
            }
            String indent = file.indentOf(file.lineOf(stmtFrom));
            String methodIndent = file.indentOf(file.lineOf(file.begin(m)));
            String method = Syntax.fresh("process" + Syntax.capitalize(name), Syntax.namesAround(m));
            List<String> declared = new ArrayList<>();
            List<String> passed = new ArrayList<>();
            params.forEach((n, t) -> {
                declared.add(t.asString() + " " + n);
                passed.add(n);
            });
            String fieldType = v.getType().asString();
            Edits edits = new Edits();
            // the field, before the method (and its comment)
            int methodFrom = file.beginWithComment(m);
            if (!file.startsLine(methodFrom)) {
                throw new NotApplicable("the method shares its first line");
            }
            edits.insert(file.lineStart(file.lineOf(methodFrom)),
                    methodIndent + "private static " + fieldType + " " + name + ";\n\n");
            // T x = init;  ->  x = init;
            edits.replace(stmtFrom, file.begin(v), "");
            // the rest of the method -> a call of the new method, which holds it
            int[] restLines = file.lineRange(restFrom, restTo);
            edits.replace(restLines[0], restLines[1],
                    indent + method + "(" + String.join(", ", passed) + ");\n");
            int methodEnd = file.end(m);
            String throwsClause = throwsOf(m);
            edits.insert(methodEnd, out -> {
                out.text("\n\n" + methodIndent + "private static void " + method + "(" + String.join(", ", declared)
                        + ")" + throwsClause + " {\n");
                out.copy(file, restLines[0], restLines[1]);
                out.text(methodIndent + "}");
            });
            Program program = new Program();
            program.file(sample.outPath(file)).copy(file, 0, file.text.length(), edits);
            program.noQueryIn(sample.outPath(file));
            return Optional.of(program.copyRest(sample));
        }
        return splitChain(sample, file, m, c, body);
    }

    /**
     * No Dataset local: a statement {@code <dataset chain>.writeStream()...start()} is cut before
     * {@code .writeStream()}; the method assigns the Dataset to the field, the new method writes it (and runs the
     * statements after it).
     */
    private static Optional<Program> splitChain(Sample sample, SourceFile file, MethodDeclaration m,
                                                ClassOrInterfaceDeclaration c, List<Statement> body)
            throws NotApplicable {
        for (int i = 0; i < body.size(); i++) {
            Statement s = body.get(i);
            if (!(s instanceof com.github.javaparser.ast.stmt.ExpressionStmt es)
                    || es.getExpression() instanceof com.github.javaparser.ast.expr.VariableDeclarationExpr) {
                continue;
            }
            com.github.javaparser.ast.expr.MethodCallExpr write = Syntax.chain(es.getExpression()).stream()
                    .filter(x -> x.getNameAsString().equals("writeStream") && x.getArguments().isEmpty())
                    .findFirst().orElse(null);
            if (write == null || write.getScope().isEmpty()
                    || write.getScope().get() instanceof com.github.javaparser.ast.expr.NameExpr) {
                continue;
            }
            com.github.javaparser.ast.expr.Expression dataset = write.getScope().get();
            String element = Syntax.elementType(dataset);
            if (element == null) {
                throw new NotApplicable("the written Dataset's element type is not Row and not known");
            }
            List<Statement> rest = body.subList(i + 1, body.size());
            Set<String> free = Syntax.freeNamesOutside(s, dataset);
            free.addAll(Syntax.freeNames(rest));
            Map<String, Type> params = new LinkedHashMap<>();
            for (Parameter p : m.getParameters()) {
                if (free.contains(p.getNameAsString())) {
                    params.put(p.getNameAsString(), p.getType());
                }
            }
            for (Statement before : body.subList(0, i)) {
                for (VariableDeclarator local : before.findAll(VariableDeclarator.class)) {
                    if (free.contains(local.getNameAsString()) && isTopLevel(local, before)) {
                        if (local.getType().isVarType()) {
                            throw new NotApplicable("a value the rest of the method reads is declared with var");
                        }
                        params.put(local.getNameAsString(), local.getType());
                    }
                }
            }
            int sFrom = file.begin(s);
            int sTo = file.end(s);
            int lastTo = rest.isEmpty() ? sTo : file.end(rest.get(rest.size() - 1));
            if (!file.ownsLines(sFrom, lastTo)) {
                throw new NotApplicable("the statements share lines");
            }
            String name = Syntax.fresh("dataset", Syntax.namesAround(m));
            String indent = file.indentOf(file.lineOf(sFrom));
            String methodIndent = file.indentOf(file.lineOf(file.begin(m)));
            String method = Syntax.fresh("write" + Syntax.capitalize(name), Syntax.namesAround(m));
            List<String> declared = new ArrayList<>();
            List<String> passed = new ArrayList<>();
            params.forEach((n, t) -> {
                declared.add(t.asString() + " " + n);
                passed.add(n);
            });
            int methodFrom = file.beginWithComment(m);
            if (!file.startsLine(methodFrom)) {
                throw new NotApplicable("the method shares its first line");
            }
            int cut = file.dotBefore(file.begin(write.getName()));
            int datasetEnd = file.end(dataset);
            int[] lines = file.lineRange(sFrom, lastTo);
            Edits edits = new Edits();
            ImportSet imports = new ImportSet(file.cu, Syntax.typeNames(sample));
            String datasetType = imports.use("org.apache.spark.sql.Dataset") + "<"
                    + (element.equals("Row") ? imports.use("org.apache.spark.sql.Row") : element) + ">";
            imports.addTo(file, edits);
            edits.insert(file.lineStart(file.lineOf(methodFrom)),
                    methodIndent + "private static " + datasetType + " " + name + ";\n\n");
            edits.insert(sFrom, name + " = ");
            // the method keeps the Dataset's code, up to where .writeStream() was
            edits.replace(datasetEnd, lines[1], out -> out.text(";\n" + indent + method + "("
                    + String.join(", ", passed) + ");\n"), false);
            edits.insert(file.end(m), out -> {
                out.text("\n\n" + methodIndent + "private static void " + method + "(" + String.join(", ", declared)
                        + ")" + throwsOf(m) + " {\n");
                out.text(indent + name).copy(file, cut, lines[1]);
                out.text(methodIndent + "}");
            });
            Program program = new Program();
            program.file(sample.outPath(file)).copy(file, 0, file.text.length(), edits);
            program.noQueryIn(sample.outPath(file));
            return Optional.of(program.copyRest(sample));
        }
        return Optional.empty();
    }

    /** The throws clause of {@code m}, which the code moved out of it may need. */
    private static String throwsOf(MethodDeclaration m) {
        return m.getThrownExceptions().isEmpty() ? ""
                : " throws " + String.join(", ", m.getThrownExceptions().stream().map(t -> t.asString()).toList());
    }

    /** True when {@code v} is declared by statement {@code s} itself, not in a block or lambda inside it. */
    private static boolean isTopLevel(VariableDeclarator v, Statement s) {
        Node n = v.getParentNode().orElse(null);
        while (n != null && n != s) {
            if (n instanceof Statement || n instanceof com.github.javaparser.ast.expr.LambdaExpr) {
                return false;
            }
            n = n.getParentNode().orElse(null);
        }
        return true;
    }
}
