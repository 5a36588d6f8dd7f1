package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.BooleanLiteralExpr;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.CharLiteralExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.DoubleLiteralExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.IntegerLiteralExpr;
import com.github.javaparser.ast.expr.LongLiteralExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.Type;
import com.github.javaparser.resolution.types.ResolvedType;
import io.streamlint.core.api.SourceLocation;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.Value;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * An abstract interpreter for the Spark-building parts of Java code: it evaluates an expression to a
 * {@link Val}, following local variables (with reassignment and mutating calls), fields, constants in
 * other files, option maps and helper methods, and models Spark's builder and Dataset methods.
 * What it cannot see becomes unknown. Evaluation is memoised per node and calling context.
 */
final class Evaluator {

    /** How deep helper calls are followed. */
    private static final int MAX_DEPTH = 12;

    /** Spark types a declared type may name, with the kind of value they hold. */
    private static final Set<String> SPARK_TYPES = Set.of("SparkSession", "Dataset", "DataStreamReader",
            "DataStreamWriter", "DataFrameReader", "SparkConf", "Column", "RelationalGroupedDataset",
            "KeyValueGroupedDataset", "RuntimeConfig", "Row", "StreamingQuery");

    private static final Set<String> MAP_TYPES = Set.of("Map", "HashMap", "LinkedHashMap", "TreeMap",
            "ImmutableMap", "Properties", "ConcurrentHashMap");


    private final SourceSet sources;
    private final SparkApi spark;
    private final Map<Key, Val> memo = new HashMap<>();
    private final Set<Key> inProgress = new java.util.HashSet<>();
    private final Map<Node, Val> fieldValues = new IdentityHashMap<>();
    private Options globalConf;
    private Options runtimeConf;

    Evaluator(SourceSet sources) {
        this.sources = sources;
        this.spark = new SparkApi(this);
    }

    /** The context an expression is evaluated in: a method (or lambda) and what its parameters are bound to. */
    static final class Frame {
        final Node callable;
        final Map<Parameter, Supplier<Val>> arguments;
        final int depth;

        Frame(Node callable, Map<Parameter, Supplier<Val>> arguments, int depth) {
            this.callable = callable;
            this.arguments = arguments;
            this.depth = depth;
        }

    }

    private final Map<Node, Frame> unboundFrames = new IdentityHashMap<>();
    private final Frame fieldFrame = new Frame(null, Map.of(), 0);

    /**
     * The frame of the method around {@code node} with its parameters unbound (values come from their
     * declared types); one per method, so that evaluations in it are memoised across uses.
     */
    Frame unboundFrame(Node node) {
        Node callable = node.findAncestor(CallableDeclaration.class).map(c -> (Node) c).orElse(null);
        return callable == null ? fieldFrame : unboundFrames.computeIfAbsent(callable, c -> new Frame(c, Map.of(), 0));
    }

    /**
     * Identity key for memoisation: AST nodes compare structurally, we need "this node in this frame", and
     * for a variable's value after an event also "seen from this use" (a branch is conditional for some uses
     * and not for others). {@code use} is null for expressions.
     */
    private record Key(Node node, Node use, Frame frame) {
        Key(Node node, Frame frame) {
            this(node, null, frame);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.node == node && k.use == use && k.frame == frame;
        }

        @Override
        public int hashCode() {
            return (System.identityHashCode(node) * 31 + System.identityHashCode(use)) * 31
                    + System.identityHashCode(frame);
        }
    }

    // ---------------------------------------------------------------- expressions

    Val eval(Expression e, Frame f) {
        Key key = new Key(e, f);
        Val cached = memo.get(key);
        if (cached != null) {
            return cached;
        }
        if (!inProgress.add(key)) {
            return new Val.Unknown("recursive definition");
        }
        try {
            Val v = compute(e, f);
            memo.put(key, v);
            return v;
        } finally {
            inProgress.remove(key);
        }
    }

