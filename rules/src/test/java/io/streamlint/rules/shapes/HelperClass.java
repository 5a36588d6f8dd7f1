package io.streamlint.rules.shapes;

import com.github.javaparser.ast.Modifier;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.TypeExpr;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.type.Type;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Helpers in another class of another package, in another file ({@code helper-class}) or in another module of the
 * project ({@code helper-module}: the job under {@code module-a/src/main/java/..}, the helpers under
 * {@code module-b/src/main/java/..}). The job class's static helper methods move to {@code <Job>Helpers} in package
 * {@code <job package>.helpers} and the job calls them there; a job without helper methods gets one: the
 * initializer of its first Dataset read with {@code readStream()} becomes {@code <Job>Helpers.read<Name>(..)}.
 */
final class HelperClass implements Shape {

    private final boolean module;

    HelperClass(boolean module) {
        this.module = module;
    }

    @Override
    public String id() {
        return module ? "helper-module" : "helper-class";
    }

    @Override
    public String description() {
        return module
                ? "the job's static helpers (else its reader, extracted) in another class of another package, in a "
                + "sibling module (module-b/src/main/java, the job in module-a/src/main/java)"
                : "the job's static helpers (else its reader, extracted) in another class of another package, in "
                + "another file";
    }

    @Override
    public Program apply(Sample sample) throws NotApplicable {
        Set<String> typeNames = Syntax.typeNames(sample);
        Syntax.Job found = Syntax.firstJob(sample).orElseThrow(() -> new NotApplicable("no main method"));
        SourceFile file = found.file();
        MethodDeclaration main = found.main();
        ClassOrInterfaceDeclaration job = Syntax.topLevelClass(main)
                .orElseThrow(() -> new NotApplicable("main is not in a top-level class"));
        String pkg = MovedCode.packageOf(file);
        String helperPkg = pkg.isEmpty() ? "helpers" : pkg + ".helpers";
        String helper = Syntax.fresh(job.getNameAsString() + "Helpers", typeNames);
        MovedCode moved = new MovedCode(sample, file, job, true);
        Edits movedEdits = new Edits();
        Edits fileEdits = moved.editsOf(file);
        List<java.util.function.Consumer<Out>> writers = new ArrayList<>();

        List<MethodDeclaration> helpers = new ArrayList<>();
        for (MethodDeclaration m : job.getMethods()) {
            if (m.isStatic() && m.getBody().isPresent() && !Syntax.isMain(m)) {
                helpers.add(m);
            }
        }
        Set<String> moving = new LinkedHashSet<>();
        helpers.forEach(h -> moving.add(h.getNameAsString()));
        if (job.getMethods().stream().anyMatch(m -> !m.isStatic() && moving.contains(m.getNameAsString()))) {
            throw new NotApplicable("a helper shares its name with an instance method");
        }
        List<int[]> copied = new ArrayList<>();
        if (!helpers.isEmpty()) {
            for (MethodDeclaration h : helpers) {
                int from = file.beginWithComment(h);
                int to = file.end(h);
                if (!file.ownsLines(from, to)) {
                    throw new NotApplicable("a helper method shares its lines");
                }
                moved.qualify(h, Syntax.declaredNames(h), moving, helper, movedEdits);
                publicIn(file, h, movedEdits);
                int[] lines = file.lineRange(from, to);
                copied.add(lines);
                // the helper leaves the job's file (with one blank line before it)
                int start = lines[0];
                if (start > 0) {
                    int prev = file.lineStart(file.lineOf(start - 1));
                    if (file.text.substring(prev, start).isBlank()) {
                        start = prev;
                    }
                }
                fileEdits.delete(start, lines[1]);
            }
            // the job calls them in their new class
            for (MethodCallExpr call : file.cu.findAll(MethodCallExpr.class)) {
                if (inside(file, call, copied) || !moving.contains(call.getNameAsString())) {
                    continue;
                }
                if (call.getScope().isEmpty() && call.findAncestor(ClassOrInterfaceDeclaration.class)
                        .filter(c -> c == job).isPresent()) {
                    fileEdits.insert(file.begin(call), helper + ".");
                } else if (call.getScope().filter(s -> s instanceof NameExpr n
                        && n.getNameAsString().equals(job.getNameAsString())).isPresent()) {
                    Expression s = call.getScope().get();
                    fileEdits.replace(file.begin(s), file.end(s), helper);
                }
            }
            for (MethodReferenceExpr ref : file.cu.findAll(MethodReferenceExpr.class)) {
                if (!inside(file, ref, copied) && moving.contains(ref.getIdentifier())
                        && ref.getScope() instanceof TypeExpr te && te.getType().asString().equals(job.getNameAsString())) {
                    fileEdits.replace(file.begin(te), file.end(te), helper);
                }
            }
            SourceFile f0 = file;
            for (int[] lines : copied) {
                writers.add(o -> o.copy(f0, lines[0], lines[1], movedEdits));
            }
        } else {
            extract(file, main, helper, moved, movedEdits, fileEdits, writers);
        }
        // other files that call the moved helpers through the job class
        for (SourceFile f : sample.files) {
            if (f == file || moving.isEmpty()) {
                continue;
            }
            for (MethodCallExpr call : f.cu.findAll(MethodCallExpr.class)) {
                if (moving.contains(call.getNameAsString()) && call.getScope().filter(s -> s instanceof NameExpr n
                        && n.getNameAsString().equals(job.getNameAsString())).isPresent()) {
                    Expression s = call.getScope().get();
                    Edits e = moved.editsOf(f);
                    e.replace(f.begin(s), f.end(s), helper);
                }
            }
            if (f.cu.getImports().stream().anyMatch(i -> i.isStatic()
                    && i.getNameAsString().startsWith(pkg + "." + job.getNameAsString() + "."))) {
                throw new NotApplicable("another file imports the job's members statically");
            }
        }
        // imports of the helper class where it is used
        for (Map.Entry<SourceFile, Edits> e : moved.opened.entrySet()) {
            SourceFile f = e.getKey();
            boolean uses = f == file || moving.stream().anyMatch(m -> f.cu.findAll(MethodCallExpr.class).stream()
                    .anyMatch(c -> c.getNameAsString().equals(m) && c.getScope().filter(s -> s.toString()
                            .equals(job.getNameAsString())).isPresent()));
            if (uses) {
                ImportSet imports = new ImportSet(f.cu, typeNames);
                imports.use(helperPkg + "." + helper);
                imports.addTo(f, e.getValue());
            }
        }
        // the program
        Program program = new Program();
        for (SourceFile f : sample.files) {
            String path = module ? "module-a/src/main/java/" + packagePath(MovedCode.packageOf(f))
                    + fileName(sample, f) : sample.outPath(f);
            Out out = program.file(path);
            out.copy(f, 0, f.text.length(), moved.opened.getOrDefault(f, new Edits()));
            if (f == file) {
                program.noQueryIn(path);
            }
        }
        String helperPath = (module ? "module-b/src/main/java/" + packagePath(helperPkg) : "") + helper + ".java";
        Out out = program.file(helperPath);
        ImportSet extra = new ImportSet(file.cu, typeNames);
        extra.use("org.apache.spark.sql.Dataset");
        extra.use("org.apache.spark.sql.Row");
        out.text("package " + helperPkg + ";\n\n" + ImportSet.copyOf(file.cu) + extra.lines()
                + (pkg.isEmpty() ? "" : "import " + pkg + ".*;\n")
                + "\n/** Helpers of " + job.getNameAsString() + ", kept apart from the job. */\n"
                + "public final class " + helper + " {\n\n    private " + helper + "() {\n    }\n");
        for (java.util.function.Consumer<Out> w : writers) {
            out.text("\n");
            w.accept(out);
        }
        out.text("}\n");
        return program;
    }

