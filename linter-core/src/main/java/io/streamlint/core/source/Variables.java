package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.expr.VariableDeclarationExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.CatchClause;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.ForEachStmt;
import com.github.javaparser.ast.stmt.ForStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.SwitchEntry;
import com.github.javaparser.ast.stmt.TryStmt;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Scoping and data flow of local variables, parameters and fields, by hand: which declaration a name
 * refers to, and which assignments and mutating calls reach a use (the branches around them are
 * {@link ControlFlow}'s). Needs no type resolution.
 */
final class Variables {

    private Variables() {
    }

    /** A local variable or parameter declaration that {@code name} refers to at {@code use}, if any. */
    static Optional<Node> localDeclaration(String name, Node use) {
        Node child = use;
        Optional<Node> parent = use.getParentNode();
        while (parent.isPresent()) {
            Node p = parent.get();
            Optional<Node> found = declaredIn(p, child, name);
            if (found.isPresent()) {
                return found;
            }
            if (p instanceof CallableDeclaration<?> || p instanceof TypeDeclaration<?>
                    || (p instanceof ObjectCreationExpr created && created.getAnonymousClassBody().isPresent()
                    && !created.getArguments().contains(child))) {
                return Optional.empty(); // past the method: fields are looked up by the evaluator
            }
            child = p;
            parent = p.getParentNode();
        }
        return Optional.empty();
    }

    private static Optional<Node> declaredIn(Node scope, Node child, String name) {
        if (scope instanceof BlockStmt block) {
            return declaredBefore(block, block.getStatements(), child, name);
        }
        if (scope instanceof SwitchEntry entry) {
            return declaredBefore(entry, entry.getStatements(), child, name);
        }
        if (scope instanceof ForStmt f) {
            for (Expression init : f.getInitialization()) {
                Optional<Node> d = declarator(init, name);
                if (d.isPresent()) {
                    return d;
                }
            }
        }
        if (scope instanceof ForEachStmt f) {
            return declarator(f.getVariable(), name);
        }
        if (scope instanceof TryStmt t) {
            for (Expression resource : t.getResources()) {
                Optional<Node> d = declarator(resource, name);
                if (d.isPresent()) {
                    return d;
                }
            }
        }
        if (scope instanceof CatchClause c && c.getParameter().getNameAsString().equals(name)) {
            return Optional.of(c.getParameter());
        }
        if (scope instanceof LambdaExpr lambda) {
            return parameterNamed(lambda.getParameters(), name);
        }
        if (scope instanceof CallableDeclaration<?> callable) {
            return parameterNamed(callable.getParameters(), name);
        }
        return Optional.empty();
    }

    private static Optional<Node> declaredBefore(Node block, List<Statement> statements, Node child, String name) {
        Declarations index = Declarations.of(block, statements);
        return index.before(child, name);
    }

    /**
     * The local variables a block (or switch entry) declares, by name, with the position of each declaring
     * statement, and the position of each statement: looked up for every name used in the block, so a lookup must not
     * scan the block (a method of thousands of statements would take time that grows with their square).
     */
    static final class Declarations {
        private static final com.github.javaparser.ast.DataKey<Declarations> KEY = new com.github.javaparser.ast.DataKey<>() {
        };
        private final Map<String, List<Integer>> positions = new java.util.HashMap<>();
        private final Map<String, List<VariableDeclarator>> declarators = new java.util.HashMap<>();
        private final Map<Node, Integer> indexOf = new IdentityHashMap<>();
        /** The position of the last statement after which the block never goes on (return, throw, exit); -1 if none. */
        private int lastEnd = -1;

        /** Does a statement after {@code child} (a statement of the block) end the block? */
        boolean endsAfter(Node child) {
            Integer at = indexOf.get(child);
            return at != null && lastEnd > at;
        }

        static Declarations of(Node block, List<Statement> statements) {
            synchronized (block) {
                if (block.containsData(KEY)) {
                    return block.getData(KEY);
                }
            }
            Declarations d = new Declarations();
            for (int i = 0; i < statements.size(); i++) {
                Statement statement = statements.get(i);
                d.indexOf.put(statement, i);
                if (ControlFlow.ends(statement)) {
                    d.lastEnd = i;
                }
                if (statement instanceof ExpressionStmt es && es.getExpression() instanceof VariableDeclarationExpr vde) {
                    for (VariableDeclarator v : vde.getVariables()) {
                        d.positions.computeIfAbsent(v.getNameAsString(), k -> new ArrayList<>()).add(i);
                        d.declarators.computeIfAbsent(v.getNameAsString(), k -> new ArrayList<>()).add(v);
                    }
                }
            }
            synchronized (block) {
                block.setData(KEY, d);
            }
            return d;
        }

        /** The last declaration of {@code name} in a statement before {@code child} (or before the end). */
        Optional<Node> before(Node child, String name) {
            List<Integer> at = positions.get(name);
            if (at == null) {
                return Optional.empty();
            }
            int limit = indexOf.getOrDefault(child, Integer.MAX_VALUE);
            Node found = null;
            for (int k = 0; k < at.size() && at.get(k) < limit; k++) {
                found = Objects.requireNonNull(declarators.get(name)).get(k); // filled with positions
            }
            return Optional.ofNullable(found);
        }
    }

    private static Optional<Node> declarator(Expression expression, String name) {
        if (expression instanceof VariableDeclarationExpr vde) {
            for (VariableDeclarator v : vde.getVariables()) {
                if (v.getNameAsString().equals(name)) {
                    return Optional.of(v);
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Node> parameterNamed(List<Parameter> parameters, String name) {
        return parameters.stream().filter(p -> p.getNameAsString().equals(name)).map(p -> (Node) p).findFirst();
    }

    /** The field named {@code name} declared by {@code type} (not inherited). */
    static Optional<VariableDeclarator> field(TypeDeclaration<?> type, String name) {
        for (FieldDeclaration field : type.getFields()) {
            for (VariableDeclarator v : field.getVariables()) {
                if (v.getNameAsString().equals(name)) {
                    return Optional.of(v);
                }
            }
        }
        return Optional.empty();
    }

    /** The innermost type around {@code node}, and those around it. */
    static List<TypeDeclaration<?>> enclosingTypes(Node node) {
        List<TypeDeclaration<?>> types = new ArrayList<>();
        for (Optional<Node> p = node.getParentNode(); p.isPresent(); p = p.get().getParentNode()) {
            if (p.get() instanceof TypeDeclaration<?> t) {
                types.add(t);
            }
        }
        return types;
    }

    /** The method, constructor or lambda whose body holds {@code node}; empty for field initialisers. */
    static Optional<Node> enclosingCallable(Node node) {
        for (Optional<Node> p = node.getParentNode(); p.isPresent(); p = p.get().getParentNode()) {
            if (p.get() instanceof CallableDeclaration<?> || p.get() instanceof LambdaExpr) {
                return p;
            }
            if (p.get() instanceof TypeDeclaration<?>) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /**
     * The assignments and expression statements of each scope, and the methods and constructors of each type, each
     * found by one walk: a method's body is scanned for every variable and field used in it, a type's methods for
     * each of its fields.
     */
    static final class ScopeContents {
        private final Map<Node, List<AssignExpr>> assignments = java.util.Collections.synchronizedMap(new IdentityHashMap<>());
        private final Map<Node, List<ExpressionStmt>> expressionStatements =
                java.util.Collections.synchronizedMap(new IdentityHashMap<>());
        private final Map<Node, List<Node>> callables = java.util.Collections.synchronizedMap(new IdentityHashMap<>());
        private final Map<EventsKey, List<Event>> events = new java.util.concurrent.ConcurrentHashMap<>();

        /** The methods, constructors and initialiser blocks of {@code type} and of the types nested in it. */
        List<Node> codeOf(TypeDeclaration<?> type) {
            List<Node> found = callables.get(type);
            if (found == null) {
                found = new ArrayList<>(type.findAll(CallableDeclaration.class));
                found.addAll(type.findAll(com.github.javaparser.ast.body.InitializerDeclaration.class));
                callables.put(type, found);
            }
            return found;
        }

        List<AssignExpr> assignments(Node scope) {
            List<AssignExpr> found = assignments.get(scope);
            if (found == null) {
                found = scope.findAll(AssignExpr.class);
                assignments.put(scope, found);
            }
            return found;
        }

        List<ExpressionStmt> expressionStatements(Node scope) {
            List<ExpressionStmt> found = expressionStatements.get(scope);
            if (found == null) {
                found = scope.findAll(ExpressionStmt.class);
                expressionStatements.put(scope, found);
            }
            return found;
        }

        /** The events of a variable in a scope, listed by {@code list} on first use. */
        List<Event> events(Node variable, Node scope, java.util.function.Supplier<List<Event>> list) {
            EventsKey key = new EventsKey(variable, scope);
            List<Event> found = events.get(key);
            if (found == null) {
                found = list.get();
                events.put(key, found);
            }
            return found;
        }
    }

    /** A variable in a scope, by identity (JavaParser's nodes compare by structure). */
    private record EventsKey(Node variable, Node scope) {
        @Override
        public boolean equals(Object o) {
            return o instanceof EventsKey k && k.variable == variable && k.scope == scope;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(variable) * 31 + System.identityHashCode(scope);
        }
    }

    /** Something that happens to a variable: it is assigned, or a statement calls methods on it. */
    record Event(Node node, boolean assignment) {
    }

    /**
     * The assignments to {@code variable} and the statements that call methods on it (or pass it to a
     * method) within {@code scope}, ending before {@code before} (all of them when it is null), in source order.
     * Listed once per variable and scope; the events before a use are a prefix of that list.
     */
    static List<Event> events(ScopeContents scopes, Node variable, String name, Node scope, @Nullable Node before,
                              boolean isField) {
        List<Event> all = scopes.events(variable, scope, () -> allEvents(scopes, variable, name, scope, isField));
        if (before == null) {
            return all;
        }
        int lo = 0;
        int hi = all.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (ControlFlow.endsBefore(all.get(mid).node(), before)) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        // Events are in source order and none contains another, so those that end before the use are a prefix.
        int n = lo;
        while (n > 0 && !ControlFlow.endsBefore(all.get(n - 1).node(), before)) {
            n--;
        }
        return all.subList(0, n);
    }

    private static List<Event> allEvents(ScopeContents scopes, Node variable, String name, Node scope, boolean isField) {
        List<Event> events = new ArrayList<>();
        for (AssignExpr assign : scopes.assignments(scope)) {
            if (assign.getOperator() == AssignExpr.Operator.ASSIGN && refersTo(assign.getTarget(), variable, name, isField)) {
                events.add(new Event(assign, true));
            }
        }
        for (ExpressionStmt statement : scopes.expressionStatements(scope)) {
            if (statement.getExpression() instanceof MethodCallExpr call
                    && (refersTo(chainRoot(call), variable, name, isField) || passes(call, variable, name, isField))) {
                events.add(new Event(statement, false));
            }
        }
        events.sort(Comparator.comparing(e -> e.node().getBegin().orElseThrow()));
        return List.copyOf(events);
    }

    /** The expression a fluent chain starts from: {@code w} in {@code w.option(..).option(..)}. */
    static Expression chainRoot(MethodCallExpr call) {
        Expression e = call;
        while (e instanceof MethodCallExpr m && m.getScope().isPresent()) {
            e = m.getScope().get();
        }
        return e;
    }

    /** The calls of a chain, innermost first: {@code a.f().g()} gives f, g. */
    static List<MethodCallExpr> chainCalls(MethodCallExpr call) {
        List<MethodCallExpr> calls = new ArrayList<>();
        Expression e = call;
        while (e instanceof MethodCallExpr m) {
            calls.add(0, m);
            e = m.getScope().orElse(null);
        }
        return calls;
    }

    private static boolean passes(MethodCallExpr call, Node variable, String name, boolean isField) {
        return call.getArguments().stream().anyMatch(a -> refersTo(a, variable, name, isField));
    }

    static boolean refersTo(Expression e, Node variable, String name, boolean isField) {
        if (e instanceof NameExpr n && n.getNameAsString().equals(name)) {
            Optional<Node> local = localDeclaration(name, n);
            return isField ? local.isEmpty() : local.isPresent() && local.get() == variable;
        }
        return isField && e instanceof FieldAccessExpr f && f.getScope() instanceof ThisExpr
                && f.getNameAsString().equals(name);
    }

}
