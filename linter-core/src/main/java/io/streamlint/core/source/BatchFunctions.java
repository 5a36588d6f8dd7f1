package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.expr.TypeExpr;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import com.github.javaparser.ast.stmt.SwitchEntry;
import io.streamlint.core.model.BatchFunction;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Value;
import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the function given to {@code foreachBatch(..)}: which batch writes and actions it runs on the micro-batch,
 * whether it persists it, whether it uses the batch id. The micro-batch parameter is bound to a batch source of its
 * own, so that the evaluator tells which Datasets derive from it, through local variables and helper methods.
 */
final class BatchFunctions {

    /** How deep helper methods receiving the micro-batch are followed. */
    static final int MAX_HELPER_DEPTH = 3;

    /** DataFrameWriter calls that write. */
    private static final Set<String> WRITER_TERMINALS = Set.of("save", "insertInto", "saveAsTable", "jdbc", "parquet",
            "json", "csv", "orc", "text", "xml");

    /** Batch actions that run the whole plan (not limited ones such as isEmpty, show, take, first). */
    private static final Set<String> FULL_ACTIONS = Set.of("collect", "collectAsList", "count", "foreach",
            "foreachPartition", "reduce", "toLocalIterator");

    private static final Set<String> PERSISTS = Set.of("persist", "cache", "checkpoint", "localCheckpoint");

    /** Calls whose first argument is SQL text the function runs: Spark SQL, JDBC, Spring's JdbcTemplate. */
    private static final Set<String> STATEMENT_CALLS = Set.of("sql", "prepareStatement", "prepareCall", "execute",
            "executeUpdate", "executeLargeUpdate", "addBatch", "update", "batchUpdate");

    /** Merge builder calls whose map argument assigns the matched rows' columns. */
    private static final Set<String> MERGE_UPDATES = Set.of("updateExpr", "update");

    /** Calls that turn the batch id into another value carrying it ({@code String.valueOf(batchId)}). */
    static final Set<String> CONVERSIONS = Set.of("valueOf", "toString", "format", "formatted", "concat",
            "join", "append", "longValue", "intValue", "parseLong", "toHexString");

    static final Set<String> LOG_METHODS = Set.of("println", "print", "printf", "info", "debug", "warn",
            "error", "trace", "log");

    private final Evaluator evaluator;

    /** Whether a function keys what it writes by the batch id. */
    private final BatchIdKeys batchIdKeys;

    BatchFunctions(Evaluator evaluator) {
        this.evaluator = evaluator;
        this.batchIdKeys = new BatchIdKeys(evaluator, this);
    }

    /** What the function given to {@code foreachBatch(..)} does, if it is visible. */
    Optional<BatchFunction> of(AbstractValue.Passed function, AbstractValue.Session session) {
        return function(function.argument(), function.frame(), 0).map(fn -> read(fn, function.frame(), session));
    }

    /** A function body with its two parameters; a lambda with the frame it was written in (else null). */
    record Fn(Node callable, Node body, Parameter batch, Parameter batchId, String code, @Nullable Frame lambdaFrame) {
    }

