package io.streamlint.core.source;

import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Trigger;
import io.streamlint.core.model.Value;
import io.streamlint.core.source.SparkApiTable.Kind;
import io.streamlint.core.sql.SqlText;
import org.jspecify.annotations.Nullable;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What Spark's API does to the values the {@link Evaluator} tracks: SparkSession builders and sessions,
 * readers, Datasets (lineage nodes), grouped Datasets, writers, Columns, and the static factories of
 * Spark and the JDK (OutputMode, Trigger, functions, Map.of). Which method does what is
 * {@link SparkApiTable}'s; here is how. Receivers and arguments are never {@link AbstractValue.OneOf}: the evaluator
 * calls this once per alternative.
 *
 * <p>This class sends a call to the part for its receiver's kind ({@link SessionCalls}, {@link ReaderWriterCalls},
 * {@link DatasetCalls}, {@link GroupedCalls}, {@link ColumnCalls}) and reads the calls on collections and the static
 * factories itself.
 */
final class SparkApi {

    private final Evaluator evaluator;

    /** Sessions, their builders and SparkConfs. */
    final SessionCalls sessions;
    /** Readers and writers. */
    final ReaderWriterCalls readersAndWriters;
    /** Datasets. */
    final DatasetCalls datasets;
    /** Grouped Datasets and their functions. */
    final GroupedCalls grouped;
    /** Columns, column functions and expression strings. */
    final ColumnCalls columns;

    SparkApi(Evaluator evaluator) {
        this.evaluator = evaluator;
        this.sessions = new SessionCalls(evaluator, this);
        this.readersAndWriters = new ReaderWriterCalls(evaluator, this);
        this.datasets = new DatasetCalls(evaluator, this);
        this.grouped = new GroupedCalls(evaluator, this);
        this.columns = new ColumnCalls(evaluator, this);
    }

    /** A call of a Spark API method on a value the evaluator knows; unknown for anything else. */
    AbstractValue call(@Nullable AbstractValue receiver, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        if (receiver instanceof AbstractValue.SessionBuilder b) {
            return sessions.builderCall(b, call, f);
        }
        if (receiver instanceof AbstractValue.Session s) {
            return sessions.sessionCall(s, call, f);
        }
        if (receiver instanceof AbstractValue.RuntimeConf) {
            return SparkApiTable.kind("RuntimeConfig", method) == Kind.OTHER && !method.equals("getAll")
                    ? Evaluator.unknownStr("a runtime conf value") : new AbstractValue.Unknown("RuntimeConfig." + method);
        }
        if (receiver instanceof AbstractValue.Reader r) {
            return readersAndWriters.readerCall(r, call, f);
        }
        if (receiver instanceof AbstractValue.Data d) {
            return datasets.datasetCall(d, call, f);
        }
        if (receiver instanceof AbstractValue.Grouped g) {
            return grouped.groupedCall(g, call, f);
        }
        if (receiver instanceof AbstractValue.Functions fn) {
            return grouped.functionsCall(fn, call);
        }
        if (receiver instanceof AbstractValue.Writer w) {
            return readersAndWriters.writerCall(w, call, f);
        }
        if (receiver instanceof AbstractValue.Entries e) {
            return sessions.sparkConfCall(e, call, f);
        }
        if (receiver instanceof AbstractValue.Col c) {
            return columns.columnCall(c, call, f);
        }
        if (receiver instanceof AbstractValue.Str s && method.equals("toString")) {
            return s;
        }
        if (receiver instanceof AbstractValue.Items items) {
            return itemsCall(items, call, f);
        }
        return new AbstractValue.Unknown("call of " + method);
    }

    private AbstractValue itemsCall(AbstractValue.Items items, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        if (method.equals("get") && args.size() == 1) {
            Optional<String> index = evaluator.string(args.get(0), f);
            if (index.isPresent() && index.get().matches("\\d+")) {
                int i = Integer.parseInt(index.get());
                return i < items.elements().size() ? items.elements().get(i) : new AbstractValue.Unknown("index out of range");
            }
            return evaluator.variableValues.anyOf(items, call);
        }
        if (Set.of("stream", "iterator", "toArray", "toList", "asList").contains(method) && args.isEmpty()) {
            return items;
        }
        if (method.equals("collect") && args.size() == 1 && args.get(0) instanceof MethodCallExpr collector
                && collector.getNameAsString().equals("joining") && collector.getArguments().size() != 2
                && collector.getScope().map(s -> s.toString().endsWith("Collectors")).orElse(true)) {
            // stream.collect(Collectors.joining([separator[, prefix, suffix]]))
            List<AbstractValue> texts = collector.getArguments().stream().map(a -> evaluator.eval(a, f)).toList();
            return evaluator.methodCalls.joined(texts.isEmpty() ? Evaluator.str("") : texts.get(0),
                    texts.size() == 3 ? texts.get(1) : Evaluator.str(""), texts.size() == 3 ? texts.get(2) : Evaluator.str(""),
                    items.elements());
        }
        return new AbstractValue.Unknown("call of " + method);
    }

