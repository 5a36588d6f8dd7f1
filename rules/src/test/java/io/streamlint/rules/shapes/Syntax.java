package io.streamlint.rules.shapes;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.PatternExpr;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.Type;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** What the shapes ask of a job's syntax: its main methods, statements, declared and free names, writer chains. */
final class Syntax {

    private Syntax() {
    }

    static boolean isMain(MethodDeclaration m) {
        if (!m.getNameAsString().equals("main") || !m.isStatic() || !m.getType().isVoidType()
                || m.getParameters().size() != 1 || m.getBody().isEmpty()) {
            return false;
        }
        Parameter p = m.getParameter(0);
        String type = p.getType().asString();
        return type.equals("String[]") && !p.isVarArgs() || type.equals("String") && p.isVarArgs();
    }

    /** The main methods of {@code file}'s top-level classes, in order. */
    static List<MethodDeclaration> mains(SourceFile file) {
        List<MethodDeclaration> mains = new ArrayList<>();
        for (TypeDeclaration<?> t : file.cu.getTypes()) {
            for (MethodDeclaration m : t.getMethods()) {
                if (isMain(m)) {
                    mains.add(m);
                }
            }
        }
        return mains;
    }

    /** A main method and its file. */
    record Job(SourceFile file, MethodDeclaration main) {
    }

    /** The first main method of the sample (files in path order). */
    static Optional<Job> firstJob(Sample sample) {
        for (SourceFile f : sample.files) {
            List<MethodDeclaration> mains = mains(f);
            if (!mains.isEmpty()) {
                return Optional.of(new Job(f, mains.get(0)));
            }
        }
        return Optional.empty();
    }

    /** The class {@code m} is declared in, when it is a top-level class (not an interface, enum or record). */
    static Optional<ClassOrInterfaceDeclaration> topLevelClass(MethodDeclaration m) {
        return m.getParentNode().filter(p -> p instanceof ClassOrInterfaceDeclaration)
                .map(p -> (ClassOrInterfaceDeclaration) p)
                .filter(c -> !c.isInterface() && c.isTopLevelType());
    }

    static List<Statement> statements(MethodDeclaration m) {
        return m.getBody().map(BlockStmt::getStatements).map(List::copyOf).orElse(List.of());
    }

    /** The single variable a statement declares ({@code T x = init;}), if that is what it is. */
    static Optional<VariableDeclarator> declaration(Statement s) {
        if (s instanceof ExpressionStmt es && es.getExpression() instanceof VariableDeclarationExpr vde
                && vde.getVariables().size() == 1) {
            return Optional.of(vde.getVariable(0));
        }
        return Optional.empty();
    }

    /** Simple name of a type, without type arguments or qualifier: {@code Dataset} for {@code Dataset<Row>}. */
    static String simpleName(Type t) {
        if (t instanceof ClassOrInterfaceType c) {
            return c.getNameAsString();
        }
        return t.asString();
    }

    /** Names declared inside {@code n}: variables, parameters (of lambdas, catch clauses, methods), patterns. */
    static Set<String> declaredNames(Node n) {
        Set<String> names = new LinkedHashSet<>();
        n.walk(VariableDeclarator.class, v -> names.add(v.getNameAsString()));
        n.walk(Parameter.class, p -> names.add(p.getNameAsString()));
        n.walk(PatternExpr.class, p -> p.findAll(com.github.javaparser.ast.expr.TypePatternExpr.class)
                .forEach(t -> names.add(t.getNameAsString())));
        if (n instanceof VariableDeclarator v) {
            names.add(v.getNameAsString());
        }
        return names;
    }

    /** Simple names {@code nodes} read that they do not declare (locals, fields, types used as qualifiers). */
    static Set<String> freeNames(List<? extends Node> nodes) {
        Set<String> used = new LinkedHashSet<>();
        Set<String> declared = new LinkedHashSet<>();
        for (Node n : nodes) {
            n.walk(NameExpr.class, x -> used.add(x.getNameAsString()));
            declared.addAll(declaredNames(n));
        }
        used.removeAll(declared);
        return used;
    }

    /** Like {@link #freeNames}, for {@code n} without the subtree {@code excluded}. */
    static Set<String> freeNamesOutside(Node n, Node excluded) {
        Set<String> used = new LinkedHashSet<>();
        n.walk(NameExpr.class, x -> {
            if (!x.isDescendantOf(excluded) && x != excluded) {
                used.add(x.getNameAsString());
            }
        });
        used.removeAll(declaredNames(n));
        return used;
    }

    /** Names of the methods {@code n} calls without a receiver. */
    static Set<String> unscopedCalls(Node n) {
        Set<String> names = new LinkedHashSet<>();
        n.walk(MethodCallExpr.class, c -> {
            if (c.getScope().isEmpty()) {
                names.add(c.getNameAsString());
            }
        });
        return names;
    }

