package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SuperExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.stmt.ExplicitConstructorInvocationStmt;
import com.github.javaparser.ast.type.Type;
import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which methods of the linted code call which, read from the code alone (no evaluation): a call goes to the method
 * Java resolves on the declared type of its receiver (a variable's, parameter's or field's type, a type name, a
 * created object, the return type of another call), and to every implementation of it in the linted code when it
 * dispatches dynamically; {@code new T(..)} goes to T's constructors. Built once for all parsed units (which no
 * longer change); read by many threads.
 *
 * <p>It answers what must not depend on the order of evaluation: which calls are recursive (between methods of one
 * cycle of the graph), how many call paths lead from one entry point to a method (a chain of helpers that each call
 * the next several times multiplies them), and which {@code main} reaches which method ({@link Applications}).
 */
final class CallGraph {

    /** Call paths from one entry point to a method past which its calls are evaluated with unbound parameters. */
    static final int MAX_PATHS = 64;

    private final Types types;
    private final Map<CallableDeclaration<?>, List<CallableDeclaration<?>>> callees = new IdentityHashMap<>();
    private final Map<CallableDeclaration<?>, List<CallableDeclaration<?>>> callers = new IdentityHashMap<>();
    private final Map<MethodCallExpr, List<MethodDeclaration>> targets = new IdentityHashMap<>();
    /** The calls that may run each method, in path and source order. */
    private final Map<CallableDeclaration<?>, List<Node>> callSites = new IdentityHashMap<>();
    /** The cycle (strongly connected component) of each method that is on one, by a shared identity object. */
    private final Map<CallableDeclaration<?>, Object> cycleOf = new IdentityHashMap<>();
    /** Methods reached on more than {@link #MAX_PATHS} call paths from some entry point. */
    private final Set<CallableDeclaration<?>> multiplied = Collections.newSetFromMap(new IdentityHashMap<>());
    private final List<CallableDeclaration<?>> all = new ArrayList<>();

    CallGraph(SourceSet sources, Types types) {
        this.types = types;
        for (CompilationUnit unit : sources.parsedUnits()) {
            for (CallableDeclaration<?> c : unit.findAll(CallableDeclaration.class)) {
                all.add(c);
            }
        }
        for (CallableDeclaration<?> c : all) {
            List<CallableDeclaration<?>> out = calleesOf(c);
            callees.put(c, out);
            for (CallableDeclaration<?> target : out) {
                List<CallableDeclaration<?>> in = callers.computeIfAbsent(target, k -> new ArrayList<>());
                if (in.isEmpty() || in.get(in.size() - 1) != c) {
                    in.add(c);
                }
            }
        }
        callSites.values().forEach(sites -> sites.sort(CallGraph::inSourceOrder));
        findCycles();
        countPaths();
    }

    /** The methods {@code call} may run, as read from the code. */
    List<MethodDeclaration> targets(MethodCallExpr call) {
        synchronized (targets) {
            List<MethodDeclaration> known = targets.get(call);
            if (known != null) {
                return known;
            }
        }
        List<MethodDeclaration> found = resolve(call);
        synchronized (targets) {
            targets.put(call, found);
        }
        return found;
    }

    /** The methods and constructors {@code callable} calls, once per call. */
    List<CallableDeclaration<?>> callees(CallableDeclaration<?> callable) {
        return callees.getOrDefault(callable, List.of());
    }

    /**
     * The calls that may run {@code callable} (directly in their method, or in a lambda there), in source order:
     * method calls, and for a constructor {@code new T(..)} and {@code this(..)}/{@code super(..)}.
     */
    List<Node> callSites(CallableDeclaration<?> callable) {
        return callSites.getOrDefault(callable, List.of());
    }

    /** Methods that call {@code callable}. */
    List<CallableDeclaration<?>> callers(CallableDeclaration<?> callable) {
        return callers.getOrDefault(callable, List.of());
    }

    /** Is a call from {@code caller} to {@code callee} a recursive one (both on one cycle of calls)? */
    boolean recursive(@Nullable Node caller, CallableDeclaration<?> callee) {
        Object cycle = cycleOf.get(callee);
        return cycle != null && caller instanceof CallableDeclaration<?> c && cycleOf.get(c) == cycle;
    }