    private Val compute(Expression e, Frame f) {
        if (e instanceof StringLiteralExpr s) {
            return str(s.asString());
        }
        if (e instanceof TextBlockLiteralExpr t) {
            return str(t.asString());
        }
        if (e instanceof IntegerLiteralExpr || e instanceof LongLiteralExpr || e instanceof DoubleLiteralExpr) {
            return str(e.toString().replace("_", "").replaceAll("[lLdDfF]$", ""));
        }
        if (e instanceof BooleanLiteralExpr b) {
            return str(Boolean.toString(b.getValue()));
        }
        if (e instanceof CharLiteralExpr c) {
            return str(c.asChar() + "");
        }
        if (e instanceof EnclosedExpr en) {
            return eval(en.getInner(), f);
        }
        if (e instanceof CastExpr c) {
            return eval(c.getExpression(), f);
        }
        if (e instanceof BinaryExpr b && b.getOperator() == BinaryExpr.Operator.PLUS) {
            Val left = eval(b.getLeft(), f);
            Val right = eval(b.getRight(), f);
            if (left instanceof Val.Str l && right instanceof Val.Str r) {
                return l.value().isKnown() && r.value().isKnown()
                        ? str(l.value().text().orElseThrow() + r.value().text().orElseThrow())
                        : unknownStr("concatenation with an unknown part");
            }
            return new Val.Unknown("arithmetic");
        }
        if (e instanceof ConditionalExpr c) {
            return join(eval(c.getThenExpr(), f), eval(c.getElseExpr(), f));
        }
        if (e instanceof NameExpr n) {
            return evalName(n, f);
        }
        if (e instanceof FieldAccessExpr fa) {
            return evalFieldAccess(fa, f);
        }
        if (e instanceof MethodCallExpr call) {
            return evalCall(call, f);
        }
        if (e instanceof ObjectCreationExpr created) {
            return construct(created, f);
        }
        if (e instanceof AssignExpr a) {
            return eval(a.getValue(), f);
        }
        return new Val.Unknown(e.getClass().getSimpleName());
    }

    private Val evalName(NameExpr n, Frame f) {
        String name = n.getNameAsString();
        Optional<Node> local = Variables.localDeclaration(name, n);
        if (local.isPresent()) {
            return valueAt(local.get(), name, n, f);
        }
        for (TypeDeclaration<?> type : Variables.enclosingTypes(n)) {
            Optional<VariableDeclarator> field = Variables.field(type, name);
            if (field.isPresent()) {
                return fieldValue(field.get(), type);
            }
        }
        Optional<Val> imported = staticImport(n, name);
        if (imported.isPresent()) {
            return imported.get();
        }
        return Character.isUpperCase(name.charAt(0)) || importsType(n, name)
                ? new Val.TypeName(name) : new Val.Unknown("unresolved " + name);
    }

    /**
     * A type whose name is not capitalised, imported by name ({@code import org.apache.spark.sql.functions;})
     * or with its package ({@code import org.apache.spark.sql.*;} for Spark's {@code functions}).
     */
    private static boolean importsType(Node use, String name) {
        return use.findCompilationUnit().map(cu -> cu.getImports().stream()
                .anyMatch(i -> !i.isStatic() && (i.isAsterisk()
                        ? name.equals("functions") && i.getNameAsString().equals("org.apache.spark.sql")
                        : i.getName().getIdentifier().equals(name))))
                .orElse(false);
    }

    /** {@code import static a.b.Constants.NAME} or {@code a.b.Constants.*}: the constant, if we have its file. */
    private Optional<Val> staticImport(Node use, String name) {
        CompilationUnit cu = use.findCompilationUnit().orElse(null);
        if (cu == null) {
            return Optional.empty();
        }
        for (ImportDeclaration imp : cu.getImports()) {
            if (!imp.isStatic()) {
                continue;
            }
            String owner = imp.isAsterisk() ? imp.getNameAsString() : qualifier(imp.getNameAsString());
            if (!imp.isAsterisk() && !imp.getName().getIdentifier().equals(name)) {
                continue;
            }
            for (TypeDeclaration<?> type : typesQualified(owner)) {
                Optional<VariableDeclarator> field = Variables.field(type, name);
                if (field.isPresent()) {
                    return Optional.of(fieldValue(field.get(), type));
                }
            }
        }
        return Optional.empty();
    }

    private Val evalFieldAccess(FieldAccessExpr fa, Frame f) {
        String name = fa.getNameAsString();
        if (isPackageName(fa.getScope())) {
            return new Val.TypeName(name); // org.apache.spark.sql.functions, com.acme.Constants
        }
        if (fa.getScope() instanceof ThisExpr) {
            for (TypeDeclaration<?> type : Variables.enclosingTypes(fa)) {
                Optional<VariableDeclarator> field = Variables.field(type, name);
                if (field.isPresent()) {
                    return fieldValue(field.get(), type);
                }
            }
            return new Val.Unknown("inherited field " + name);
        }
        Val scope = eval(fa.getScope(), f);
        if (scope instanceof Val.TypeName t) {
            for (TypeDeclaration<?> type : typesNamed(t.name(), fa)) {
                Optional<VariableDeclarator> field = Variables.field(type, name);
                if (field.isPresent()) {
                    return fieldValue(field.get(), type);
                }
            }
            return Character.isUpperCase(name.charAt(0)) ? new Val.TypeName(name) : new Val.Unknown(t.name() + "." + name);
        }
        if (scope instanceof Val.Unknown && isQualifiedName(fa) && Character.isUpperCase(name.charAt(0))) {
            return new Val.TypeName(name); // a.b.Constants
        }
        return new Val.Unknown("field of an object: " + fa);
    }

