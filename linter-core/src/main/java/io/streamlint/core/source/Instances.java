package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithArguments;
import com.github.javaparser.ast.stmt.ExplicitConstructorInvocationStmt;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.Statement;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Value;
import io.streamlint.core.source.Evaluator.NodePoint;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import static io.streamlint.core.source.Evaluator.MAX_DEPTH;
import org.jspecify.annotations.Nullable;

/**
 * Objects of the linted classes for the {@link Evaluator}: what {@code new T(..)} creates (maps, collections,
 * SparkConfs and old-API sessions included), the fields such an object holds as its constructors and methods leave
 * them, a field's value as other methods see it, and the static fields of a class as a caller left them.
 */
final class Instances {

    private final Evaluator evaluator;

    Instances(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    AbstractValue construct(ObjectCreationExpr created, Frame f) {
        String type = created.getType().getNameAsString();
        NodeList<Expression> args = created.getArguments();
        if (DeclaredTypes.MAP_TYPES.contains(type)) {
            if (args.size() == 1) {
                AbstractValue source = evaluator.eval(args.get(0), f);
                return source instanceof AbstractValue.Entries ? source : new AbstractValue.Entries(Options.empty());
            }
            return new AbstractValue.Entries(Options.empty());
        }
        if (DeclaredTypes.COLLECTION_TYPES.contains(type)) {
            if (args.size() == 1) {
                AbstractValue source = evaluator.eval(args.get(0), f);
                return source instanceof AbstractValue.Items ? source : new AbstractValue.Items(List.of());
            }
            return new AbstractValue.Items(List.of());
        }
        if (type.equals("SparkConf")) {
            return new AbstractValue.Entries(Options.empty());
        }
        if ((type.equals("SQLContext") || type.equals("JavaSparkContext") || type.equals("SparkContext"))
                && evaluator.declaredTypes.isSparkType(created.getType(), created)) {
            // A session of the old API: its configuration is the SparkConf it is made from, if we see one.
            Options conf = Options.empty();
            for (Expression arg : args) {
                AbstractValue v = Choices.collapse(evaluator.eval(arg, f));
                if (v instanceof AbstractValue.Entries e) {
                    conf = conf.withAll(e.entries());
                } else if (v instanceof AbstractValue.Session s) {
                    return s;
                }
            }
            return Sessions.built(conf, created);
        }
        if (type.equals("Column") && args.size() == 1 && evaluator.declaredTypes.isSparkType(created.getType(), created)) {
            return ColumnCalls.columnNamed(evaluator.string(args.get(0), f), Code.text(created));
        }
        List<TypeDeclaration<?>> declared = evaluator.types.named(type, created);
        if (declared.isEmpty() && PerRunValues.isConstructed(type)) {
            return new AbstractValue.Str(new Value.PerRun(Code.text(created))); // new Random(), new Date()
        }
        if (declared.size() == 1 && created.getAnonymousClassBody().isEmpty()) {
            return instantiate(declared.get(0), created, f);
        }
        if (declared.size() == 1) {
            return new AbstractValue.Foreign(Types.objectName(declared.get(0)), true); // an anonymous subclass
        }
        if (!declared.isEmpty() || !evaluator.declaredTypes.isSparkType(created.getType(), created)) {
            return new AbstractValue.Foreign(type, true);
        }
        return new AbstractValue.Unknown("new " + type);
    }

    /**
     * A field read at {@code use}: inside a method that assigns or changes it, its value after what that method
     * did before the use (its value on entry being {@link #fieldValue}); elsewhere {@link #fieldValue}.
     */
    AbstractValue fieldAt(VariableDeclarator field, TypeDeclaration<?> owner, Node use, Frame f) {
        Optional<CallableDeclaration> method = use.findAncestor(CallableDeclaration.class);
        String name = field.getNameAsString();
        if (method.isEmpty()) {
            return fieldOnEntry(field, owner, f);
        }
        List<Variables.Event> events = Variables.events(evaluator.scopes, field, name, method.get(), use, true);
        if (events.isEmpty()) {
            return fieldOnEntry(field, owner, f);
        }
        return evaluator.variableValues.valueAfter(events, events.size(), field, name, method.get(), use, f, () -> fieldOnEntry(field, owner, f));
    }

    /** A field of the object the frame's method runs on, when the method starts: as the object holds it, if known. */
    private AbstractValue fieldOnEntry(VariableDeclarator field, TypeDeclaration<?> owner, Frame f) {
        AbstractValue.Foreign holder = isStatic(field) ? f.statics : f.self;
        AbstractValue held = holder == null ? null : holder.fields().get(field.getNameAsString());
        // A field the object's constructor left unset may be set by another of its methods (an init(), a setter).
        return held != null && held != NOT_SET ? held : fieldValue(field, owner, f);
    }

    /** A field without initialiser that nothing has set yet. */
    private static final AbstractValue NOT_SET = new AbstractValue.Unknown("not set");

    private static boolean isStatic(VariableDeclarator field) {
        return field.getParentNode().orElse(null) instanceof FieldDeclaration d && d.isStatic();
    }

    /** {@code object.name}: what the object holds, else what the code of its class may put there. */
    AbstractValue fieldOf(AbstractValue.Foreign object, String name, Node use, Frame f) {
        if (object.fields().containsKey(name)) {
            return object.fields().get(name);
        }
        List<TypeDeclaration<?>> classes = evaluator.types.ofObject(object.type(), use);
        for (TypeDeclaration<?> type : classes.size() == 1 ? evaluator.types.withSuperTypes(classes.get(0)) : List.<TypeDeclaration<?>>of()) {
            Optional<VariableDeclarator> field = Variables.field(type, name);
            if (field.isPresent()) {
                return fieldValue(field.get(), type, f);
            }
        }
        return new AbstractValue.Unknown("field " + name + " of a " + object.type());
    }

    /** {@code frame.self} as the code of the frame's method left it just before {@code site}. */
    AbstractValue.@Nullable Foreign objectAt(Node site, Frame frame) {
        Optional<CallableDeclaration> method = site.findAncestor(CallableDeclaration.class);
        if (method.isEmpty() || method.get() != frame.callable) {
            return frame.self;
        }
        AbstractValue after = objectAfter(method.get(), frame, site);
        return after instanceof AbstractValue.Foreign object ? object : frame.self;
    }

    /**
     * The object the frame's method runs on ({@code frame.self}), with the instance fields its code sets before
     * {@code at} (all of it when null): what a constructor builds, what a setter leaves.
     */
    AbstractValue objectAfter(Node method, Frame frame, @Nullable Node at) {
        AbstractValue.Foreign self = frame.self;
        if (self == null) {
            return new AbstractValue.Unknown("an object");
        }
        List<TypeDeclaration<?>> classes = evaluator.types.ofObject(self.type(), method);
        if (classes.size() != 1) {
            return self;
        }
        Map<String, AbstractValue> changed = new java.util.TreeMap<>();
        for (FieldInType f : fieldsChangedIn(classes.get(0), method, false)) {
            String name = f.field().getNameAsString();
            List<Variables.Event> events = Variables.events(evaluator.scopes, f.field(), name, method, at, true);
            if (!events.isEmpty() && !changed.containsKey(name)) {
                changed.put(name, evaluator.variableValues.valueAfter(events, events.size(), f.field(), name, method, at, frame,
                        () -> fieldOnEntry(f.field(), f.type(), frame)));
            }
        }
        return changed.isEmpty() ? self : self.withFields(changed);
    }

    /** An instance field and the type that declares it. */
    private record FieldInType(VariableDeclarator field, TypeDeclaration<?> type) {
    }

    /**
     * The instance fields (or the static fields) of {@code type} (and its supertypes) that {@code method} assigns or
     * calls methods on.
     */
    private List<FieldInType> fieldsChangedIn(TypeDeclaration<?> type, Node method, boolean statics) {
        TypeAndMethod key = new TypeAndMethod(type, method, statics);
        List<FieldInType> known = changedFields.get(key);
        if (known == null) {
            List<FieldInType> found = new ArrayList<>();
            for (TypeDeclaration<?> t : evaluator.types.withSuperTypes(type)) {
                for (FieldDeclaration declaration : t.getFields()) {
                    for (VariableDeclarator field : declaration.isStatic() != statics ? List.<VariableDeclarator>of()
                            : declaration.getVariables()) {
                        if (!Variables.events(evaluator.scopes, field, field.getNameAsString(), method, null, true).isEmpty()) {
                            found.add(new FieldInType(field, t));
                        }
                    }
                }
            }
            known = List.copyOf(found);
            changedFields.putIfAbsent(key, known);
        }
        return known;
    }

    private final Map<TypeAndMethod, List<FieldInType>> changedFields = new ConcurrentHashMap<>();

    /** A type and a method, by identity (JavaParser's nodes compare by structure), and which fields. */
    private record TypeAndMethod(TypeDeclaration<?> type, Node method, boolean statics) {
        @Override
        public boolean equals(Object o) {
            return o instanceof TypeAndMethod k && k.type == type && k.method == method && k.statics == statics;
        }

        @Override
        public int hashCode() {
            return (System.identityHashCode(type) * 31 + System.identityHashCode(method)) * 2 + (statics ? 1 : 0);
        }
    }

    /**
     * {@code new T(..)} of a linted class: the object its constructor builds (after {@code this(..)} or
     * {@code super(..)}), with the fields it sets from the arguments.
     */
    /** A new object of {@code type} before its constructor runs: every instance field with its initialiser. */
    AbstractValue.Foreign initialObject(TypeDeclaration<?> type) {
        // Java's default for a field without initialiser, which no rule reads
        Map<String, AbstractValue> initial = new java.util.TreeMap<>();
        for (TypeDeclaration<?> t : evaluator.types.withSuperTypes(type)) {
            for (FieldDeclaration declaration : t.getFields()) {
                for (VariableDeclarator field : declaration.isStatic() ? List.<VariableDeclarator>of() : declaration.getVariables()) {
                    initial.putIfAbsent(field.getNameAsString(), field.getInitializer()
                            .map(init -> evaluator.eval(init, evaluator.unboundFrame(field)))
                            .orElse(NOT_SET));
                }
            }
        }
        return new AbstractValue.Foreign(Types.objectName(type), true, new java.util.TreeMap<>(initial));
    }

    private AbstractValue instantiate(TypeDeclaration<?> type, NodeWithArguments<?> creation, Frame caller) {
        AbstractValue.Foreign object = initialObject(type);
        int arity = creation.getArguments().size();
        List<ConstructorDeclaration> constructors = type.getConstructors().stream()
                .filter(c -> c.getParameters().size() == arity).toList();
        if (constructors.size() != 1) {
            return object;
        }
        ConstructorDeclaration constructor = constructors.get(0);
        Frame frame = evaluator.userMethods.frameFor(constructor, creation, caller, Map.of(), type, object);
        Optional<ExplicitConstructorInvocationStmt> explicit = constructor.getBody().getStatements().stream()
                .findFirst().filter(st -> st instanceof ExplicitConstructorInvocationStmt)
                .map(st -> (ExplicitConstructorInvocationStmt) st);
        if (explicit.isPresent() && frame.self != null) {
            List<TypeDeclaration<?>> target = explicit.get().isThis() ? List.of(type)
                    : evaluator.types.superTypes(type).stream().filter(t -> t instanceof ClassOrInterfaceDeclaration c && !c.isInterface())
                    .toList();
            if (target.size() == 1 && (!explicit.get().isThis() || frame.depth < MAX_DEPTH)) {
                AbstractValue before = instantiate(target.get(0), explicit.get(), frame);
                if (before instanceof AbstractValue.Foreign built) {
                    object = object.withFields(built.fields());
                    frame = evaluator.userMethods.frameFor(constructor, creation, caller, Map.of(), type, object);
                }
            }
        }
        AbstractValue built = objectAfter(constructor, frame, null);
        return built instanceof AbstractValue.Foreign b ? withOwnMethodCalls(constructor, frame, object, b) : object;
    }

    /**
     * {@code built} after the calls the constructor makes, as statements, to the object's own methods
     * ({@code init();}, {@code this.configure(..);}): the fields the constructor itself left as they were
     * ({@code initial}'s values) as those methods leave them (a map of options created empty where it is declared
     * and filled by an {@code init()}).
     */
    private AbstractValue.Foreign withOwnMethodCalls(ConstructorDeclaration constructor, Frame frame,
                                                     AbstractValue.Foreign initial, AbstractValue.Foreign built) {
        AbstractValue.Foreign object = built;
        for (Statement statement : constructor.getBody().getStatements()) {
            if (statement instanceof ExpressionStmt e && e.getExpression() instanceof MethodCallExpr call
                    && call.getScope().map(scope -> scope instanceof ThisExpr).orElse(true)
                    && evaluator.methodCalls.mutate(object, call, frame) instanceof AbstractValue.Foreign after) {
                Map<String, AbstractValue> changed = new java.util.TreeMap<>();
                after.fields().forEach((name, value) -> {
                    if (built.fields().get(name) == initial.fields().get(name)) {
                        changed.put(name, value);
                    }
                });
                object = object.withFields(changed);
            }
        }
        return object;
    }

    /** A field's value, in the memo. */
    private record FieldKey(VariableDeclarator field) {
        @Override
        public boolean equals(Object o) {
            return o instanceof FieldKey k && k.field == field;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(field);
        }
    }

    /**
     * A field's value as methods that do not set it see it ({@link #fieldValue(VariableDeclarator, TypeDeclaration, String)}),
     * or its initial value in a frame that computes that very value (see {@link Frame#fieldEntry}).
     */
    AbstractValue fieldValue(VariableDeclarator field, TypeDeclaration<?> owner, Frame f) {
        return f.fieldEntry == field ? initialFieldValue(field) : fieldValue(field, owner);
    }

    /**
     * A field's value as methods that do not set it see it: after the constructors (or its initialiser), or
     * as any other method that assigns it leaves it, since we cannot tell in which order methods run; changes
     * made by methods that only call builder methods on it may or may not have happened. Each method is read in a
     * frame where the field still holds its initial value.
     */
    AbstractValue fieldValue(VariableDeclarator field, TypeDeclaration<?> owner) {
        return evaluator.memoized(new FieldKey(field), () -> {
            String name = field.getNameAsString();
            Object point = new NodePoint(field, null);
            AbstractValue initial = initialFieldValue(field);
            List<AbstractValue.Alt> assigned = new ArrayList<>();
            List<AbstractValue> changed = new ArrayList<>();
            boolean constructorSets = false;
            for (Node method : evaluator.scopes.codeOf(owner)) {
                List<Variables.Event> events = Variables.events(evaluator.scopes, field, name, method, null, true);
                if (events.isEmpty() || !Variables.enclosingTypes(method).get(0).equals(owner)) {
                    continue;
                }
                Frame entry = evaluator.intern(Frame.of(method, Map.of(), 0, field, null, null, null));
                AbstractValue end = evaluator.variableValues.valueAfter(events, events.size(), field, name, method, null, entry, () -> initial);
                boolean initializer = !(method instanceof CallableDeclaration<?>);
                String by = method instanceof CallableDeclaration<?> c ? c.getNameAsString() + "(..)" : "the initializer";
                if (events.stream().anyMatch(Variables.Event::assignment)) {
                    constructorSets |= initializer || ((CallableDeclaration<?>) method).isConstructorDeclaration();
                    assigned.add(new AbstractValue.Alt(end, List.of(new AbstractValue.Choice(point, "set by " + by,
                            Code.location(method instanceof CallableDeclaration<?> c ? c.getName() : method),
                            "when " + name + " is as " + by + " leaves it"))));
                } else if (VariableValues.isBuilder(Choices.collapse(end))) {
                    changed.add(end); // only builders and collections change; a session or Dataset used there does not
                }
            }
            if (!constructorSets && field.getInitializer().isPresent()) {
                assigned.add(0, new AbstractValue.Alt(initial, List.of(new AbstractValue.Choice(point, "initializer",
                        Code.location(field.getInitializer().get()), "when " + name + " keeps its initial value"))));
            }
            AbstractValue value = assigned.isEmpty() ? initial : Choices.oneOf(assigned);
            for (AbstractValue mutated : changed) {
                value = Choices.merge(List.of(value, mutated));
            }
            return value;
        });
    }

    private AbstractValue initialFieldValue(VariableDeclarator field) {
        return field.getInitializer().map(init -> evaluator.eval(init, evaluator.unboundFrame(field)))
                .orElseGet(() -> evaluator.declaredTypes.fromDeclaredType(field.getType(), field));
    }

    /**
     * The static fields of {@code callee}'s class as the caller's code left them just before {@code site}, when the
     * caller is a method of the same class (what the frame's own caller set, and what this method set since); null
     * when that is nothing: the callee then reads their class-wide values.
     */
    AbstractValue.@Nullable Foreign staticsAt(Node site, Frame caller, CallableDeclaration<?> callee) {
        Optional<CallableDeclaration> method = site.findAncestor(CallableDeclaration.class);
        List<TypeDeclaration<?>> around = Variables.enclosingTypes(site);
        List<TypeDeclaration<?>> calleeTypes = Variables.enclosingTypes(callee);
        if (method.isEmpty() || method.get() != caller.callable || around.isEmpty() || calleeTypes.isEmpty()
                || around.get(0) != calleeTypes.get(0)) {
            return null;
        }
        TypeDeclaration<?> type = around.get(0);
        Map<String, AbstractValue> changed = new java.util.TreeMap<>();
        for (FieldInType f : fieldsChangedIn(type, method.get(), true)) {
            String name = f.field().getNameAsString();
            List<Variables.Event> events = Variables.events(evaluator.scopes, f.field(), name, method.get(), site, true);
            if (!events.isEmpty() && !changed.containsKey(name)) {
                changed.put(name, evaluator.variableValues.valueAfter(events, events.size(), f.field(), name, method.get(), site, caller,
                        () -> fieldOnEntry(f.field(), f.type(), caller)));
            }
        }
        AbstractValue.Foreign before = caller.statics != null && caller.statics.type().equals(Types.objectName(type))
                ? caller.statics : null;
        if (changed.isEmpty()) {
            return before;
        }
        return before != null ? before.withFields(changed) : new AbstractValue.Foreign(Types.objectName(type), true).withFields(changed);
    }
}