    /** Static factories of Spark and the JDK: {@code SparkSession.builder()}, {@code OutputMode.Append()}, {@code Map.of(..)}. */
    AbstractValue staticCall(String type, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        switch (type) {
            case "SparkSession":
                if (method.equals("builder")) {
                    return new AbstractValue.SessionBuilder(Options.empty());
                }
                return method.startsWith("active") || method.startsWith("get")
                        ? Sessions.active(call) : new AbstractValue.Unknown("SparkSession." + method);
            case "SQLContext":
                return method.equals("getOrCreate") ? Sessions.active(call) : new AbstractValue.Unknown("SQLContext." + method);
            case "SparkContext", "JavaSparkContext":
                if (method.equals("getOrCreate") || method.equals("fromSparkContext")) {
                    AbstractValue arg = args.isEmpty() ? new AbstractValue.Unknown("no argument") : evaluator.eval(args.get(0), f);
                    return arg instanceof AbstractValue.Session s ? s
                            : Sessions.built(arg instanceof AbstractValue.Entries e ? e.entries() : Options.empty(), call);
                }
                return new AbstractValue.Unknown(type + "." + method);
            case "OutputMode":
                return Evaluator.str(method.toLowerCase(Locale.ROOT));
            case "GroupStateTimeout", "TimeMode":
                return Evaluator.str(method);
            case "Trigger":
                if ((method.equals("ProcessingTime") || method.equals("Continuous")) && args.size() == 1
                        && evaluator.string(args.get(0), f).filter(t -> !t.matches("-?[0-9]+")).isPresent()) {
                    columns.interval(args.get(0), method, SqlText.IntervalSyntax.TRIGGER, f); // (long) is milliseconds
                }
                return new AbstractValue.TriggerVal(Value.of(method), args.size() == 1 ? evaluator.value(args.get(0), f)
                        : args.isEmpty() ? Value.unknown("no interval") : Value.unknown(Code.call(call)));
            case "functions":
                return columns.columnFunction(call, f);
            case "Map", "ImmutableMap":
                if (method.equals("of")) {
                    Options entries = Options.empty();
                    for (int i = 0; i + 1 < args.size(); i += 2) {
                        entries = evaluator.withEntry(entries, args.get(i), args.get(i + 1), f, Code.location(args.get(i)));
                    }
                    return new AbstractValue.Entries(entries);
                }
                if (method.equals("ofEntries")) {
                    Options entries = Options.empty();
                    for (Expression arg : args) {
                        if (arg instanceof MethodCallExpr entry && entry.getNameAsString().equals("entry")
                                && entry.getArguments().size() == 2) {
                            entries = evaluator.withEntry(entries, entry.getArgument(0), entry.getArgument(1), f,
                                    Code.location(entry));
                        } else {
                            entries = entries.opened(Code.text(arg));
                        }
                    }
                    return new AbstractValue.Entries(entries);
                }
                if (method.equals("copyOf")) {
                    AbstractValue source = evaluator.eval(args.get(0), f);
                    return source instanceof AbstractValue.Entries ? source : new AbstractValue.Entries(Options.unknown(Code.call(call)));
                }
                return new AbstractValue.Unknown("Map." + method);
            case "Collections":
                if (method.equals("singletonMap") && args.size() == 2) {
                    return new AbstractValue.Entries(evaluator.withEntry(Options.empty(), args.get(0), args.get(1), f, Code.location(call)));
                }
                if (method.equals("emptyMap")) {
                    return new AbstractValue.Entries(Options.empty());
                }
                if (method.equals("singletonList") || method.equals("singleton")) {
                    return new AbstractValue.Items(List.of(evaluator.eval(args.get(0), f)));
                }
                if (method.startsWith("unmodifiable")) {
                    return evaluator.eval(args.get(0), f);
                }
                return new AbstractValue.Unknown("Collections." + method);
            case "List", "Set", "Arrays", "Stream", "ImmutableList", "Lists":
                if (Set.of("of", "asList", "newArrayList", "stream").contains(method)) {
                    return new AbstractValue.Items(columns.flatten(args, f));
                }
                return new AbstractValue.Unknown(type + "." + method);
            case "String", "Long", "Integer", "Double", "Boolean":
                if (type.equals("String") && method.equals("join") && args.size() >= 2) {
                    // String.join(separator, parts...) or String.join(separator, iterable)
                    return evaluator.methodCalls.joined(evaluator.eval(args.get(0), f), Evaluator.str(""), Evaluator.str(""),
                            columns.flatten(new NodeList<>(args.subList(1, args.size())), f));
                }
                if ((method.equals("valueOf") || method.equals("toString")) && args.size() == 1) {
                    AbstractValue v = evaluator.eval(args.get(0), f);
                    return v instanceof AbstractValue.Str ? v : Evaluator.unknownStr(type + "." + method);
                }
                return Evaluator.unknownStr(type + "." + method);
            default:
                return new AbstractValue.Unknown(type + "." + method);
        }
    }

}