    /** {@code org.apache.spark.sql}: lower-case names whose first one is no variable or field in scope. */
    private static boolean isPackageName(Expression e) {
        if (e instanceof FieldAccessExpr fa) {
            return Character.isLowerCase(fa.getNameAsString().charAt(0)) && isPackageName(fa.getScope());
        }
        if (e instanceof NameExpr n) {
            String first = n.getNameAsString();
            return Character.isLowerCase(first.charAt(0)) && Variables.localDeclaration(first, n).isEmpty()
                    && Variables.enclosingTypes(n).stream().noneMatch(t -> Variables.field(t, first).isPresent());
        }
        return false;
    }

    private static boolean isQualifiedName(Expression e) {
        return e instanceof NameExpr || e instanceof FieldAccessExpr fa && isQualifiedName(fa.getScope());
    }

    private Val construct(ObjectCreationExpr created, Frame f) {
        String type = created.getType().getNameAsString();
        if (MAP_TYPES.contains(type)) {
            if (created.getArguments().size() == 1) {
                Val source = eval(created.getArgument(0), f);
                return source instanceof Val.Entries ? source : new Val.Entries(Options.empty());
            }
            return new Val.Entries(Options.empty());
        }
        if (type.equals("SparkConf")) {
            return new Val.Entries(Options.empty());
        }
        if (type.equals("Column") && created.getArguments().size() == 1 && isSparkType(created.getType(), created)) {
            return SparkApi.columnNamed(string(created.getArgument(0), f), Code.text(created));
        }
        if (!typesNamed(type, created).isEmpty() || !isSparkType(created.getType(), created)) {
            return new Val.Foreign(type);
        }
        return new Val.Unknown("new " + type);
    }

    // ---------------------------------------------------------------- variables and fields

    private Val valueAt(Node declaration, String name, Node use, Frame f) {
        Node scope = declaration instanceof Parameter p ? p.getParentNode().orElseThrow()
                : declaration.findAncestor(BlockStmt.class).map(b -> (Node) b)
                .orElse(declaration.getParentNode().orElseThrow());
        List<Variables.Event> events = Variables.events(declaration, name, scope, use, false);
        return valueAfter(events, events.size(), declaration, name, scope, use, f);
    }

    private Val valueAfter(List<Variables.Event> events, int count, Node declaration, String name, Node scope, Node use,
                           Frame f) {
        if (count == 0) {
            return initialValue(declaration, f);
        }
        Variables.Event event = events.get(count - 1);
        Key key = new Key(event.node(), use, f);
        Val cached = memo.get(key);
        if (cached != null) {
            return cached;
        }
        Supplier<Val> before = () -> valueAfter(events, count - 1, declaration, name, scope, use, f);
        Val after = event.assignment()
                ? eval(((AssignExpr) event.node()).getValue(), f)
                : applyStatement(before.get(), (ExpressionStmt) event.node(), declaration, name, false, f);
        Val result = Variables.isConditional(event.node(), use, scope) ? join(before.get(), after) : after;
        memo.put(key, result);
        return result;
    }

    private Val initialValue(Node declaration, Frame f) {
        if (declaration instanceof VariableDeclarator v) {
            if (v.getInitializer().isPresent()) {
                return eval(v.getInitializer().get(), f);
            }
            return fromDeclaredType(v.getType(), v);
        }
        Parameter p = (Parameter) declaration;
        Supplier<Val> bound = f.arguments.get(p);
        if (bound != null) {
            return bound.get();
        }
        return p.getType().isUnknownType() ? new Val.Unknown("lambda parameter") : fromDeclaredType(p.getType(), p);
    }

    /**
     * A field's value: its initialiser, or its only assignment; joined with every other assignment and
     * mutating statement in its class, since we cannot tell in which order methods run.
     */
    private Val fieldValue(VariableDeclarator field, TypeDeclaration<?> owner) {
        Val cached = fieldValues.get(field);
        if (cached != null) {
            return cached;
        }
        fieldValues.put(field, new Val.Unknown("recursive field"));
        String name = field.getNameAsString();
        List<Variables.Event> events = Variables.events(field, name, owner, null, true);
        List<Variables.Event> assignments = events.stream().filter(Variables.Event::assignment).toList();
        Val value = field.getInitializer().map(init -> eval(init, unboundFrame(field))).orElse(null);
        for (Variables.Event a : assignments) {
            Val assigned = eval(((AssignExpr) a.node()).getValue(), unboundFrame(a.node()));
            value = value == null ? assigned : join(value, assigned);
        }
        if (value == null) {
            value = fromDeclaredType(field.getType(), field);
        }
        for (Variables.Event e : events) {
            if (!e.assignment()) {
                Val mutated = applyStatement(value, (ExpressionStmt) e.node(), field, name, true, unboundFrame(e.node()));
                value = join(value, mutated);
            }
        }
        fieldValues.put(field, value);
        return value;
    }

