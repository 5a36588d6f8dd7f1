package io.streamlint.rules.shapes;

import com.github.javaparser.ast.Modifier;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.TypeExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithModifiers;
import com.github.javaparser.ast.type.ClassOrInterfaceType;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Code moved out of the job class {@code C} into another class: {@link #qualify} adds the edits that keep it naming
 * C's members ({@code C.NAME}) and collects the declarations that must be opened up for the new place (package
 * private is enough in the same package, public from another one). Instance members cannot follow code into
 * another class: the shape does not apply then.
 */
final class MovedCode {

    private final Sample sample;
    private final SourceFile file;
    private final ClassOrInterfaceDeclaration job;
    private final boolean otherPackage;
    /** Per file, the edits that open declarations up. */
    final Map<SourceFile, Edits> opened = new LinkedHashMap<>();
    private final Set<Node> openedNodes = new LinkedHashSet<>();

    MovedCode(Sample sample, SourceFile file, ClassOrInterfaceDeclaration job, boolean otherPackage) {
        this.sample = sample;
        this.file = file;
        this.job = job;
        this.otherPackage = otherPackage;
    }

    Edits editsOf(SourceFile f) {
        return opened.computeIfAbsent(f, k -> new Edits());
    }

    /**
     * Adds to {@code edits} what {@code code} (moved out of the job class) needs: {@code C.} before the job's static
     * fields, nested types and static methods (except those in {@code moving}, which move along), and the
     * replacement of {@code C.m(..)} by {@code target.m(..)} for moving methods. {@code bound}: names the code
     * declares or receives (locals, parameters), which shadow members.
     */
    void qualify(Node code, Set<String> bound, Set<String> moving, String target, Edits edits)
            throws Shape.NotApplicable {
        String c = job.getNameAsString();
        for (NameExpr n : code.findAll(NameExpr.class)) {
            String name = n.getNameAsString();
            if (bound.contains(name) || isScopeOfQualified(n)) {
                continue;
            }
            Optional<BodyDeclaration<?>> member = Syntax.member(job, name);
            if (member.isPresent()) {
                if (!Syntax.isStatic(member.get())) {
                    throw new Shape.NotApplicable("the moved code uses an instance member of the job class ("
                            + name + ")");
                }
                edits.insert(file.begin(n), c + ".");
                open(member.get());
                open(job);
            } else {
                checkType(name);
            }
        }
        for (NameExpr n : code.findAll(NameExpr.class)) {
            if (isScopeOfQualified(n) && !bound.contains(n.getNameAsString())) {
                scopeUse(n, moving, target, edits);
            }
        }
        for (ClassOrInterfaceType t : code.findAll(ClassOrInterfaceType.class)) {
            if (t.getScope().isPresent()) {
                continue;
            }
            String name = t.getNameAsString();
            Optional<BodyDeclaration<?>> member = Syntax.member(job, name);
            if (member.isPresent() && member.get() instanceof TypeDeclaration<?>) {
                if (!Syntax.isStatic(member.get())) {
                    throw new Shape.NotApplicable("the moved code uses an inner (non-static) class of the job");
                }
                edits.insert(file.begin(t), c + ".");
                open(member.get());
                open(job);
            } else {
                checkType(name);
            }
        }
        for (MethodCallExpr call : code.findAll(MethodCallExpr.class)) {
            if (call.getScope().isPresent() || moving.contains(call.getNameAsString())
                    || call.findAncestor(com.github.javaparser.ast.expr.ObjectCreationExpr.class)
                    .filter(o -> o.getAnonymousClassBody().isPresent()).isPresent()) {
                continue;
            }
            List<MethodDeclaration> methods = job.getMethodsByName(call.getNameAsString());
            if (methods.isEmpty()) {
                continue;
            }
            if (methods.stream().anyMatch(m -> !m.isStatic())) {
                throw new Shape.NotApplicable("the moved code calls an instance method of the job class ("
                        + call.getNameAsString() + ")");
            }
            edits.insert(file.begin(call), c + ".");
            for (MethodDeclaration m : methods) {
                open(m);
            }
            open(job);
        }
        for (com.github.javaparser.ast.expr.ObjectCreationExpr o
                : code.findAll(com.github.javaparser.ast.expr.ObjectCreationExpr.class)) {
            if (o.getType().getScope().isEmpty() && o.getType().getNameAsString().equals(c)) {
                open(job);
                for (var ctor : job.getConstructors()) {
                    open(file, ctor);
                }
                if (o.getParentNode().orElse(null) instanceof MethodCallExpr call
                        && call.getScope().filter(sc -> sc == o).isPresent()) {
                    openMembers(file, job, call.getNameAsString());
                }
            }
        }
        for (MethodReferenceExpr ref : code.findAll(MethodReferenceExpr.class)) {
            if (ref.getScope() instanceof TypeExpr te && te.getType().asString().equals(c)) {
                if (moving.contains(ref.getIdentifier())) {
                    edits.replace(file.begin(te), file.end(te), target);
                } else {
                    for (MethodDeclaration m : job.getMethodsByName(ref.getIdentifier())) {
                        open(m);
                    }
                    open(job);
                }
            }
        }
    }

