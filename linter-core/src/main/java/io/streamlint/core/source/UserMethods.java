package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithArguments;
import com.github.javaparser.ast.stmt.ReturnStmt;
import io.streamlint.core.source.Evaluator.NodePoint;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static io.streamlint.core.source.Evaluator.MAX_DEPTH;
import org.jspecify.annotations.Nullable;

/**
 * Calls of the linted code's own methods, for the {@link Evaluator}: which methods a call may run (the one Java
 * resolves, or every implementation in the linted code; overloads by the symbol solver), the frame each runs in
 * with its parameters bound to the arguments, and the value it returns.
 */
final class UserMethods {

    private final Evaluator evaluator;

    UserMethods(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    /** A call of linted code: each target's result, as alternatives when the call dispatches to several. */
    AbstractValue callUserMethods(List<Target> targets, MethodCallExpr call, Frame caller) {
        if (targets.size() == 1) {
            return callUserMethod(targets.get(0), call, caller);
        }
        Object point = new NodePoint(call, caller);
        List<AbstractValue.Alt> alternatives = new ArrayList<>();
        for (Target target : targets) {
            String type = target.thisType() == null ? "?" : target.thisType().getNameAsString();
            alternatives.add(new AbstractValue.Alt(callUserMethod(target, call, caller), List.of(new AbstractValue.Choice(point, type,
                    Code.location(call), "when " + Code.call(call) + " runs on a " + type))));
        }
        return Choices.oneOf(alternatives);
    }

    private AbstractValue callUserMethod(Target target, MethodCallExpr call, Frame caller) {
        MethodDeclaration m = target.method();
        if (m.getBody().isEmpty() || !Relevance.followsReturn(m.getType(), m, evaluator)) {
            return evaluator.declaredTypes.fromDeclaredType(m.getType(), m);
        }
        Frame frame = frameFor(m, call, caller, Map.of(), target.thisType(), target.self());
        List<ReturnStmt> returns = m.getBody().get().findAll(ReturnStmt.class).stream()
                .filter(r -> r.getExpression().isPresent() && Variables.enclosingCallable(r).orElse(null) == m)
                .toList();
        if (returns.isEmpty()) {
            return new AbstractValue.Unknown("no value returned by " + m.getNameAsString());
        }
        Object point = new NodePoint(m, frame);
        List<AbstractValue.Alt> alternatives = new ArrayList<>();
        for (ReturnStmt ret : returns) {
            Expression returned = ret.getExpression().orElseThrow();
            // return this; in a fluent setter: the object as the method leaves it
            AbstractValue value = returned instanceof ThisExpr && frame.self != null ? evaluator.instances.objectAfter(m, frame, ret) : evaluator.eval(returned, frame);
            alternatives.add(new AbstractValue.Alt(value, List.of(new AbstractValue.Choice(point,
                    "return " + alternatives.size(), Code.location(ret), "when " + m.getNameAsString() + " returns here"))));
        }
        return alternatives.size() == 1 ? alternatives.get(0).value() : Choices.oneOf(alternatives);
    }

    /**
     * The frame for {@code m} called at {@code call} from {@code caller}: its parameters bound to the values of the
     * arguments (those whose declared type can hold nothing a rule reads stay unbound), {@code overrides} replacing
     * some. Parameters stay unbound (but for {@code overrides}) in a recursive call, for a method reached on more
     * call paths from one entry point than {@link CallGraph#MAX_PATHS} (helpers that each call the next several times)
     * and past {@link Evaluator#MAX_DEPTH} nested calls: this bounds the contexts of helpers that call each other (or
     * themselves) with ever new arguments.
     */
    Frame frameFor(CallableDeclaration<?> m, NodeWithArguments<?> call, Frame caller, Map<Parameter, AbstractValue> overrides,
                   @Nullable TypeDeclaration<?> thisType, AbstractValue.@Nullable Foreign self) {
        if (caller.depth >= MAX_DEPTH || evaluator.calls.recursive(caller.callable, m) || evaluator.calls.multiplied(m)) {
            return evaluator.intern(Frame.of(m, overrides, 0, caller.fieldEntry, thisType, null, null));
        }
        Map<Parameter, AbstractValue> bindings = new IdentityHashMap<>();
        NodeList<Parameter> params = m.getParameters();
        List<Expression> args = call.getArguments();
        for (int i = 0; i < params.size() && i < args.size(); i++) {
            Parameter p = params.get(i);
            if (p.isVarArgs()) {
                break;
            }
            if (!overrides.containsKey(p) && Relevance.followsParameter(p, evaluator)) {
                bindings.put(p, evaluator.reachingValue(args.get(i), (Node) call, caller));
            }
        }
        bindings.putAll(overrides);
        return evaluator.intern(Frame.of(m, bindings, caller.depth + 1, caller.fieldEntry, thisType, self,
                evaluator.instances.staticsAt((Node) call, caller, m)));
    }

    /** A method a call may run, and the class of {@code this} in it when known (null for a static method). */
    record Target(MethodDeclaration method, @Nullable TypeDeclaration<?> thisType, AbstractValue.@Nullable Foreign self) {
    }

    /**
     * The methods of the linted sources {@code call} may run in frame {@code f}: the one Java resolves (on the class of
     * the receiver or of {@code this} when the frame knows it), or, for a call that dispatches on an object whose class
     * the code does not show (a parameter of an interface type, an injected field, {@code this} in an inherited
     * template method), every implementation in the linted code (class-hierarchy analysis). Empty when the call is
     * not to linted code or is ambiguous.
     */
    List<Target> targets(MethodCallExpr call, Frame f) {
        String name = call.getNameAsString();
        int arity = call.getArguments().size();
        Expression scope = call.getScope().orElse(null);
        if (scope == null || scope instanceof ThisExpr) {
            List<TypeDeclaration<?>> enclosing = Variables.enclosingTypes(call);
            // The object as the code before the call left it (this.spark = spark; configure();)
            AbstractValue.Foreign self = f.self == null ? null : evaluator.instances.objectAt(call, f);
            if (f.thisType != null && !enclosing.isEmpty()
                    && evaluator.types.withSuperTypes(f.thisType).contains(enclosing.get(0))) {
                return dispatched(find(evaluator.types.withSuperTypes(f.thisType), name, arity, call), f.thisType, true, self);
            }
            List<TypeDeclaration<?>> owners = new ArrayList<>();
            for (TypeDeclaration<?> t : enclosing) {
                owners.addAll(evaluator.types.withSuperTypes(t));
            }
            owners.addAll(evaluator.types.staticImportOwners(call));
            Optional<MethodDeclaration> found = find(owners, name, arity, call);
            TypeDeclaration<?> owner = found.flatMap(m -> m.findAncestor(TypeDeclaration.class)).map(t -> (TypeDeclaration<?>) t)
                    .orElse(null);
            return dispatched(found, owner, false, self);
        }
        if (scope instanceof com.github.javaparser.ast.expr.SuperExpr) {
            List<TypeDeclaration<?>> owners = new ArrayList<>();
            for (TypeDeclaration<?> t : Variables.enclosingTypes(call).stream().limit(1).toList()) {
                for (TypeDeclaration<?> above : evaluator.types.superTypes(t)) {
                    owners.addAll(evaluator.types.withSuperTypes(above));
                }
            }
            return dispatched(find(owners, name, arity, call), f.thisType, true, f.self);
        }
        return targetsOn(Choices.collapse(evaluator.eval(scope, f)), call);
    }

    /** The targets of {@code call} on a receiver of value {@code v}. */
    List<Target> targetsOn(AbstractValue v, MethodCallExpr call) {
        String name = call.getNameAsString();
        int arity = call.getArguments().size();
        if (v instanceof AbstractValue.TypeName t) {
            List<TypeDeclaration<?>> owners = new ArrayList<>();
            evaluator.types.named(t.name(), call).forEach(type -> owners.addAll(evaluator.types.withSuperTypes(type)));
            return dispatched(find(owners, name, arity, call), null, true, null);
        }
        if (v instanceof AbstractValue.Foreign fo) {
            List<TypeDeclaration<?>> classes = evaluator.types.ofObject(fo.type(), call);
            if (classes.size() != 1) {
                return List.of();
            }
            return dispatched(find(evaluator.types.withSuperTypes(classes.get(0)), name, arity, call), classes.get(0), fo.exact(),
                    fo);
        }
        return List.of();
    }

    /** The first of {@code owners} (nearest first) with a method accepting the call; overloads by the symbol solver. */
    private Optional<MethodDeclaration> find(List<TypeDeclaration<?>> owners, String name, int arity, MethodCallExpr call) {
        for (TypeDeclaration<?> owner : owners) {
            List<MethodDeclaration> candidates = Types.methods(owner, name, arity);
            if (candidates.size() == 1) {
                return Optional.of(candidates.get(0));
            }
            if (candidates.size() > 1) {
                return solved(call, candidates);
            }
        }
        return Optional.empty();
    }

    /**
     * The targets of a call resolved to {@code method}: the method itself on an object of class {@code receiver}
     * ({@code exact}), or each implementation of it in the linted code with {@code this} of its own class.
     */
    private List<Target> dispatched(Optional<MethodDeclaration> method, @Nullable TypeDeclaration<?> receiver, boolean exact,
                                    AbstractValue.@Nullable Foreign self) {
        if (method.isEmpty()) {
            return List.of();
        }
        MethodDeclaration m = method.get();
        if (m.isStatic()) {
            return List.of(new Target(m, null, null));
        }
        if (exact) {
            return List.of(new Target(m, receiver, self));
        }
        List<MethodDeclaration> implementations = evaluator.types.implementations(m);
        if (implementations.isEmpty()) {
            return List.of(new Target(m, receiver, self)); // abstract, implemented outside the linted code
        }
        List<Target> targets = new ArrayList<>();
        for (MethodDeclaration impl : implementations) {
            TypeDeclaration<?> owner = impl.findAncestor(TypeDeclaration.class).map(t -> (TypeDeclaration<?>) t).orElse(null);
            targets.add(new Target(impl, impl == m && receiver != null ? receiver : owner, self));
        }
        return targets;
    }

    /**
     * The frame {@code method} runs in when {@code call} (evaluated in {@code caller}) reaches it, if it does: the
     * call may dispatch to other implementations in that frame.
     */
    Optional<Frame> frameOfCallee(CallableDeclaration<?> method, Node site, Frame caller) {
        if (site instanceof MethodCallExpr call) {
            return frameOfTarget(method, call, caller);
        }
        if (site instanceof NodeWithArguments<?> creation && method instanceof ConstructorDeclaration constructor) {
            // new T(..) or this(..)/super(..): the object under construction, with its fields' initial values
            TypeDeclaration<?> type = constructor.findAncestor(TypeDeclaration.class).map(t -> (TypeDeclaration<?>) t)
                    .orElseThrow();
            AbstractValue.Foreign object = site instanceof ObjectCreationExpr ? evaluator.instances.initialObject(type)
                    : caller.self != null ? caller.self : evaluator.instances.initialObject(type);
            return Optional.of(frameFor(constructor, creation, caller, Map.of(), type, object));
        }
        return Optional.empty();
    }

    /** The frame {@code method} runs in when {@code call} (in {@code caller}) reaches it, if it does. */
    Optional<Frame> frameOfTarget(CallableDeclaration<?> method, MethodCallExpr call, Frame caller) {
        for (Target target : targets(call, caller)) {
            if (target.method() == method) {
                return Optional.of(frameFor(method, call, caller, Map.of(), target.thisType(), target.self()));
            }
        }
        return Optional.empty();
    }

    /** The single method {@code call} runs, if it is ours and unambiguous (one implementation). */
    Optional<MethodDeclaration> resolveUserMethod(MethodCallExpr call, Frame f) {
        List<Target> targets = targets(call, f);
        return targets.size() == 1 ? Optional.of(targets.get(0).method()) : Optional.empty();
    }

    /** Overloads with the same arity: only the symbol solver can tell them apart. */
    private Optional<MethodDeclaration> solved(MethodCallExpr call, List<MethodDeclaration> candidates) {
        if (!evaluator.sources.enableSymbolResolution(call)) {
            return Optional.empty();
        }
        try {
            var declaration = evaluator.sources.resolve(call);
            return candidates.stream().filter(c -> c == declaration).findFirst();
        } catch (RuntimeException | StackOverflowError e) {
            return Optional.empty();
        }
    }

    /** The linted types {@code simpleName} can mean at {@code context} (see {@link Types#named}). */
    List<TypeDeclaration<?>> typesNamed(String simpleName, Node context) {
        return evaluator.types.named(simpleName, context);
    }
}