    /**
     * The effect of a statement that calls methods on a variable ({@code w.option(..);}, {@code m.put(..);})
     * or passes it to a helper ({@code configure(reader);}). Only builders change; Datasets are immutable.
     */
    private Val applyStatement(Val current, ExpressionStmt statement, Node variable, String name, boolean isField,
                               Frame f) {
        if (!isBuilder(current)) {
            return current;
        }
        MethodCallExpr call = (MethodCallExpr) statement.getExpression();
        if (Variables.refersTo(Variables.chainRoot(call), variable, name, isField)) {
            Val v = current;
            for (MethodCallExpr step : Variables.chainCalls(call)) {
                Val next = mutate(v, step, f);
                if (next.getClass() != v.getClass()) {
                    break; // the chain left the builder (e.g. load()); the variable keeps its state
                }
                v = next;
            }
            return v;
        }
        for (int i = 0; i < call.getArguments().size(); i++) {
            if (Variables.refersTo(call.getArgument(i), variable, name, isField)) {
                return passedTo(current, call, i, f);
            }
        }
        return current;
    }

    /** What a helper does to a builder passed as its {@code index}-th argument. */
    private Val passedTo(Val current, MethodCallExpr call, int index, Frame f) {
        Optional<MethodDeclaration> target = resolveUserMethod(call, f);
        if (target.isEmpty() || target.get().getBody().isEmpty() || f.depth >= MAX_DEPTH
                || index >= target.get().getParameters().size()) {
            return opened(current, "passed to " + Code.call(call));
        }
        MethodDeclaration m = target.get();
        Frame callee = frameFor(m, call.getArguments(), f, Map.of(m.getParameter(index), () -> current));
        Parameter p = m.getParameter(index);
        BlockStmt body = m.getBody().get();
        List<Variables.Event> events = Variables.events(p, p.getNameAsString(), m, null, false);
        return valueAfter(events, events.size(), p, p.getNameAsString(), m, body, callee);
    }

    private static boolean isBuilder(Val v) {
        return v instanceof Val.Reader || v instanceof Val.Writer || v instanceof Val.Entries
                || v instanceof Val.SessionBuilder;
    }

    /** A builder that went somewhere we cannot see may have any options set. */
    private static Val opened(Val v, String reason) {
        if (v instanceof Val.Reader r) {
            return new Val.Reader(r.streaming(), r.format(), r.options().opened(reason), r.sessionConf(), r.location(),
                    r.formatLocation());
        }
        if (v instanceof Val.Writer w) {
            return w.with(w.kind(), w.format(), w.outputMode(), w.queryName(), w.trigger(), w.options().opened(reason));
        }
        if (v instanceof Val.Entries e) {
            return new Val.Entries(e.entries().opened(reason));
        }
        if (v instanceof Val.SessionBuilder b) {
            return new Val.SessionBuilder(b.conf().opened(reason));
        }
        return v;
    }

    // ---------------------------------------------------------------- calls

    private Val evalCall(MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        if (call.getScope().isEmpty()) {
            Optional<MethodDeclaration> user = resolveUserMethod(call, f);
            if (user.isPresent()) {
                return callUserMethod(user.get(), call, f);
            }
            if (importsSparkFunction(call)) {
                return spark.columnFunction(call, f);
            }
            return new Val.Unknown("call of " + method);
        }
        Expression scopeExpr = call.getScope().get();
        Val scope = eval(scopeExpr, f);
        if (scope instanceof Val.TypeName t) {
            if (!typesNamed(t.name(), call).isEmpty()) {
                Optional<MethodDeclaration> user = resolveUserMethod(call, f);
                return user.isPresent() ? callUserMethod(user.get(), call, f) : new Val.Unknown(t.name() + "." + method);
            }
            return spark.staticCall(t.name(), call, f);
        }
        if (scope instanceof Val.Foreign foreign) {
            Optional<MethodDeclaration> user = resolveUserMethod(call, f);
            return user.isPresent() ? callUserMethod(user.get(), call, f) : new Val.Unknown(foreign.type() + "." + method);
        }
        if (scope instanceof Val.Unknown && (method.equals("readStream") || method.equals("writeStream")
                || method.equals("read")) && call.getArguments().isEmpty() && isSparkReceiver(scopeExpr)) {
            // The receiver is a SparkSession or Dataset we could not trace (a getter from a base class, ...).
            Val assumed = method.equals("writeStream")
                    ? new Val.Data(new Plan.Untraced("untraced Dataset", Code.text(scopeExpr), Code.location(scopeExpr)),
                    globalConf())
                    : new Val.Session(globalConf(), false);
            return spark.call(assumed, call, f);
        }
        return spark.call(scope, call, f);
    }

