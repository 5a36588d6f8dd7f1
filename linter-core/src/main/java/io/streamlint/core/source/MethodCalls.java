package io.streamlint.core.source;

import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.IntegerLiteralExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Value;
import io.streamlint.core.source.Evaluator.Key;
import io.streamlint.core.source.UserMethods.Target;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static io.streamlint.core.source.Evaluator.str;
import static io.streamlint.core.source.Evaluator.unknownStr;
import org.jspecify.annotations.Nullable;

/**
 * What a method call evaluates to, for the {@link Evaluator}: texts built with StringBuilder, {@code String.join}
 * or {@code String.format}, values that differ on every run, calls of the linted code (see {@link UserMethods}),
 * Spark API calls (see {@link SparkApi}) made on each alternative of their receiver and arguments, and statements
 * that change a builder, map or collection they are called on.
 */
final class MethodCalls {

    private final Evaluator evaluator;
    private final SparkApi spark;

    MethodCalls(Evaluator evaluator) {
        this.evaluator = evaluator;
        this.spark = new SparkApi(evaluator);
    }

    AbstractValue evalCall(MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        Optional<List<Expression>> appended = appendedToNewBuilder(call);
        if (appended.isPresent()) {
            return joined(str(""), str(""), str(""), appended.get().stream().map(e -> evaluator.eval(e, f)).toList());
        }
        Optional<StringFormat.Call> format = StringFormat.call(call);
        if (format.isPresent()) {
            AbstractValue template = evaluator.eval(format.get().template(), f);
            if (Choices.alternatives(template).stream().allMatch(a -> a.value() instanceof AbstractValue.Str)) {
                return formatted(template, format.get().arguments(), f);
            }
        }
        if (call.getScope().isEmpty()) {
            List<Target> user = evaluator.userMethods.targets(call, f);
            if (!user.isEmpty()) {
                return evaluator.userMethods.callUserMethods(user, call, f);
            }
            if (importsSparkFunction(call)) {
                return onEachAlternative(null, call, f, (scope, c) -> spark.columns.columnFunction(c, f));
            }
            return new AbstractValue.Unknown("call of " + method);
        }
        Expression scopeExpr = call.getScope().get();
        AbstractValue scope = evaluator.eval(scopeExpr, f);
        Optional<AbstractValue> perRun = perRun(scope, call, f);
        if (perRun.isPresent()) {
            return perRun.get();
        }
        if (scope instanceof AbstractValue.TypeName t) {
            if (!evaluator.userMethods.typesNamed(t.name(), call).isEmpty()) {
                List<Target> user = evaluator.userMethods.targets(call, f);
                return !user.isEmpty() ? evaluator.userMethods.callUserMethods(user, call, f) : new AbstractValue.Unknown(t.name() + "." + method);
            }
            return onEachAlternative(null, call, f, (s, c) -> spark.staticCall(t.name(), c, f));
        }
        if (Choices.alternatives(scope).stream().allMatch(a -> a.value() instanceof AbstractValue.Foreign)) {
            // new KafkaJob() or a job picked by name: the method of each object's class
            return Choices.distribute(List.of(scope), receiver -> {
                List<Target> user = evaluator.userMethods.targetsOn(receiver.get(0), call);
                return !user.isEmpty() ? evaluator.userMethods.callUserMethods(user, call, f)
                        : new AbstractValue.Unknown(((AbstractValue.Foreign) receiver.get(0)).type() + "." + method);
            });
        }
        if (scope instanceof AbstractValue.Unknown && (method.equals("readStream") || method.equals("writeStream")
                || method.equals("read")) && call.getArguments().isEmpty() && evaluator.declaredTypes.isSparkReceiver(scopeExpr)) {
            // The receiver is a SparkSession or Dataset we could not trace (a getter from a base class, ...).
            SourceLocation at = Code.location(scopeExpr);
            AbstractValue assumed = method.equals("writeStream")
                    ? new AbstractValue.Data(new Plan.Untraced("untraced Dataset", Code.text(scopeExpr), at), Sessions.unknownOrigin(at))
                    : Sessions.untraced(scopeExpr);
            return spark.call(assumed, call, f);
        }
        if (scope instanceof AbstractValue.Items && method.equals("add") || scope instanceof AbstractValue.Entries
                && (method.equals("put") || method.equals("setProperty"))) {
            return new AbstractValue.Unknown("result of " + method); // a mutation, applied where the variable is read
        }
        return onEachAlternative(scope, call, f, (s, c) -> spark.call(s, c, f));
    }