    /** The calls of a fluent chain, from the innermost (first called) to {@code e} itself. */
    static List<MethodCallExpr> chain(Expression e) {
        List<MethodCallExpr> calls = new ArrayList<>();
        Expression x = e;
        while (true) {
            if (x instanceof MethodCallExpr mc) {
                calls.add(mc);
                if (mc.getScope().isEmpty()) {
                    break;
                }
                x = mc.getScope().get();
            } else if (x instanceof EnclosedExpr en) {
                x = en.getInner();
            } else {
                break;
            }
        }
        Collections.reverse(calls);
        return calls;
    }

    /** What a chain starts from: its first receiver (a name, a constructor call, ...) or its first call. */
    static Expression root(Expression e) {
        Expression x = e;
        while (true) {
            if (x instanceof MethodCallExpr mc && mc.getScope().isPresent()) {
                x = mc.getScope().get();
            } else if (x instanceof EnclosedExpr en) {
                x = en.getInner();
            } else {
                return x;
            }
        }
    }

    static boolean chainCalls(Expression e, String method) {
        return chain(e).stream().anyMatch(c -> c.getNameAsString().equals(method));
    }

    /** The declared type of the variable, parameter or field {@code name} seen from {@code at}, if written out. */
    static Optional<Type> declaredType(String name, Node at) {
        Node n = at;
        while (n != null) {
            if (n instanceof MethodDeclaration m) {
                for (Parameter p : m.getParameters()) {
                    if (p.getNameAsString().equals(name)) {
                        return Optional.of(p.getType());
                    }
                }
                Optional<Type> local = m.getBody().flatMap(b -> localType(b, name));
                if (local.isPresent()) {
                    return local;
                }
            } else if (n instanceof LambdaExpr l) {
                for (Parameter p : l.getParameters()) {
                    if (p.getNameAsString().equals(name)) {
                        return p.getType().isUnknownType() ? Optional.empty() : Optional.of(p.getType());
                    }
                }
            } else if (n instanceof TypeDeclaration<?> t) {
                for (FieldDeclaration f : t.getFields()) {
                    for (VariableDeclarator v : f.getVariables()) {
                        if (v.getNameAsString().equals(name)) {
                            return Optional.of(v.getType());
                        }
                    }
                }
            } else if (n instanceof com.github.javaparser.ast.body.ConstructorDeclaration c) {
                for (Parameter p : c.getParameters()) {
                    if (p.getNameAsString().equals(name)) {
                        return Optional.of(p.getType());
                    }
                }
            }
            n = n.getParentNode().orElse(null);
        }
        return Optional.empty();
    }

    private static Optional<Type> localType(Node body, String name) {
        return body.findAll(VariableDeclarator.class).stream()
                .filter(v -> v.getNameAsString().equals(name))
                .filter(v -> !v.getType().isVarType())
                .map(VariableDeclarator::getType).findFirst();
    }

    /**
     * True when {@code e} is a {@code DataStreamWriter}: a chain through {@code writeStream()}, a variable, parameter
     * or field declared as one, or a call of a method of the same file that returns one.
     */
    static boolean isWriter(Expression e) {
        if (!sparkRoot(e)) {
            return false;
        }
        for (MethodCallExpr c : chain(e)) {
            if (c.getNameAsString().equals("writeStream")) {
                return true;
            }
        }
        Expression root = root(e);
        if (root instanceof NameExpr n) {
            return declaredType(n.getNameAsString(), n).map(t -> simpleName(t).equals("DataStreamWriter"))
                    .orElse(false);
        }
        if (root instanceof MethodCallExpr mc && mc.getScope().isEmpty()) {
            return root.findCompilationUnit().stream()
                    .flatMap(cu -> cu.findAll(MethodDeclaration.class).stream())
                    .anyMatch(m -> m.getNameAsString().equals(mc.getNameAsString())
                            && simpleName(m.getType()).equals("DataStreamWriter"));
        }
        return false;
    }

    private static final Set<String> SPARK_TYPES = Set.of("SparkSession", "SQLContext", "Dataset", "DataFrame",
            "DataStreamReader", "DataStreamWriter", "RelationalGroupedDataset", "KeyValueGroupedDataset");

    /**
     * False when the chain visibly starts from something that is not Spark: a {@code new} of another class, or a
     * variable declared with another type (a look-alike whose methods are named like Spark's).
     */
    static boolean sparkRoot(Expression e) {
        Expression root = root(e);
        if (root instanceof com.github.javaparser.ast.expr.ObjectCreationExpr o) {
            return SPARK_TYPES.contains(o.getType().getNameAsString());
        }
        if (root instanceof NameExpr n) {
            return declaredType(n.getNameAsString(), n).map(t -> SPARK_TYPES.contains(simpleName(t))).orElse(true);
        }
        return true;
    }