    private Optional<Fn> function(Expression arg, Frame frame, int hops) {
        while (arg instanceof CastExpr || arg instanceof EnclosedExpr) {
            arg = arg instanceof CastExpr c ? c.getExpression() : ((EnclosedExpr) arg).getInner();
        }
        String code = Code.text(arg);
        if (arg instanceof LambdaExpr lambda) {
            return lambda.getParameters().size() == 2 ? Optional.of(new Fn(lambda, lambda.getBody(),
                    lambda.getParameter(0), lambda.getParameter(1), code, frame)) : Optional.empty();
        }
        if (arg instanceof MethodReferenceExpr ref) {
            List<TypeDeclaration<?>> owners = ref.getScope() instanceof ThisExpr ? Variables.enclosingTypes(ref)
                    : ref.getScope() instanceof TypeExpr t ? evaluator.types.named(t.getType().asString(), ref)
                    : typesOf(evaluator.eval(ref.getScope(), frame), ref);
            return method(owners, ref.getIdentifier(), code);
        }
        if (arg instanceof ObjectCreationExpr created) {
            if (created.getAnonymousClassBody().isPresent()) {
                return twoParameterMethod(created.getAnonymousClassBody().get(), "call", code);
            }
            return method(evaluator.types.named(created.getType().getNameAsString(), created), "call", code);
        }
        if (arg instanceof MethodCallExpr call && hops < 2) {
            // foreachBatch(new PostgresWriter(config, "book").writeDataset()): a method that returns the function
            Optional<MethodDeclaration> factory = evaluator.userMethods.resolveUserMethod(call, frame);
            List<ReturnStmt> returns = factory.flatMap(MethodDeclaration::getBody).map(b -> b.findAll(ReturnStmt.class)
                    .stream().filter(r -> r.getExpression().isPresent()
                            && Variables.enclosingCallable(r).orElse(null) == factory.get()).toList()).orElse(List.of());
            if (returns.size() == 1) {
                Optional<Frame> inner = evaluator.userMethods.frameOfTarget(factory.get(), call, frame);
                if (inner.isPresent()) {
                    return function(returns.get(0).getExpression().orElseThrow(), inner.get(), hops + 1);
                }
            }
        }
        if (arg instanceof NameExpr n && hops < 2) {
            // a local variable or a field holding the function: its initializer
            String name = n.getNameAsString();
            Optional<Node> local = Variables.localDeclaration(name, n);
            Optional<VariableDeclarator> declaration = local.isPresent()
                    ? local.filter(d -> d instanceof VariableDeclarator).map(d -> (VariableDeclarator) d)
                    : Variables.enclosingTypes(n).stream().map(t -> Variables.field(t, name))
                    .flatMap(Optional::stream).findFirst();
            Optional<Expression> init = declaration.flatMap(VariableDeclarator::getInitializer);
            if (init.isPresent()) {
                return function(init.get(), local.isPresent() ? frame : evaluator.unboundFrame(init.get()), hops + 1);
            }
        }
        AbstractValue value = Choices.collapse(evaluator.eval(arg, frame));
        if (value instanceof AbstractValue.Function written && hops < 2 && written.written().argument() != arg) {
            return function(written.written().argument(), written.written().frame(), hops + 1);
        }
        return method(typesOf(value, arg), "call", code);
    }

    private List<TypeDeclaration<?>> typesOf(AbstractValue v, Node context) {
        return Choices.collapse(v) instanceof AbstractValue.Foreign f ? evaluator.types.ofObject(f.type(), context) : List.of();
    }

    private static Optional<Fn> method(List<TypeDeclaration<?>> owners, String name, String code) {
        return owners.size() == 1 ? twoParameterMethod(owners.get(0).getMembers(), name, code) : Optional.empty();
    }

    private static Optional<Fn> twoParameterMethod(NodeList<BodyDeclaration<?>> members, String name, String code) {
        List<MethodDeclaration> candidates = members.stream()
                .filter(m -> m instanceof MethodDeclaration md && md.getNameAsString().equals(name)
                        && md.getParameters().size() == 2 && md.getBody().isPresent())
                .map(m -> (MethodDeclaration) m)
                .toList();
        if (candidates.size() != 1) {
            return Optional.empty();
        }
        MethodDeclaration m = candidates.get(0);
        return Optional.of(new Fn(m, m.getBody().orElseThrow(), m.getParameter(0), m.getParameter(1), code, null));
    }

    // ---------------------------------------------------------------- the body

    /** A function and the frame it ran in. */
    private record Ran(Fn fn, Frame frame) {
    }

    /** A branch taken on the way from the function's body to a call: the construct and which way. */
    private record Branch(Node construct, Object way) {
    }