    /**
     * A value that differs on every run ({@link PerRunValues}): {@code UUID.randomUUID()}, a method of such a value
     * ({@code .toString()}, {@code .toEpochMilli()}), {@code String.valueOf}/{@code Paths.get} of one, or a string's
     * {@code concat} of one.
     */
    private Optional<AbstractValue> perRun(AbstractValue scope, MethodCallExpr call, Frame f) {
        if (Choices.collapse(scope) instanceof AbstractValue.Str s && s.value() instanceof Value.PerRun) {
            return Optional.of(s);
        }
        if (PerRunValues.carriesArgument(call.getNameAsString()) && call.getArguments().size() == 1
                && (Choices.collapse(scope) instanceof AbstractValue.Str || scope instanceof AbstractValue.Unknown)
                && Choices.collapse(evaluator.eval(call.getArgument(0), f)) instanceof AbstractValue.Str arg
                && arg.value() instanceof Value.PerRun) {
            return Optional.of(arg);
        }
        if (!(scope instanceof AbstractValue.TypeName t) || !evaluator.userMethods.typesNamed(t.name(), call).isEmpty()) {
            return Optional.empty();
        }
        if (PerRunValues.isStaticCall(t.name(), call.getNameAsString())) {
            return Optional.of(new AbstractValue.Str(new Value.PerRun(Code.text(call))));
        }
        if (PerRunValues.carriesArguments(t.name())) {
            for (Expression arg : call.getArguments()) {
                if (Choices.collapse(evaluator.eval(arg, f)) instanceof AbstractValue.Str s && s.value() instanceof Value.PerRun) {
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
    AbstractValue joined(AbstractValue separator, AbstractValue prefix, AbstractValue suffix, List<AbstractValue> parts) {
        List<AbstractValue> inputs = new ArrayList<>(List.of(separator, prefix, suffix));
        inputs.addAll(parts);
        return Choices.distribute(inputs, values -> {
            for (AbstractValue v : values) {
                if (v instanceof AbstractValue.Str s && s.value() instanceof Value.PerRun) {
                    return s;
                }
            }
            List<String> texts = new ArrayList<>();
            for (AbstractValue v : values) {
                if (!(v instanceof AbstractValue.Str s) || !s.value().isKnown()) {
                    return unknownStr("a joined text with an unknown part");
                }
                texts.add(s.value().text().orElseThrow());
            }
            return str(texts.get(1) + String.join(texts.get(0), texts.subList(3, texts.size())) + texts.get(2));
        });
    }

    /** {@code String.format(template, args)}, on each alternative of the template and the arguments. */
    private AbstractValue formatted(AbstractValue template, List<Expression> args, Frame f) {
        List<AbstractValue> inputs = new ArrayList<>();
        inputs.add(template);
        args.forEach(a -> inputs.add(evaluator.eval(a, f)));
        return Choices.distribute(inputs, values -> {
            List<String> texts = new ArrayList<>();
            for (AbstractValue v : values) {
                if (v instanceof AbstractValue.Str s && s.value() instanceof Value.PerRun) {
                    return s;
                }
            }
            for (AbstractValue v : values) {
                if (!(v instanceof AbstractValue.Str s) || !s.value().isKnown()) {
                    return unknownStr("String.format with an unknown part");
                }
                texts.add(s.value().text().orElseThrow());
            }
            return StringFormat.format(texts.get(0), texts.subList(1, texts.size())).map(Evaluator::str)
                    .orElse(unknownStr("String.format with a conversion the linter does not read"));
        });
    }

    /** A Spark API call of {@code call}: made on each alternative of its receiver and arguments. */
    private AbstractValue onEachAlternative(@Nullable AbstractValue scope, MethodCallExpr call, Frame f, SparkCall apiCall) {
        NodeList<Expression> args = call.getArguments();
        List<AbstractValue> inputs = new ArrayList<>();
        inputs.add(scope == null ? new AbstractValue.Unknown("no receiver") : scope);
        boolean choices = scope instanceof AbstractValue.OneOf;
        for (Expression arg : args) {
            AbstractValue v = arg instanceof LambdaExpr ? new AbstractValue.Unknown("a lambda") : evaluator.eval(arg, f);
            choices |= v instanceof AbstractValue.OneOf;
            inputs.add(v);
        }
        if (!choices) {
            return apiCall.call(scope, call);
        }
        Map<Key, AbstractValue> pins = evaluator.pinned.get();
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
        AbstractValue call(@Nullable AbstractValue receiver, MethodCallExpr call);
    }

    /** Calls on a builder in statement position: Map/SparkConf puts and collection adds change the receiver. */
    /** Calls that put entries into a map or properties that the code does not show. */
    private static final Set<String> FILLING_CALLS = Set.of("load", "loadFromXML", "compute", "computeIfAbsent",
            "computeIfPresent", "merge", "replace", "replaceAll");

    AbstractValue mutate(AbstractValue receiver, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        if (receiver instanceof AbstractValue.Foreign object) {
            // builder.sourceOption(k, v); : the object as the method leaves it
            List<Target> targets = evaluator.userMethods.targetsOn(object, call);
            if (targets.size() != 1 || targets.get(0).method().getBody().isEmpty()) {
                return receiver;
            }
            MethodDeclaration m = targets.get(0).method();
            // On each combination of the arguments' alternatives (an option of each element of a loop)
            return onEachAlternative(object, call, f,
                    (s, c) -> evaluator.instances.objectAfter(m, evaluator.userMethods.frameFor(m, c, f, Map.of(), targets.get(0).thisType(), object), null));
        }
        if (receiver instanceof AbstractValue.Entries e) {
            if ((method.equals("put") || method.equals("putIfAbsent") || method.equals("set")
                    || method.equals("setIfMissing") || method.equals("setProperty")) && call.getArguments().size() == 2) {
                return new AbstractValue.Entries(evaluator.withEntry(e.entries(), call, f));
            }
            if (method.equals("putAll") || method.equals("setAll")) {
                AbstractValue other = Choices.collapse(evaluator.eval(call.getArgument(0), f));
                return new AbstractValue.Entries(other instanceof AbstractValue.Entries o ? e.entries().withAll(o.entries())
                        : e.entries().opened(Code.call(call)));
            }
            if (FILLING_CALLS.contains(method)) {
                return new AbstractValue.Entries(e.entries().opened(Code.call(call))); // props.load(in): entries we cannot see
            }
            return receiver;
        }
        if (receiver instanceof AbstractValue.Items items) {
            List<AbstractValue> elements = new ArrayList<>(items.elements());
            if ((method.equals("add") || method.equals("push") || method.equals("offer")) && call.getArguments().size() == 1) {
                elements.add(evaluator.eval(call.getArgument(0), f));
            } else if (method.equals("addAll") && call.getArguments().size() == 1) {
                if (!(Choices.collapse(evaluator.eval(call.getArgument(0), f)) instanceof AbstractValue.Items more)) {
                    return new AbstractValue.Unknown("elements added by " + Code.call(call)); // a loop over it would miss some
                }
                elements.addAll(more.elements());
            }
            return new AbstractValue.Items(elements);
        }
        return onEachAlternative(receiver, call, f, (s, c) -> spark.call(s, c, f));
    }

    /** Is {@code call} one of {@code org.apache.spark.sql.functions}, imported statically? */
    private static boolean importsSparkFunction(MethodCallExpr call) {
        String functions = "org.apache.spark.sql.functions";
        return call.findCompilationUnit().map(cu -> cu.getImports().stream()
                .anyMatch(i -> i.isStatic() && (i.isAsterisk() ? i.getNameAsString().equals(functions)
                        : i.getNameAsString().equals(functions + "." + call.getNameAsString()))))
                .orElse(false);
    }
}