    /** Calls on a builder in statement position: Map/SparkConf puts change the receiver. */
    private Val mutate(Val receiver, MethodCallExpr call, Frame f) {
        if (receiver instanceof Val.Entries e) {
            String method = call.getNameAsString();
            if ((method.equals("put") || method.equals("putIfAbsent") || method.equals("set")
                    || method.equals("setIfMissing") || method.equals("setProperty")) && call.getArguments().size() == 2) {
                return new Val.Entries(withEntry(e.entries(), call, f));
            }
            if (method.equals("putAll") || method.equals("setAll")) {
                Val other = eval(call.getArgument(0), f);
                return new Val.Entries(other instanceof Val.Entries o ? e.entries().withAll(o.entries())
                        : e.entries().opened(Code.call(call)));
            }
            return receiver;
        }
        return spark.call(receiver, call, f);
    }

    // ---------------------------------------------------------------- user methods

    private Val callUserMethod(MethodDeclaration m, MethodCallExpr call, Frame caller) {
        if (m.getBody().isEmpty() || caller.depth >= MAX_DEPTH) {
            return fromDeclaredType(m.getType(), m);
        }
        Frame frame = frameFor(m, call.getArguments(), caller, Map.of());
        Val result = null;
        for (ReturnStmt ret : m.getBody().get().findAll(ReturnStmt.class)) {
            if (ret.getExpression().isEmpty() || Variables.enclosingCallable(ret).orElse(null) != m) {
                continue;
            }
            Val v = eval(ret.getExpression().get(), frame);
            result = result == null ? v : join(result, v);
        }
        return result == null ? new Val.Unknown("no value returned by " + m.getNameAsString()) : result;
    }

    /** A frame for {@code m} called with {@code args} from {@code caller}; {@code overrides} replace some bindings. */
    Frame frameFor(CallableDeclaration<?> m, List<Expression> args, Frame caller, Map<Parameter, Supplier<Val>> overrides) {
        Map<Parameter, Supplier<Val>> bindings = new IdentityHashMap<>();
        NodeList<Parameter> params = m.getParameters();
        for (int i = 0; i < params.size() && i < args.size(); i++) {
            Parameter p = params.get(i);
            if (p.isVarArgs()) {
                break;
            }
            Expression arg = args.get(i);
            bindings.put(p, memoized(() -> eval(arg, caller)));
        }
        bindings.putAll(overrides);
        return new Frame(m, bindings, caller.depth + 1);
    }

    private static Supplier<Val> memoized(Supplier<Val> supplier) {
        return new Supplier<>() {
            private Val value;

            @Override
            public Val get() {
                if (value == null) {
                    value = supplier.get();
                }
                return value;
            }
        };
    }

    /** The method of the linted sources that {@code call} invokes, if it is ours and unambiguous. */
    Optional<MethodDeclaration> resolveUserMethod(MethodCallExpr call, Frame f) {
        List<TypeDeclaration<?>> owners = new ArrayList<>();
        if (call.getScope().isEmpty() || call.getScope().get() instanceof ThisExpr) {
            for (TypeDeclaration<?> t : Variables.enclosingTypes(call)) {
                owners.add(t);
                owners.addAll(superTypes(t));
            }
            staticImportOwner(call).ifPresent(owners::addAll);
        } else {
            Expression scope = call.getScope().get();
            Val v = eval(scope, f);
            String typeName = v instanceof Val.TypeName t ? t.name() : v instanceof Val.Foreign fo ? fo.type() : null;
            if (typeName == null) {
                return Optional.empty();
            }
            for (TypeDeclaration<?> t : typesNamed(typeName, call)) {
                owners.add(t);
                owners.addAll(superTypes(t));
            }
        }
        String name = call.getNameAsString();
        int arity = call.getArguments().size();
        for (TypeDeclaration<?> owner : owners) {
            List<MethodDeclaration> candidates = owner.getMethodsByName(name).stream()
                    .filter(m -> m.getParameters().size() == arity
                            || (m.getParameters().isNonEmpty() && m.getParameters().getLast().orElseThrow().isVarArgs()
                            && arity >= m.getParameters().size() - 1))
                    .toList();
            if (candidates.size() == 1) {
                return Optional.of(candidates.get(0));
            }
            if (candidates.size() > 1) {
                return solved(call, candidates);
            }
        }
        return Optional.empty();
    }

