package io.streamlint.rules.shapes;

import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.stmt.Statement;

import java.util.Optional;
import java.util.Set;

/**
 * The session from a branchy main: {@code SparkSession spark;} then one builder per branch of
 * {@code if (args.length > 0 && args[0].equals("local")) ... else if (args.length > 0) ... else { usage; spark = null;
 * System.exit(1); }}. Both builders keep the original's configuration (the local one adds {@code master("local[2]")}),
 * so a finding on the configuration is expected on both copies (except SS043's: a local checkpoint is fine on a
 * local master).
 */
final class BranchyMain implements Shape {

    @Override
    public String id() {
        return "branchy-main";
    }

    @Override
    public String description() {
        return "the session declared bare and built in the branches of an if/else-if/else on the arguments "
                + "(local master, cluster, usage error with a null session and System.exit)";
    }

    @Override
    public Program apply(Sample sample) throws NotApplicable {
        Program program = new Program();
        boolean applied = false;
        for (SourceFile file : sample.files) {
            Edits edits = new Edits();
            for (MethodDeclaration main : Syntax.mains(file)) {
                applied |= branch(file, main, edits);
            }
            if (!edits.isEmpty()) {
                program.file(sample.outPath(file)).copy(file, 0, file.text.length(), edits);
                program.noQueryIn(sample.outPath(file));
            }
        }
        if (!applied) {
            throw new NotApplicable("main declares no SparkSession variable");
        }
        return program.copyRest(sample);
    }

    private static boolean branch(SourceFile file, MethodDeclaration main, Edits edits) throws NotApplicable {
        for (Statement s : Syntax.statements(main)) {
            Optional<VariableDeclarator> decl = Syntax.declaration(s);
            if (decl.isEmpty() || !Syntax.simpleName(decl.get().getType()).equals("SparkSession")
                    || decl.get().getInitializer().isEmpty()) {
                continue;
            }
            int from = file.begin(s);
            int to = file.end(s);
            if (!file.ownsLines(from, to)) {
                throw new NotApplicable("the session declaration shares its line with other code");
            }
            VariableDeclarator v = decl.get();
            Expression init = v.getInitializer().get();
            String args = main.getParameter(0).getNameAsString();
            String indent = file.indentOf(file.lineOf(from));
            String name = v.getNameAsString();
            String cls = main.getParentNode().map(p -> ((com.github.javaparser.ast.nodeTypes.NodeWithSimpleName<?>) p)
                    .getNameAsString()).orElse("job");
            // .master("local[2]") right after SparkSession.builder(), unless the builder sets a master itself.
            Edits local = new Edits();
            Optional<MethodCallExpr> builder = init.findAll(MethodCallExpr.class).stream()
                    .filter(c -> c.getNameAsString().equals("builder") && c.getArguments().isEmpty()
                            && c.getScope().filter(sc -> sc instanceof NameExpr n
                                    && n.getNameAsString().equals("SparkSession")
                                    || sc.toString().endsWith(".SparkSession")).isPresent())
                    .findFirst();
            boolean setsMaster = init.findAll(MethodCallExpr.class).stream()
                    .anyMatch(c -> c.getNameAsString().equals("master"));
            if (builder.isPresent() && !setsMaster) {
                local.insert(file.end(builder.get()), ".master(\"local[2]\")");
            }
            int initFrom = file.begin(init);
            int initTo = file.end(init);
            String inner = indent + "    ";
            String modifiers = file.text.substring(from, file.begin(v.getType()));
            edits.replace(from, to, out -> {
                out.text(modifiers + "SparkSession " + name + ";\n");
                out.text(indent + "if (" + args + ".length > 0 && " + args + "[0].equals(\"local\")) {\n");
                // LocalCheckpointPath (SS043) accepts a local checkpoint on a local master, by design
                out.text(inner + name + " = ").copyExpectingNo(builder.isPresent() && !setsMaster ? Set.of("SS043")
                        : Set.of(), file, initFrom, initTo, local).text(";\n");
                out.text(indent + "} else if (" + args + ".length > 0) {\n");
                out.text(inner + name + " = ").copy(file, initFrom, initTo).text(";\n");
                out.text(indent + "} else {\n");
                out.text(inner + "System.err.println(\"usage: " + cls + " local|cluster\");\n");
                out.text(inner + name + " = null;\n");
                out.text(inner + "System.exit(1);\n");
                out.text(indent + "}");
            }, true);
            return true;
        }
        return false;
    }
}