    /** Is {@code callable} reached on so many call paths from one entry point that contexts would multiply? */
    boolean multiplied(CallableDeclaration<?> callable) {
        return multiplied.contains(callable);
    }

    /** Every method and constructor of the parsed units, in path and source order. */
    List<CallableDeclaration<?>> all() {
        return all;
    }

    /** The methods and constructors {@code method}'s own code calls, once per call (a method called twice is twice). */
    private List<CallableDeclaration<?>> calleesOf(CallableDeclaration<?> method) {
        List<CallableDeclaration<?>> result = new ArrayList<>();
        for (MethodCallExpr call : method.findAll(MethodCallExpr.class)) {
            if (call.findAncestor(CallableDeclaration.class).orElse(null) != method) {
                continue; // in a method of an anonymous class: that method's own call
            }
            for (MethodDeclaration target : targets(call)) {
                callSites.computeIfAbsent(target, k -> new ArrayList<>()).add(call);
                result.add(target);
            }
        }
        for (ExplicitConstructorInvocationStmt explicit : method.findAll(ExplicitConstructorInvocationStmt.class)) {
            List<TypeDeclaration<?>> owner = Variables.enclosingTypes(explicit).stream().limit(1).toList();
            for (TypeDeclaration<?> type : explicit.isThis() ? owner
                    : owner.stream().flatMap(t -> types.superTypes(t).stream()).toList()) {
                for (ConstructorDeclaration constructor : type.getConstructors()) {
                    if (constructor.getParameters().size() == explicit.getArguments().size()) {
                        callSites.computeIfAbsent(constructor, k -> new ArrayList<>()).add(explicit);
                        result.add(constructor);
                    }
                }
            }
        }
        for (ObjectCreationExpr created : method.findAll(ObjectCreationExpr.class)) {
            if (created.findAncestor(CallableDeclaration.class).orElse(null) != method) {
                continue;
            }
            for (TypeDeclaration<?> type : types.named(created.getType().getNameAsString(), created)) {
                for (ConstructorDeclaration constructor : type.getConstructors()) {
                    if (constructor.getParameters().size() == created.getArguments().size()) {
                        callSites.computeIfAbsent(constructor, k -> new ArrayList<>()).add(created);
                        result.add(constructor);
                    }
                }
            }
        }
        return result;
    }

    // ---------------------------------------------------------------- resolution from declared types

    private List<MethodDeclaration> resolve(MethodCallExpr call) {
        String name = call.getNameAsString();
        int arity = call.getArguments().size();
        if (!types.declaresMethod(name)) {
            return List.of(); // Spark's API and the JDK's: no linted method of that name
        }
        Expression scope = call.getScope().orElse(null);
        List<TypeDeclaration<?>> owners = new ArrayList<>();
        boolean dispatches = true;
        if (scope == null || scope instanceof ThisExpr) {
            for (TypeDeclaration<?> t : Variables.enclosingTypes(call)) {
                owners.addAll(types.withSuperTypes(t));
            }
            owners.addAll(types.staticImportOwners(call));
        } else if (scope instanceof SuperExpr) {
            for (TypeDeclaration<?> t : Variables.enclosingTypes(call).stream().limit(1).toList()) {
                for (TypeDeclaration<?> above : types.superTypes(t)) {
                    owners.addAll(types.withSuperTypes(above));
                }
            }
            dispatches = false;
        } else {
            Optional<StaticType> type = staticType(scope, 0);
            if (type.isEmpty()) {
                return List.of();
            }
            owners.addAll(types.withSuperTypes(type.get().type()));
            dispatches = !type.get().exact();
        }
        for (TypeDeclaration<?> owner : owners) {
            List<MethodDeclaration> candidates = Types.methods(owner, name, arity);
            if (!candidates.isEmpty()) {
                if (candidates.size() > 1) {
                    return List.of(); // overloads: only the evaluator (with the symbol solver) tells them apart
                }
                MethodDeclaration m = candidates.get(0);
                List<MethodDeclaration> implementations = dispatches ? types.implementations(m) : List.of(m);
                return implementations.isEmpty() ? List.of(m) : implementations;
            }
        }
        return List.of();
    }

    private static int inSourceOrder(Node a, Node b) {
        int byFile = Code.file(a).compareTo(Code.file(b));
        return byFile != 0 ? byFile : Code.compareBegin(a, b);
    }