    /** The text of type {@code t} (written in the job's file) as the new place must write it. */
    String typeText(com.github.javaparser.ast.type.Type t) throws Shape.NotApplicable {
        Edits local = new Edits();
        qualify(t, Set.of(), Set.of(), "", local);
        Out o = new Out("");
        o.copy(file, file.begin(t), file.end(t), local);
        return o.text();
    }

    /** {@code n} is the {@code X} of {@code X.y} or {@code X.y(..)}. */
    private static boolean isScopeOfQualified(NameExpr n) {
        return n.getParentNode().filter(p -> p instanceof FieldAccessExpr fa && fa.getScope() == n
                || p instanceof MethodCallExpr mc && mc.getScope().filter(s -> s == n).isPresent()).isPresent();
    }

    /** {@code C.m(..)} / {@code C.FIELD} inside moved code, or anywhere for calls of moving methods. */
    private void scopeUse(NameExpr n, Set<String> moving, String target, Edits edits) throws Shape.NotApplicable {
        String name = n.getNameAsString();
        if (name.equals(job.getNameAsString())) {
            Node parent = n.getParentNode().get();
            String member = parent instanceof FieldAccessExpr fa ? fa.getNameAsString()
                    : ((MethodCallExpr) parent).getNameAsString();
            if (parent instanceof MethodCallExpr && moving.contains(member)) {
                edits.replace(file.begin(n), file.end(n), target);
            } else {
                Optional<BodyDeclaration<?>> d = Syntax.member(job, member);
                if (d.isPresent()) {
                    open(d.get());
                }
                open(job);
            }
            return;
        }
        Node parent = n.getParentNode().get();
        String member = parent instanceof FieldAccessExpr fa ? fa.getNameAsString()
                : ((MethodCallExpr) parent).getNameAsString();
        Optional<BodyDeclaration<?>> nested = Syntax.member(job, name);
        if (nested.isPresent() && nested.get() instanceof TypeDeclaration<?> type) {
            edits.insert(file.begin(n), job.getNameAsString() + ".");
            open(nested.get());
            open(job);
            openMembers(file, type, member);
            return;
        }
        if (nested.isPresent() && !Syntax.isStatic(nested.get())) {
            throw new Shape.NotApplicable("the moved code uses an instance member of the job class (" + name + ")");
        }
        if (nested.isPresent()) {
            edits.insert(file.begin(n), job.getNameAsString() + ".");
            open(nested.get());
            open(job);
            return;
        }
        checkType(name, member);
    }

    private void checkType(String name) throws Shape.NotApplicable {
        checkType(name, null);
    }