    private final class Reading {
        final Plan.Source batchSource;
        final List<BatchFunction.Write> writes = new ArrayList<>();
        final List<BatchFunction.Statement> statements = new ArrayList<>();
        final List<BatchFunction.MergeUpdate> mergeUpdates = new ArrayList<>();
        final List<Plan.Action> actions = new ArrayList<>();
        final List<List<Branch>> actionPaths = new ArrayList<>();
        boolean persists;
        /** Calls of a wrapped function ({@code work.call(batch, batchId)}), and the functions they run. */
        final Set<MethodCallExpr> forwards = Collections.newSetFromMap(new IdentityHashMap<>());
        final List<Ran> wrapped = new ArrayList<>();

        Reading(Plan.Source batchSource) {
            this.batchSource = batchSource;
        }

        void scan(Node body, Frame frame, List<Branch> prefix, int depth) {
            for (MethodCallExpr call : body.findAll(MethodCallExpr.class)) {
                String name = call.getNameAsString();
                Optional<BatchFunction.Write> write = WRITER_TERMINALS.contains(name) || name.equals("append")
                        ? write(call, frame) : Optional.empty();
                if (PERSISTS.contains(name)) {
                    persists = true;
                } else if (STATEMENT_CALLS.contains(name) && !call.getArguments().isEmpty()
                        && evaluator.value(call.getArgument(0), frame) instanceof Value.Known sql) {
                    statements.add(new BatchFunction.Statement(sql, Code.call(call), Code.location(call)));
                } else if (MERGE_UPDATES.contains(name) && call.getArguments().size() == 1
                        && Choices.collapse(evaluator.eval(call.getArgument(0), frame)) instanceof AbstractValue.Entries set) {
                    Set<String> target = mergeTargetNames(call, frame);
                    for (Options.Entry e : set.entries().entries()) {
                        mergeUpdates.add(new BatchFunction.MergeUpdate(e.key(), e.value(), target, Code.call(call),
                                Code.location(call)));
                    }
                } else if (write.isPresent()) {
                    writes.add(write.get());
                    action(new Plan.Action(name, batchSource, write.get().code(), write.get().location()),
                            path(call, body, prefix));
                } else if (FULL_ACTIONS.contains(name) && call.getScope().isPresent()
                        && derived(call.getScope().get(), frame)) {
                    action(new Plan.Action(name, batchSource, Code.call(call), Code.location(call)),
                            path(call, body, prefix));
                } else if (depth < MAX_HELPER_DEPTH && call.getArguments().size() == 2 && call.getScope().isPresent()
                        && Choices.collapse(evaluator.eval(call.getScope().get(), frame)) instanceof AbstractValue.Function given
                        && derived(call.getArgument(0), frame)) {
                    // originalFunc.call(df, batchId): a function passed in (a wrapper adds error handling) runs on
                    // the micro-batch
                    Optional<Fn> inner = function(given.written().argument(), given.written().frame(), 0);
                    if (inner.isPresent()) {
                        forwards.add(call);
                        Frame innerFrame = frameOf(inner.get(), frame, evaluator.eval(call.getArgument(0), frame),
                                evaluator.eval(call.getArgument(1), frame));
                        wrapped.add(new Ran(inner.get(), innerFrame));
                        scan(inner.get().body(), innerFrame, path(call, body, prefix), depth + 1);
                    }
                } else if (depth < MAX_HELPER_DEPTH && call.getArguments().stream().anyMatch(a -> derived(a, frame))) {
                    Optional<MethodDeclaration> helper = evaluator.userMethods.resolveUserMethod(call, frame);
                    Optional<Frame> inner = helper.flatMap(h -> evaluator.userMethods.frameOfTarget(h, call, frame));
                    if (inner.isPresent() && helper.get().getBody().isPresent()) {
                        scan(helper.get().getBody().get(), inner.get(), path(call, body, prefix), depth + 1);
                    }
                }
            }
        }

        /** Keeps the actions that run together with those kept before it. */
        private void action(Plan.Action action, List<Branch> path) {
            if (actionPaths.stream().noneMatch(p -> exclusive(p, path))) {
                actions.add(action);
                actionPaths.add(path);
            }
        }

