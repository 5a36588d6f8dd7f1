package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.ClassOrInterfaceDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.ArrayAccessExpr;
import com.github.javaparser.ast.expr.ArrayCreationExpr;
import com.github.javaparser.ast.expr.ArrayInitializerExpr;
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
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.LongLiteralExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SimpleName;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithArguments;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.ExplicitConstructorInvocationStmt;
import com.github.javaparser.ast.stmt.ForEachStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.YieldStmt;
import com.github.javaparser.ast.stmt.ThrowStmt;
import com.github.javaparser.ast.stmt.ContinueStmt;
import com.github.javaparser.ast.stmt.BreakStmt;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import com.github.javaparser.ast.type.ClassOrInterfaceType;
import com.github.javaparser.ast.type.Type;
import com.github.javaparser.resolution.types.ResolvedType;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Value;
import io.streamlint.core.sql.SqlParser;
import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * An abstract interpreter for the Spark-building parts of Java code: it evaluates an expression to a
 * {@link Val}, following local variables (with reassignment and mutating calls), fields, constants in
 * other files, option maps, collections and helper methods, and models Spark's builder and Dataset methods.
 * Where the code chooses between values the result is {@link Val.OneOf} the alternatives (see {@link Choices}).
 * What it cannot see becomes unknown. Evaluation is memoised per node and calling context.
 */
final class Evaluator {

    /**
     * How many helper calls deep a frame binds its parameters to the caller's values; deeper calls are evaluated with
     * their parameters unbound. Frames are values, so this is what bounds the number of contexts a chain of helpers
     * that call each other with different arguments (or a recursion with growing arguments) can create.
     */
    static final int MAX_DEPTH = 8;

    /** Spark types a declared type may name. */
    private static final Set<String> SPARK_TYPES = Set.of("SparkSession", "Dataset", "DataStreamReader",
            "DataStreamWriter", "DataFrameReader", "SparkConf", "Column", "RelationalGroupedDataset",
            "KeyValueGroupedDataset", "RuntimeConfig", "Row", "StreamingQuery", "SQLContext", "SaveMode", "Trigger",
            "OutputMode", "DataFrameWriter", "DataFrameWriterV2");

    static final Set<String> MAP_TYPES = Set.of("Map", "HashMap", "LinkedHashMap", "TreeMap",
            "ImmutableMap", "Properties", "ConcurrentHashMap", "Hashtable");

    static final Set<String> COLLECTION_TYPES = Set.of("List", "ArrayList", "LinkedList", "Set", "HashSet",
            "LinkedHashSet", "TreeSet", "Collection", "ArrayDeque", "Deque", "Queue", "CopyOnWriteArrayList",
            "Vector", "Iterable");

    private final SourceSet sources;
    /** The linted types by name, with their super- and subtypes. */
    final Types types;
    /** Which methods call which, read from the code. */
    final CallGraph calls;
    /** Decisions the code makes on values the evaluator knows. */
    final Conditions conditions = new Conditions(this);

    private final SpringBeans springBeans = new SpringBeans(this);
    /** The applications of the linted code, and which code runs in which. */
    final Applications applications;
    private final SparkApi spark;
    private final Memo memo = new Memo();
    private final Map<Frame, Frame> frames = new ConcurrentHashMap<>();
    /** Arguments fixed to one alternative while a call is made on each combination of alternatives (per thread). */
    private final ThreadLocal<Map<Key, Val>> pinned = ThreadLocal.withInitial(HashMap::new);
    private volatile @Nullable Map<String, List<MethodCallExpr>> viewRegistrations;
    private final Variables.ScopeContents scopes = new Variables.ScopeContents();
    /** The SQL texts and interval strings met, read by Spark's parser. */
    final SparkTexts texts;
    /** The work the current observation may still take, per thread (see {@link Budget}). */
    private final ThreadLocal<Budget> budget = ThreadLocal.withInitial(() -> Budget.UNLIMITED);

    Evaluator(SourceSet sources, SqlParser parser) {
        this.sources = sources;
        this.types = new Types(sources);
        this.calls = new CallGraph(sources, types);
        this.applications = new Applications(sources, calls);
        this.texts = new SparkTexts(this.budget::get, parser, this::constantInitializer);
        this.spark = new SparkApi(this);
    }

    /** The one frame equal to {@code frame}. */
    Frame intern(Frame frame) {
        Frame known = frames.putIfAbsent(frame, frame);
        return known != null ? known : frame;
    }

    /**
     * The frame of the method around {@code node} with its parameters unbound (values come from their declared
     * types); a field initialiser's frame outside methods.
     */
    /** The units the linted code has, as parsed so far. */
    List<com.github.javaparser.ast.CompilationUnit> units() {
        return sources.parsedUnits();
    }

    /** {@code compute}'s value, computed once per key (a cycle of keys gives unknown). */
    Val memoized(Object key, Supplier<Val> compute) {
        return memo.get(key, compute);
    }

    Frame unboundFrame(Node node) {
        Node callable = node instanceof CallableDeclaration<?> || node instanceof LambdaExpr ? node
                : node.findAncestor(CallableDeclaration.class).map(c -> (Node) c).orElse(null);
        return intern(Frame.of(callable, Map.of(), 0, null, null, null, null));
    }

