package io.streamlint.rules.shapes;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.type.ClassOrInterfaceType;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The job moved into a subclass of an abstract base whose template method builds the session, calls the job and
 * starts the sink: the base's {@code run(args)} holds main's statements up to the session's declaration, calls the
 * abstract {@code build(spark)} (the rest of main up to the last query's writer, which it returns) and starts the
 * writer, then runs what main did after it. When the last start cannot move (its path is a local of the job, ...),
 * the base calls {@code transform(spark)} and the subclass starts its queries itself. main becomes
 * {@code new Job().run(args)}.
 */
final class BaseClass implements Shape {

    @Override
    public String id() {
        return "base-class";
    }

    @Override
    public String description() {
        return "main's body split between an abstract base's template run(args) (session, start of the last query, "
                + "what follows) and the job's override of build(spark) / transform(spark)";
    }

    @Override
    public Program apply(Sample sample) throws NotApplicable {
        Syntax.Job found = Syntax.firstJob(sample).orElseThrow(() -> new NotApplicable("no main method"));
        SourceFile file = found.file();
        MethodDeclaration main = found.main();
        ClassOrInterfaceDeclaration job = Syntax.topLevelClass(main)
                .orElseThrow(() -> new NotApplicable("main is not in a top-level class"));
        if (!job.getExtendedTypes().isEmpty() || !job.getTypeParameters().isEmpty() || job.isAbstract()) {
            throw new NotApplicable("the job class already extends a class (or is generic or abstract)");
        }
        if (!job.getConstructors().isEmpty() && job.getConstructors().stream().noneMatch(c -> c.getParameters().isEmpty())) {
            throw new NotApplicable("the job class has no constructor without arguments");
        }
        List<Statement> body = Syntax.statements(main);
        int k = -1;
        for (int i = 0; i < body.size(); i++) {
            Optional<VariableDeclarator> d = Syntax.declaration(body.get(i));
            if (d.isPresent() && Syntax.simpleName(d.get().getType()).equals("SparkSession")
                    && d.get().getInitializer().isPresent()) {
                k = i;
                break;
            }
        }
        if (k < 0) {
            throw new NotApplicable("main declares no SparkSession");
        }
        if (k == body.size() - 1) {
            throw new NotApplicable("main does nothing after building the session");
        }
        int bodyFrom = file.beginWithComment(body.get(0));
        int bodyTo = file.end(body.get(body.size() - 1));
        if (!file.ownsLines(bodyFrom, bodyTo) || body.stream().anyMatch(s -> !file.startsLine(file.beginWithComment(s)))) {
            throw new NotApplicable("main's statements share lines");
        }
        String args = main.getParameter(0).getNameAsString();
        String session = Syntax.declaration(body.get(k)).get().getNameAsString();
        List<Statement> pre = body.subList(0, k + 1);
        Set<String> preDeclared = new LinkedHashSet<>();
        pre.forEach(s -> preDeclared.addAll(Syntax.declaredNames(s)));
        preDeclared.remove(session);
        if (!intersect(preDeclared, Syntax.freeNames(body.subList(k + 1, body.size()))).isEmpty()) {
            throw new NotApplicable("a value main computes before the session is used after it");
        }

        Set<String> typeNames = Syntax.typeNames(sample);
        String base = Syntax.fresh("AbstractStreamingJob", typeNames);
        MovedCode moved = new MovedCode(sample, file, job, false);
        Edits movedEdits = new Edits();
        Edits fileEdits = moved.editsOf(file);
        Set<String> bound = new LinkedHashSet<>(preDeclared);
        bound.add(session);
        bound.add(args);
        for (Statement s : pre) {
            moved.qualify(s, bound, Set.of(), job.getNameAsString(), movedEdits);
        }

        // Variant A: the base starts the last query.
        Start start = lastStart(file, body, k, bound, moved, movedEdits);
        ImportSet imports = new ImportSet(file.cu, typeNames);
        String writerType = start == null ? null : imports.use("org.apache.spark.sql.streaming.DataStreamWriter")
                + "<" + (start.element.equals("Row") ? imports.use("org.apache.spark.sql.Row") : start.element) + ">";
        String indent = file.indentOf(file.lineOf(bodyFrom));
        String memberIndent = file.indentOf(file.lineOf(file.begin(main)));
        SourceFile f = file;

        // The base class.
        Program program = new Program();
        String dir = sample.outPath(file).contains("/")
                ? sample.outPath(file).substring(0, sample.outPath(file).lastIndexOf('/') + 1) : "";
        ImportSet baseImports = new ImportSet(file.cu, typeNames);
        baseImports.use("org.apache.spark.sql.SparkSession");
        if (start != null) {
            baseImports.use("org.apache.spark.sql.streaming.DataStreamWriter");
            baseImports.use("org.apache.spark.sql.Row");
        }
        Out out = program.file(dir + base + ".java");
        String pkg = MovedCode.packageOf(file);
        out.text((pkg.isEmpty() ? "" : "package " + pkg + ";\n\n") + ImportSet.copyOf(file.cu) + baseImports.lines()
                + "\n/** The template of the streaming jobs: builds the session, lets the job build its query, starts"
                + " it. */\npublic abstract class " + base + " {\n\n    protected String[] " + args + ";\n\n");
        if (start != null) {
            out.text("    /** The job's query on {@code " + session + "}, up to its start. */\n"
                    + "    protected abstract " + writerType + " build(SparkSession " + session
                    + ") throws Exception;\n\n");
        } else {
            out.text("    /** The job itself, on {@code " + session + "}. */\n"
                    + "    protected abstract void transform(SparkSession " + session + ") throws Exception;\n\n");
        }
        out.text("    public void run(String[] " + args + ") throws Exception {\n        this." + args + " = " + args + ";\n");
        int[] preLines = file.lineRange(bodyFrom, file.end(body.get(k)));
        out.copy(file, preLines[0], preLines[1], movedEdits);
        if (start != null) {
            out.text(indent + writerType + " writer = build(" + session + ");\n" + indent);
            int sFrom = file.begin(start.statement);
            out.copy(file, sFrom, file.begin(start.writer), movedEdits);
            out.text("writer");
            int[] sLines = file.lineRange(sFrom, file.end(start.statement));
            out.copy(file, start.dot, sLines[1], movedEdits);
            if (start.index < body.size() - 1) {
                int[] after = file.lineRange(file.beginWithComment(body.get(start.index + 1)), bodyTo);
                out.copy(file, after[0], after[1], movedEdits);
            }
        } else {
            out.text(indent + "transform(" + session + ");\n");
        }
        out.text("    }\n}\n");

        // The job: a subclass, main runs it, the override holds the rest of main.
        fileEdits.insert(file.end(job.getName()), " extends " + base);
        int[] bodyLines = file.lineRange(bodyFrom, bodyTo);
        fileEdits.replace(bodyLines[0], bodyLines[1], indent + "new " + job.getNameAsString() + "().run(" + args + ");\n");
        if (main.getThrownExceptions().isEmpty()) {
            int close = file.indexOf(')', file.end(main.getParameter(0)));
            fileEdits.insert(close + 1, " throws Exception");
        } else if (main.getThrownExceptions().stream().noneMatch(t -> t.asString().equals("Exception")
                || t.asString().equals("Throwable"))) {
            fileEdits.replace(file.begin(main.getThrownExceptions().get(0)),
                    file.end(main.getThrownExceptions().get(main.getThrownExceptions().size() - 1)), "Exception");
        }
        Start st = start;
        int overrideFrom = k + 1;
        fileEdits.insert(file.end(main), o -> {
            o.text("\n\n" + memberIndent + "@Override\n" + memberIndent + "protected "
                    + (st != null ? writerType + " build" : "void transform") + "(SparkSession " + session
                    + ") throws Exception {\n");
            int last = st != null ? st.index : body.size();
            if (overrideFrom < last) {
                int[] lines = f.lineRange(f.beginWithComment(body.get(overrideFrom)), f.end(body.get(last - 1)));
                o.copy(f, lines[0], lines[1]);
            }
            if (st != null) {
                o.text(indent + "return ").copy(f, f.begin(st.writer), f.end(st.writer)).text(";\n");
            }
            o.text(memberIndent + "}");
        });
        imports.use("org.apache.spark.sql.SparkSession");
        imports.addTo(file, fileEdits);
        for (SourceFile other : sample.files) {
            String path = sample.outPath(other);
            program.file(path).copy(other, 0, other.text.length(), moved.opened.getOrDefault(other, new Edits()));
            if (other == file) {
                program.noQueryIn(path);
            }
        }
        return program;
    }

    /** The last query main starts, when the base can start it: its statement, writer and where start() begins. */
    private record Start(Statement statement, int index, Expression writer, int dot, String element) {
    }

    private static Start lastStart(SourceFile file, List<Statement> body, int k, Set<String> bound, MovedCode moved,
                                   Edits movedEdits) throws NotApplicable {
        for (int j = body.size() - 1; j > k; j--) {
            Statement s = body.get(j);
            Expression e = null;
            if (s instanceof ExpressionStmt es) {
                e = es.getExpression();
                Optional<VariableDeclarator> d = Syntax.declaration(s);
                if (d.isPresent()) {
                    e = d.get().getInitializer().orElse(null);
                }
            }
            if (e == null) {
                continue;
            }
            List<MethodCallExpr> chain = Syntax.chain(e);
            int at = -1;
            for (int i = 0; i < chain.size(); i++) {
                if (Syntax.isStart(chain.get(i))) {
                    at = i;
                    break;
                }
            }
            if (at < 0) {
                if (s.findAll(MethodCallExpr.class).stream().anyMatch(Syntax::isStart)) {
                    return null; // a start the base cannot take over comes last
                }
                continue;
            }
            MethodCallExpr startCall = chain.get(at);
            // What the base runs: the start (its arguments), the calls after it, and the statements after s.
            List<Node> inBase = new ArrayList<>();
            for (int i = at; i < chain.size(); i++) {
                inBase.addAll(chain.get(i).getArguments());
            }
            inBase.addAll(body.subList(j + 1, body.size()));
            Set<String> declaredBefore = new LinkedHashSet<>();
            body.subList(k + 1, j).forEach(x -> declaredBefore.addAll(Syntax.declaredNames(x)));
            Set<String> needed = Syntax.freeNames(inBase);
            if (!intersect(declaredBefore, needed).isEmpty()) {
                return null;
            }
            Expression writer = startCall.getScope().get();
            String element = writerElement(writer);
            Set<String> baseBound = new LinkedHashSet<>(bound);
            Syntax.declaration(s).ifPresent(v -> baseBound.add(v.getNameAsString()));
            for (Node n : inBase) {
                baseBound.addAll(Syntax.declaredNames(n));
            }
            if (!file.ownsLines(file.begin(s), file.end(s))) {
                return null;
            }
            for (Node n : inBase) {
                moved.qualify(n, baseBound, Set.of(), "", movedEdits);
            }
            int dot = file.dotBefore(file.begin(startCall.getName()));
            return new Start(s, j, writer, dot, element);
        }
        return null;
    }

    /** The type argument of the writer: the Dataset's element type, a declared writer's, else a wildcard. */
    private static String writerElement(Expression writer) {
        for (MethodCallExpr c : Syntax.chain(writer)) {
            if (c.getNameAsString().equals("writeStream") && c.getScope().isPresent()) {
                String t = Syntax.elementType(c.getScope().get());
                return t == null ? "?" : t;
            }
        }
        Expression root = Syntax.root(writer);
        if (root instanceof NameExpr n) {
            return Syntax.declaredType(n.getNameAsString(), n)
                    .filter(t -> t instanceof ClassOrInterfaceType c && c.getTypeArguments().map(a -> a.size() == 1)
                            .orElse(false))
                    .map(t -> ((ClassOrInterfaceType) t).getTypeArguments().get().get(0).asString())
                    .orElse("?");
        }
        return "?";
    }

    private static Set<String> intersect(Set<String> a, Set<String> b) {
        Set<String> r = new LinkedHashSet<>(a);
        r.retainAll(b);
        return r;
    }
}
