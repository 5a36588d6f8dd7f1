package io.streamlint.rules.shapes;

import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.Statement;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Values logged through varargs calls: each class gets an slf4j logger field, and after every local variable a
 * method computes (at the top level of its body) a log line passes it, with the values computed before it, to
 * {@code LOG.info("..", a, b, c)}, {@code LOG.info(String.format(..))} or {@code LOG.debug("..", new Object[] {..})};
 * main first logs the class's constants the same way.
 */
final class VarargsLog implements Shape {

    @Override
    public String id() {
        return "varargs-log";
    }

    @Override
    public String description() {
        return "every value a method computes logged right after through slf4j varargs calls and String.format";
    }

    @Override
    public Program apply(Sample sample) throws NotApplicable {
        Program program = new Program();
        Set<String> typeNames = Syntax.typeNames(sample);
        int logged = 0;
        for (SourceFile file : sample.files) {
            Edits edits = new Edits();
            ImportSet imports = new ImportSet(file.cu, typeNames);
            int inFile = 0;
            for (ClassOrInterfaceDeclaration c : file.cu.findAll(ClassOrInterfaceDeclaration.class)) {
                if (c.isInterface() || c.isLocalClassDeclaration() || !c.isTopLevelType() && !c.isStatic()) {
                    continue;
                }
                inFile += logIn(file, c, edits, imports);
            }
            if (inFile > 0) {
                imports.addTo(file, edits);
                program.file(sample.outPath(file)).copy(file, 0, file.text.length(), edits);
                program.noQueryIn(sample.outPath(file));
                logged += inFile;
            }
        }
        if (logged == 0) {
            throw new NotApplicable("no method computes a local value");
        }
        return program.copyRest(sample);
    }

    private static int logIn(SourceFile file, ClassOrInterfaceDeclaration c, Edits edits, ImportSet imports) {
        Set<String> members = Syntax.namesAround(c);
        String log = Syntax.fresh("LOG", members);
        List<String> constants = new ArrayList<>();
        for (FieldDeclaration f : c.getFields()) {
            if (f.isStatic() && f.isFinal()) {
                for (VariableDeclarator v : f.getVariables()) {
                    String t = Syntax.simpleName(v.getType());
                    if (t.equals("String") || t.equals("int") || t.equals("long") || t.equals("boolean")) {
                        constants.add(v.getNameAsString());
                    }
                }
            }
        }
        List<Runnable> inserts = new ArrayList<>();
        int[] count = {0};
        for (MethodDeclaration m : c.getMethods()) {
            if (m.getBody().isEmpty()) {
                continue;
            }
            List<String> values = new ArrayList<>();
            if (Syntax.isMain(m) && !constants.isEmpty() && !m.getBody().get().getStatements().isEmpty()) {
                Statement first = m.getBody().get().getStatements().get(0);
                int at = file.beginWithComment(first);
                if (file.startsLine(at)) {
                    String indent = file.indentOf(file.lineOf(at));
                    String call = logCall(log, "config", constants.subList(0, Math.min(3, constants.size())), 0);
                    inserts.add(() -> edits.insert(file.lineStart(file.lineOf(at)), indent + call + "\n"));
                    count[0]++;
                }
            }
            for (Statement s : m.getBody().get().getStatements()) {
                if (!(s instanceof ExpressionStmt es && es.getExpression() instanceof VariableDeclarationExpr vde)) {
                    continue;
                }
                List<String> declared = new ArrayList<>();
                for (VariableDeclarator v : vde.getVariables()) {
                    if (v.getInitializer().isPresent()) {
                        declared.add(v.getNameAsString());
                    }
                }
                if (declared.isEmpty() || !file.endsLine(file.end(s))) {
                    continue;
                }
                List<String> args = new ArrayList<>();
                for (int i = declared.size() - 1; i >= 0; i--) {
                    args.add(0, declared.get(i));
                }
                for (int i = values.size() - 1; i >= 0 && args.size() < 3; i--) {
                    args.add(values.get(i));
                }
                for (String k : constants) {
                    if (args.size() >= 3) {
                        break;
                    }
                    args.add(k);
                }
                values.addAll(declared);
                int line = file.lineOf(file.end(s) - 1);
                String indent = file.indentOf(file.lineOf(file.begin(s)));
                String call = logCall(log, "computed " + String.join(", ", declared), args, count[0]);
                inserts.add(() -> edits.insert(file.lineEndInclusive(line), indent + call + "\n"));
                count[0]++;
            }
        }
        // The logger field, first in the class body.
        if (count[0] == 0) {
            return 0;
        }
        int at = file.beginWithComment(c.getMembers().get(0));
        if (!file.startsLine(at)) {
            return 0;
        }
        inserts.forEach(Runnable::run);
        String indent = file.indentOf(file.lineOf(at));
        String logger = imports.use("org.slf4j.Logger");
        String factory = imports.use("org.slf4j.LoggerFactory");
        edits.insert(file.lineStart(file.lineOf(at)), indent + "private static final " + logger + " " + log + " = "
                + factory + ".getLogger(" + c.getNameAsString() + ".class);\n\n");
        return count[0];
    }

    /** One of three varargs forms, by {@code n}, with at least three values (a varargs overload of slf4j). */
    private static String logCall(String log, String what, List<String> values, int n) {
        List<String> args = new ArrayList<>(values);
        while (args.size() < 3) {
            args.add("Thread.currentThread().getName()");
        }
        String joined = String.join(", ", args);
        return switch (n % 3) {
            case 0 -> log + ".info(\"" + what + ": {} {} {}" + " {}".repeat(args.size() - 3) + "\", " + joined + ");";
            case 1 -> log + ".info(String.format(\"" + what + ": %s %s %s" + " %s".repeat(args.size() - 3) + "\", "
                    + joined + "));";
            default -> log + ".debug(\"" + what + ": {}, {}, {}" + ", {}".repeat(args.size() - 3)
                    + "\", new Object[] {" + joined + "});";
        };
    }
}