    /** Opens the members named {@code name} of {@code type} (a field, or every overload of a method). */
    private void openMembers(SourceFile f, TypeDeclaration<?> type, String name) {
        for (BodyDeclaration<?> m : type.getMembers()) {
            if (m instanceof FieldDeclaration fd && fd.getVariables().stream().anyMatch(v -> v.getNameAsString().equals(name))
                    || m instanceof MethodDeclaration md && md.getNameAsString().equals(name)
                    || m instanceof TypeDeclaration<?> td && td.getNameAsString().equals(name)) {
                open(f, m);
            }
        }
    }

    /**
     * A type of the job's own package used by name (and its member {@code member}, when not null): reachable from
     * the new place, or opened up.
     */
    private void checkType(String name, String member) throws Shape.NotApplicable {
        if (!otherPackage) {
            return;
        }
        String pkg = packageOf(file);
        for (SourceFile f : sample.files) {
            if (!packageOf(f).equals(pkg)) {
                continue;
            }
            for (TypeDeclaration<?> t : f.cu.getTypes()) {
                if (!t.getNameAsString().equals(name) || t == job) {
                    continue;
                }
                if (!t.isPublic()) {
                    if (f == file || f.cu.getTypes().stream().anyMatch(o -> o != t && o.isPublic())) {
                        throw new Shape.NotApplicable("the moved code uses " + name
                                + ", a class its file cannot make public");
                    }
                    open(f, t);
                }
                if (member != null) {
                    openMembers(f, t, member);
                }
            }
        }
    }

    static String packageOf(SourceFile f) {
        return f.cu.getPackageDeclaration().map(p -> p.getNameAsString()).orElse("");
    }

    /** Opens {@code d} (a member of the job class, or the job class) up for the new place. */
    void open(BodyDeclaration<?> d) throws Shape.NotApplicable {
        if (d == job && otherPackage && file.cu.getTypes().stream().anyMatch(t -> t != job && t.isPublic())) {
            throw new Shape.NotApplicable("the job class cannot be made public (another class of its file is)");
        }
        open(file, d);
    }

    private void open(SourceFile f, BodyDeclaration<?> d) {
        if (!openedNodes.add(d) || !(d instanceof NodeWithModifiers<?> m)) {
            return;
        }
        Edits edits = editsOf(f);
        Optional<Modifier> privateOrProtected = m.getModifiers().stream()
                .filter(x -> x.getKeyword() == Modifier.Keyword.PRIVATE || x.getKeyword() == Modifier.Keyword.PROTECTED)
                .findFirst();
        boolean isPublic = m.getModifiers().stream().anyMatch(x -> x.getKeyword() == Modifier.Keyword.PUBLIC);
        if (isPublic) {
            return;
        }
        if (privateOrProtected.isPresent()) {
            Modifier x = privateOrProtected.get();
            if (otherPackage) {
                edits.replace(f.begin(x), f.end(x), "public");
            } else if (x.getKeyword() == Modifier.Keyword.PRIVATE) {
                int end = f.end(x);
                while (end < f.text.length() && f.text.charAt(end) == ' ') {
                    end++;
                }
                edits.delete(f.begin(x), end);
            }
        } else if (otherPackage) {
            int at = m.getModifiers().isEmpty() ? keywordOf(f, d) : f.begin(m.getModifiers().get(0));
            edits.insert(at, "public ");
        }
    }

    /** Where a declaration without modifiers starts its own text (after annotations): its type, or its keyword. */
    private static int keywordOf(SourceFile f, BodyDeclaration<?> d) {
        if (d instanceof FieldDeclaration fd) {
            return f.begin(fd.getElementType());
        }
        if (d instanceof MethodDeclaration md) {
            return md.getTypeParameters().isEmpty() ? f.begin(md.getType()) : f.begin(md.getTypeParameters().get(0)) - 1;
        }
        if (d instanceof TypeDeclaration<?> t) {
            int name = f.begin(t.getName());
            String before = f.text.substring(f.begin(d), name);
            for (String kw : List.of("class", "interface", "enum", "record", "@interface")) {
                int i = before.lastIndexOf(kw);
                if (i >= 0) {
                    return f.begin(d) + i;
                }
            }
        }
        return f.begin(d);
    }
}