    private static final Set<String> LOADS = Set.of("load", "table", "json", "csv", "parquet", "orc", "text", "xml");

    /**
     * No helper method: the reader moves to a new helper. Either the initializer of the first Dataset main declares
     * from readStream(), whole, or else the first {@code spark.readStream()...load()} inside a longer chain.
     */
    private static void extract(SourceFile file, MethodDeclaration main, String helper, MovedCode moved,
                                Edits movedEdits, Edits fileEdits, List<java.util.function.Consumer<Out>> writers)
            throws NotApplicable {
        List<Statement> body = Syntax.statements(main);
        for (int i = 0; i < body.size(); i++) {
            Optional<VariableDeclarator> decl = Syntax.declaration(body.get(i));
            if (decl.isEmpty() || decl.get().getInitializer().isEmpty() || decl.get().getType().isVarType()
                    || decl.get().getInitializer().get().findAll(MethodCallExpr.class).stream()
                    .noneMatch(c -> c.getNameAsString().equals("readStream") && Syntax.sparkRoot(c))) {
                continue;
            }
            VariableDeclarator v = decl.get();
            move(file, main, body.subList(0, i), v.getInitializer().get(), moved.typeText(v.getType()),
                    "read" + Syntax.capitalize(v.getNameAsString()), helper, moved, movedEdits, fileEdits, writers);
            return;
        }
        for (int i = 0; i < body.size(); i++) {
            for (MethodCallExpr c : body.get(i).findAll(MethodCallExpr.class)) {
                if (LOADS.contains(c.getNameAsString()) && Syntax.chainCalls(c, "readStream") && Syntax.sparkRoot(c)
                        && c.findAncestor(com.github.javaparser.ast.expr.LambdaExpr.class).isEmpty()) {
                    move(file, main, body.subList(0, i), c, "Dataset<Row>", "readSource", helper, moved, movedEdits,
                            fileEdits, writers);
                    return;
                }
            }
        }
        throw new NotApplicable("no helper method, and main reads no stream");
    }