    /** An expression in a frame, in the memo (AST nodes compare structurally; we need this very node). */
    private record Key(Node node, Frame frame) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.node == node && k.frame.equals(frame);
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(node) * 31 + frame.hashCode();
        }
    }

    // ---------------------------------------------------------------- expressions

    /** Counts the evaluations that follow against {@code budget} (started by the caller). */
    void budget(Budget budget) {
        this.budget.set(budget);
        Budget.use(budget);
    }

    /** Sizes of the memo and of the frame table, for measurements. */
    String statistics() {
        Map<Node, Integer> perCallable = new IdentityHashMap<>();
        frames.keySet().forEach(fr -> perCallable.merge(fr.callable == null ? fr.fieldEntry : fr.callable, 1, Integer::sum));
        int max = perCallable.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        Node worst = perCallable.entrySet().stream().filter(e -> e.getValue() == max).map(Map.Entry::getKey).findFirst()
                .orElse(null);
        String which = worst instanceof CallableDeclaration<?> c ? c.getNameAsString() + " multiplied="
                + calls.multiplied(c) + " callers=" + calls.callers(c).size() : String.valueOf(worst);
        return memo.size() + " values, " + frames.size() + " frames (at most " + max + " of one method: " + which + ")";
    }

    /** Starts counting the steps of the next observed value. */
    void startValue() {
        budget.get().startValue();
    }

    /** Forgets this thread's unfinished work after an observation was abandoned (its budget ran out). */
    void abandon() {
        memo.abandonWalk();
        pinned.remove();
    }

    Val eval(Expression e, Frame f) {
        budget.get().step();
        Key key = new Key(e, f);
        Val fixed = pinned.get().get(key);
        if (fixed != null) {
            return fixed;
        }
        return memo.get(key, () -> compute(e, f));
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
            return Choices.distribute(List.of(eval(b.getLeft(), f), eval(b.getRight(), f)), lr -> {
                if (lr.get(0) instanceof Val.Str l && lr.get(1) instanceof Val.Str r) {
                    if (l.value() instanceof Value.PerRun || r.value() instanceof Value.PerRun) {
                        return l.value() instanceof Value.PerRun ? l : r; // "/chk/" + UUID.randomUUID()
                    }
                    return l.value().isKnown() && r.value().isKnown()
                            ? str(l.value().text().orElseThrow() + r.value().text().orElseThrow())
                            : unknownStr("concatenation with an unknown part");
                }
                return new Val.Unknown("arithmetic");
            });
        }
        if (e instanceof ConditionalExpr c) {
            String condition = Code.text(c.getCondition());
            Object point = new BranchPoint(f, condition);
            return Choices.branch(point,
                    eval(c.getThenExpr(), f), new Val.Choice(point, "true", Code.location(c.getThenExpr()),
                            "when " + condition + " is true"),
                    eval(c.getElseExpr(), f), new Val.Choice(point, "false", Code.location(c.getElseExpr()),
                            "when " + condition + " is false"));
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
        if (e instanceof ArrayCreationExpr array) {
            return array.getInitializer().map(init -> eval(init, f)).orElse(new Val.Unknown("an empty array"));
        }
        if (e instanceof ArrayInitializerExpr init) {
            return new Val.Items(init.getValues().stream().map(v -> eval(v, f)).toList());
        }
        if (e instanceof LambdaExpr || e instanceof MethodReferenceExpr) {
            return new Val.Function(new Val.Passed(e, f));
        }
        if (e instanceof ArrayAccessExpr access) {
            return Choices.distribute(List.of(eval(access.getName(), f), eval(access.getIndex(), f)), ai -> {
                if (ai.get(0) instanceof Val.Items items && ai.get(1) instanceof Val.Str i && i.value().text().isPresent()
                        && i.value().text().get().matches("\\d{1,9}")) {
                    int index = Integer.parseInt(i.value().text().get());
                    return index < items.elements().size() ? items.elements().get(index) : new Val.Unknown("index");
                }
                return new Val.Unknown("an array element");
            });
        }
        if (e instanceof ThisExpr) {
            return f.self != null ? f.self : Variables.enclosingTypes(e).stream().findFirst()
                    .<Val>map(t -> new Val.Foreign(Types.objectName(t), false)).orElse(new Val.Unknown("this"));
        }
        return new Val.Unknown(e.getClass().getSimpleName());
    }

    /**
     * Whether {@code alt} can be the value seen at {@code site}: not when it took the other branch of a decision
     * that also guards the site, in the same frame ({@code df = streaming ? readStream : read;} then
     * {@code if (streaming) df.writeStream()}: the batch alternative never reaches the writeStream()).
     */
    boolean reaches(Val.Alt alt, Node site, Frame f) {
        Node child = site;
        for (Node parent = site.getParentNode().orElse(null); parent != null && !(parent instanceof CallableDeclaration<?>)
                && !(parent instanceof LambdaExpr); child = parent, parent = parent.getParentNode().orElse(null)) {
            Expression condition = null;
            boolean taken = false;
            if (parent instanceof IfStmt s && (s.getThenStmt() == child || s.getElseStmt().orElse(null) == child)) {
                condition = s.getCondition();
                taken = s.getThenStmt() == child;
            } else if (parent instanceof ConditionalExpr c && (c.getThenExpr() == child || c.getElseExpr() == child)) {
                condition = c.getCondition();
                taken = c.getThenExpr() == child;
            }
            if (condition == null) {
                continue;
            }
            while (condition instanceof EnclosedExpr e) {
                condition = e.getInner();
            }
            if (condition instanceof UnaryExpr u && u.getOperator() == UnaryExpr.Operator.LOGICAL_COMPLEMENT) {
                condition = u.getExpression(); // if (!streaming): the other branch of "streaming"
                taken = !taken;
            }
            if (condition instanceof MethodCallExpr test && test.getNameAsString().equals("isStreaming")
                    && test.getArguments().isEmpty() && test.getScope().isPresent()
                    && isStreaming(test.getScope().get(), f) == (taken ? Lineage.Answer.NO : Lineage.Answer.YES)) {
                return false; // if (ds.isStreaming()) where ds surely is not a stream here (or surely is, for else)
            }
            // The two spellings decisions are recorded under: ?: by its short text, if/else by its full text.
            List<Object> points = List.of(new BranchPoint(f, Code.text(condition)),
                    new BranchPoint(f, condition.toString().replaceAll("\\s+", " ")));
            for (Val.Choice choice : alt.path()) {
                if (points.contains(choice.point()) && !Boolean.toString(taken).equals(choice.branch())) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The value of {@code e} as it reaches {@code site}: without the alternatives that took the other branch of a
     * decision guarding the site ({@code if (streaming) startQuery(df.writeStream())} passes only the stream).
     */
    Val reachingValue(Expression e, Node site, Frame f) {
        Val value = eval(e, f);
        if (!(value instanceof Val.OneOf)) {
            return value;
        }
        List<Val.Alt> all = Choices.alternatives(value);
        List<Val.Alt> reaching = all.stream().filter(alt -> reaches(alt, site, f)).toList();
        return reaching.isEmpty() || reaching.size() == all.size() ? value : Choices.oneOf(reaching);
    }

    /** Whether {@code dataset} is a stream in frame {@code f}: the same answer for all its alternatives, or unknown. */
    Lineage.Answer isStreaming(Expression dataset, Frame f) {
        Set<Lineage.Answer> answers = new HashSet<>();
        for (Val.Alt alt : Choices.alternatives(eval(dataset, f))) {
            answers.add(alt.value() instanceof Val.Data d ? Lineage.isStreaming(d.plan()) : Lineage.Answer.UNKNOWN);
        }
        return answers.size() == 1 ? answers.iterator().next() : Lineage.Answer.UNKNOWN;
    }

    /** A decision the code makes: the same condition text in the same frame is the same decision. */
    private record BranchPoint(Frame frame, String condition) {
        @Override
        public boolean equals(Object o) {
            return o instanceof BranchPoint b && b.frame == frame && b.condition.equals(condition);
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(frame) * 31 + condition.hashCode();
        }
    }

    /** A decision identified by a node in a frame (a loop, a helper's returns, a field's assignments). */
    private record NodePoint(@Nullable Node node, @Nullable Frame frame) {
        @Override
        public boolean equals(Object o) {
            return o instanceof NodePoint p && p.node == node && p.frame == frame;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(node) * 31 + System.identityHashCode(frame);
        }
    }

    private Val evalName(NameExpr n, Frame f) {
        String name = n.getNameAsString();
        Optional<Node> local = Variables.localDeclaration(name, n);
        if (local.isPresent()) {
            return valueAt(local.get(), name, n, f);
        }
        for (TypeDeclaration<?> enclosing : Variables.enclosingTypes(n)) {
            for (TypeDeclaration<?> type : types.withSuperTypes(enclosing)) {
                Optional<VariableDeclarator> field = Variables.field(type, name);
                if (field.isPresent()) {
                    return fieldAt(field.get(), type, n, f);
                }
            }
        }
        Optional<Val> imported = staticImport(n, name, f);
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
    private Optional<Val> staticImport(Node use, String name, Frame f) {
        return staticallyImported(use, name).stream().findFirst()
                .map(field -> fieldValue(field.field(), field.owner(), f));
    }

    /** A field of a linted class and the class that declares it. */
    private record OwnedField(VariableDeclarator field, TypeDeclaration<?> owner) {
    }

    /** The fields named {@code name} that the static imports of {@code use}'s file bring in, in import order. */
    private List<OwnedField> staticallyImported(Node use, String name) {
        List<OwnedField> found = new ArrayList<>();
        CompilationUnit cu = use.findCompilationUnit().orElse(null);
        if (cu == null) {
            return found;
        }
        for (ImportDeclaration imp : cu.getImports()) {
            if (!imp.isStatic() || !imp.isAsterisk() && !imp.getName().getIdentifier().equals(name)) {
                continue;
            }
            String owner = imp.isAsterisk() ? imp.getNameAsString() : Types.qualifier(imp.getNameAsString());
            for (TypeDeclaration<?> type : types.qualified(owner)) {
                Variables.field(type, name).ifPresent(field -> found.add(new OwnedField(field, type)));
            }
        }
        return found;
    }

    /**
     * The initializer of the final field of another class that {@code e} names ({@code Settings.WINDOW}, or
     * {@code WINDOW} imported statically), when the linted code declares it: where a text problem in it is reported.
     */
    private Optional<Expression> constantInitializer(Expression e) {
        List<VariableDeclarator> found = new ArrayList<>();
        if (e instanceof FieldAccessExpr fa && isQualifiedName(fa.getScope())) {
            String owner = fa.getScope() instanceof FieldAccessExpr q ? q.getNameAsString() : fa.getScope().toString();
            types.named(owner, fa).forEach(t -> Variables.field(t, fa.getNameAsString()).ifPresent(found::add));
        } else if (e instanceof NameExpr n) {
            staticallyImported(n, n.getNameAsString()).forEach(field -> found.add(field.field()));
        }
        return found.size() == 1 && found.get(0).getParentNode().orElse(null) instanceof FieldDeclaration field
                && field.isFinal() ? found.get(0).getInitializer() : Optional.empty();
    }

    private Val evalFieldAccess(FieldAccessExpr fa, Frame f) {
        String name = fa.getNameAsString();
        if (isPackageName(fa.getScope())) {
            return new Val.TypeName(name); // org.apache.spark.sql.functions, com.acme.Constants
        }
        if (fa.getScope() instanceof ThisExpr) {
            for (TypeDeclaration<?> enclosing : Variables.enclosingTypes(fa)) {
                for (TypeDeclaration<?> type : types.withSuperTypes(enclosing)) {
                    Optional<VariableDeclarator> field = Variables.field(type, name);
                    if (field.isPresent()) {
                        return fieldAt(field.get(), type, fa, f);
                    }
                }
            }
            return new Val.Unknown("inherited field " + name);
        }
        Val scope = eval(fa.getScope(), f);
        if (Choices.alternatives(scope).stream().allMatch(a -> a.value() instanceof Val.Foreign)) {
            // config.topic, builder.sourceOptions: the field of that object, as its constructor and setters left it
            return Choices.distribute(List.of(scope), object -> fieldOf((Val.Foreign) object.get(0), name, fa, f));
        }
        if (scope instanceof Val.TypeName t && t.name().equals("SaveMode") && types.named("SaveMode", fa).isEmpty()) {
            return str(name.toLowerCase(Locale.ROOT)); // Spark's SaveMode.Append: what mode("append") names
        }
        if (scope instanceof Val.TypeName t) {
            for (TypeDeclaration<?> type : types.named(t.name(), fa)) {
                Optional<VariableDeclarator> field = Variables.field(type, name);
                if (field.isPresent()) {
                    return fieldValue(field.get(), type, f);
                }
            }
            return Character.isUpperCase(name.charAt(0)) ? new Val.TypeName(name) : new Val.Unknown(t.name() + "." + name);
        }
        if (scope instanceof Val.Unknown && isQualifiedName(fa) && Character.isUpperCase(name.charAt(0))) {
            return new Val.TypeName(name); // a.b.Constants
        }
        if (scope instanceof Val.Items items && name.equals("length")) {
            return str(Integer.toString(items.elements().size()));
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
        NodeList<Expression> args = created.getArguments();
        if (MAP_TYPES.contains(type)) {
            if (args.size() == 1) {
                Val source = eval(args.get(0), f);
                return source instanceof Val.Entries ? source : new Val.Entries(Options.empty());
            }
            return new Val.Entries(Options.empty());
        }
        if (COLLECTION_TYPES.contains(type)) {
            if (args.size() == 1) {
                Val source = eval(args.get(0), f);
                return source instanceof Val.Items ? source : new Val.Items(List.of());
            }
            return new Val.Items(List.of());
        }
        if (type.equals("SparkConf")) {
            return new Val.Entries(Options.empty());
        }
        if ((type.equals("SQLContext") || type.equals("JavaSparkContext") || type.equals("SparkContext"))
                && isSparkType(created.getType(), created)) {
            // A session of the old API: its configuration is the SparkConf it is made from, if we see one.
            Options conf = Options.empty();
            for (Expression arg : args) {
                Val v = Choices.collapse(eval(arg, f));
                if (v instanceof Val.Entries e) {
                    conf = conf.withAll(e.entries());
                } else if (v instanceof Val.Session s) {
                    return s;
                }
            }
            return Sessions.built(conf, created);
        }
        if (type.equals("Column") && args.size() == 1 && isSparkType(created.getType(), created)) {
            return SparkApi.columnNamed(string(args.get(0), f), Code.text(created));
        }
        List<TypeDeclaration<?>> declared = types.named(type, created);
        if (declared.isEmpty() && PerRunValues.isConstructed(type)) {
            return new Val.Str(new Value.PerRun(Code.text(created))); // new Random(), new Date()
        }
        if (declared.size() == 1 && created.getAnonymousClassBody().isEmpty()) {
            return instantiate(declared.get(0), created, f);
        }
        if (declared.size() == 1) {
            return new Val.Foreign(Types.objectName(declared.get(0)), true); // an anonymous subclass
        }
        if (!declared.isEmpty() || !isSparkType(created.getType(), created)) {
            return new Val.Foreign(type, true);
        }
        return new Val.Unknown("new " + type);
    }

    // ---------------------------------------------------------------- variables and fields

    private Val valueAt(Node declaration, String name, Node use, Frame f) {
        if (f.carriesValues()) {
            Optional<Val> carried = carriedValue(declaration, name, use, f);
            if (carried.isPresent()) {
                return carried.get();
            }
        }
        Node scope = declaration instanceof Parameter p ? p.getParentNode().orElseThrow()
                : declaration.findAncestor(BlockStmt.class).map(b -> (Node) b)
                .orElse(declaration.getParentNode().orElseThrow());
        List<Variables.Event> events = Variables.events(scopes, declaration, name, scope, use, false);
        return valueAfter(events, events.size(), declaration, name, scope, use, f, () -> initialValue(declaration, f));
    }

    /** In an unrolled loop, the value a variable has on the right of its own assignment {@code x = x.option(..)}. */
    private static Optional<Val> carriedValue(Node declaration, String name, Node use, Frame f) {
        for (Optional<Node> p = use.getParentNode(); p.isPresent(); p = p.get().getParentNode()) {
            if (p.get() instanceof AssignExpr assign && f.argument(assign) != null
                    && assign.getTarget() instanceof NameExpr target && target.getNameAsString().equals(name)
                    && Variables.localDeclaration(name, target).orElse(null) == declaration) {
                return Optional.ofNullable(f.argument(assign)); // not null: tested above
            }
            if (p.get() instanceof Statement) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** The value of a variable after the first {@code count} of its {@code events}, starting from {@code initial}. */
    private Val valueAfter(List<Variables.Event> events, int count, Node declaration, String name, Node scope,
                           @Nullable Node use, Frame f, Supplier<Val> initial) {
        if (count == 0) {
            return initial.get();
        }
        Variables.Event event = events.get(count - 1);
        return memo.get(new EventKey(event.node(), declaration, Variables.anchor(use, scope), f), () -> {
            budget.get().step();
            if (use != null && Variables.exclusiveArms(event.node(), use)) {
                return valueAfter(events, count - 1, declaration, name, scope, use, f, initial); // the other arm
            }
            List<Node> constructs = Variables.conditionalConstructs(event.node(), use, scope);
            Optional<Val> unrolled = unrolledLoop(events, count, constructs, declaration, name, scope, use, f, initial);
            if (unrolled.isPresent()) {
                return unrolled.get();
            }
            Supplier<Val> before = () -> valueAfter(events, count - 1, declaration, name, scope, use, f, initial);
            Val after = applyEvent(event, before, declaration, name, f);
            // spark = null; System.exit(1); : no path from the event reaches the use
            boolean ends = Variables.endsBefore(event.node(), use, scope);
            if (constructs.isEmpty()) {
                return ends ? before.get() : after;
            }
            if (Variables.condition(constructs.get(0), event.node()).isEmpty()) {
                return branch(constructs.get(0), event.node(), before.get(), after, f);
            }
            return decided(constructs, event.node(), before.get(), ends ? null : after, f);
        });
    }

    /** The value of a variable after {@code event}, given its value before. */
    private Val applyEvent(Variables.Event event, Supplier<Val> before, Node declaration, String name, Frame f) {
        boolean isField = !(declaration instanceof Parameter) && declaration.getParentNode().orElse(null)
                instanceof FieldDeclaration;
        return event.assignment()
                ? eval(((AssignExpr) event.node()).getValue(), f)
                : applyStatement(before.get(), (ExpressionStmt) event.node(), declaration, name, isField, f);
    }

    /** The most elements of a collection a for-each loop is followed through one by one. */
    static final int MAX_UNROLLED = 64;

    /**
     * The value after the last event of a for-each loop over a collection the code shows (a literal array of
     * option pairs, the entries of a known map), when the variable's events in that loop end at event
     * {@code count - 1}: the loop's events run once per element, in order, with the loop variable bound to it. Empty
     * when the loop is not such a loop (an unknown or too large collection, a body that may break, continue or
     * return): the loop is then judged with what it may do ({@link #branch}).
     */
    private Optional<Val> unrolledLoop(List<Variables.Event> events, int count, List<Node> constructs, Node declaration,
                                       String name, Node scope, @Nullable Node use, Frame f, Supplier<Val> initial) {
        int at = 0;
        while (at < constructs.size() && Variables.condition(constructs.get(at), events.get(count - 1).node()).isPresent()) {
            at++; // if/else and switch inside the loop body
        }
        if (at == constructs.size()) {
            return Optional.empty();
        }
        Node loop = constructs.get(at);
        Optional<List<Map<Node, Val>>> iterations = iterations(loop, f);
        if (iterations.isEmpty()) {
            return Optional.empty();
        }
        int first = count - 1;
        while (first > 0 && Variables.contains(loop, events.get(first - 1).node())) {
            first--;
        }
        int loopStart = first;
        Supplier<Val> before = () -> valueAfter(events, loopStart, declaration, name, scope, use, f, initial);
        Val value = before.get();
        List<SourceLocation> written = elementLocations(loop, iterations.get().size(), f);
        for (int i = 0; i < iterations.get().size(); i++) {
            Map<Node, Val> bindings = f.bindings();
            bindings.putAll(iterations.get().get(i));
            Frame iteration = intern(Frame.of(f.callable, bindings, f.depth, f.fieldEntry, f.thisType, f.self, f.statics));
            for (int e = loopStart; e < count; e++) {
                budget.get().step();
                Variables.Event event = events.get(e);
                Val current = value;
                Frame step = iteration;
                if (event.assignment()) { // x = x.option(..): x on the right is the value this iteration reached
                    Map<Node, Val> carried = iteration.bindings();
                    carried.put(event.node(), current);
                    step = intern(Frame.of(f.callable, carried, f.depth, f.fieldEntry, f.thisType, f.self, f.statics));
                }
                if (!written.isEmpty()) {
                    iterationSites.putIfAbsent(step, new IterationSite(loop, written.get(i)));
                }
                Val after = applyEvent(event, () -> current, declaration, name, step);
                List<Node> inner = Variables.conditionalConstructs(event.node(), loop, loop);
                value = inner.isEmpty() ? after : decided(inner, event.node(), current, after, step);
            }
        }
        List<Node> outer = constructs.subList(at + 1, constructs.size());
        if (outer.isEmpty()) {
            return Optional.of(value);
        }
        return Optional.of(Variables.condition(outer.get(0), loop).isEmpty()
                ? branch(outer.get(0), loop, before.get(), value, f)
                : decided(outer, loop, before.get(), value, f));
    }

    /**
     * The bindings of each iteration of a loop over a collection the code shows, in order: a for-each statement's
     * variable, or the parameters of a lambda given to {@code list.forEach(x -> ..)} or {@code map.forEach((k, v) ->
     * ..)}. Empty for any other construct, an unknown or too large collection, or a body that may leave early.
     */
    private Optional<List<Map<Node, Val>>> iterations(Node loop, Frame f) {
        if (loop instanceof ForEachStmt each) {
            if (each.getVariable().getVariables().size() != 1 || leavesEarly(each.getBody())
                    || !(Choices.collapse(eval(each.getIterable(), f)) instanceof Val.Items items)
                    || items.elements().size() > MAX_UNROLLED) {
                return Optional.empty();
            }
            VariableDeclarator element = each.getVariable().getVariables().get(0);
            return Optional.of(items.elements().stream().map(e -> Map.<Node, Val>of(element, e)).toList());
        }
        if (!(loop instanceof LambdaExpr lambda) || !(lambda.getParentNode().orElse(null) instanceof MethodCallExpr call)
                || !call.getNameAsString().equals("forEach") || call.getArguments().size() != 1
                || call.getScope().isEmpty() || leavesEarly(lambda.getBody())) {
            return Optional.empty();
        }
        Val receiver = Choices.collapse(eval(call.getScope().get(), f));
        if (receiver instanceof Val.Items items && lambda.getParameters().size() == 1
                && items.elements().size() <= MAX_UNROLLED) {
            Parameter element = lambda.getParameter(0);
            return Optional.of(items.elements().stream().map(e -> Map.<Node, Val>of(element, e)).toList());
        }
        if (receiver instanceof Val.Entries map && lambda.getParameters().size() == 2 && !map.entries().isOpen()
                && map.entries().dynamicKeys().isEmpty() && map.entries().entries().size() <= MAX_UNROLLED) {
            return Optional.of(map.entries().entries().stream().map(e -> Map.<Node, Val>of(
                    lambda.getParameter(0), str(e.key()), lambda.getParameter(1), new Val.Str(e.value()))).toList());
        }
        return Optional.empty();
    }

    /**
     * Where each element of an unrolled loop is written, when the code lists them: the expressions of an array or
     * List.of for a for-each statement, the entries' own locations for a map's forEach; else empty.
     */
    private List<SourceLocation> elementLocations(Node loop, int count, Frame f) {
        if (loop instanceof ForEachStmt each) {
            return elementExpressions(each.getIterable(), count).stream().map(Code::location).toList();
        }
        MethodCallExpr call = (MethodCallExpr) loop.getParentNode().orElseThrow();
        if (Choices.collapse(eval(call.getScope().orElseThrow(), f)) instanceof Val.Entries map) {
            return map.entries().entries().stream().map(Options.Entry::location).toList();
        }
        return elementExpressions(call.getScope().get(), count).stream().map(Code::location).toList();
    }

    /** Where the element an iteration of an unrolled loop runs with is written: entries it adds are reported there. */
    private record IterationSite(Node loop, SourceLocation element) {
    }

    private final Map<Frame, IterationSite> iterationSites = new ConcurrentHashMap<>();

    /**
     * The expressions that write the {@code count} elements of a loop's collection, in order, when the code lists
     * them (an array initializer, List.of/Arrays.asList/Stream.of arguments, directly or through a variable or field
     * holding one); else empty.
     */
    private static List<Expression> elementExpressions(Expression iterable, int count) {
        Expression e = iterable;
        for (int hops = 0; hops < 2 && e instanceof NameExpr name; hops++) {
            Optional<Node> declaration = Variables.localDeclaration(name.getNameAsString(), name);
            if (declaration.isEmpty()) {
                declaration = Variables.enclosingTypes(name).stream()
                        .flatMap(t -> Variables.field(t, name.getNameAsString()).stream()).map(v -> (Node) v).findFirst();
            }
            if (declaration.isEmpty() || !(declaration.get() instanceof VariableDeclarator v)
                    || v.getInitializer().isEmpty()) {
                return List.of();
            }
            e = v.getInitializer().get();
        }
        List<Expression> elements = List.of();
        if (e instanceof ArrayCreationExpr created && created.getInitializer().isPresent()) {
            elements = created.getInitializer().get().getValues();
        } else if (e instanceof ArrayInitializerExpr initializer) {
            elements = initializer.getValues();
        } else if (e instanceof MethodCallExpr call && Set.of("of", "asList").contains(call.getNameAsString())) {
            elements = call.getArguments();
        }
        return elements.size() == count ? elements : List.of();
    }

    /** Does a loop body hold a statement that leaves it before its end (break, continue, return, throw)? */
    private static boolean leavesEarly(Node body) {
        return body.findFirst(Statement.class, s -> s instanceof BreakStmt || s instanceof ContinueStmt
                || s instanceof ReturnStmt || s instanceof ThrowStmt || s instanceof YieldStmt).isPresent();
    }

    /**
     * The value after an event inside if/else, ?: or switch decisions ({@code constructs}, innermost first; those
     * past the first loop or lambda are left out): {@code after} (null when that path leaves the method) where every
     * decision goes the event's way, {@code before} where one of them does not. An else-if chain is the nested
     * decisions it is: a variable set in each arm keeps no other value.
     */
    private Val decided(List<Node> constructs, Node event, Val before, @Nullable Val after, Frame f) {
        List<Variables.Condition> decisions = new ArrayList<>();
        for (Node construct : constructs) {
            Optional<Variables.Condition> c = Variables.condition(construct, event);
            if (c.isEmpty()) {
                break;
            }
            decisions.add(0, c.get()); // outermost first
        }
        List<Val.Choice> taken = new ArrayList<>();
        List<Val.Alt> alternatives = new ArrayList<>();
        for (Variables.Condition c : decisions) {
            Object point = new BranchPoint(f, c.text());
            List<Val.Choice> other = new ArrayList<>(taken);
            other.add(new Val.Choice(point, c.branchTaken() == null ? null : Boolean.toString(!c.branchTaken()),
                    Code.location(c.expression()), "when " + c.text() + " is "
                    + (c.branchTaken() == null ? "something else" : !c.branchTaken())));
            alternatives.add(new Val.Alt(before, other));
            taken.add(new Val.Choice(point, c.branchTaken() == null ? c.label() : Boolean.toString(c.branchTaken()),
                    Code.location(event), "when " + c.text() + " is "
                    + (c.branchTaken() == null ? c.label() : c.branchTaken()) + " (this branch runs)"));
        }
        if (after != null) {
            alternatives.add(new Val.Alt(after, taken));
        }
        return Choices.oneOf(alternatives);
    }

    /** The value after an event that happens only on some paths: before it on the others, after it on these. */
    private Val branch(Node construct, Node event, Val before, Val after, Frame f) {
        Optional<Variables.Condition> condition = Variables.condition(construct, event);
        if (condition.isPresent()) {
            Variables.Condition c = condition.get();
            Object point = new BranchPoint(f, c.text());
            return Choices.branch(point,
                    before, new Val.Choice(point, c.branchTaken() == null ? null : Boolean.toString(!c.branchTaken()),
                            Code.location(c.expression()), "when " + c.text() + " is "
                            + (c.branchTaken() == null ? "something else" : !c.branchTaken())),
                    after, new Val.Choice(point, c.branchTaken() == null ? c.label() : Boolean.toString(c.branchTaken()),
                            Code.location(event), "when " + c.text() + " is "
                            + (c.branchTaken() == null ? c.label() : c.branchTaken()) + " (this branch runs)"));
        }
        if (allBuilders(before) && allBuilders(after)) {
            // A builder or collection filled in a loop, lambda or catch block: judged with what it may hold,
            // not on the path where the loop never runs (a map copied from a properties file in a loop is not empty).
            // Each alternative (a reader of one session or another) with what the loop did to it.
            return Choices.mergedPerAlternative(before, after);
        }
        Object point = new NodePoint(construct, f);
        String what = Variables.describe(construct);
        return Choices.branch(point,
                before, new Val.Choice(point, "skipped", Code.location(construct), "when " + what + " does not run"),
                after, new Val.Choice(point, "runs", Code.location(event), "when " + what + " runs"));
    }

    private Val initialValue(Node declaration, Frame f) {
        if (declaration instanceof VariableDeclarator v) {
            Val bound = f.argument(v);
            if (bound != null) {
                return bound; // the element of an unrolled loop
            }
            if (v.getInitializer().isPresent()) {
                return eval(v.getInitializer().get(), f);
            }
            Optional<ForEachStmt> loop = v.findAncestor(ForEachStmt.class)
                    .filter(l -> l.getVariable().getVariables().contains(v));
            if (loop.isPresent()) {
                Val iterable = eval(loop.get().getIterable(), f);
                if (Choices.collapse(iterable) instanceof Val.Items items && !items.elements().isEmpty()) {
                    return anyOf(items, loop.get());
                }
            }
            return fromDeclaredType(v.getType(), v);
        }
        Parameter p = (Parameter) declaration;
        Val bound = f.argument(p);
        if (bound != null) {
            return bound;
        }
        if (p.getParentNode().orElse(null) instanceof LambdaExpr lambda) {
            return lambdaParameter(lambda, p, f);
        }
        return p.getType().isUnknownType() ? new Val.Unknown("parameter") : fromDeclaredType(p.getType(), p);
    }

    /**
     * A lambda's parameter, by what the lambda is passed to: the micro-batch of {@code foreachBatch} is a batch
     * Dataset; {@code list.forEach(x -> ..)} takes each element.
     */
    private Val lambdaParameter(LambdaExpr lambda, Parameter p, Frame f) {
        int index = lambda.getParameters().indexOf(p);
        Node argument = lambda;
        // Java code casts the lambda to pick an overload: foreachBatch((VoidFunction2<Dataset<Row>, Long>) (b, id) -> ..)
        while (argument.getParentNode().filter(n -> n instanceof CastExpr || n instanceof EnclosedExpr).isPresent()) {
            argument = argument.getParentNode().get();
        }
        if (argument.getParentNode().orElse(null) instanceof MethodCallExpr call && call.getScope().isPresent()) {
            String method = call.getNameAsString();
            if (method.equals("foreachBatch") && index == 0) {
                SourceLocation at = Code.location(p);
                Val.Session session = Sessions.unknownOrigin(at);
                return new Val.Data(new Plan.Source(false, Value.of("foreachBatch"), Options.empty(), Optional.empty(),
                        session.id(), "the micro-batch of foreachBatch", at), session);
            }
            if (method.equals("forEach")) {
                Val receiver = Choices.collapse(eval(call.getScope().get(), f));
                if (receiver instanceof Val.Items items && !items.elements().isEmpty() && index == 0) {
                    return anyOf(items, call);
                }
                // map.forEach((k, v) -> ..): the key and the value of one entry (the same choice at the call)
                if (receiver instanceof Val.Entries map && lambda.getParameters().size() == 2
                        && !map.entries().isOpen() && map.entries().dynamicKeys().isEmpty()
                        && !map.entries().entries().isEmpty()) {
                    return anyOf(new Val.Items(map.entries().entries().stream().<Val>map(e -> index == 0
                            ? str(e.key()) : new Val.Str(e.value())).toList()), call);
                }
            }
        }
        return p.getType().isUnknownType() ? new Val.Unknown("lambda parameter") : fromDeclaredType(p.getType(), p);
    }

    /** One of the elements of a collection, as iterated at {@code where}. */
    Val anyOf(Val.Items items, Node where) {
        Object point = new NodePoint(where, null);
        List<Val.Alt> alternatives = new ArrayList<>();
        for (int i = 0; i < items.elements().size(); i++) {
            alternatives.add(new Val.Alt(items.elements().get(i), List.of(new Val.Choice(point, Integer.toString(i),
                    Code.location(where), "for element " + (i + 1) + " of the collection"))));
        }
        return Choices.oneOf(alternatives);
    }

    /**
     * A field read at {@code use}: inside a method that assigns or changes it, its value after what that method
     * did before the use (its value on entry being {@link #fieldValue}); elsewhere {@link #fieldValue}.
     */
    private Val fieldAt(VariableDeclarator field, TypeDeclaration<?> owner, Node use, Frame f) {
        Optional<CallableDeclaration> method = use.findAncestor(CallableDeclaration.class);
        String name = field.getNameAsString();
        if (method.isEmpty()) {
            return fieldOnEntry(field, owner, f);
        }
        List<Variables.Event> events = Variables.events(scopes, field, name, method.get(), use, true);
        if (events.isEmpty()) {
            return fieldOnEntry(field, owner, f);
        }
        return valueAfter(events, events.size(), field, name, method.get(), use, f, () -> fieldOnEntry(field, owner, f));
    }

    /** A field of the object the frame's method runs on, when the method starts: as the object holds it, if known. */
    private Val fieldOnEntry(VariableDeclarator field, TypeDeclaration<?> owner, Frame f) {
        Val.Foreign holder = isStatic(field) ? f.statics : f.self;
        Val held = holder == null ? null : holder.fields().get(field.getNameAsString());
        // A field the object's constructor left unset may be set by another of its methods (an init(), a setter).
        return held != null && held != NOT_SET ? held : fieldValue(field, owner, f);
    }

    /** A field without initialiser that nothing has set yet. */
    private static final Val NOT_SET = new Val.Unknown("not set");

    private static boolean isStatic(VariableDeclarator field) {
        return field.getParentNode().orElse(null) instanceof FieldDeclaration d && d.isStatic();
    }

    /** {@code object.name}: what the object holds, else what the code of its class may put there. */
    private Val fieldOf(Val.Foreign object, String name, Node use, Frame f) {
        if (object.fields().containsKey(name)) {
            return object.fields().get(name);
        }
        List<TypeDeclaration<?>> classes = types.ofObject(object.type(), use);
        for (TypeDeclaration<?> type : classes.size() == 1 ? types.withSuperTypes(classes.get(0)) : List.<TypeDeclaration<?>>of()) {
            Optional<VariableDeclarator> field = Variables.field(type, name);
            if (field.isPresent()) {
                return fieldValue(field.get(), type, f);
            }
        }
        return new Val.Unknown("field " + name + " of a " + object.type());
    }

    /** {@code frame.self} as the code of the frame's method left it just before {@code site}. */
    private Val.@Nullable Foreign objectAt(Node site, Frame frame) {
        Optional<CallableDeclaration> method = site.findAncestor(CallableDeclaration.class);
        if (method.isEmpty() || method.get() != frame.callable) {
            return frame.self;
        }
        Val after = objectAfter(method.get(), frame, site);
        return after instanceof Val.Foreign object ? object : frame.self;
    }

    /**
     * The object the frame's method runs on ({@code frame.self}), with the instance fields its code sets before
     * {@code at} (all of it when null): what a constructor builds, what a setter leaves.
     */
    private Val objectAfter(Node method, Frame frame, @Nullable Node at) {
        Val.Foreign self = frame.self;
        if (self == null) {
            return new Val.Unknown("an object");
        }
        List<TypeDeclaration<?>> classes = types.ofObject(self.type(), method);
        if (classes.size() != 1) {
            return self;
        }
        Map<String, Val> changed = new java.util.TreeMap<>();
        for (FieldInType f : fieldsChangedIn(classes.get(0), method, false)) {
            String name = f.field().getNameAsString();
            List<Variables.Event> events = Variables.events(scopes, f.field(), name, method, at, true);
            if (!events.isEmpty() && !changed.containsKey(name)) {
                changed.put(name, valueAfter(events, events.size(), f.field(), name, method, at, frame,
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
            for (TypeDeclaration<?> t : types.withSuperTypes(type)) {
                for (FieldDeclaration declaration : t.getFields()) {
                    for (VariableDeclarator field : declaration.isStatic() != statics ? List.<VariableDeclarator>of()
                            : declaration.getVariables()) {
                        if (!Variables.events(scopes, field, field.getNameAsString(), method, null, true).isEmpty()) {
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
    private Val.Foreign initialObject(TypeDeclaration<?> type) {
        // Java's default for a field without initialiser, which no rule reads
        Map<String, Val> initial = new java.util.TreeMap<>();
        for (TypeDeclaration<?> t : types.withSuperTypes(type)) {
            for (FieldDeclaration declaration : t.getFields()) {
                for (VariableDeclarator field : declaration.isStatic() ? List.<VariableDeclarator>of() : declaration.getVariables()) {
                    initial.putIfAbsent(field.getNameAsString(), field.getInitializer()
                            .map(init -> eval(init, unboundFrame(field)))
                            .orElse(NOT_SET));
                }
            }
        }
        return new Val.Foreign(Types.objectName(type), true, new java.util.TreeMap<>(initial));
    }

    private Val instantiate(TypeDeclaration<?> type, NodeWithArguments<?> creation, Frame caller) {
        Val.Foreign object = initialObject(type);
        int arity = creation.getArguments().size();
        List<ConstructorDeclaration> constructors = type.getConstructors().stream()
                .filter(c -> c.getParameters().size() == arity).toList();
        if (constructors.size() != 1) {
            return object;
        }
        ConstructorDeclaration constructor = constructors.get(0);
        Frame frame = frameFor(constructor, creation, caller, Map.of(), type, object);
        Optional<ExplicitConstructorInvocationStmt> explicit = constructor.getBody().getStatements().stream()
                .findFirst().filter(st -> st instanceof ExplicitConstructorInvocationStmt)
                .map(st -> (ExplicitConstructorInvocationStmt) st);
        if (explicit.isPresent() && frame.self != null) {
            List<TypeDeclaration<?>> target = explicit.get().isThis() ? List.of(type)
                    : types.superTypes(type).stream().filter(t -> t instanceof ClassOrInterfaceDeclaration c && !c.isInterface())
                    .toList();
            if (target.size() == 1 && (!explicit.get().isThis() || frame.depth < MAX_DEPTH)) {
                Val before = instantiate(target.get(0), explicit.get(), frame);
                if (before instanceof Val.Foreign built) {
                    object = object.withFields(built.fields());
                    frame = frameFor(constructor, creation, caller, Map.of(), type, object);
                }
            }
        }
        Val built = objectAfter(constructor, frame, null);
        return built instanceof Val.Foreign ? built : object;
    }

    /**
     * A variable's value after an event, seen from the uses whose innermost branching construct is {@code anchor}
     * (they all see the events through the same branches).
     */
    private record EventKey(Node event, Node variable, Node anchor, Frame frame) {
        @Override
        public boolean equals(Object o) {
            return o instanceof EventKey k && k.event == event && k.variable == variable && k.anchor == anchor
                    && k.frame.equals(frame);
        }

        @Override
        public int hashCode() {
            return ((System.identityHashCode(event) * 31 + System.identityHashCode(variable)) * 31
                    + System.identityHashCode(anchor)) * 31 + frame.hashCode();
        }
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
    private Val fieldValue(VariableDeclarator field, TypeDeclaration<?> owner, Frame f) {
        return f.fieldEntry == field ? initialFieldValue(field) : fieldValue(field, owner);
    }

    /**
     * A field's value as methods that do not set it see it: after the constructors (or its initialiser), or
     * as any other method that assigns it leaves it, since we cannot tell in which order methods run; changes
     * made by methods that only call builder methods on it may or may not have happened. Each method is read in a
     * frame where the field still holds its initial value.
     */
    private Val fieldValue(VariableDeclarator field, TypeDeclaration<?> owner) {
        return memo.get(new FieldKey(field), () -> {
            String name = field.getNameAsString();
            Object point = new NodePoint(field, null);
            Val initial = initialFieldValue(field);
            List<Val.Alt> assigned = new ArrayList<>();
            List<Val> changed = new ArrayList<>();
            boolean constructorSets = false;
            for (Node method : scopes.codeOf(owner)) {
                List<Variables.Event> events = Variables.events(scopes, field, name, method, null, true);
                if (events.isEmpty() || !Variables.enclosingTypes(method).get(0).equals(owner)) {
                    continue;
                }
                Frame entry = intern(Frame.of(method, Map.of(), 0, field, null, null, null));
                Val end = valueAfter(events, events.size(), field, name, method, null, entry, () -> initial);
                boolean initializer = !(method instanceof CallableDeclaration<?>);
                String by = method instanceof CallableDeclaration<?> c ? c.getNameAsString() + "(..)" : "the initializer";
                if (events.stream().anyMatch(Variables.Event::assignment)) {
                    constructorSets |= initializer || ((CallableDeclaration<?>) method).isConstructorDeclaration();
                    assigned.add(new Val.Alt(end, List.of(new Val.Choice(point, "set by " + by,
                            Code.location(method instanceof CallableDeclaration<?> c ? c.getName() : method),
                            "when " + name + " is as " + by + " leaves it"))));
                } else if (isBuilder(Choices.collapse(end))) {
                    changed.add(end); // only builders and collections change; a session or Dataset used there does not
                }
            }
            if (!constructorSets && field.getInitializer().isPresent()) {
                assigned.add(0, new Val.Alt(initial, List.of(new Val.Choice(point, "initializer",
                        Code.location(field.getInitializer().get()), "when " + name + " keeps its initial value"))));
            }
            Val value = assigned.isEmpty() ? initial : Choices.oneOf(assigned);
            for (Val mutated : changed) {
                value = Choices.merge(List.of(value, mutated));
            }
            return value;
        });
    }

    private Val initialFieldValue(VariableDeclarator field) {
        return field.getInitializer().map(init -> eval(init, unboundFrame(field)))
                .orElseGet(() -> fromDeclaredType(field.getType(), field));
    }

    /**
     * The effect of a statement that calls methods on a variable ({@code w.option(..);}, {@code m.put(..);},
     * {@code list.add(ds);}) or passes it to a helper ({@code configure(reader);}). Only builders and
     * collections change; Datasets are immutable.
     */
    private Val applyStatement(Val current, ExpressionStmt statement, Node variable, String name, boolean isField,
                               Frame f) {
        if (current instanceof Val.OneOf) {
            return Choices.distribute(List.of(current), v -> applyStatement(v.get(0), statement, variable, name, isField, f));
        }
        if (!isBuilder(current)) {
            return current;
        }
        MethodCallExpr call = (MethodCallExpr) statement.getExpression();
        if (Variables.refersTo(Variables.chainRoot(call), variable, name, isField)) {
            Val v = current;
            for (MethodCallExpr step : Variables.chainCalls(call)) {
                Val next = Choices.collapse(mutate(v, step, f));
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
        if (ReadOnlyCalls.onlyReads(call)) {
            return current; // LOG.info("options: {}", options)
        }
        List<Target> targets = targets(call, f);
        if (targets.size() != 1 || targets.get(0).method().getBody().isEmpty() || f.depth >= MAX_DEPTH
                || index >= targets.get(0).method().getParameters().size()) {
            return current instanceof Val.Items ? current : opened(current, "passed to " + Code.call(call));
        }
        MethodDeclaration m = targets.get(0).method();
        Frame callee = frameFor(m, call, f, Map.of(m.getParameter(index), current), targets.get(0).thisType(),
                targets.get(0).self());
        Parameter p = m.getParameter(index);
        BlockStmt body = m.getBody().get();
        List<Variables.Event> events = Variables.events(scopes, p, p.getNameAsString(), m, null, false);
        return valueAfter(events, events.size(), p, p.getNameAsString(), m, body, callee,
                () -> initialValue(p, callee));
    }

    private static boolean allBuilders(Val v) {
        return Choices.alternatives(v).stream().allMatch(a -> isBuilder(a.value()));
    }

    private static boolean isBuilder(Val v) {
        return v instanceof Val.Foreign || v instanceof Val.Reader || v instanceof Val.Writer || v instanceof Val.Entries
                || v instanceof Val.SessionBuilder || v instanceof Val.Items;
    }

    /** A builder that went somewhere we cannot see may have any options set. */
    private static Val opened(Val v, String reason) {
        if (v instanceof Val.Reader r) {
            return r.with(r.format(), r.options().opened(reason), r.schema());
        }
        if (v instanceof Val.Writer w) {
            return w.withOptions(w.options().opened(reason));
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
        Optional<List<Expression>> appended = appendedToNewBuilder(call);
        if (appended.isPresent()) {
            return joined(str(""), str(""), str(""), appended.get().stream().map(e -> eval(e, f)).toList());
        }
        Optional<StringFormat.Call> format = StringFormat.call(call);
        if (format.isPresent()) {
            Val template = eval(format.get().template(), f);
            if (Choices.alternatives(template).stream().allMatch(a -> a.value() instanceof Val.Str)) {
                return formatted(template, format.get().arguments(), f);
            }
        }
        if (call.getScope().isEmpty()) {
            List<Target> user = targets(call, f);
            if (!user.isEmpty()) {
                return callUserMethods(user, call, f);
            }
            if (importsSparkFunction(call)) {
                return onEachAlternative(null, call, f, (scope, c) -> spark.columnFunction(c, f));
            }
            return new Val.Unknown("call of " + method);
        }
        Expression scopeExpr = call.getScope().get();
        Val scope = eval(scopeExpr, f);
        Optional<Val> perRun = perRun(scope, call, f);
        if (perRun.isPresent()) {
            return perRun.get();
        }
        if (scope instanceof Val.TypeName t) {
            if (!typesNamed(t.name(), call).isEmpty()) {
                List<Target> user = targets(call, f);
                return !user.isEmpty() ? callUserMethods(user, call, f) : new Val.Unknown(t.name() + "." + method);
            }
            return onEachAlternative(null, call, f, (s, c) -> spark.staticCall(t.name(), c, f));
        }
        if (Choices.alternatives(scope).stream().allMatch(a -> a.value() instanceof Val.Foreign)) {
            // new KafkaJob() or a job picked by name: the method of each object's class
            return Choices.distribute(List.of(scope), receiver -> {
                List<Target> user = targetsOn(receiver.get(0), call);
                return !user.isEmpty() ? callUserMethods(user, call, f)
                        : new Val.Unknown(((Val.Foreign) receiver.get(0)).type() + "." + method);
            });
        }
        if (scope instanceof Val.Unknown && (method.equals("readStream") || method.equals("writeStream")
                || method.equals("read")) && call.getArguments().isEmpty() && isSparkReceiver(scopeExpr)) {
            // The receiver is a SparkSession or Dataset we could not trace (a getter from a base class, ...).
            SourceLocation at = Code.location(scopeExpr);
            Val assumed = method.equals("writeStream")
                    ? new Val.Data(new Plan.Untraced("untraced Dataset", Code.text(scopeExpr), at), Sessions.unknownOrigin(at))
                    : Sessions.untraced(scopeExpr);
            return spark.call(assumed, call, f);
        }
        if (scope instanceof Val.Items && method.equals("add") || scope instanceof Val.Entries
                && (method.equals("put") || method.equals("setProperty"))) {
            return new Val.Unknown("result of " + method); // a mutation, applied where the variable is read
        }
        return onEachAlternative(scope, call, f, (s, c) -> spark.call(s, c, f));
    }

    /**
     * A value that differs on every run ({@link PerRunValues}): {@code UUID.randomUUID()}, a method of such a value
     * ({@code .toString()}, {@code .toEpochMilli()}), or {@code String.valueOf}/{@code Paths.get} of one.
     */
    private Optional<Val> perRun(Val scope, MethodCallExpr call, Frame f) {
        if (Choices.collapse(scope) instanceof Val.Str s && s.value() instanceof Value.PerRun) {
            return Optional.of(s);
        }
        if (!(scope instanceof Val.TypeName t) || !typesNamed(t.name(), call).isEmpty()) {
            return Optional.empty();
        }
        if (PerRunValues.isStaticCall(t.name(), call.getNameAsString())) {
            return Optional.of(new Val.Str(new Value.PerRun(Code.text(call))));
        }
        if (PerRunValues.carriesArguments(t.name())) {
            for (Expression arg : call.getArguments()) {
                if (Choices.collapse(eval(arg, f)) instanceof Val.Str s && s.value() instanceof Value.PerRun) {
                    return Optional.of(s);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The texts a {@code new StringBuilder(..).append(..)...toString()} chain appends, in order (the builder's initial
     * text first); empty when {@code call} is no such chain. A builder kept in a variable is not followed: its appends
     * are statements elsewhere.
     */
    private static Optional<List<Expression>> appendedToNewBuilder(MethodCallExpr call) {
        if (!call.getNameAsString().equals("toString") || !call.getArguments().isEmpty() || call.getScope().isEmpty()) {
            return Optional.empty();
        }
        List<Expression> parts = new ArrayList<>();
        Expression scope = call.getScope().get();
        while (scope instanceof MethodCallExpr append && append.getNameAsString().equals("append")
                && append.getArguments().size() == 1 && append.getScope().isPresent()) {
            parts.add(0, append.getArgument(0));
            scope = append.getScope().get();
        }
        if (!(scope instanceof ObjectCreationExpr created) || !Set.of("StringBuilder", "StringBuffer")
                .contains(created.getType().getNameAsString()) || created.getArguments().size() > 1) {
            return Optional.empty();
        }
        if (created.getArguments().size() == 1) {
            Expression initial = created.getArgument(0);
            if (initial instanceof IntegerLiteralExpr) {
                return Optional.of(parts); // new StringBuilder(256): a capacity
            }
            if (!(initial instanceof StringLiteralExpr) && !(initial instanceof TextBlockLiteralExpr)) {
                return Optional.empty(); // a capacity or a text: the linter does not tell which
            }
            parts.add(0, initial);
        }
        return Optional.of(parts);
    }

    /**
     * {@code parts} joined by {@code separator} between {@code prefix} and {@code suffix} ({@code String.join},
     * {@code Collectors.joining}, appends to a StringBuilder), on each alternative; unknown when a part is, a value of
     * each run when a part is one.
     */
    Val joined(Val separator, Val prefix, Val suffix, List<Val> parts) {
        List<Val> inputs = new ArrayList<>(List.of(separator, prefix, suffix));
        inputs.addAll(parts);
        return Choices.distribute(inputs, values -> {
            for (Val v : values) {
                if (v instanceof Val.Str s && s.value() instanceof Value.PerRun) {
                    return s;
                }
            }
            List<String> texts = new ArrayList<>();
            for (Val v : values) {
                if (!(v instanceof Val.Str s) || !s.value().isKnown()) {
                    return unknownStr("a joined text with an unknown part");
                }
                texts.add(s.value().text().orElseThrow());
            }
            return str(texts.get(1) + String.join(texts.get(0), texts.subList(3, texts.size())) + texts.get(2));
        });
    }

    /** {@code String.format(template, args)}, on each alternative of the template and the arguments. */
    private Val formatted(Val template, List<Expression> args, Frame f) {
        List<Val> inputs = new ArrayList<>();
        inputs.add(template);
        args.forEach(a -> inputs.add(eval(a, f)));
        return Choices.distribute(inputs, values -> {
            List<String> texts = new ArrayList<>();
            for (Val v : values) {
                if (v instanceof Val.Str s && s.value() instanceof Value.PerRun) {
                    return s;
                }
            }
            for (Val v : values) {
                if (!(v instanceof Val.Str s) || !s.value().isKnown()) {
                    return unknownStr("String.format with an unknown part");
                }
                texts.add(s.value().text().orElseThrow());
            }
            return StringFormat.format(texts.get(0), texts.subList(1, texts.size())).map(Evaluator::str)
                    .orElse(unknownStr("String.format with a conversion the linter does not read"));
        });
    }

    /** A Spark API call of {@code call}: made on each alternative of its receiver and arguments. */
    private Val onEachAlternative(@Nullable Val scope, MethodCallExpr call, Frame f, SparkCall apiCall) {
        NodeList<Expression> args = call.getArguments();
        List<Val> inputs = new ArrayList<>();
        inputs.add(scope == null ? new Val.Unknown("no receiver") : scope);
        boolean choices = scope instanceof Val.OneOf;
        for (Expression arg : args) {
            Val v = arg instanceof LambdaExpr ? new Val.Unknown("a lambda") : eval(arg, f);
            choices |= v instanceof Val.OneOf;
            inputs.add(v);
        }
        if (!choices) {
            return apiCall.call(scope, call);
        }
        Map<Key, Val> pins = pinned.get();
        return Choices.distribute(inputs, combination -> {
            List<Key> keys = new ArrayList<>();
            for (int i = 0; i < args.size(); i++) {
                Key key = new Key(args.get(i), f);
                if (!pins.containsKey(key)) {
                    pins.put(key, combination.get(i + 1));
                    keys.add(key);
                }
            }
            try {
                return apiCall.call(scope == null ? null : combination.get(0), call);
            } finally {
                keys.forEach(pins::remove);
            }
        });
    }

    private interface SparkCall {
        Val call(@Nullable Val receiver, MethodCallExpr call);
    }

    /** Calls on a builder in statement position: Map/SparkConf puts and collection adds change the receiver. */
    /** Calls that put entries into a map or properties that the code does not show. */
    private static final Set<String> FILLING_CALLS = Set.of("load", "loadFromXML", "compute", "computeIfAbsent",
            "computeIfPresent", "merge", "replace", "replaceAll");

    private Val mutate(Val receiver, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        if (receiver instanceof Val.Foreign object) {
            // builder.sourceOption(k, v); : the object as the method leaves it
            List<Target> targets = targetsOn(object, call);
            if (targets.size() != 1 || targets.get(0).method().getBody().isEmpty()) {
                return receiver;
            }
            MethodDeclaration m = targets.get(0).method();
            // On each combination of the arguments' alternatives (an option of each element of a loop)
            return onEachAlternative(object, call, f,
                    (s, c) -> objectAfter(m, frameFor(m, c, f, Map.of(), targets.get(0).thisType(), object), null));
        }
        if (receiver instanceof Val.Entries e) {
            if ((method.equals("put") || method.equals("putIfAbsent") || method.equals("set")
                    || method.equals("setIfMissing") || method.equals("setProperty")) && call.getArguments().size() == 2) {
                return new Val.Entries(withEntry(e.entries(), call, f));
            }
            if (method.equals("putAll") || method.equals("setAll")) {
                Val other = Choices.collapse(eval(call.getArgument(0), f));
                return new Val.Entries(other instanceof Val.Entries o ? e.entries().withAll(o.entries())
                        : e.entries().opened(Code.call(call)));
            }
            if (FILLING_CALLS.contains(method)) {
                return new Val.Entries(e.entries().opened(Code.call(call))); // props.load(in): entries we cannot see
            }
            return receiver;
        }
        if (receiver instanceof Val.Items items) {
            List<Val> elements = new ArrayList<>(items.elements());
            if ((method.equals("add") || method.equals("push") || method.equals("offer")) && call.getArguments().size() == 1) {
                elements.add(eval(call.getArgument(0), f));
            } else if (method.equals("addAll") && call.getArguments().size() == 1) {
                if (!(Choices.collapse(eval(call.getArgument(0), f)) instanceof Val.Items more)) {
                    return new Val.Unknown("elements added by " + Code.call(call)); // a loop over it would miss some
                }
                elements.addAll(more.elements());
            }
            return new Val.Items(elements);
        }
        return onEachAlternative(receiver, call, f, (s, c) -> spark.call(s, c, f));
    }

    // ---------------------------------------------------------------- user methods

    /** A call of linted code: each target's result, as alternatives when the call dispatches to several. */
    private Val callUserMethods(List<Target> targets, MethodCallExpr call, Frame caller) {
        if (targets.size() == 1) {
            return callUserMethod(targets.get(0), call, caller);
        }
        Object point = new NodePoint(call, caller);
        List<Val.Alt> alternatives = new ArrayList<>();
        for (Target target : targets) {
            String type = target.thisType() == null ? "?" : target.thisType().getNameAsString();
            alternatives.add(new Val.Alt(callUserMethod(target, call, caller), List.of(new Val.Choice(point, type,
                    Code.location(call), "when " + Code.call(call) + " runs on a " + type))));
        }
        return Choices.oneOf(alternatives);
    }

    private Val callUserMethod(Target target, MethodCallExpr call, Frame caller) {
        MethodDeclaration m = target.method();
        if (m.getBody().isEmpty() || !Relevance.followsReturn(m.getType(), m, this)) {
            return fromDeclaredType(m.getType(), m);
        }
        Frame frame = frameFor(m, call, caller, Map.of(), target.thisType(), target.self());
        List<ReturnStmt> returns = m.getBody().get().findAll(ReturnStmt.class).stream()
                .filter(r -> r.getExpression().isPresent() && Variables.enclosingCallable(r).orElse(null) == m)
                .toList();
        if (returns.isEmpty()) {
            return new Val.Unknown("no value returned by " + m.getNameAsString());
        }
        Object point = new NodePoint(m, frame);
        List<Val.Alt> alternatives = new ArrayList<>();
        for (ReturnStmt ret : returns) {
            Expression returned = ret.getExpression().orElseThrow();
            // return this; in a fluent setter: the object as the method leaves it
            Val value = returned instanceof ThisExpr && frame.self != null ? objectAfter(m, frame, ret) : eval(returned, frame);
            alternatives.add(new Val.Alt(value, List.of(new Val.Choice(point,
                    "return " + alternatives.size(), Code.location(ret), "when " + m.getNameAsString() + " returns here"))));
        }
        return alternatives.size() == 1 ? alternatives.get(0).value() : Choices.oneOf(alternatives);
    }

    /**
     * The frame for {@code m} called at {@code call} from {@code caller}: its parameters bound to the values of the
     * arguments (those whose declared type can hold nothing a rule reads stay unbound), {@code overrides} replacing
     * some. Parameters stay unbound (but for {@code overrides}) in a recursive call, for a method reached on more
     * call paths from one entry point than {@link CallGraph#MAX_PATHS} (helpers that each call the next several times)
     * and past {@link #MAX_DEPTH} nested calls: this bounds the contexts of helpers that call each other (or
     * themselves) with ever new arguments.
     */
    Frame frameFor(CallableDeclaration<?> m, NodeWithArguments<?> call, Frame caller, Map<Parameter, Val> overrides,
                   @Nullable TypeDeclaration<?> thisType, Val.@Nullable Foreign self) {
        if (caller.depth >= MAX_DEPTH || calls.recursive(caller.callable, m) || calls.multiplied(m)) {
            return intern(Frame.of(m, overrides, 0, caller.fieldEntry, thisType, null, null));
        }
        Map<Parameter, Val> bindings = new IdentityHashMap<>();
        NodeList<Parameter> params = m.getParameters();
        List<Expression> args = call.getArguments();
        for (int i = 0; i < params.size() && i < args.size(); i++) {
            Parameter p = params.get(i);
            if (p.isVarArgs()) {
                break;
            }
            if (!overrides.containsKey(p) && Relevance.followsParameter(p, this)) {
                bindings.put(p, reachingValue(args.get(i), (Node) call, caller));
            }
        }
        bindings.putAll(overrides);
        return intern(Frame.of(m, bindings, caller.depth + 1, caller.fieldEntry, thisType, self,
                staticsAt((Node) call, caller, m)));
    }

    /**
     * The static fields of {@code callee}'s class as the caller's code left them just before {@code site}, when the
     * caller is a method of the same class (what the frame's own caller set, and what this method set since); null
     * when that is nothing: the callee then reads their class-wide values.
     */
    private Val.@Nullable Foreign staticsAt(Node site, Frame caller, CallableDeclaration<?> callee) {
        Optional<CallableDeclaration> method = site.findAncestor(CallableDeclaration.class);
        List<TypeDeclaration<?>> around = Variables.enclosingTypes(site);
        List<TypeDeclaration<?>> calleeTypes = Variables.enclosingTypes(callee);
        if (method.isEmpty() || method.get() != caller.callable || around.isEmpty() || calleeTypes.isEmpty()
                || around.get(0) != calleeTypes.get(0)) {
            return null;
        }
        TypeDeclaration<?> type = around.get(0);
        Map<String, Val> changed = new java.util.TreeMap<>();
        for (FieldInType f : fieldsChangedIn(type, method.get(), true)) {
            String name = f.field().getNameAsString();
            List<Variables.Event> events = Variables.events(scopes, f.field(), name, method.get(), site, true);
            if (!events.isEmpty() && !changed.containsKey(name)) {
                changed.put(name, valueAfter(events, events.size(), f.field(), name, method.get(), site, caller,
                        () -> fieldOnEntry(f.field(), f.type(), caller)));
            }
        }
        Val.Foreign before = caller.statics != null && caller.statics.type().equals(Types.objectName(type))
                ? caller.statics : null;
        if (changed.isEmpty()) {
            return before;
        }
        return before != null ? before.withFields(changed) : new Val.Foreign(Types.objectName(type), true).withFields(changed);
    }

    /** A method a call may run, and the class of {@code this} in it when known (null for a static method). */
    record Target(MethodDeclaration method, @Nullable TypeDeclaration<?> thisType, Val.@Nullable Foreign self) {
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
            Val.Foreign self = f.self == null ? null : objectAt(call, f);
            if (f.thisType != null && !enclosing.isEmpty()
                    && types.withSuperTypes(f.thisType).contains(enclosing.get(0))) {
                return dispatched(find(types.withSuperTypes(f.thisType), name, arity, call), f.thisType, true, self);
            }
            List<TypeDeclaration<?>> owners = new ArrayList<>();
            for (TypeDeclaration<?> t : enclosing) {
                owners.addAll(types.withSuperTypes(t));
            }
            owners.addAll(types.staticImportOwners(call));
            Optional<MethodDeclaration> found = find(owners, name, arity, call);
            TypeDeclaration<?> owner = found.flatMap(m -> m.findAncestor(TypeDeclaration.class)).map(t -> (TypeDeclaration<?>) t)
                    .orElse(null);
            return dispatched(found, owner, false, self);
        }
        if (scope instanceof com.github.javaparser.ast.expr.SuperExpr) {
            List<TypeDeclaration<?>> owners = new ArrayList<>();
            for (TypeDeclaration<?> t : Variables.enclosingTypes(call).stream().limit(1).toList()) {
                for (TypeDeclaration<?> above : types.superTypes(t)) {
                    owners.addAll(types.withSuperTypes(above));
                }
            }
            return dispatched(find(owners, name, arity, call), f.thisType, true, f.self);
        }
        return targetsOn(Choices.collapse(eval(scope, f)), call);
    }

    /** The targets of {@code call} on a receiver of value {@code v}. */
    private List<Target> targetsOn(Val v, MethodCallExpr call) {
        String name = call.getNameAsString();
        int arity = call.getArguments().size();
        if (v instanceof Val.TypeName t) {
            List<TypeDeclaration<?>> owners = new ArrayList<>();
            types.named(t.name(), call).forEach(type -> owners.addAll(types.withSuperTypes(type)));
            return dispatched(find(owners, name, arity, call), null, true, null);
        }
        if (v instanceof Val.Foreign fo) {
            List<TypeDeclaration<?>> classes = types.ofObject(fo.type(), call);
            if (classes.size() != 1) {
                return List.of();
            }
            return dispatched(find(types.withSuperTypes(classes.get(0)), name, arity, call), classes.get(0), fo.exact(),
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
    private List<Target> dispatched(Optional<MethodDeclaration> method, @Nullable TypeDeclaration<?> receiver,
                                    boolean exact, Val.@Nullable Foreign self) {
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
        List<MethodDeclaration> implementations = types.implementations(m);
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
            Val.Foreign object = site instanceof ObjectCreationExpr ? initialObject(type)
                    : caller.self != null ? caller.self : initialObject(type);
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
        if (!sources.enableSymbolResolution(call)) {
            return Optional.empty();
        }
        try {
            var declaration = sources.resolve(call);
            return candidates.stream().filter(c -> c == declaration).findFirst();
        } catch (RuntimeException | StackOverflowError e) {
            return Optional.empty();
        }
    }

    /** The linted types {@code simpleName} can mean at {@code context} (see {@link Types#named}). */
    List<TypeDeclaration<?>> typesNamed(String simpleName, Node context) {
        return types.named(simpleName, context);
    }

    /** Is {@code call} one of {@code org.apache.spark.sql.functions}, imported statically? */
    private static boolean importsSparkFunction(MethodCallExpr call) {
        String functions = "org.apache.spark.sql.functions";
        return call.findCompilationUnit().map(cu -> cu.getImports().stream()
                .anyMatch(i -> i.isStatic() && (i.isAsterisk() ? i.getNameAsString().equals(functions)
                        : i.getNameAsString().equals(functions + "." + call.getNameAsString()))))
                .orElse(false);
    }

    // ---------------------------------------------------------------- temp views

    /**
     * What {@code spark.table(name)} reads when the code registers a temp view of that name
     * ({@code ds.createOrReplaceTempView(name)}): one of the registered Datasets.
     */
    Optional<Val> view(String name, Node reader) {
        Map<String, List<MethodCallExpr>> registrations = viewRegistrations;
        if (registrations == null) {
            registrations = new HashMap<>();
            for (String method : List.of("createOrReplaceTempView", "createTempView", "createGlobalTempView",
                    "createOrReplaceGlobalTempView", "registerTempTable")) {
                for (MethodCallExpr call : sources.callsNamed(method)) {
                    if (call.getArguments().size() == 1 && call.getScope().isPresent()) {
                        Map<String, List<MethodCallExpr>> byName = registrations;
                        string(call.getArgument(0), unboundFrame(call)).ifPresent(n ->
                                byName.computeIfAbsent(n, k -> new ArrayList<>()).add(call));
                    }
                }
            }
            viewRegistrations = registrations;
        }
        // A view is registered in a session, which belongs to one application: another application's view of the
        // same name is not this one (the code reading it may run in several applications: any of theirs).
        Set<String> readerApps = applications.of(reader);
        List<MethodCallExpr> inApp = registrations.getOrDefault(name, List.of()).stream()
                .filter(r -> applications.of(r).stream().anyMatch(readerApps::contains)).toList();
        List<Val.Alt> alternatives = new ArrayList<>();
        Object point = new NodePoint(inApp.isEmpty() ? null : inApp.get(0), null);
        for (MethodCallExpr registration : inApp) {
            Val v = eval(registration.getScope().orElseThrow(), unboundFrame(registration));
            if (Choices.alternatives(v).stream().allMatch(a -> a.value() instanceof Val.Data)) {
                alternatives.add(new Val.Alt(v, List.of(new Val.Choice(point, "view " + alternatives.size(),
                        Code.location(registration), "the view " + name + " registered here"))));
            }
        }
        return alternatives.isEmpty() ? Optional.empty() : Optional.of(Choices.oneOf(alternatives));
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
            if (COLLECTION_TYPES.contains(name)) {
                return new Val.Unknown("a collection we cannot see");
            }
            List<TypeDeclaration<?>> declared = types.named(name, context);
            return new Val.Foreign(declared.size() == 1 ? Types.objectName(declared.get(0)) : name, false);
        }
        Optional<Val> bean = SpringBeans.isInjected(context) ? springBeans.returning(name, context) : Optional.empty();
        if (bean.isPresent()) {
            return bean.get();
        }
        String reason = "a " + name + " we cannot see";
        SourceLocation at = Code.location(context);
        Val.Session session = Sessions.untraced(context);
        return switch (name) {
            case "SparkSession", "SQLContext" -> session;
            case "Dataset" -> new Val.Data(new Plan.Untraced(reason, Code.text(context), at), session);
            case "DataStreamReader", "DataFrameReader" -> new Val.Reader(name.equals("DataStreamReader"),
                    Optional.of(new Setting(Value.unknown(reason), at)), Options.unknown(reason),
                    Optional.of(new Setting(Value.unknown(reason), at)), session, at);
            case "DataStreamWriter" -> new Val.Writer(new Val.Data(new Plan.Untraced(reason, Code.text(context), at),
                    session), null, at, Sink.Kind.FORMAT, Optional.of(new Setting(Value.unknown(reason), at)),
                    Optional.of(new Setting(Value.unknown(reason), at)), Optional.of(new Setting(Value.unknown(reason), at)),
                    Optional.of(new io.streamlint.core.model.Trigger(Value.unknown(reason), Value.unknown(reason), at)),
                    Options.unknown(reason), Optional.empty(), Optional.empty(), Optional.empty());
            case "SparkConf" -> new Val.Entries(Options.unknown(reason));
            default -> new Val.Unknown(reason);
        };
    }

    /** Is {@code type} (as written at {@code context}) one of Spark's? By the imports, or the solver. */
    boolean isSparkType(Type type, Node context) {
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
                ResolvedType type = sources.resolvedType(receiver);
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

    // ---------------------------------------------------------------- options and values

    Options withEntry(Options options, MethodCallExpr call, Frame f) {
        IterationSite site = iterationSites.get(f);
        SourceLocation at = site != null && Variables.contains(site.loop(), call) ? site.element() : Code.location(call);
        return withEntry(options, call.getArgument(0), call.getArgument(1), f, at);
    }

    /**
     * {@code options} with the entry {@code key -> value}; a key we cannot read is kept as a
     * {@link Options.DynamicKey}, with the words of its expression to tell which options it could name.
     */
    Options withEntry(Options options, Expression key, Expression value, Frame f, SourceLocation at) {
        Optional<String> k = string(key, f);
        if (k.isPresent()) {
            return options.with(k.get(), value(value, f), at);
        }
        if (Variables.inLoop(key)) {
            return options.opened("entries copied in a loop"); // many keys, any of them
        }
        Set<String> words = new LinkedHashSet<>();
        for (SimpleName n : key.findAll(SimpleName.class)) {
            words.addAll(Options.words(n.getIdentifier()));
        }
        for (StringLiteralExpr s : key.findAll(StringLiteralExpr.class)) {
            words.addAll(Options.words(s.asString()));
        }
        return options.withDynamic(new Options.DynamicKey(Code.text(key), words, value(value, f), at));
    }

    /** The value of an argument as text: known when it folds to a constant (one of several values is unknown). */
    Value value(Expression e, Frame f) {
        Val v = eval(e, f);
        return v instanceof Val.Str s ? s.value() : Value.unknown(Code.text(e));
    }

    /** The known start of a string the code builds by concatenation ("SET k=" + root): up to its first unknown part. */
    String knownPrefix(Expression e, Frame f) {
        Expression inner = e;
        while (inner instanceof EnclosedExpr en) {
            inner = en.getInner();
        }
        if (inner instanceof BinaryExpr b && b.getOperator() == BinaryExpr.Operator.PLUS) {
            Optional<String> left = string(b.getLeft(), f);
            return left.isPresent() ? left.get() + knownPrefix(b.getRight(), f) : knownPrefix(b.getLeft(), f);
        }
        return string(inner, f).orElse("");
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