    /** A linted type an expression has by its declaration; {@code exact} for a created object or a type name. */
    private record StaticType(TypeDeclaration<?> type, boolean exact) {
    }

    private Optional<StaticType> staticType(Expression e, int depth) {
        if (depth > 8) {
            return Optional.empty();
        }
        if (e instanceof EnclosedExpr en) {
            return staticType(en.getInner(), depth + 1);
        }
        if (e instanceof CastExpr c) {
            return declared(c.getType(), c, false);
        }
        if (e instanceof ObjectCreationExpr created) {
            return created.getAnonymousClassBody().isPresent() ? Optional.empty() : declared(created.getType(), created, true);
        }
        if (e instanceof ThisExpr t) {
            return Variables.enclosingTypes(t).stream().findFirst().map(type -> new StaticType(type, false));
        }
        if (e instanceof NameExpr n) {
            String name = n.getNameAsString();
            Optional<Node> local = Variables.localDeclaration(name, n);
            if (local.isPresent()) {
                return variableType(local.get(), depth);
            }
            Optional<VariableDeclarator> field = enclosingField(name, n);
            if (field.isPresent()) {
                return variableType(field.get(), depth);
            }
            List<TypeDeclaration<?>> named = types.named(name, n);
            return named.size() == 1 ? Optional.of(new StaticType(named.get(0), true)) : Optional.empty();
        }
        if (e instanceof FieldAccessExpr fa) {
            if (fa.getScope() instanceof ThisExpr) {
                return enclosingField(fa.getNameAsString(), fa).flatMap(field -> variableType(field, depth));
            }
            Optional<StaticType> owner = staticType(fa.getScope(), depth + 1);
            if (owner.isPresent()) {
                Optional<VariableDeclarator> field = Variables.field(owner.get().type(), fa.getNameAsString());
                return field.isPresent() ? variableType(field.get(), depth)
                        : types.named(fa.getNameAsString(), fa).stream().findFirst().map(t -> new StaticType(t, true));
            }
            List<TypeDeclaration<?>> named = types.named(fa.getNameAsString(), fa);
            return Character.isUpperCase(fa.getNameAsString().charAt(0)) && named.size() == 1
                    ? Optional.of(new StaticType(named.get(0), true)) : Optional.empty();
        }
        if (e instanceof MethodCallExpr inner) {
            List<MethodDeclaration> called = targets(inner);
            if (called.isEmpty()) {
                return Optional.empty();
            }
            return declared(called.get(0).getType(), called.get(0), false);
        }
        return Optional.empty();
    }

    /**
     * The field {@code name} that a bare name or {@code this.name} at {@code at} reads: of the types around it or
     * their supertypes (a field a base class declares, set by its setter), nearest first.
     */
    private Optional<VariableDeclarator> enclosingField(String name, Node at) {
        for (TypeDeclaration<?> type : Variables.enclosingTypes(at)) {
            for (TypeDeclaration<?> t : types.withSuperTypes(type)) {
                Optional<VariableDeclarator> field = Variables.field(t, name);
                if (field.isPresent()) {
                    return field;
                }
            }
        }
        return Optional.empty();
    }

    private Optional<StaticType> variableType(Node declaration, int depth) {
        if (declaration instanceof Parameter p) {
            return declared(p.getType(), p, false);
        }
        if (declaration instanceof VariableDeclarator v) {
            if (v.getType().isVarType()) {
                return v.getInitializer().flatMap(init -> staticType(init, depth + 1));
            }
            return declared(v.getType(), v, false);
        }
        return Optional.empty();
    }

    private Optional<StaticType> declared(Type type, Node context, boolean exact) {
        if (!type.isClassOrInterfaceType()) {
            return Optional.empty();
        }
        List<TypeDeclaration<?>> named = types.named(type.asClassOrInterfaceType().getNameAsString(), context);
        return named.size() == 1 ? Optional.of(new StaticType(named.get(0), exact)) : Optional.empty();
    }

    // ---------------------------------------------------------------- cycles and paths