        /** Does the Dataset {@code e} derive from the micro-batch (on some alternative)? */
        boolean derived(Expression e, Frame frame) {
            return Choices.alternatives(evaluator.eval(e, frame)).stream()
                    .anyMatch(a -> a.value() instanceof AbstractValue.Data d
                            && Lineage.preOrder(d.plan()).stream().anyMatch(n -> n == batchSource));
        }

        /** {@code ds.write()...terminal(..)} or {@code ds.writeTo(t)...append()} on the micro-batch. */
        Optional<BatchFunction.Write> write(MethodCallExpr terminal, Frame frame) {
            List<MethodCallExpr> chain = Variables.chainCalls(terminal);
            int start = -1;
            for (int i = chain.size() - 2; i >= 0 && start < 0; i--) {
                String name = chain.get(i).getNameAsString();
                boolean v1 = name.equals("write") && chain.get(i).getArguments().isEmpty();
                boolean v2 = name.equals("writeTo") && chain.get(i).getArguments().size() == 1;
                if (v1 || v2) {
                    if (v2 != terminal.getNameAsString().equals("append")) {
                        return Optional.empty();
                    }
                    start = i;
                }
            }
            if (start < 0 || chain.get(start).getScope().isEmpty() || !derived(chain.get(start).getScope().get(), frame)) {
                return Optional.empty();
            }
            Plan rows = Choices.alternatives(evaluator.eval(chain.get(start).getScope().get(), frame)).stream()
                    .map(a -> a.value() instanceof AbstractValue.Data d ? d.plan() : null)
                    .filter(p -> p != null && Lineage.preOrder(p).stream().anyMatch(n -> n == batchSource))
                    .findFirst().orElseThrow();
            String method = terminal.getNameAsString();
            NodeList<Expression> args = terminal.getArguments();
            Value format = switch (method) {
                case "save" -> Value.unknown("the default source format");
                case "insertInto", "saveAsTable", "append" -> Value.of("table");
                default -> Value.of(method);
            };
            Optional<Value> mode = method.equals("append") ? Optional.of(Value.of("append")) : Optional.empty();
            Options options = Options.empty();
            Optional<Value> target = Optional.empty();
            if (method.equals("append")) {
                target = Optional.of(evaluator.value(chain.get(start).getArgument(0), frame));
            } else if (method.equals("jdbc") && args.size() >= 2) {
                target = Optional.of(evaluator.value(args.get(1), frame));
                if (args.size() == 3 && Choices.collapse(evaluator.eval(args.get(2), frame)) instanceof AbstractValue.Entries e) {
                    options = options.withAll(e.entries());
                }
            } else if (args.size() == 1) {
                target = Optional.of(evaluator.value(args.get(0), frame));
            }
            for (MethodCallExpr step : chain.subList(start + 1, chain.size() - 1)) {
                NodeList<Expression> a = step.getArguments();
                switch (step.getNameAsString()) {
                    case "format", "using" -> {
                        if (a.size() == 1 && !format.is("jdbc")) {
                            format = evaluator.value(a.get(0), frame);
                        }
                    }
                    case "mode" -> mode = a.size() == 1 ? Optional.of(saveMode(a.get(0), frame)) : mode;
                    case "option" -> options = a.size() == 2 ? evaluator.withEntry(options, step, frame) : options;
                    case "options" -> options = a.size() == 1
                            && Choices.collapse(evaluator.eval(a.get(0), frame)) instanceof AbstractValue.Entries e
                            ? options.withAll(e.entries()) : options.opened(Code.call(step));
                    default -> {
                    }
                }
            }
            if (method.equals("save") && target.isEmpty()) {
                target = options.get(format.is(SinkFacts.JDBC_FORMAT) ? "dbtable" : "path").map(Options.Entry::value);
            }
            return Optional.of(new BatchFunction.Write(method, format, mode, options, target, rows,
                    Code.call(terminal), Code.location(terminal)));
        }