    /** Overloads with the same arity: only the symbol solver can tell them apart. */
    private Optional<MethodDeclaration> solved(MethodCallExpr call, List<MethodDeclaration> candidates) {
        if (!sources.enableSymbolResolution(call)) {
            return Optional.empty();
        }
        try {
            var declaration = call.resolve().toAst().orElse(null);
            return candidates.stream().filter(c -> c == declaration).findFirst();
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private List<TypeDeclaration<?>> superTypes(TypeDeclaration<?> type) {
        List<TypeDeclaration<?>> result = new ArrayList<>();
        if (type instanceof ClassOrInterfaceDeclaration c) {
            for (ClassOrInterfaceType extended : c.getExtendedTypes()) {
                result.addAll(typesNamed(extended.getNameAsString(), type));
            }
        }
        return result;
    }

    private Optional<List<TypeDeclaration<?>>> staticImportOwner(MethodCallExpr call) {
        CompilationUnit cu = call.findCompilationUnit().orElse(null);
        if (cu == null) {
            return Optional.empty();
        }
        List<TypeDeclaration<?>> owners = new ArrayList<>();
        for (ImportDeclaration imp : cu.getImports()) {
            if (!imp.isStatic() || (!imp.isAsterisk() && !imp.getName().getIdentifier().equals(call.getNameAsString()))) {
                continue;
            }
            String owner = imp.isAsterisk() ? imp.getNameAsString() : qualifier(imp.getNameAsString());
            if (!owner.startsWith("org.apache.spark.")) {
                owners.addAll(typesQualified(owner));
            }
        }
        return Optional.of(owners);
    }

    /**
     * The types of the linted sources that {@code simpleName} can mean at {@code context}. When several share
     * the name, Java's rules pick: a nested or same-file type, a single-type import, the same package, an
     * on-demand import. Names that stay ambiguous resolve to nothing (unknown), never to a guess.
     */
    private List<TypeDeclaration<?>> typesNamed(String simpleName, Node context) {
        List<TypeDeclaration<?>> all = sources.typesNamed(simpleName);
        if (all.size() <= 1) {
            return all;
        }
        CompilationUnit cu = context.findCompilationUnit().orElse(null);
        if (cu == null) {
            return List.of();
        }
        List<TypeDeclaration<?>> sameFile = all.stream().filter(t -> t.findCompilationUnit().orElse(null) == cu).toList();
        if (!sameFile.isEmpty()) {
            return sameFile;
        }
        for (ImportDeclaration imp : cu.getImports()) {
            if (!imp.isStatic() && !imp.isAsterisk() && imp.getName().getIdentifier().equals(simpleName)) {
                return all.stream().filter(t -> qualifiedName(t).equals(imp.getNameAsString())).toList();
            }
        }
        String pkg = packageOf(cu);
        List<TypeDeclaration<?>> samePackage = all.stream()
                .filter(t -> t.isTopLevelType() && packageOf(t.findCompilationUnit().orElseThrow()).equals(pkg)).toList();
        if (!samePackage.isEmpty()) {
            return samePackage.size() == 1 ? samePackage : List.of();
        }
        List<TypeDeclaration<?>> imported = all.stream().filter(t -> t.isTopLevelType() && cu.getImports().stream()
                .anyMatch(i -> !i.isStatic() && i.isAsterisk()
                        && i.getNameAsString().equals(packageOf(t.findCompilationUnit().orElseThrow())))).toList();
        return imported.size() == 1 ? imported : List.of();
    }

    /** The linted type with this fully qualified name (a static import's owner). */
    private List<TypeDeclaration<?>> typesQualified(String qualifiedName) {
        return sources.typesNamed(qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1)).stream()
                .filter(t -> qualifiedName(t).equals(qualifiedName)).toList();
    }

    private static String qualifiedName(TypeDeclaration<?> type) {
        return type.getFullyQualifiedName().orElse(type.getNameAsString());
    }

    private static String packageOf(CompilationUnit cu) {
        return cu.getPackageDeclaration().map(p -> p.getNameAsString()).orElse("");
    }

    private static String qualifier(String qualifiedName) {
        int dot = qualifiedName.lastIndexOf('.');
        return dot < 0 ? "" : qualifiedName.substring(0, dot);
    }

    /** Is {@code call} one of {@code org.apache.spark.sql.functions}, imported statically? */
    private static boolean importsSparkFunction(MethodCallExpr call) {
        String functions = "org.apache.spark.sql.functions";
        return call.findCompilationUnit().map(cu -> cu.getImports().stream()
                .anyMatch(i -> i.isStatic() && (i.isAsterisk() ? i.getNameAsString().equals(functions)
                        : i.getNameAsString().equals(functions + "." + call.getNameAsString()))))
                .orElse(false);
    }

    // ---------------------------------------------------------------- types

    /** What a variable of declared type {@code type} may hold when we cannot see its value. */
    Val fromDeclaredType(Type type, Node context) {
        if (!type.isClassOrInterfaceType()) {
            return type.isPrimitiveType() ? unknownStr("primitive") : new Val.Unknown("type " + type);
        }
        String name = type.asClassOrInterfaceType().getNameAsString();
        if (name.equals("String")) {
            return unknownStr("a String we cannot see");
        }
        if (MAP_TYPES.contains(name)) {
            return new Val.Entries(Options.unknown("a map we cannot see"));
        }
        if (!isSparkType(type, context)) {
            return new Val.Foreign(name);
        }
        String reason = "a " + name + " we cannot see";
        return switch (name) {
            case "SparkSession" -> new Val.Session(globalConf(), false);
            case "Dataset" -> new Val.Data(new Plan.Untraced(reason, Code.text(context), Code.location(context)),
                    globalConf());
            case "DataStreamReader", "DataFrameReader" -> new Val.Reader(name.equals("DataStreamReader"),
                    Optional.of(Value.unknown(reason)), Options.unknown(reason), globalConf(), Code.location(context),
                    null);
            case "DataStreamWriter" -> new Val.Writer(
                    new Val.Data(new Plan.Untraced(reason, Code.text(context), Code.location(context)), globalConf()),
                    "the Dataset", Sink.Kind.FORMAT, Optional.of(Value.unknown(reason)),
                    Optional.of(Value.unknown(reason)), Optional.of(Value.unknown(reason)),
                    Optional.of(Value.unknown(reason)), Options.unknown(reason));
            case "SparkConf" -> new Val.Entries(Options.unknown(reason));
            default -> new Val.Unknown(reason);
        };
    }

    /** Is {@code type} (as written at {@code context}) one of Spark's? By the imports, or the solver. */
    private boolean isSparkType(Type type, Node context) {
        if (!type.isClassOrInterfaceType()) {
            return false;
        }
        ClassOrInterfaceType t = type.asClassOrInterfaceType();
        if (t.getScope().isPresent()) {
            return t.getScope().get().asString().startsWith("org.apache.spark");
        }
        String name = t.getNameAsString();
        CompilationUnit cu = context.findCompilationUnit().orElse(null);
        if (cu == null) {
            return false;
        }
        for (ImportDeclaration imp : cu.getImports()) {
            if (imp.isStatic()) {
                continue;
            }
            if (!imp.isAsterisk() && imp.getName().getIdentifier().equals(name)) {
                return imp.getNameAsString().startsWith("org.apache.spark.");
            }
        }
        return SPARK_TYPES.contains(name) && cu.getImports().stream()
                .anyMatch(i -> !i.isStatic() && i.isAsterisk() && i.getNameAsString().startsWith("org.apache.spark"));
    }

    /**
     * Can an unknown receiver of {@code readStream()}/{@code writeStream()} be Spark's? With a class path, the
     * solver decides when it can type it; otherwise the file must import Spark.
     */
    private boolean isSparkReceiver(Expression receiver) {
        if (sources.enableSymbolResolution(receiver)) {
            try {
                ResolvedType type = receiver.calculateResolvedType();
                if (type.isReferenceType()) {
                    return type.asReferenceType().getQualifiedName().startsWith("org.apache.spark.");
                }
                return false;
            } catch (RuntimeException | StackOverflowError e) {
                // unresolvable: go by the imports
            }
        }
        return receiver.findCompilationUnit().map(cu -> cu.getImports().stream()
                .anyMatch(i -> i.getNameAsString().startsWith("org.apache.spark.sql"))).orElse(false);
    }

    // ---------------------------------------------------------------- session configuration

    /**
     * Every configuration entry any code of the run sets: the session conf of a query whose SparkSession we
     * could not trace. Precision first: a conf set anywhere may apply to it.
     */
    Options globalConf() {
        if (globalConf == null) {
            globalConf = Options.empty(); // guards re-entry while collecting
            globalConf = collectConf(true);
        }
        return globalConf;
    }

    /** Entries set at run time with {@code spark.conf().set(k, v)} or {@code SET k=v}: they reach every session. */
    Options runtimeConf() {
        if (runtimeConf == null) {
            runtimeConf = Options.empty();
            runtimeConf = collectConf(false);
        }
        return runtimeConf;
    }

    private Options collectConf(boolean includeBuilders) {
        Options conf = Options.empty();
        for (CompilationUnit cu : sources.sparkUnits()) {
            for (MethodCallExpr call : cu.findAll(MethodCallExpr.class)) {
                String method = call.getNameAsString();
                Frame f = unboundFrame(call);
                boolean runtimeSet = method.equals("set") && call.getArguments().size() == 2
                        && call.getScope().filter(s -> s instanceof MethodCallExpr m
                        && m.getNameAsString().equals("conf") && m.getArguments().isEmpty()).isPresent();
                if (runtimeSet) {
                    conf = withEntry(conf, call, f);
                } else if (method.equals("sql") && call.getArguments().size() == 1) {
                    Optional<String> sql = string(call.getArgument(0), f);
                    Optional<String[]> set = sql.flatMap(SimpleSql::setCommand);
                    if (set.isPresent()) {
                        conf = conf.with(set.get()[0], Value.of(set.get()[1]), Code.location(call));
                    }
                } else if (includeBuilders && (method.equals("config") || method.equals("set")
                        || method.equals("setIfMissing")) && call.getArguments().size() == 2) {
                    Optional<String> key = string(call.getArgument(0), f);
                    if (key.isPresent() && key.get().startsWith("spark.")) {
                        conf = withEntry(conf, call, f);
                    }
                } else if (includeBuilders && (method.equals("config") || method.equals("setAll"))
                        && call.getArguments().size() == 1) {
                    Val v = eval(call.getArgument(0), f);
                    conf = v instanceof Val.Entries e ? conf.withAll(e.entries()) : conf.opened(Code.call(call));
                }
            }
        }
        return conf;
    }

    // ---------------------------------------------------------------- helpers

    /** Joins two possible values of one expression (branches, several returns): what both agree on. */
    static Val join(Val a, Val b) {
        if (a.equals(b)) {
            return a;
        }
        if (a instanceof Val.Str && b instanceof Val.Str) {
            return unknownStr("one of several values");
        }
        if (a instanceof Val.Entries x && b instanceof Val.Entries y) {
            return new Val.Entries(x.entries().withAll(y.entries()));
        }
        if (a instanceof Val.Session x && b instanceof Val.Session y) {
            return new Val.Session(x.conf().withAll(y.conf()), x.traced() && y.traced());
        }
        if (a instanceof Val.SessionBuilder x && b instanceof Val.SessionBuilder y) {
            return new Val.SessionBuilder(x.conf().withAll(y.conf()));
        }
        if (a instanceof Val.Reader x && b instanceof Val.Reader y && x.streaming() == y.streaming()) {
            return new Val.Reader(x.streaming(), agree(x.format(), y.format()), x.options().withAll(y.options()),
                    x.sessionConf().withAll(y.sessionConf()), x.location(),
                    Objects.equals(x.formatLocation(), y.formatLocation()) ? x.formatLocation() : null);
        }
        if (a instanceof Val.Data x && b instanceof Val.Data y) {
            return new Val.Data(new Plan.Untraced("one of several Datasets", x.plan().code(), x.plan().location()),
                    x.sessionConf().withAll(y.sessionConf()));
        }
        if (a instanceof Val.Writer x && b instanceof Val.Writer y) {
            Val.Data input = (Val.Data) join(x.input(), y.input());
            return new Val.Writer(input, x.subject(), x.kind() == y.kind() ? x.kind() : Sink.Kind.FORMAT,
                    x.kind() == y.kind() ? agree(x.format(), y.format()) : Optional.of(Value.unknown("differs")),
                    agree(x.outputMode(), y.outputMode()), agree(x.queryName(), y.queryName()),
                    agree(x.trigger(), y.trigger()), x.options().withAll(y.options()));
        }
        return new Val.Unknown("one of several values");
    }

    private static Optional<Value> agree(Optional<Value> a, Optional<Value> b) {
        return a.equals(b) ? a : Optional.of(Value.unknown("one of several values"));
    }

    Options withEntry(Options options, MethodCallExpr call, Frame f) {
        return withEntry(options, call.getArgument(0), call.getArgument(1), f, Code.location(call));
    }

    Options withEntry(Options options, Expression key, Expression value, Frame f, SourceLocation at) {
        Optional<String> k = string(key, f);
        return k.isPresent() ? options.with(k.get(), value(value, f), at) : options.opened("an option with unknown key");
    }

    /** The value of an argument as text: known when it folds to a constant. */
    Value value(Expression e, Frame f) {
        Val v = eval(e, f);
        return v instanceof Val.Str s ? s.value() : Value.unknown(Code.text(e));
    }

    Optional<String> string(Expression e, Frame f) {
        return value(e, f).text();
    }


    static Val.Str str(String text) {
        return new Val.Str(Value.of(text));
    }

    static Val.Str unknownStr(String reason) {
        return new Val.Str(Value.unknown(reason));
    }

}
