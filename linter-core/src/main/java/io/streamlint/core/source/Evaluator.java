package io.streamlint.core.source;

import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
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
import com.github.javaparser.ast.stmt.IfStmt;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Value;
import io.streamlint.core.sql.SqlParser;
import org.jspecify.annotations.Nullable;

import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * An abstract interpreter for the Spark-building parts of Java code: it evaluates an expression to a
 * {@link AbstractValue}, following local variables (with reassignment and mutating calls), fields, constants in
 * other files, option maps, collections and helper methods, and models Spark's builder and Dataset methods.
 * Where the code chooses between values the result is {@link AbstractValue.OneOf} the alternatives (see {@link Choices}).
 * What it cannot see becomes unknown. Evaluation is memoised per node and calling context.
 *
 * <p>This class holds what every part shares (the memo, the frames, the budget) and evaluates expressions and the
 * options they set; its parts each follow one kind of code: {@link Names}, {@link Instances} (objects and fields),
 * {@link VariableValues}, {@link Loops}, {@link MethodCalls} (with {@link SparkApi} for Spark's own methods),
 * {@link UserMethods}, {@link TempViews} and {@link DeclaredTypes}.
 */
final class Evaluator {

    /**
     * How many helper calls deep a frame binds its parameters to the caller's values; deeper calls are evaluated with
     * their parameters unbound. Frames are values, so this is what bounds the number of contexts a chain of helpers
     * that call each other with different arguments (or a recursion with growing arguments) can create.
     */
    static final int MAX_DEPTH = 8;

    final SourceSet sources;
    /** The linted types by name, with their super- and subtypes. */
    final Types types;
    /** Which methods call which, read from the code. */
    final CallGraph calls;
    /** Decisions the code makes on values the evaluator knows. */
    final Conditions conditions = new Conditions(this);

    /** The applications of the linted code, and which code runs in which. */
    final Applications applications;
    private final Memo memo = new Memo();
    private final Map<Frame, Frame> frames = new ConcurrentHashMap<>();
    /** Arguments fixed to one alternative while a call is made on each combination of alternatives (per thread). */
    final ThreadLocal<Map<Key, AbstractValue>> pinned = ThreadLocal.withInitial(HashMap::new);
    final Variables.ScopeContents scopes = new Variables.ScopeContents();
    /** The SQL texts and interval strings met, read by Spark's parser. */
    final SparkTexts texts;
    /** The work the current observation may still take, per thread (see {@link Budget}). */
    final ThreadLocal<Budget> budget = ThreadLocal.withInitial(() -> Budget.UNLIMITED);

    /** What names in the code mean. */
    final Names names = new Names(this);
    /** What {@code new T(..)} creates, and the fields of objects. */
    final Instances instances = new Instances(this);
    /** The values of variables where the code reads them. */
    final VariableValues variableValues = new VariableValues(this);
    /** Loops over collections the code shows, one element at a time. */
    final Loops loops = new Loops(this);
    /** What method calls evaluate to. */
    final MethodCalls methodCalls = new MethodCalls(this);
    /** Calls of the linted code's own methods. */
    final UserMethods userMethods = new UserMethods(this);
    /** Temp views the code registers. */
    final TempViews views = new TempViews(this);
    /** What declared types tell. */
    final DeclaredTypes declaredTypes = new DeclaredTypes(this);

    Evaluator(SourceSet sources, SqlParser parser) {
        this.sources = sources;
        this.types = new Types(sources);
        this.calls = new CallGraph(sources, types);
        this.applications = new Applications(sources, calls);
        this.texts = new SparkTexts(this.budget::get, parser, names::constantInitializer);
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
    AbstractValue memoized(Object key, Supplier<AbstractValue> compute) {
        return memo.get(key, compute);
    }

    Frame unboundFrame(Node node) {
        Node callable = node instanceof CallableDeclaration<?> || node instanceof LambdaExpr ? node
                : node.findAncestor(CallableDeclaration.class).map(c -> (Node) c).orElse(null);
        return intern(Frame.of(callable, Map.of(), 0, null, null, null, null));
    }

    /** An expression in a frame, in the memo (AST nodes compare structurally; we need this very node). */
    record Key(Node node, Frame frame) {
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

    AbstractValue eval(Expression e, Frame f) {
        budget.get().step();
        Key key = new Key(e, f);
        AbstractValue fixed = pinned.get().get(key);
        if (fixed != null) {
            return fixed;
        }
        return memo.get(key, () -> compute(e, f));
    }

    private AbstractValue compute(Expression e, Frame f) {
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
                if (lr.get(0) instanceof AbstractValue.Str l && lr.get(1) instanceof AbstractValue.Str r) {
                    if (l.value() instanceof Value.PerRun || r.value() instanceof Value.PerRun) {
                        return l.value() instanceof Value.PerRun ? l : r; // "/chk/" + UUID.randomUUID()
                    }
                    return l.value().isKnown() && r.value().isKnown()
                            ? str(l.value().text().orElseThrow() + r.value().text().orElseThrow())
                            : unknownStr("concatenation with an unknown part");
                }
                return new AbstractValue.Unknown("arithmetic");
            });
        }
        if (e instanceof ConditionalExpr c) {
            String condition = Code.text(c.getCondition());
            Object point = new BranchPoint(f, condition);
            return Choices.branch(point,
                    eval(c.getThenExpr(), f), new AbstractValue.Choice(point, "true", Code.location(c.getThenExpr()),
                            "when " + condition + " is true"),
                    eval(c.getElseExpr(), f), new AbstractValue.Choice(point, "false", Code.location(c.getElseExpr()),
                            "when " + condition + " is false"));
        }
        if (e instanceof NameExpr n) {
            return names.evalName(n, f);
        }
        if (e instanceof FieldAccessExpr fa) {
            return names.evalFieldAccess(fa, f);
        }
        if (e instanceof MethodCallExpr call) {
            return methodCalls.evalCall(call, f);
        }
        if (e instanceof ObjectCreationExpr created) {
            return instances.construct(created, f);
        }
        if (e instanceof AssignExpr a) {
            return eval(a.getValue(), f);
        }
        if (e instanceof ArrayCreationExpr array) {
            return array.getInitializer().map(init -> eval(init, f)).orElse(new AbstractValue.Unknown("an empty array"));
        }
        if (e instanceof ArrayInitializerExpr init) {
            return new AbstractValue.Items(init.getValues().stream().map(v -> eval(v, f)).toList());
        }
        if (e instanceof LambdaExpr || e instanceof MethodReferenceExpr) {
            return new AbstractValue.Function(new AbstractValue.Passed(e, f));
        }
        if (e instanceof ArrayAccessExpr access) {
            return Choices.distribute(List.of(eval(access.getName(), f), eval(access.getIndex(), f)), ai -> {
                if (ai.get(0) instanceof AbstractValue.Items items && ai.get(1) instanceof AbstractValue.Str i && i.value().text().isPresent()
                        && i.value().text().get().matches("\\d{1,9}")) {
                    int index = Integer.parseInt(i.value().text().get());
                    return index < items.elements().size() ? items.elements().get(index) : new AbstractValue.Unknown("index");
                }
                return new AbstractValue.Unknown("an array element");
            });
        }
        if (e instanceof ThisExpr) {
            return f.self != null ? f.self : Variables.enclosingTypes(e).stream().findFirst()
                    .<AbstractValue>map(t -> new AbstractValue.Foreign(Types.objectName(t), false)).orElse(new AbstractValue.Unknown("this"));
        }
        return new AbstractValue.Unknown(e.getClass().getSimpleName());
    }

    /**
     * Whether {@code alt} can be the value seen at {@code site}: not when it took the other branch of a decision
     * that also guards the site, in the same frame ({@code df = streaming ? readStream : read;} then
     * {@code if (streaming) df.writeStream()}: the batch alternative never reaches the writeStream()).
     */
    boolean reaches(AbstractValue.Alt alt, Node site, Frame f) {
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
            for (AbstractValue.Choice choice : alt.path()) {
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
    AbstractValue reachingValue(Expression e, Node site, Frame f) {
        AbstractValue value = eval(e, f);
        if (!(value instanceof AbstractValue.OneOf)) {
            return value;
        }
        List<AbstractValue.Alt> all = Choices.alternatives(value);
        List<AbstractValue.Alt> reaching = all.stream().filter(alt -> reaches(alt, site, f)).toList();
        return reaching.isEmpty() || reaching.size() == all.size() ? value : Choices.oneOf(reaching);
    }

    /** Whether {@code dataset} is a stream in frame {@code f}: the same answer for all its alternatives, or unknown. */
    Lineage.Answer isStreaming(Expression dataset, Frame f) {
        Set<Lineage.Answer> answers = new HashSet<>();
        for (AbstractValue.Alt alt : Choices.alternatives(eval(dataset, f))) {
            answers.add(alt.value() instanceof AbstractValue.Data d ? Lineage.isStreaming(d.plan()) : Lineage.Answer.UNKNOWN);
        }
        return answers.size() == 1 ? answers.iterator().next() : Lineage.Answer.UNKNOWN;
    }

    /** A decision the code makes: the same condition text in the same frame is the same decision. */
    record BranchPoint(Frame frame, String condition) {
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
    record NodePoint(@Nullable Node node, @Nullable Frame frame) {
        @Override
        public boolean equals(Object o) {
            return o instanceof NodePoint p && p.node == node && p.frame == frame;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(node) * 31 + System.identityHashCode(frame);
        }
    }

    // ---------------------------------------------------------------- options and values

    Options withEntry(Options options, MethodCallExpr call, Frame f) {
        Loops.IterationSite site = loops.iterationSites.get(f);
        SourceLocation at = site != null && ControlFlow.contains(site.loop(), call) ? site.element() : Code.location(call);
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
        if (ControlFlow.inLoop(key)) {
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
        AbstractValue v = eval(e, f);
        return v instanceof AbstractValue.Str s ? s.value() : Value.unknown(Code.text(e));
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

    static AbstractValue.Str str(String text) {
        return new AbstractValue.Str(Value.of(text));
    }

    static AbstractValue.Str unknownStr(String reason) {
        return new AbstractValue.Str(Value.unknown(reason));
    }
}