        /** The aliases a merge builder gives its target before {@code merge(..)}: {@code forName(..).as("t")}. */
        private Set<String> mergeTargetNames(MethodCallExpr update, Frame frame) {
            List<MethodCallExpr> chain = Variables.chainCalls(update);
            Set<String> names = new java.util.TreeSet<>();
            boolean beforeMerge = false;
            for (int i = chain.size() - 1; i >= 0; i--) {
                MethodCallExpr step = chain.get(i);
                beforeMerge |= step.getNameAsString().equals("merge");
                if (beforeMerge && Set.of("as", "alias").contains(step.getNameAsString())
                        && step.getArguments().size() == 1) {
                    evaluator.value(step.getArgument(0), frame).text().ifPresent(names::add);
                }
            }
            return names;
        }

        /** {@code "append"}, {@code SaveMode.Append}: in lower case. */
        private Value saveMode(Expression mode, Frame frame) {
            Value v = evaluator.value(mode, frame);
            return v.lowerCase().map(Value::of).orElse(v);
        }
    }

    private BatchFunction read(Fn fn, Frame frame, AbstractValue.Session session) {
        SourceLocation at = Code.location(fn.batch());
        Plan.Source batch = new Plan.Source(false, Value.of("foreachBatch"), Options.empty(), Optional.empty(),
                session.id(), "the micro-batch of foreachBatch", at);
        AbstractValue.Data batchData = new AbstractValue.Data(batch, session);
        Reading reading = new Reading(batch);
        Frame fnFrame = frameOf(fn, frame, batchData, Evaluator.unknownStr("the batch id"));
        reading.scan(fn.body(), fnFrame, List.of(), 0);
        boolean keyed = batchIdKeys.keysByBatchId(fn, fnFrame, reading.forwards)
                || reading.wrapped.stream().anyMatch(w -> batchIdKeys.keysByBatchId(w.fn(), w.frame(), reading.forwards));
        return new BatchFunction(fn.code(), Code.location(fn.callable()), fn.batch().getNameAsString(),
                fn.batchId().getNameAsString(), keyed, reading.writes, reading.statements, reading.mergeUpdates,
                reading.actions, reading.persists);
    }

    /** The frame a function runs in on {@code batch}: a lambda sees the variables of the code it was written in. */
    private Frame frameOf(Fn fn, Frame caller, AbstractValue batch, AbstractValue batchId) {
        Map<com.github.javaparser.ast.Node, AbstractValue> arguments = new IdentityHashMap<>();
        Frame written = fn.lambdaFrame();
        if (written != null) {
            arguments.putAll(written.bindings());
        }
        arguments.put(fn.batch(), batch);
        arguments.put(fn.batchId(), batchId);
        return written != null
                ? evaluator.intern(Frame.of(written.callable, arguments, written.depth, written.fieldEntry,
                        written.thisType, written.self, written.statics))
                : evaluator.intern(Frame.of(fn.callable(), arguments, caller.depth + 1, null, null, null, null));
    }

    /** The branches of {@code if}, {@code ?:} and {@code switch} between {@code body} and {@code node}. */
    private static List<Branch> path(Node node, Node body, List<Branch> prefix) {
        List<Branch> path = new ArrayList<>(prefix);
        Node child = node;
        for (Node parent = node.getParentNode().orElse(null); parent != null && child != body;
             child = parent, parent = parent.getParentNode().orElse(null)) {
            if (parent instanceof IfStmt s) {
                path.add(new Branch(s, s.getThenStmt() == child ? "then" : s.getCondition() == child ? "condition"
                        : "else"));
            } else if (parent instanceof ConditionalExpr c) {
                path.add(new Branch(c, c.getThenExpr() == child ? "then" : c.getCondition() == child ? "condition"
                        : "else"));
            } else if (child instanceof SwitchEntry entry) {
                path.add(new Branch(parent, System.identityHashCode(entry)));
            }
        }
        return path;
    }

    /** Two paths that take different ways at the same construct never both run in one call. */
    private static boolean exclusive(List<Branch> a, List<Branch> b) {
        for (Branch x : a) {
            for (Branch y : b) {
                if (x.construct() == y.construct() && !x.way().equals(y.way())
                        && !"condition".equals(x.way()) && !"condition".equals(y.way())) {
                    return true;
                }
            }
        }
        return false;
    }
}
