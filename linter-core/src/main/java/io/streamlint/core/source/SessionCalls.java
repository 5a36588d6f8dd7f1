package io.streamlint.core.source;

import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import io.streamlint.core.model.ConfFacts;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Value;
import io.streamlint.core.sql.SqlPlan;

import java.util.List;
import java.util.Optional;

/**
 * What Spark's API does to sessions, for {@link SparkApi}: SparkSession builders ({@code config},
 * {@code getOrCreate}), sessions ({@code readStream}, {@code sql}, {@code table}, {@code conf().set}) and SparkConfs
 * and maps of options.
 */
final class SessionCalls {

    private final Evaluator evaluator;
    private final SparkApi spark;

    SessionCalls(Evaluator evaluator, SparkApi spark) {
        this.evaluator = evaluator;
        this.spark = spark;
    }

    AbstractValue builderCall(AbstractValue.SessionBuilder b, MethodCallExpr call, Frame f) {
        NodeList<Expression> args = call.getArguments();
        switch (SparkApiTable.kind("SparkSession.Builder", call.getNameAsString())) {
            case BUILDER_CONFIG:
                if (args.size() == 2) {
                    return new AbstractValue.SessionBuilder(evaluator.withEntry(b.conf(), call, f));
                }
                if (args.size() == 1) {
                    AbstractValue conf = evaluator.eval(args.get(0), f);
                    return new AbstractValue.SessionBuilder(conf instanceof AbstractValue.Entries e ? b.conf().withAll(e.entries())
                            : conf instanceof AbstractValue.Session s ? b.conf().withAll(s.conf())
                            : b.conf().opened(Code.call(call)));
                }
                return b;
            case CREATE_SESSION:
                return Sessions.built(b.conf(), call);
            case BUILDER_SETTING:
                if (call.getNameAsString().equals("sparkContext") && args.size() == 1) {
                    // The session takes the configuration of the SparkContext it is built on.
                    AbstractValue context = evaluator.eval(args.get(0), f);
                    return new AbstractValue.SessionBuilder(context instanceof AbstractValue.Session s ? b.conf().withAll(s.conf())
                            : b.conf().opened("a SparkContext the linter cannot see: " + Code.text(args.get(0))));
                }
                if (call.getNameAsString().equals("master") && args.size() == 1) {
                    return new AbstractValue.SessionBuilder(b.conf().with(ConfFacts.MASTER_CONF, evaluator.value(args.get(0), f),
                            Code.location(call)));
                }
                return b;
            default:
                return b;
        }
    }

    AbstractValue sessionCall(AbstractValue.Session s, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        SourceLocation at = Code.location(call);
        return switch (SparkApiTable.kind("SparkSession", method)) {
            case READER -> new AbstractValue.Reader(method.equals("readStream"), Optional.empty(), Options.empty(),
                    Optional.empty(), s, at);
            case SQL -> sql(s, call, f);
            case TABLE -> call.getArguments().size() == 1 ? table(s, call, f) : new AbstractValue.Unknown("table");
            case BATCH_SOURCE -> new AbstractValue.Data(new Plan.Source(false, Value.of(method), Options.empty(),
                    Optional.empty(), s.id(), Code.call(call), at), s);
            case CONF -> new AbstractValue.RuntimeConf(s);
            case SAME_SESSION -> s;
            case NEW_SESSION -> Sessions.child(s, call);
            default -> new AbstractValue.Unknown("SparkSession." + method);
        };
    }

    /** {@code spark.sql(text)}: the plan Spark's parser reads from the text, over the temp views the code registers. */
    private AbstractValue sql(AbstractValue.Session s, MethodCallExpr call, Frame f) {
        Optional<String> text = call.getArguments().size() == 1 ? evaluator.string(call.getArgument(0), f) : Optional.empty();
        Optional<SqlPlan> plan = text.flatMap(t -> evaluator.texts.statement(call.getArgument(0), t, "sql",
                e -> evaluator.string(e, f)));
        return plan.map(p -> new SqlPlans(evaluator, call, s).dataset(p))
                .orElse(new AbstractValue.Data(new Plan.Untraced("SQL query", Code.call(call), Code.location(call)), s));
    }

    /** {@code spark.table(name)}: a temp view registered from a Dataset we can see, else a batch table. */
    private AbstractValue table(AbstractValue.Session s, MethodCallExpr call, Frame f) {
        Value name = evaluator.value(call.getArgument(0), f);
        Optional<AbstractValue> view = name.text().flatMap(n -> evaluator.views.view(n, call));
        if (view.isPresent()) {
            return view.get();
        }
        return new AbstractValue.Data(new Plan.Source(false, Value.of("table"), Options.empty().with("table", name,
                Code.location(call)), Optional.empty(), s.id(), Code.call(call), Code.location(call)), s);
    }

    AbstractValue sparkConfCall(AbstractValue.Entries e, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        if ((method.equals("set") || method.equals("setIfMissing")) && args.size() == 2) {
            return new AbstractValue.Entries(evaluator.withEntry(e.entries(), call, f)); // SparkConf.set returns the conf
        }
        if (method.equals("setAll") && args.size() == 1) {
            AbstractValue other = evaluator.eval(args.get(0), f);
            return new AbstractValue.Entries(other instanceof AbstractValue.Entries o ? e.entries().withAll(o.entries())
                    : e.entries().opened(Code.call(call)));
        }
        if (method.equals("setMaster") && args.size() == 1) {
            return new AbstractValue.Entries(e.entries().with(ConfFacts.MASTER_CONF, evaluator.value(args.get(0), f), Code.location(call)));
        }
        if (method.startsWith("set") || method.equals("registerKryoClasses")) {
            return e; // setAppName, setMaster, setJars, ...
        }
        if (method.equals("get") || method.equals("getProperty") || method.equals("getOrDefault")) {
            return args.isEmpty() ? new AbstractValue.Unknown("get") : entryValue(e, args.get(0), f);
        }
        if (args.isEmpty() && !e.entries().isOpen() && e.entries().dynamicKeys().isEmpty()) {
            // for (Map.Entry<String, String> o : options.entrySet()) reader = reader.option(o.getKey(), o.getValue());
            List<Options.Entry> entries = e.entries().entries();
            switch (method) {
                case "entrySet":
                    return new AbstractValue.Items(entries.stream().<AbstractValue>map(x -> new AbstractValue.Entries(Options.empty()
                            .with(x.key(), x.value(), x.location()))).toList());
                case "keySet", "stringPropertyNames":
                    return new AbstractValue.Items(entries.stream().<AbstractValue>map(x -> Evaluator.str(x.key())).toList());
                case "values":
                    return new AbstractValue.Items(entries.stream().<AbstractValue>map(x -> new AbstractValue.Str(x.value())).toList());
                case "getKey":
                    return entries.size() == 1 ? Evaluator.str(entries.get(0).key()) : new AbstractValue.Unknown("getKey");
                case "getValue":
                    return entries.size() == 1 ? new AbstractValue.Str(entries.get(0).value()) : new AbstractValue.Unknown("getValue");
                default:
                    break;
            }
        }
        return new AbstractValue.Unknown("call of " + method);
    }

    /** {@code map.get(key)}: the value when the key and the entry are known. */
    private AbstractValue entryValue(AbstractValue.Entries e, Expression key, Frame f) {
        Optional<String> k = evaluator.string(key, f);
        if (k.isPresent()) {
            Optional<Options.Entry> entry = e.entries().get(k.get());
            if (entry.isPresent()) {
                return new AbstractValue.Str(entry.get().value());
            }
        }
        return Evaluator.unknownStr("a map value we cannot see");
    }
}
