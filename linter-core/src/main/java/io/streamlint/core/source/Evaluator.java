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
import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.GroupingKey;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.Value;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
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

    /** Dataset methods that keep the input's columns. */
    private static final Set<String> KEEPS_COLUMNS = Set.of("filter", "where", "repartition", "repartitionByRange",
            "coalesce", "dropDuplicates", "dropDuplicatesWithinWatermark", "distinct", "limit", "offset", "orderBy",
            "sort", "sortWithinPartitions", "hint", "observe", "as", "alias", "cache", "persist", "unpersist",
            "checkpoint", "localCheckpoint", "sample", "dropna", "fillna", "withMetadata");

    /** Dataset methods whose output columns are all new: typed objects or rows serialized into new attributes. */
    private static final Set<String> NEW_COLUMNS = Set.of("map", "flatMap", "mapPartitions", "toJSON", "mapInPandas",
            "mapInArrow");

    /** KeyValueGroupedDataset methods that emit new objects per group (not aggregations). */
    private static final Set<String> GROUP_MAPPERS = Set.of("mapGroups", "flatMapGroups", "flatMapSortedGroups",
            "mapGroupsWithState", "flatMapGroupsWithState");

    /** Dataset methods that compute columns in ways we do not follow. */
    private static final Set<String> OPAQUE_PROJECTIONS = Set.of("transform", "unpivot", "melt", "withColumns",
            "withColumnsRenamed", "explode", "toDF", "to");

    private static final Set<String> BINARY = Set.of("join", "crossJoin", "union", "unionAll", "unionByName",
            "intersect", "intersectAll", "except", "exceptAll", "joinWith", "lateralJoin");

    private static final Set<String> GROUPINGS = Set.of("groupBy", "rollup", "cube", "groupByKey", "groupingSets");

    private static final Set<String> AGGREGATES = Set.of("agg", "count", "sum", "avg", "mean", "min", "max",
            "reduceGroups");

    private static final Set<String> WRITER_SETTERS = Set.of("format", "outputMode", "queryName", "trigger", "option",
            "options", "foreach", "foreachBatch", "partitionBy", "clusterBy");

    private final SourceSet sources;
    private final Map<Key, Val> memo = new HashMap<>();
    private final Set<Key> inProgress = new java.util.HashSet<>();
    private final Map<Node, Val> fieldValues = new IdentityHashMap<>();
    private Options globalConf;
    private Options runtimeConf;

    Evaluator(SourceSet sources) {
        this.sources = sources;
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

    /** Identity key for memoisation: AST nodes compare structurally, we need "this node in this frame". */
    private record Key(Node node, Frame frame) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.node == node && k.frame == frame;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(node) * 31 + System.identityHashCode(frame);
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
        return Character.isUpperCase(name.charAt(0)) ? new Val.TypeName(name) : new Val.Unknown("unresolved " + name);
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
            return new Val.TypeName(name); // org.apache.spark.sql.functions, a.b.Constants
        }
        return new Val.Unknown("field of an object: " + fa);
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
            return columnNamed(string(created.getArgument(0), f), Code.text(created));
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
        Key key = new Key(event.node(), f);
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
        Val value;
        if (field.getInitializer().isPresent()) {
            value = eval(field.getInitializer().get(), unboundFrame(field));
            for (Variables.Event a : assignments) {
                value = join(value, eval(((AssignExpr) a.node()).getValue(), unboundFrame(a.node())));
            }
        } else if (assignments.isEmpty()) {
            value = fromDeclaredType(field.getType(), field);
        } else {
            value = null;
            for (Variables.Event a : assignments) {
                Val assigned = eval(((AssignExpr) a.node()).getValue(), unboundFrame(a.node()));
                value = value == null ? assigned : join(value, assigned);
            }
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
                return columnFunction(call, f);
            }
            return new Val.Unknown("call of " + method);
        }
        Expression scopeExpr = call.getScope().get();
        Val scope = eval(scopeExpr, f);
        if (scope instanceof Val.TypeName t) {
            return staticCall(t.name(), call, f);
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
            return sparkCall(assumed, call, f);
        }
        return sparkCall(scope, call, f);
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
        return sparkCall(receiver, call, f);
    }

    private Val sparkCall(Val receiver, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        if (receiver instanceof Val.SessionBuilder b) {
            if (method.equals("config") && args.size() == 2) {
                return new Val.SessionBuilder(withEntry(b.conf(), call, f));
            }
            if (method.equals("config") && args.size() == 1) {
                Val conf = eval(args.get(0), f);
                return new Val.SessionBuilder(conf instanceof Val.Entries e ? b.conf().withAll(e.entries())
                        : b.conf().opened(Code.call(call)));
            }
            if (method.equals("getOrCreate") || method.equals("create")) {
                return new Val.Session(b.conf(), true);
            }
            return b;
        }
        if (receiver instanceof Val.Session s) {
            return switch (method) {
                case "readStream" -> new Val.Reader(true, Optional.empty(), Options.empty(), s.conf(),
                        Code.location(call), null);
                case "read" -> new Val.Reader(false, Optional.empty(), Options.empty(), s.conf(), Code.location(call), null);
                case "table" -> new Val.Data(new Plan.Source(false, Value.of("table"), Options.empty(), Code.call(call),
                        Code.location(call)), s.conf());
                case "sql" -> new Val.Data(new Plan.Untraced("SQL query", Code.call(call), Code.location(call)), s.conf());
                case "newSession", "cloneSession" -> s;
                default -> new Val.Unknown("SparkSession." + method);
            };
        }
        if (receiver instanceof Val.Reader r) {
            return readerCall(r, call, f);
        }
        if (receiver instanceof Val.Data d) {
            return datasetCall(d, call, f);
        }
        if (receiver instanceof Val.Grouped g) {
            return groupedCall(g, call);
        }
        if (receiver instanceof Val.Writer w) {
            return WRITER_SETTERS.contains(method) ? writerCall(w, call, f) : new Val.Unknown("DataStreamWriter." + method);
        }
        if (receiver instanceof Val.Entries e && (method.equals("set") || method.equals("setIfMissing"))
                && args.size() == 2) {
            return new Val.Entries(withEntry(e.entries(), call, f)); // SparkConf.set returns the conf
        }
        if (receiver instanceof Val.Entries e && (method.equals("setAppName") || method.equals("setMaster"))) {
            return e;
        }
        if (receiver instanceof Val.Col c) {
            if ((method.equals("as") || method.equals("alias") || method.equals("name")) && args.size() == 1) {
                Optional<String> alias = string(args.get(0), f);
                return new Val.Col(alias.isPresent()
                        ? new ColumnExpr.Alias(c.expr(), alias.get(), Code.text(call))
                        : new ColumnExpr.Unreadable(Code.text(call)));
            }
            return new Val.Col(new ColumnExpr.Computed(Code.text(call)));
        }
        if (receiver instanceof Val.Str s && method.equals("toString")) {
            return s;
        }
        return new Val.Unknown("call of " + method);
    }

    private Val readerCall(Val.Reader r, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        switch (method) {
            case "format":
                return new Val.Reader(r.streaming(), Optional.of(value(args.get(0), f)), r.options(), r.sessionConf(),
                        r.location(), Code.location(call));
            case "option":
                return new Val.Reader(r.streaming(), r.format(), withEntry(r.options(), call, f), r.sessionConf(),
                        r.location(), r.formatLocation());
            case "options": {
                Val map = eval(args.get(0), f);
                Options options = map instanceof Val.Entries e ? r.options().withAll(e.entries())
                        : r.options().opened(Code.call(call));
                return new Val.Reader(r.streaming(), r.format(), options, r.sessionConf(), r.location(),
                        r.formatLocation());
            }
            case "schema":
                return r;
            case "load", "table", "json", "csv", "parquet", "orc", "text", "textFile", "xml": {
                Value format = switch (method) {
                    case "load" -> r.format().orElse(Value.of("parquet"));
                    case "textFile" -> Value.of("text");
                    default -> Value.of(method);
                };
                Options options = r.options();
                if (args.size() == 1 && !method.equals("table")) {
                    options = options.with("path", value(args.get(0), f), Code.location(call));
                }
                SourceLocation at = r.formatLocation() != null ? r.formatLocation() : Code.location(call);
                return new Val.Data(new Plan.Source(r.streaming(), format, options, Code.call(call), at), r.sessionConf());
            }
            default:
                return new Val.Unknown("DataStreamReader." + method);
        }
    }

    private Val datasetCall(Val.Data d, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        String code = Code.call(call);
        SourceLocation at = Code.location(call);
        if (method.equals("withWatermark") && args.size() == 2) {
            return data(new Plan.Watermark(value(args.get(0), f), value(args.get(1), f), d.plan(), code, at), d);
        }
        if (GROUPINGS.contains(method)) {
            if (method.equals("groupByKey")) {
                return new Val.Grouped(Plan.Grouping.BY_KEY_FUNCTION, List.of(), d, code, at);
            }
            List<GroupingKey> keys = new ArrayList<>();
            for (Expression arg : args) {
                keys.add(groupingKey(columnOf(arg, f)));
            }
            Plan.Grouping grouping = method.equals("groupBy") ? Plan.Grouping.GROUP_BY : Plan.Grouping.GROUPING_SETS;
            return new Val.Grouped(grouping, keys, d, code, at);
        }
        if (method.equals("agg")) {
            return data(new Plan.Aggregate(Plan.Grouping.GLOBAL, List.of(), d.plan(), code, at), d);
        }
        if (method.equals("writeStream") && args.isEmpty()) {
            String subject = call.getScope().map(Evaluator::subjectOf).orElse("the Dataset");
            return new Val.Writer(d, subject, Sink.Kind.FORMAT, Optional.empty(), Optional.empty(), Optional.empty(),
                    Optional.empty(), Options.empty());
        }
        if (KEEPS_COLUMNS.contains(method)) {
            return data(new Plan.Operator(method, d.plan(), code, at), d);
        }
        if (BINARY.contains(method) && !args.isEmpty()) {
            Val other = eval(args.get(0), f);
            Val.Data right = other instanceof Val.Data o ? o
                    : new Val.Data(new Plan.Untraced("untraced Dataset", Code.text(args.get(0)), Code.location(args.get(0))),
                    Options.empty());
            Value joinType = args.size() >= 3 ? value(args.get(2), f) : Value.of("inner");
            return new Val.Data(new Plan.Binary(method, joinType, d.plan(), right.plan(), code, at),
                    d.sessionConf().withAll(right.sessionConf()));
        }
        if (method.equals("col") || method.equals("apply") || method.equals("column")) {
            return new Val.Col(string(args.get(0), f).<ColumnExpr>map(n -> new ColumnExpr.Ref(n, Code.text(call)))
                    .orElse(new ColumnExpr.Unreadable(Code.text(call))));
        }
        Optional<ColumnMapping> mapping = projection(method, args, f);
        if (mapping.isPresent()) {
            return data(new Plan.Project(mapping.get(), d.plan(), code, at), d);
        }
        return new Val.Unknown("Dataset." + method);
    }

    private static Val.Data data(Plan plan, Val.Data input) {
        return new Val.Data(plan, input.sessionConf());
    }

    /** How select/withColumn/... map columns; empty when {@code method} is not a projection. */
    private Optional<ColumnMapping> projection(String method, NodeList<Expression> args, Frame f) {
        switch (method) {
            case "select": {
                List<ColumnMapping.Select.Output> outputs = new ArrayList<>();
                for (Expression arg : args) {
                    ColumnExpr column = columnOf(arg, f);
                    if (column instanceof ColumnExpr.Unreadable) {
                        return Optional.of(new ColumnMapping.Opaque("unreadable column " + column.code()));
                    }
                    outputs.add(output(column));
                }
                return Optional.of(new ColumnMapping.Select(outputs));
            }
            case "selectExpr": {
                List<ColumnMapping.Select.Output> outputs = new ArrayList<>();
                for (Expression arg : args) {
                    Optional<String> sql = string(arg, f);
                    if (sql.isEmpty()) {
                        return Optional.of(new ColumnMapping.Opaque("unreadable selectExpr"));
                    }
                    outputs.add(SimpleSql.selectItem(sql.get()));
                }
                return Optional.of(new ColumnMapping.Select(outputs));
            }
            case "withColumn": {
                Optional<String> name = string(args.get(0), f);
                ColumnExpr column = args.size() > 1 ? columnOf(args.get(1), f) : new ColumnExpr.Unreadable("");
                if (name.isEmpty() || column instanceof ColumnExpr.Unreadable) {
                    return Optional.of(new ColumnMapping.Opaque("withColumn with unreadable arguments"));
                }
                return Optional.of(new ColumnMapping.Replace(name.get(), referencedColumn(column)));
            }
            case "withColumnRenamed": {
                Optional<String> from = string(args.get(0), f);
                Optional<String> to = args.size() > 1 ? string(args.get(1), f) : Optional.empty();
                return Optional.of(from.isPresent() && to.isPresent() ? new ColumnMapping.Rename(from.get(), to.get())
                        : new ColumnMapping.Opaque("withColumnRenamed with unreadable names"));
            }
            case "drop": {
                List<String> names = new ArrayList<>();
                for (Expression arg : args) {
                    ColumnExpr column = columnOf(arg, f);
                    if (!(column instanceof ColumnExpr.Ref ref)) {
                        return Optional.of(new ColumnMapping.Opaque("drop of an unreadable column"));
                    }
                    names.add(ref.name());
                }
                return Optional.of(new ColumnMapping.Drop(names));
            }
            default:
                if (NEW_COLUMNS.contains(method)) {
                    return Optional.of(new ColumnMapping.NewColumns(method + " serializes new columns"));
                }
                return OPAQUE_PROJECTIONS.contains(method)
                        ? Optional.of(new ColumnMapping.Opaque(method + " computes columns we do not follow"))
                        : Optional.empty();
        }
    }

    private static ColumnMapping.Select.Output output(ColumnExpr column) {
        if (column instanceof ColumnExpr.Star) {
            return ColumnMapping.Select.Output.STAR;
        }
        if (column instanceof ColumnExpr.Alias alias) {
            return new ColumnMapping.Select.Output(alias.name(), referencedColumn(alias.child()));
        }
        if (column instanceof ColumnExpr.Ref ref) {
            return new ColumnMapping.Select.Output(ref.name(), ref.name());
        }
        return new ColumnMapping.Select.Output(column.code(), null);
    }

    /** The input column an expression is a plain reference to (through aliases), or null. */
    private static String referencedColumn(ColumnExpr column) {
        if (column instanceof ColumnExpr.Alias alias) {
            return referencedColumn(alias.child());
        }
        return column instanceof ColumnExpr.Ref ref ? ref.name() : null;
    }

    private Val groupedCall(Val.Grouped g, MethodCallExpr call) {
        String method = call.getNameAsString();
        if (AGGREGATES.contains(method)) {
            return data(new Plan.Aggregate(g.grouping(), g.keys(), g.input().plan(), g.code(), g.location()), g.input());
        }
        if (method.equals("pivot") || method.equals("mapValues") || method.equals("keyAs")) {
            return g;
        }
        ColumnMapping mapping = GROUP_MAPPERS.contains(method) ? new ColumnMapping.NewColumns(method)
                : new ColumnMapping.Opaque(method); // transformWithState may re-declare an event time; cogroup
        return data(new Plan.Project(mapping, g.input().plan(), Code.call(call), Code.location(call)), g.input());
    }

    private Val writerCall(Val.Writer w, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        return switch (method) {
            case "format" -> w.with(w.kind(), Optional.of(value(args.get(0), f)), w.outputMode(), w.queryName(),
                    w.trigger(), w.options());
            case "outputMode" -> w.with(w.kind(), w.format(), Optional.of(lower(value(args.get(0), f))), w.queryName(),
                    w.trigger(), w.options());
            case "queryName" -> w.with(w.kind(), w.format(), w.outputMode(), Optional.of(value(args.get(0), f)),
                    w.trigger(), w.options());
            case "trigger" -> w.with(w.kind(), w.format(), w.outputMode(), w.queryName(),
                    Optional.of(value(args.get(0), f)), w.options());
            case "option" -> w.with(w.kind(), w.format(), w.outputMode(), w.queryName(), w.trigger(),
                    withEntry(w.options(), call, f));
            case "options" -> {
                Val map = eval(args.get(0), f);
                yield w.with(w.kind(), w.format(), w.outputMode(), w.queryName(), w.trigger(),
                        map instanceof Val.Entries e ? w.options().withAll(e.entries())
                                : w.options().opened(Code.call(call)));
            }
            case "foreach" -> w.with(Sink.Kind.FOREACH, w.format(), w.outputMode(), w.queryName(), w.trigger(), w.options());
            case "foreachBatch" -> w.with(Sink.Kind.FOREACH_BATCH, w.format(), w.outputMode(), w.queryName(), w.trigger(),
                    w.options());
            default -> w; // partitionBy, clusterBy
        };
    }

    /** {@code SparkSession.builder()}, {@code OutputMode.Append()}, {@code Map.of(..)}, {@code Helpers.m(..)}, ... */
    private Val staticCall(String type, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        List<TypeDeclaration<?>> userTypes = typesNamed(type, call);
        if (!userTypes.isEmpty()) {
            Optional<MethodDeclaration> user = resolveUserMethod(call, f);
            return user.isPresent() ? callUserMethod(user.get(), call, f) : new Val.Unknown(type + "." + method);
        }
        switch (type) {
            case "SparkSession":
                if (method.equals("builder")) {
                    return new Val.SessionBuilder(Options.empty());
                }
                return method.startsWith("active") || method.startsWith("get")
                        ? new Val.Session(globalConf(), false) : new Val.Unknown("SparkSession." + method);
            case "OutputMode":
                return str(method.toLowerCase(Locale.ROOT));
            case "Trigger":
                return str(method);
            case "functions":
                return columnFunction(call, f);
            case "Map", "ImmutableMap":
                if (method.equals("of")) {
                    Options entries = Options.empty();
                    for (int i = 0; i + 1 < args.size(); i += 2) {
                        entries = withEntry(entries, args.get(i), args.get(i + 1), f, Code.location(args.get(i)));
                    }
                    return new Val.Entries(entries);
                }
                if (method.equals("ofEntries")) {
                    Options entries = Options.empty();
                    for (Expression arg : args) {
                        if (arg instanceof MethodCallExpr entry && entry.getNameAsString().equals("entry")
                                && entry.getArguments().size() == 2) {
                            entries = withEntry(entries, entry.getArgument(0), entry.getArgument(1), f,
                                    Code.location(entry));
                        } else {
                            entries = entries.opened(Code.text(arg));
                        }
                    }
                    return new Val.Entries(entries);
                }
                if (method.equals("copyOf")) {
                    Val source = eval(args.get(0), f);
                    return source instanceof Val.Entries ? source : new Val.Entries(Options.unknown(Code.call(call)));
                }
                return new Val.Unknown("Map." + method);
            case "Collections":
                if (method.equals("singletonMap") && args.size() == 2) {
                    return new Val.Entries(withEntry(Options.empty(), args.get(0), args.get(1), f, Code.location(call)));
                }
                if (method.equals("emptyMap")) {
                    return new Val.Entries(Options.empty());
                }
                if (method.equals("unmodifiableMap")) {
                    return eval(args.get(0), f);
                }
                return new Val.Unknown("Collections." + method);
            case "String", "Long", "Integer", "Double", "Boolean":
                if ((method.equals("valueOf") || method.equals("toString")) && args.size() == 1) {
                    Val v = eval(args.get(0), f);
                    return v instanceof Val.Str ? v : unknownStr(type + "." + method);
                }
                return unknownStr(type + "." + method);
            default:
                return new Val.Unknown(type + "." + method);
        }
    }

    /** {@code col("x")}, {@code window(col("ts"), "5 minutes")}, {@code expr("...")}, {@code lit(1)}, ... */
    private Val columnFunction(MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        String code = Code.text(call);
        if ((method.equals("col") || method.equals("column")) && args.size() == 1) {
            return columnNamed(string(args.get(0), f), code);
        }
        if ((method.equals("window") || method.equals("session_window")) && !args.isEmpty()) {
            ColumnExpr time = columnOf(args.get(0), f);
            String timeColumn = time instanceof ColumnExpr.Ref ref ? ref.name() : null;
            return new Val.Col(new ColumnExpr.TimeWindow(method, timeColumn, code));
        }
        if (method.equals("expr") && args.size() == 1) {
            Optional<String> sql = string(args.get(0), f);
            if (sql.isPresent() && SimpleSql.isIdentifier(sql.get())) {
                return new Val.Col(new ColumnExpr.Ref(sql.get(), code));
            }
            return new Val.Col(new ColumnExpr.Unreadable(code)); // SQL text: read by the Catalyst frontend
        }
        return new Val.Col(new ColumnExpr.Computed(code));
    }

    /** {@code col(name)}, {@code new Column(name)}: a reference, a star, or unreadable when the name is unknown. */
    private static Val columnNamed(Optional<String> name, String code) {
        if (name.isEmpty()) {
            return new Val.Col(new ColumnExpr.Unreadable(code));
        }
        return new Val.Col(name.get().equals("*") ? new ColumnExpr.Star(code) : new ColumnExpr.Ref(name.get(), code));
    }

    /** A column argument: a Column expression, or a String naming a column. */
    private ColumnExpr columnOf(Expression arg, Frame f) {
        Val v = eval(arg, f);
        if (v instanceof Val.Col c) {
            return c.expr();
        }
        if (v instanceof Val.Str s && s.value().isKnown()) {
            String name = s.value().text().orElseThrow();
            return name.equals("*") ? new ColumnExpr.Star(name) : new ColumnExpr.Ref(name, '"' + name + '"');
        }
        return new ColumnExpr.Unreadable(Code.text(arg));
    }

    private static GroupingKey groupingKey(ColumnExpr column) {
        return groupingKey(column, null);
    }

    /** {@code alias}: the name the key's output column gets (Spark trims the alias only from the check). */
    private static GroupingKey groupingKey(ColumnExpr column, String alias) {
        if (column instanceof ColumnExpr.Alias a) {
            return groupingKey(a.child(), alias != null ? alias : a.name());
        }
        if (column instanceof ColumnExpr.Ref ref) {
            return new GroupingKey.Column(ref.name(), alias != null ? alias : ref.name(), ref.code());
        }
        if (column instanceof ColumnExpr.TimeWindow w) {
            return w.timeColumn() == null ? new GroupingKey.Unreadable(w.code())
                    : new GroupingKey.TimeWindow(w.function(), w.timeColumn(), alias != null ? alias : w.function(),
                    w.code());
        }
        if (column instanceof ColumnExpr.Computed c) {
            return new GroupingKey.Computed(c.code());
        }
        return new GroupingKey.Unreadable(column.code());
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

    private Options withEntry(Options options, MethodCallExpr call, Frame f) {
        return withEntry(options, call.getArgument(0), call.getArgument(1), f, Code.location(call));
    }

    private Options withEntry(Options options, Expression key, Expression value, Frame f, SourceLocation at) {
        Optional<String> k = string(key, f);
        return k.isPresent() ? options.with(k.get(), value(value, f), at) : options.opened("an option with unknown key");
    }

    /** The value of an argument as text: known when it folds to a constant. */
    Value value(Expression e, Frame f) {
        Val v = eval(e, f);
        return v instanceof Val.Str s ? s.value() : Value.unknown(Code.text(e));
    }

    private Optional<String> string(Expression e, Frame f) {
        return value(e, f).text();
    }

    private static Value lower(Value v) {
        return v.lowerCase().map(Value::of).orElse(v);
    }

    private static Val.Str str(String text) {
        return new Val.Str(Value.of(text));
    }

    private static Val.Str unknownStr(String reason) {
        return new Val.Str(Value.unknown(reason));
    }

    /** How the user names the Dataset a writeStream() starts from: the variable its chain starts at. */
    private static String subjectOf(Expression scope) {
        Expression root = scope instanceof MethodCallExpr m ? Variables.chainRoot(m) : scope;
        if (root instanceof NameExpr n) {
            return n.getNameAsString();
        }
        if (root instanceof FieldAccessExpr fa) {
            return fa.getNameAsString();
        }
        return "the Dataset";
    }
}