    /** The start of a streaming query: {@code writer.start(..)} or {@code writer.toTable(..)}. */
    static boolean isStart(MethodCallExpr c) {
        String name = c.getNameAsString();
        return (name.equals("start") && c.getArguments().size() <= 1 || name.equals("toTable") && c.getArguments().size() == 1)
                && c.getScope().isPresent() && isWriter(c.getScope().get());
    }

    private static final Set<String> TYPED = Set.of("as", "map", "flatMap", "mapPartitions", "mapGroups",
            "flatMapGroups", "mapGroupsWithState", "flatMapGroupsWithState", "transformWithState", "reduceGroups",
            "groupByKey", "cogroup", "mapValues", "joinWith", "keys");
    private static final Set<String> UNTYPED = Set.of("select", "selectExpr", "toDF", "agg", "count", "sum", "avg",
            "max", "min", "mean", "join", "crossJoin", "withColumn", "withColumns", "withColumnRenamed",
            "withColumnsRenamed", "drop", "load", "sql", "table", "json", "csv", "parquet", "orc", "text", "xml",
            "pivot", "describe", "summary", "unpivot", "melt");

    /**
     * The element type of a Dataset expression as written in Java: {@code "Row"} for an untyped chain (or a name
     * declared {@code Dataset<Row>}), the declared argument for a name, null when a typed operation makes it unknown.
     */
    static String elementType(Expression dataset) {
        List<MethodCallExpr> calls = chain(dataset);
        for (int i = calls.size() - 1; i >= 0; i--) {
            String n = calls.get(i).getNameAsString();
            if (UNTYPED.contains(n)) {
                return "Row";
            }
            if (TYPED.contains(n) && !(n.equals("as") && calls.get(i).getArguments().size() == 1
                    && calls.get(i).getArgument(0).isStringLiteralExpr())) {
                return null;
            }
        }
        Expression root = root(dataset);
        if (root instanceof NameExpr n) {
            return declaredType(n.getNameAsString(), n)
                    .filter(t -> t instanceof ClassOrInterfaceType c && c.getNameAsString().equals("Dataset")
                            && c.getTypeArguments().map(a -> a.size() == 1).orElse(false))
                    .map(t -> ((ClassOrInterfaceType) t).getTypeArguments().get().get(0).asString())
                    .orElse(null);
        }
        return null;
    }

    /** The member (field, method, type) of {@code type} named {@code name}, with its static-ness. */
    static Optional<BodyDeclaration<?>> member(TypeDeclaration<?> type, String name) {
        for (BodyDeclaration<?> m : type.getMembers()) {
            if (m instanceof FieldDeclaration f && f.getVariables().stream().anyMatch(v -> v.getNameAsString().equals(name))) {
                return Optional.of(m);
            }
            if (m instanceof MethodDeclaration md && md.getNameAsString().equals(name)) {
                return Optional.of(m);
            }
            if (m instanceof TypeDeclaration<?> t && t.getNameAsString().equals(name)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    static boolean isStatic(BodyDeclaration<?> d) {
        if (d instanceof FieldDeclaration f) {
            return f.isStatic();
        }
        if (d instanceof MethodDeclaration m) {
            return m.isStatic();
        }
        if (d instanceof TypeDeclaration<?> t) {
            return t.isStatic() || t instanceof com.github.javaparser.ast.body.EnumDeclaration
                    || t instanceof com.github.javaparser.ast.body.RecordDeclaration
                    || t instanceof ClassOrInterfaceDeclaration c && c.isInterface();
        }
        return false;
    }

    /** Simple names of every type the sample declares, nested ones included. */
    static Set<String> typeNames(Sample sample) {
        Set<String> names = new LinkedHashSet<>();
        for (SourceFile f : sample.files) {
            f.cu.findAll(TypeDeclaration.class).forEach(t -> names.add(t.getNameAsString()));
        }
        return names;
    }

    /** Every name declared in {@code n} or visible as a member of its enclosing types (to pick fresh names). */
    static Set<String> namesAround(Node n) {
        Set<String> names = new LinkedHashSet<>(declaredNames(n));
        Node p = n;
        while (p != null) {
            if (p instanceof TypeDeclaration<?> t) {
                for (BodyDeclaration<?> m : t.getMembers()) {
                    if (m instanceof FieldDeclaration f) {
                        f.getVariables().forEach(v -> names.add(v.getNameAsString()));
                    } else if (m instanceof MethodDeclaration md) {
                        names.add(md.getNameAsString());
                    } else if (m instanceof TypeDeclaration<?> nested) {
                        names.add(nested.getNameAsString());
                    }
                }
            }
            p = p.getParentNode().orElse(null);
        }
        return names;
    }

    /** {@code base}, or {@code base2}, {@code base3}, ... whichever is not in {@code taken}. */
    static String fresh(String base, Set<String> taken) {
        if (!taken.contains(base)) {
            return base;
        }
        for (int i = 2; ; i++) {
            if (!taken.contains(base + i)) {
                return base + i;
            }
        }
    }

    static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