    /** Tarjan's algorithm, without recursion (call chains of a large code base are deep). */
    @SuppressWarnings("NullAway") // low.get(v): every callable on the work list was given its low link when pushed
    private void findCycles() {
        Map<CallableDeclaration<?>, Integer> index = new IdentityHashMap<>();
        Map<CallableDeclaration<?>, Integer> low = new IdentityHashMap<>();
        List<CallableDeclaration<?>> stack = new ArrayList<>();
        Set<CallableDeclaration<?>> onStack = Collections.newSetFromMap(new IdentityHashMap<>());
        int counter = 0;
        for (CallableDeclaration<?> root : all) {
            if (index.containsKey(root)) {
                continue;
            }
            List<CallableDeclaration<?>> work = new ArrayList<>();
            List<Integer> next = new ArrayList<>();
            work.add(root);
            next.add(0);
            index.put(root, counter);
            low.put(root, counter++);
            stack.add(root);
            onStack.add(root);
            while (!work.isEmpty()) {
                int top = work.size() - 1;
                CallableDeclaration<?> v = work.get(top);
                List<CallableDeclaration<?>> out = callees(v);
                int i = next.get(top);
                if (i < out.size()) {
                    next.set(top, i + 1);
                    CallableDeclaration<?> w = out.get(i);
                    if (!index.containsKey(w)) {
                        index.put(w, counter);
                        low.put(w, counter++);
                        stack.add(w);
                        onStack.add(w);
                        work.add(w);
                        next.add(0);
                    } else if (onStack.contains(w)) {
                        low.put(v, Math.min(low.get(v), index.get(w)));
                        if (w == v) {
                            cycleOf.put(v, new Object());
                        }
                    }
                    continue;
                }
                work.remove(top);
                next.remove(top);
                if (!work.isEmpty()) {
                    CallableDeclaration<?> parent = work.get(work.size() - 1);
                    low.put(parent, Math.min(low.get(parent), low.get(v)));
                }
                if (low.get(v).equals(index.get(v))) {
                    List<CallableDeclaration<?>> component = new ArrayList<>();
                    CallableDeclaration<?> w;
                    do {
                        w = stack.remove(stack.size() - 1);
                        onStack.remove(w);
                        component.add(w);
                    } while (w != v);
                    if (component.size() > 1) {
                        Object cycle = new Object();
                        component.forEach(c -> cycleOf.put(c, cycle));
                    }
                }
            }
        }
    }

    /**
     * From every entry point (a method nothing calls), the number of call paths to each method it reaches, counted
     * up to {@link #MAX_PATHS} + 1 over the graph without its recursive calls; methods over the limit are noted.
     */
    private void countPaths() {
        for (CallableDeclaration<?> root : all) {
            if (!callers(root).isEmpty()) {
                continue;
            }
            List<CallableDeclaration<?>> order = topologicalFrom(root);
            Map<CallableDeclaration<?>, Integer> paths = new IdentityHashMap<>();
            paths.put(root, 1);
            for (CallableDeclaration<?> v : order) {
                int p = paths.getOrDefault(v, 0);
                if (p > MAX_PATHS) {
                    multiplied.add(v);
                }
                for (CallableDeclaration<?> w : callees(v)) {
                    if (!recursive(v, w)) {
                        paths.merge(w, p, (a, b) -> Math.min(MAX_PATHS + 1, a + b));
                    }
                }
            }
        }
    }

    /** The methods {@code root} reaches without recursive calls, callers before callees. */
    private List<CallableDeclaration<?>> topologicalFrom(CallableDeclaration<?> root) {
        List<CallableDeclaration<?>> postOrder = new ArrayList<>();
        Set<CallableDeclaration<?>> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<CallableDeclaration<?>> work = new ArrayList<>();
        List<Integer> next = new ArrayList<>();
        work.add(root);
        next.add(0);
        seen.add(root);
        while (!work.isEmpty()) {
            int top = work.size() - 1;
            CallableDeclaration<?> v = work.get(top);
            List<CallableDeclaration<?>> out = callees(v);
            int i = next.get(top);
            if (i < out.size()) {
                next.set(top, i + 1);
                CallableDeclaration<?> w = out.get(i);
                if (!recursive(v, w) && seen.add(w)) {
                    work.add(w);
                    next.add(0);
                }
                continue;
            }
            work.remove(top);
            next.remove(top);
            postOrder.add(v);
        }
        Collections.reverse(postOrder);
        return postOrder;
    }
}