    /** Moves expression {@code e} of main into a new helper method, main's locals it reads passed as parameters. */
    private static void move(SourceFile file, MethodDeclaration main, List<Statement> before, Expression e,
                             String type, String method, String helper, MovedCode moved, Edits movedEdits,
                             Edits fileEdits, List<java.util.function.Consumer<Out>> writers) throws NotApplicable {
        Set<String> free = Syntax.freeNames(List.of(e));
        Map<String, Type> params = new LinkedHashMap<>();
        for (Parameter p : main.getParameters()) {
            if (free.contains(p.getNameAsString())) {
                params.put(p.getNameAsString(), p.getType());
            }
        }
        for (Statement s : before) {
            for (VariableDeclarator local : s.findAll(VariableDeclarator.class)) {
                if (free.contains(local.getNameAsString())) {
                    if (local.getType().isVarType()) {
                        throw new NotApplicable("the reader reads a value declared with var");
                    }
                    params.put(local.getNameAsString(), local.getType());
                }
            }
        }
        Set<String> bound = new LinkedHashSet<>(Syntax.declaredNames(e));
        bound.addAll(params.keySet());
        moved.qualify(e, bound, Set.of(), helper, movedEdits);
        List<String> declared = new ArrayList<>();
        for (Map.Entry<String, Type> p : params.entrySet()) {
            declared.add(moved.typeText(p.getValue()) + " " + p.getKey());
        }
        String indent = file.indentOf(file.lineOf(file.begin(main)));
        int from = file.begin(e);
        int to = file.end(e);
        fileEdits.replace(from, to, out -> out.text(helper + "." + method + "("
                + String.join(", ", params.keySet()) + ")"), false);
        String throwsClause = main.getThrownExceptions().isEmpty() ? ""
                : " throws " + String.join(", ", main.getThrownExceptions().stream().map(t -> t.asString()).toList());
        writers.add(o -> {
            o.text(indent + "public static " + type + " " + method + "(" + String.join(", ", declared)
                    + ")" + throwsClause + " {\n" + indent + "    return ");
            o.copy(file, from, to, movedEdits);
            o.text(";\n" + indent + "}\n");
        });
    }

    /** Makes a moved method public (it is called from another package). */
    private static void publicIn(SourceFile file, MethodDeclaration m, Edits edits) {
        Optional<Modifier> access = m.getModifiers().stream().filter(x -> x.getKeyword() == Modifier.Keyword.PRIVATE
                || x.getKeyword() == Modifier.Keyword.PROTECTED || x.getKeyword() == Modifier.Keyword.PUBLIC).findFirst();
        if (access.isEmpty()) {
            edits.insert(file.begin(m.getModifiers().get(0)), "public ");
        } else if (access.get().getKeyword() != Modifier.Keyword.PUBLIC) {
            edits.replace(file.begin(access.get()), file.end(access.get()), "public");
        }
    }

    private static boolean inside(SourceFile file, com.github.javaparser.ast.Node n, List<int[]> ranges) {
        int at = file.begin(n);
        return ranges.stream().anyMatch(r -> at >= r[0] && at < r[1]);
    }

    static String packagePath(String pkg) {
        return pkg.isEmpty() ? "" : pkg.replace('.', '/') + "/";
    }

    /** A file's name in a source tree: its public type's (else its first type's) name. */
    static String fileName(Sample sample, SourceFile f) {
        String out = sample.outPath(f);
        int slash = out.lastIndexOf('/');
        return slash < 0 ? out : out.substring(slash + 1);
    }
}
