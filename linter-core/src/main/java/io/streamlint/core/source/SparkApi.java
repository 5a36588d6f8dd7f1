package io.streamlint.core.source;

import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.expr.NameExpr;
import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.Exprs;
import io.streamlint.core.model.GroupingKey;
import io.streamlint.core.model.JoinCondition;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Schema;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.Trigger;
import io.streamlint.core.model.Value;
import io.streamlint.core.source.SparkApiTable.Kind;
import io.streamlint.core.sql.SqlExpr;
import io.streamlint.core.sql.SqlPlan;
import io.streamlint.core.sql.SqlText;
import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What Spark's API does to the values the {@link Evaluator} tracks: SparkSession builders and sessions,
 * readers, Datasets (lineage nodes), grouped Datasets, writers, Columns, and the static factories of
 * Spark and the JDK (OutputMode, Trigger, functions, Map.of). Which method does what is
 * {@link SparkApiTable}'s; here is how. Receivers and arguments are never {@link Val.OneOf}: the evaluator
 * calls this once per alternative.
 */
final class SparkApi {

    /** Dataset methods whose output columns are all new: typed objects or rows serialized into new attributes. */
    private static final Set<String> NEW_COLUMNS = Set.of("map", "flatMap", "mapPartitions", "toJSON", "mapInPandas",
            "pythonMapInArrow", "mapPartitionsInR");

    private final Evaluator evaluator;

    SparkApi(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    /** A call of a Spark API method on a value the evaluator knows; unknown for anything else. */
    Val call(@Nullable Val receiver, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        if (receiver instanceof Val.SessionBuilder b) {
            return builderCall(b, call, f);
        }
        if (receiver instanceof Val.Session s) {
            return sessionCall(s, call, f);
        }
        if (receiver instanceof Val.RuntimeConf) {
            return SparkApiTable.kind("RuntimeConfig", method) == Kind.OTHER && !method.equals("getAll")
                    ? Evaluator.unknownStr("a runtime conf value") : new Val.Unknown("RuntimeConfig." + method);
        }
        if (receiver instanceof Val.Reader r) {
            return readerCall(r, call, f);
        }
        if (receiver instanceof Val.Data d) {
            return datasetCall(d, call, f);
        }
        if (receiver instanceof Val.Grouped g) {
            return groupedCall(g, call, f);
        }
        if (receiver instanceof Val.Functions fn) {
            return functionsCall(fn, call);
        }
        if (receiver instanceof Val.Writer w) {
            return writerCall(w, call, f);
        }
        if (receiver instanceof Val.Entries e) {
            return sparkConfCall(e, call, f);
        }
        if (receiver instanceof Val.Col c) {
            return columnCall(c, call, f);
        }
        if (receiver instanceof Val.Str s && method.equals("toString")) {
            return s;
        }
        if (receiver instanceof Val.Items items) {
            return itemsCall(items, call, f);
        }
        return new Val.Unknown("call of " + method);
    }

    // ---------------------------------------------------------------- sessions

    private Val builderCall(Val.SessionBuilder b, MethodCallExpr call, Frame f) {
        NodeList<Expression> args = call.getArguments();
        switch (SparkApiTable.kind("SparkSession.Builder", call.getNameAsString())) {
            case BUILDER_CONFIG:
                if (args.size() == 2) {
                    return new Val.SessionBuilder(evaluator.withEntry(b.conf(), call, f));
                }
                if (args.size() == 1) {
                    Val conf = evaluator.eval(args.get(0), f);
                    return new Val.SessionBuilder(conf instanceof Val.Entries e ? b.conf().withAll(e.entries())
                            : conf instanceof Val.Session s ? b.conf().withAll(s.conf())
                            : b.conf().opened(Code.call(call)));
                }
                return b;
            case CREATE_SESSION:
                return Sessions.built(b.conf(), call);
            case BUILDER_SETTING:
                if (call.getNameAsString().equals("sparkContext") && args.size() == 1) {
                    // The session takes the configuration of the SparkContext it is built on.
                    Val context = evaluator.eval(args.get(0), f);
                    return new Val.SessionBuilder(context instanceof Val.Session s ? b.conf().withAll(s.conf())
                            : b.conf().opened("a SparkContext the linter cannot see: " + Code.text(args.get(0))));
                }
                if (call.getNameAsString().equals("master") && args.size() == 1) {
                    return new Val.SessionBuilder(b.conf().with(SparkFacts.MASTER_CONF, evaluator.value(args.get(0), f),
                            Code.location(call)));
                }
                return b;
            default:
                return b;
        }
    }

    private Val sessionCall(Val.Session s, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        SourceLocation at = Code.location(call);
        return switch (SparkApiTable.kind("SparkSession", method)) {
            case READER -> new Val.Reader(method.equals("readStream"), Optional.empty(), Options.empty(),
                    Optional.empty(), s, at);
            case SQL -> sql(s, call, f);
            case TABLE -> call.getArguments().size() == 1 ? table(s, call, f) : new Val.Unknown("table");
            case BATCH_SOURCE -> new Val.Data(new Plan.Source(false, Value.of(method), Options.empty(),
                    Optional.empty(), s.id(), Code.call(call), at), s);
            case CONF -> new Val.RuntimeConf(s);
            case SAME_SESSION -> s;
            case NEW_SESSION -> Sessions.child(s, call);
            default -> new Val.Unknown("SparkSession." + method);
        };
    }

    /** {@code spark.sql(text)}: the plan Spark's parser reads from the text, over the temp views the code registers. */
    private Val sql(Val.Session s, MethodCallExpr call, Frame f) {
        Optional<String> text = call.getArguments().size() == 1 ? evaluator.string(call.getArgument(0), f) : Optional.empty();
        Optional<SqlPlan> plan = text.flatMap(t -> evaluator.texts.statement(call.getArgument(0), t, "sql",
                e -> evaluator.string(e, f)));
        return plan.map(p -> new SqlPlans(evaluator, call, s).dataset(p))
                .orElse(new Val.Data(new Plan.Untraced("SQL query", Code.call(call), Code.location(call)), s));
    }

    /** {@code spark.table(name)}: a temp view registered from a Dataset we can see, else a batch table. */
    private Val table(Val.Session s, MethodCallExpr call, Frame f) {
        Value name = evaluator.value(call.getArgument(0), f);
        Optional<Val> view = name.text().flatMap(n -> evaluator.view(n, call));
        if (view.isPresent()) {
            return view.get();
        }
        return new Val.Data(new Plan.Source(false, Value.of("table"), Options.empty().with("table", name,
                Code.location(call)), Optional.empty(), s.id(), Code.call(call), Code.location(call)), s);
    }

    private Val sparkConfCall(Val.Entries e, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        if ((method.equals("set") || method.equals("setIfMissing")) && args.size() == 2) {
            return new Val.Entries(evaluator.withEntry(e.entries(), call, f)); // SparkConf.set returns the conf
        }
        if (method.equals("setAll") && args.size() == 1) {
            Val other = evaluator.eval(args.get(0), f);
            return new Val.Entries(other instanceof Val.Entries o ? e.entries().withAll(o.entries())
                    : e.entries().opened(Code.call(call)));
        }
        if (method.equals("setMaster") && args.size() == 1) {
            return new Val.Entries(e.entries().with(SparkFacts.MASTER_CONF, evaluator.value(args.get(0), f), Code.location(call)));
        }
        if (method.startsWith("set") || method.equals("registerKryoClasses")) {
            return e; // setAppName, setMaster, setJars, ...
        }
        if (method.equals("get") || method.equals("getProperty") || method.equals("getOrDefault")) {
            return args.isEmpty() ? new Val.Unknown("get") : entryValue(e, args.get(0), f);
        }
        if (args.isEmpty() && !e.entries().isOpen() && e.entries().dynamicKeys().isEmpty()) {
            // for (Map.Entry<String, String> o : options.entrySet()) reader = reader.option(o.getKey(), o.getValue());
            List<Options.Entry> entries = e.entries().entries();
            switch (method) {
                case "entrySet":
                    return new Val.Items(entries.stream().<Val>map(x -> new Val.Entries(Options.empty()
                            .with(x.key(), x.value(), x.location()))).toList());
                case "keySet", "stringPropertyNames":
                    return new Val.Items(entries.stream().<Val>map(x -> Evaluator.str(x.key())).toList());
                case "values":
                    return new Val.Items(entries.stream().<Val>map(x -> new Val.Str(x.value())).toList());
                case "getKey":
                    return entries.size() == 1 ? Evaluator.str(entries.get(0).key()) : new Val.Unknown("getKey");
                case "getValue":
                    return entries.size() == 1 ? new Val.Str(entries.get(0).value()) : new Val.Unknown("getValue");
                default:
                    break;
            }
        }
        return new Val.Unknown("call of " + method);
    }

    /** {@code map.get(key)}: the value when the key and the entry are known. */
    private Val entryValue(Val.Entries e, Expression key, Frame f) {
        Optional<String> k = evaluator.string(key, f);
        if (k.isPresent()) {
            Optional<Options.Entry> entry = e.entries().get(k.get());
            if (entry.isPresent()) {
                return new Val.Str(entry.get().value());
            }
        }
        return Evaluator.unknownStr("a map value we cannot see");
    }

    // ---------------------------------------------------------------- readers

    private Val readerCall(Val.Reader r, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        String type = r.streaming() ? "DataStreamReader" : "DataFrameReader";
        switch (SparkApiTable.kind(type, method)) {
            case READER_SETTING:
                return switch (method) {
                    case "format" -> r.with(Optional.of(new Setting(evaluator.value(args.get(0), f), Code.location(call))),
                            r.options(), r.schema());
                    case "option" -> args.size() == 2 ? r.with(r.format(), evaluator.withEntry(r.options(), call, f), r.schema())
                            : r;
                    case "options" -> r.with(r.format(), withMap(r.options(), args.get(0), call, f), r.schema());
                    case "schema" -> r.with(r.format(), r.options(), Optional.of(new Setting(
                            args.isEmpty() ? Value.unknown("no schema") : evaluator.value(args.get(0), f),
                            Code.location(call))));
                    default -> r;
                };
            case LOAD: {
                Value format = switch (method) {
                    // Without format(..), the session's spark.sql.sources.default, which cluster configuration may set.
                    case "load" -> r.format().map(Setting::value).orElse(Value.unknown("the default source format"));
                    case "textFile" -> Value.of("text");
                    default -> Value.of(method);
                };
                Options options = r.options();
                if (args.size() == 1 && (method.equals("table"))) {
                    options = options.with("table", evaluator.value(args.get(0), f), Code.location(call));
                } else if (args.size() == 1) {
                    options = options.with("path", evaluator.value(args.get(0), f), Code.location(call));
                }
                SourceLocation at = r.format().isPresent() && method.equals("load") ? r.format().get().location()
                        : Code.location(call);
                Optional<Schema> userSchema = r.schema().flatMap(s -> s.value().text()).flatMap(evaluator.texts::schema);
                return new Val.Data(new Plan.Source(r.streaming(), format, options, r.schema(), userSchema,
                        r.session().id(), Code.call(call), at), r.session());
            }
            default:
                return new Val.Unknown(type + "." + method);
        }
    }

    private Options withMap(Options options, Expression map, MethodCallExpr call, Frame f) {
        Val v = evaluator.eval(map, f);
        return v instanceof Val.Entries e ? options.withAll(e.entries()) : options.opened(Code.call(call));
    }

    // ---------------------------------------------------------------- Datasets

    private Val datasetCall(Val.Data d, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        String code = Code.call(call);
        SourceLocation at = Code.location(call);
        Plan in = d.plan();
        if ((method.equals("sparkSession") || method.equals("sqlContext")) && args.isEmpty()) {
            return d.session(); // ds.sqlContext().setConf(..), ds.sparkSession().sql(..): the Dataset's own session
        }
        switch (SparkApiTable.kind("Dataset", method)) {
            case WATERMARK:
                if (args.size() == 2) {
                    interval(args.get(1), "withWatermark", SqlText.IntervalSyntax.INTERVAL_STRING, f);
                }
                return args.size() == 2
                        ? data(new Plan.Watermark(evaluator.value(args.get(0), f), evaluator.value(args.get(1), f), in, code, at), d)
                        : opaque(method, d, call, f);
            case GROUP: {
                if (method.equals("groupByKey")) {
                    return new Val.Grouped(Plan.Grouping.BY_KEY_FUNCTION, List.of(), d, code, at);
                }
                List<GroupingKey> keys = new ArrayList<>();
                for (ColumnExpr column : columnsOf(args, f)) {
                    keys.add(groupingKey(column, null));
                }
                Plan.Grouping grouping = method.equals("groupBy") ? Plan.Grouping.GROUP_BY : Plan.Grouping.GROUPING_SETS;
                return new Val.Grouped(grouping, keys, d, code, at);
            }
            case GLOBAL_AGGREGATE:
                return data(new Plan.Aggregate(Plan.Grouping.GLOBAL, List.of(), exprsOf(args, f), in, code, at), d);
            case PROJECT:
                // transform(func) hands the Dataset to user code, which may do anything to it (aggregate it, ...).
                Exprs computed = method.equals("transform") ? Exprs.UNREADABLE : exprsOf(args, f);
                if ((method.equals("select") || method.equals("selectExpr")) && !computed.aggregates().isEmpty()
                        && !computed.calls("over")) {
                    // an aggregate function outside a window makes the projection an aggregation (GlobalAggregates)
                    return data(new Plan.Aggregate(Plan.Grouping.GLOBAL, List.of(), computed, in, code, at), d);
                }
                return data(new Plan.Project(projection(method, args, in, f), computed, in, code, at), d);
            case KEEP, SAMPLE:
                return data(new Plan.Operator(method, exprsOf(args, f), in, code, at), d);
            case DEDUPLICATE:
                return data(new Plan.Deduplicate(method.equals("distinct") ? Optional.of(List.of()) : columnNames(args, f),
                        method.equals("dropDuplicatesWithinWatermark"), in, code, at), d);
            case JOIN:
                return join(d, call, f);
            case SET_OPERATION: {
                Val.Data other = dataArgument(args, f);
                return data(new Plan.Binary(method, in, other.plan(), code, at), d);
            }
            case ACTION:
                // Batch-only: Spark rejects it on a stream at the call (the frontend records it as an Action).
                // cache/persist/checkpoint return the Dataset, so the lineage goes on.
                return Set.of("cache", "persist", "checkpoint", "localCheckpoint").contains(method)
                        ? data(new Plan.Operator(method, Exprs.NONE, in, code, at), d)
                        : new Val.Unknown("result of " + method);
            case WRITE_STREAM:
                return new Val.Writer(d, writtenVariable(call, f), at,
                        Sink.Kind.FORMAT, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                        Options.empty(), Optional.empty(), Optional.empty(), Optional.empty());
            case COLUMN:
                if ((method.equals("col") || method.equals("apply")) && args.size() == 1) {
                    return SparkApi.columnNamed(evaluator.string(args.get(0), f), Code.text(call));
                }
                return new Val.Col(new ColumnExpr.Unreadable(Code.text(call)));
            case FUNCTIONS:
                return new Val.Functions(method, d);
            case OPAQUE:
                return opaque(method, d, call, f);
            default:
                return new Val.Unknown("Dataset." + method);
        }
    }

    /** A method we do not follow: the lineage goes on, its columns unknown. */
    private Val opaque(String method, Val.Data d, MethodCallExpr call, Frame f) {
        return data(new Plan.Project(new ColumnMapping.Opaque(method + " is not followed"), exprsOf(call.getArguments(), f),
                d.plan(), Code.call(call), Code.location(call)), d);
    }

    private static Val.Data data(Plan plan, Val.Data input) {
        return new Val.Data(plan, input.session());
    }

    /** The first argument as a Dataset; an untraced one if we cannot follow it. */
    private Val.Data dataArgument(NodeList<Expression> args, Frame f) {
        Val other = args.isEmpty() ? new Val.Unknown("no argument") : evaluator.eval(args.get(0), f);
        if (other instanceof Val.Data o) {
            return o;
        }
        // no argument (code that does not compile): the call's place
        SourceLocation at = Code.location(args.isEmpty() ? args.getParentNode().orElseThrow() : args.get(0));
        String code = args.isEmpty() ? "" : Code.text(args.get(0));
        return new Val.Data(new Plan.Untraced("untraced Dataset", code, at), Sessions.unknownOrigin(at));
    }

    private Val join(Val.Data d, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        Val.Data right = dataArgument(args, f);
        JoinCondition condition = JoinCondition.NONE;
        Value joinType = Value.of("inner");
        if (method.equals("crossJoin")) {
            joinType = Value.of("cross");
        } else if (args.size() >= 2) {
            condition = JoinConditions.of(evaluator.eval(args.get(1), f), Code.text(args.get(1)));
            if (args.size() >= 3) {
                joinType = evaluator.value(args.get(2), f);
            }
        }
        return data(new Plan.Join(method, joinType, condition, d.plan(), right.plan(), Code.call(call),
                Code.location(call)), d);
    }

    /** How select/withColumn/... over {@code in} map columns. */
    private ColumnMapping projection(String method, NodeList<Expression> args, Plan in, Frame f) {
        Supplier<Optional<Schema>> input = memoized(() -> Lineage.schema(in));
        switch (method) {
            case "select": {
                List<ColumnMapping.Select.Output> outputs = new ArrayList<>();
                for (Val v : columnValues(args, f)) {
                    ColumnExpr column = column(v, Code.text(args.get(0)));
                    if (column instanceof ColumnExpr.Unreadable) {
                        return new ColumnMapping.Opaque("unreadable column " + column.code());
                    }
                    ColumnMapping.Select.Output output = output(column);
                    outputs.add(v instanceof Val.Col c && c.sql().isPresent() ? analyzed(output, c.sql().get(), input)
                            : output);
                }
                return new ColumnMapping.Select(outputs);
            }
            case "selectExpr": {
                List<ColumnMapping.Select.Output> outputs = new ArrayList<>();
                for (Val v : flatten(args, f)) {
                    if (!(v instanceof Val.Str s) || s.value().text().isEmpty()) {
                        return new ColumnMapping.Opaque("unreadable selectExpr");
                    }
                    String text = s.value().text().get();
                    outputs.add(analyzed(evaluator.texts.peekExpression(text).map(SqlColumns::output)
                            .orElse(new ColumnMapping.Select.Output(null, null)), text, input));
                }
                return new ColumnMapping.Select(outputs);
            }
            case "withColumn": {
                Optional<String> name = args.isEmpty() ? Optional.empty() : evaluator.string(args.get(0), f);
                Val value = args.size() > 1 ? evaluator.eval(args.get(1), f) : new Val.Unknown("no column");
                ColumnExpr column = args.size() > 1 ? column(value, Code.text(args.get(1))) : new ColumnExpr.Unreadable("");
                if (name.isEmpty() || column instanceof ColumnExpr.Unreadable) {
                    return new ColumnMapping.Opaque("withColumn with unreadable arguments");
                }
                String source = referencedColumn(column);
                Optional<String> type = Optional.empty();
                if (source == null && value instanceof Val.Col c && c.sql().isPresent()) {
                    type = input.get().flatMap(schema -> evaluator.texts.column(c.sql().get(), schema))
                            .flatMap(Schema.Column::type);
                }
                return new ColumnMapping.Replace(name.get(), source, type);
            }
            case "withColumnRenamed": {
                Optional<String> from = args.isEmpty() ? Optional.empty() : evaluator.string(args.get(0), f);
                Optional<String> to = args.size() > 1 ? evaluator.string(args.get(1), f) : Optional.empty();
                return from.isPresent() && to.isPresent() ? new ColumnMapping.Rename(from.get(), to.get())
                        : new ColumnMapping.Opaque("withColumnRenamed with unreadable names");
            }
            case "drop": {
                List<String> names = new ArrayList<>();
                for (ColumnExpr column : columnsOf(args, f)) {
                    if (!(column instanceof ColumnExpr.Ref ref)) {
                        return new ColumnMapping.Opaque("drop of an unreadable column");
                    }
                    names.add(ref.name());
                }
                return new ColumnMapping.Drop(names);
            }
            default:
                return NEW_COLUMNS.contains(method) ? new ColumnMapping.NewColumns(method + " serializes new columns")
                        : new ColumnMapping.Opaque(method + " computes columns we do not follow");
        }
    }

    /**
     * {@code output}, written as the SQL expression {@code sql}, as Spark's analyzer resolves it over the projection's
     * input: a computed column gets its name (Spark names an expression without an alias by its SQL) and its type.
     * A reference keeps its input column's, which the schema follows.
     */
    private ColumnMapping.Select.Output analyzed(ColumnMapping.Select.Output output, String sql,
                                                 Supplier<Optional<Schema>> input) {
        if (output.source() != null) {
            return output;
        }
        return input.get().flatMap(schema -> evaluator.texts.column(sql, schema))
                .map(c -> new ColumnMapping.Select.Output(c.name(), null, c.type())).orElse(output);
    }

    /** {@code value} computed once, when first asked for. */
    private static <T> Supplier<T> memoized(Supplier<T> value) {
        return new Supplier<>() {
            private @Nullable T result;

            @Override
            public T get() {
                if (result == null) {
                    result = value.get();
                }
                return result;
            }
        };
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
        return new ColumnMapping.Select.Output(null, null); // Spark names it by its SQL text
    }

    /**
     * The input column whose attribute metadata (the watermark tag) an expression keeps: a plain reference
     * (through aliases), or the time column of window/session_window, whose struct column gets the time
     * column's metadata (ResolveTimeWindows); null otherwise.
     */
    private static @Nullable String referencedColumn(ColumnExpr column) {
        if (column instanceof ColumnExpr.Alias alias) {
            return referencedColumn(alias.child());
        }
        if (column instanceof ColumnExpr.TimeWindow w) {
            return w.timeColumn();
        }
        return column instanceof ColumnExpr.Ref ref ? ref.name() : null;
    }

    // ---------------------------------------------------------------- grouped Datasets

    private Val groupedCall(Val.Grouped g, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        String type = g.grouping() == Plan.Grouping.BY_KEY_FUNCTION ? "KeyValueGroupedDataset" : "RelationalGroupedDataset";
        Plan in = g.input().plan();
        String code = Code.call(call);
        SourceLocation at = Code.location(call);
        switch (SparkApiTable.kind(type, method)) {
            case AGGREGATE:
                return data(new Plan.Aggregate(g.grouping(), g.keys(), exprsOf(args, f), in, g.code(), g.location()),
                        g.input());
            case PIVOT: {
                // Without values Spark collects them from the data at the call, which a stream refuses; the
                // aggregation follows the pivot.
                String pivot = args.size() == 1 ? "pivot" : "pivotWithValues";
                return new Val.Grouped(g.grouping(), g.keys(), data(new Plan.Operator(pivot, Exprs.NONE, in, code, at),
                        g.input()), g.code(), g.location());
            }
            case GROUP_MAP:
                return data(new Plan.GroupMap(method, in, code, at), g.input());
            case STATEFUL:
                return data(statefulMap(method, in, args, code, at, f), g.input());
            case COGROUP: {
                Val other = args.isEmpty() ? new Val.Unknown("no argument") : evaluator.eval(args.get(0), f);
                Plan right = other instanceof Val.Grouped o ? o.input().plan()
                        : new Plan.Untraced("untraced grouped Dataset", code, at);
                return data(new Plan.Binary("cogroup", in, right, code, at), g.input());
            }
            case KEEP_GROUPED:
                return g;
            default:
                return new Val.Unknown(type + "." + method);
        }
    }

    /**
     * mapGroupsWithState(func, stateEncoder, outputEncoder[, timeout[, initialState]]),
     * flatMapGroupsWithState(func, outputMode, stateEncoder, outputEncoder, timeout[, initialState]),
     * transformWithState(processor, timeMode | eventTimeColumn, outputMode, ...[initialState, ...]).
     */
    private Plan.StatefulMap statefulMap(String method, Plan in, NodeList<Expression> args, String code,
                                         SourceLocation at, Frame f) {
        int mode = switch (method) {
            case "flatMapGroupsWithState" -> 1;
            case "transformWithState" -> 2;
            default -> -1;
        };
        int timeout = switch (method) {
            case "mapGroupsWithState" -> 3;
            case "flatMapGroupsWithState" -> 4;
            default -> 1;
        };
        Optional<Value> outputMode = mode >= 0 && mode < args.size() ? Optional.of(evaluator.value(args.get(mode), f))
                : Optional.empty();
        Optional<Value> timeoutValue = timeout < args.size() ? Optional.of(evaluator.value(args.get(timeout), f))
                : Optional.empty();
        Optional<Plan> initialState = Optional.empty();
        for (int i = 1; i < args.size(); i++) {
            if (evaluator.eval(args.get(i), f) instanceof Val.Grouped state) {
                initialState = Optional.of(state.input().plan());
            }
        }
        return new Plan.StatefulMap(method, outputMode, timeoutValue, initialState, in, code, at);
    }

    private Val functionsCall(Val.Functions fn, MethodCallExpr call) {
        String method = call.getNameAsString();
        String type = fn.kind().equals("na") ? "DataFrameNaFunctions" : "DataFrameStatFunctions";
        Plan in = fn.input().plan();
        String name = fn.kind() + "." + method;
        return switch (SparkApiTable.kind(type, method)) {
            case KEEP, SAMPLE -> data(new Plan.Operator(name, Exprs.NONE, in, Code.call(call), Code.location(call)),
                    fn.input());
            case OPAQUE -> data(new Plan.Project(new ColumnMapping.Opaque(name + " computes new columns"), Exprs.NONE, in,
                    Code.call(call), Code.location(call)), fn.input());
            default -> new Val.Unknown(type + "." + method);
        };
    }

    // ---------------------------------------------------------------- writers

    private Val writerCall(Val.Writer w, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        SourceLocation at = Code.location(call);
        if (SparkApiTable.kind("DataStreamWriter", method) != Kind.WRITER_SETTING) {
            return new Val.Unknown("DataStreamWriter." + method);
        }
        return switch (method) {
            case "format" -> w.withFormat(Optional.of(new Setting(evaluator.value(args.get(0), f), at)));
            case "outputMode" -> w.withOutputMode(Optional.of(new Setting(evaluator.value(args.get(0), f), at)));
            case "queryName" -> w.withQueryName(Optional.of(new Setting(evaluator.value(args.get(0), f), at)));
            case "trigger" -> {
                Val t = args.isEmpty() ? new Val.Unknown("no trigger") : evaluator.eval(args.get(0), f);
                yield w.withTrigger(Optional.of(t instanceof Val.TriggerVal tv ? new Trigger(tv.kind(), tv.interval(), at)
                        : new Trigger(Value.unknown(Code.text(args.get(0))), Value.unknown("unknown trigger"), at)));
            }
            case "option" -> args.size() == 2 ? w.withOptions(evaluator.withEntry(w.options(), call, f)) : w;
            case "options" -> w.withOptions(withMap(w.options(), args.get(0), call, f));
            case "foreach" -> w.withKind(Sink.Kind.FOREACH, Optional.empty());
            case "foreachBatch" -> w.withKind(Sink.Kind.FOREACH_BATCH,
                    args.size() == 1 ? Optional.of(new Val.Passed(args.get(0), f)) : Optional.empty());
            case "partitionBy" -> w.withPartitioning(Optional.of(at), w.clusterBy());
            case "clusterBy" -> w.withPartitioning(w.partitionBy(), Optional.of(at));
            default -> w;
        };
    }

    // ---------------------------------------------------------------- columns and collections

    private Val columnCall(Val.Col c, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        if ((method.equals("as") || method.equals("alias") || method.equals("name")) && args.size() == 1) {
            Optional<String> alias = evaluator.string(args.get(0), f);
            return alias.isPresent()
                    ? new Val.Col(new ColumnExpr.Alias(c.expr(), alias.get(), Code.text(call)),
                    c.sql().map(sql -> "(" + sql + ") AS `" + alias.get().replace("`", "``") + "`"))
                    : new Val.Col(new ColumnExpr.Unreadable(Code.text(call)));
        }
        if (JoinConditions.SHAPED.contains(method.toLowerCase(Locale.ROOT))) {
            List<ColumnExpr> arguments = new ArrayList<>();
            for (Expression arg : args) {
                Val v = evaluator.eval(arg, f);
                // Column methods take Objects: a Java value is a literal, not a column name.
                arguments.add(v instanceof Val.Col col ? col.expr()
                        : v instanceof Val.Str || v instanceof Val.Foreign || v instanceof Val.TypeName
                        ? new ColumnExpr.Computed(Exprs.NONE, Code.text(arg)) : new ColumnExpr.Unreadable(Code.text(arg)));
            }
            return new Val.Col(new ColumnExpr.Call(method, c.expr(), arguments, Code.text(call)));
        }
        Exprs features = c.expr().features().and(Exprs.function(method)).and(exprsOf(args, f));
        return new Val.Col(new ColumnExpr.Computed(features, Code.text(call)));
    }

    private Val itemsCall(Val.Items items, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        if (method.equals("get") && args.size() == 1) {
            Optional<String> index = evaluator.string(args.get(0), f);
            if (index.isPresent() && index.get().matches("\\d+")) {
                int i = Integer.parseInt(index.get());
                return i < items.elements().size() ? items.elements().get(i) : new Val.Unknown("index out of range");
            }
            return evaluator.anyOf(items, call);
        }
        if (Set.of("stream", "iterator", "toArray", "toList", "asList").contains(method) && args.isEmpty()) {
            return items;
        }
        if (method.equals("collect") && args.size() == 1 && args.get(0) instanceof MethodCallExpr collector
                && collector.getNameAsString().equals("joining") && collector.getArguments().size() != 2
                && collector.getScope().map(s -> s.toString().endsWith("Collectors")).orElse(true)) {
            // stream.collect(Collectors.joining([separator[, prefix, suffix]]))
            List<Val> texts = collector.getArguments().stream().map(a -> evaluator.eval(a, f)).toList();
            return evaluator.joined(texts.isEmpty() ? Evaluator.str("") : texts.get(0),
                    texts.size() == 3 ? texts.get(1) : Evaluator.str(""), texts.size() == 3 ? texts.get(2) : Evaluator.str(""),
                    items.elements());
        }
        return new Val.Unknown("call of " + method);
    }

    // ---------------------------------------------------------------- static factories

    /** Static factories of Spark and the JDK: {@code SparkSession.builder()}, {@code OutputMode.Append()}, {@code Map.of(..)}. */
    Val staticCall(String type, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        switch (type) {
            case "SparkSession":
                if (method.equals("builder")) {
                    return new Val.SessionBuilder(Options.empty());
                }
                return method.startsWith("active") || method.startsWith("get")
                        ? Sessions.active(call) : new Val.Unknown("SparkSession." + method);
            case "SQLContext":
                return method.equals("getOrCreate") ? Sessions.active(call) : new Val.Unknown("SQLContext." + method);
            case "SparkContext", "JavaSparkContext":
                if (method.equals("getOrCreate") || method.equals("fromSparkContext")) {
                    Val arg = args.isEmpty() ? new Val.Unknown("no argument") : evaluator.eval(args.get(0), f);
                    return arg instanceof Val.Session s ? s
                            : Sessions.built(arg instanceof Val.Entries e ? e.entries() : Options.empty(), call);
                }
                return new Val.Unknown(type + "." + method);
            case "OutputMode":
                return Evaluator.str(method.toLowerCase(Locale.ROOT));
            case "GroupStateTimeout", "TimeMode":
                return Evaluator.str(method);
            case "Trigger":
                if ((method.equals("ProcessingTime") || method.equals("Continuous")) && args.size() == 1
                        && evaluator.string(args.get(0), f).filter(t -> !t.matches("-?[0-9]+")).isPresent()) {
                    interval(args.get(0), method, SqlText.IntervalSyntax.TRIGGER, f); // (long) is milliseconds
                }
                return new Val.TriggerVal(Value.of(method), args.size() == 1 ? evaluator.value(args.get(0), f)
                        : args.isEmpty() ? Value.unknown("no interval") : Value.unknown(Code.call(call)));
            case "functions":
                return columnFunction(call, f);
            case "Map", "ImmutableMap":
                if (method.equals("of")) {
                    Options entries = Options.empty();
                    for (int i = 0; i + 1 < args.size(); i += 2) {
                        entries = evaluator.withEntry(entries, args.get(i), args.get(i + 1), f, Code.location(args.get(i)));
                    }
                    return new Val.Entries(entries);
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
                    return new Val.Entries(entries);
                }
                if (method.equals("copyOf")) {
                    Val source = evaluator.eval(args.get(0), f);
                    return source instanceof Val.Entries ? source : new Val.Entries(Options.unknown(Code.call(call)));
                }
                return new Val.Unknown("Map." + method);
            case "Collections":
                if (method.equals("singletonMap") && args.size() == 2) {
                    return new Val.Entries(evaluator.withEntry(Options.empty(), args.get(0), args.get(1), f, Code.location(call)));
                }
                if (method.equals("emptyMap")) {
                    return new Val.Entries(Options.empty());
                }
                if (method.equals("singletonList") || method.equals("singleton")) {
                    return new Val.Items(List.of(evaluator.eval(args.get(0), f)));
                }
                if (method.startsWith("unmodifiable")) {
                    return evaluator.eval(args.get(0), f);
                }
                return new Val.Unknown("Collections." + method);
            case "List", "Set", "Arrays", "Stream", "ImmutableList", "Lists":
                if (Set.of("of", "asList", "newArrayList", "stream").contains(method)) {
                    return new Val.Items(flatten(args, f));
                }
                return new Val.Unknown(type + "." + method);
            case "String", "Long", "Integer", "Double", "Boolean":
                if (type.equals("String") && method.equals("join") && args.size() >= 2) {
                    // String.join(separator, parts...) or String.join(separator, iterable)
                    return evaluator.joined(evaluator.eval(args.get(0), f), Evaluator.str(""), Evaluator.str(""),
                            flatten(new NodeList<>(args.subList(1, args.size())), f));
                }
                if ((method.equals("valueOf") || method.equals("toString")) && args.size() == 1) {
                    Val v = evaluator.eval(args.get(0), f);
                    return v instanceof Val.Str ? v : Evaluator.unknownStr(type + "." + method);
                }
                return Evaluator.unknownStr(type + "." + method);
            default:
                return new Val.Unknown(type + "." + method);
        }
    }

    /** {@code col("x")}, {@code window(col("ts"), "5 minutes")}, {@code expr("...")}, {@code lit(1)}, ... */
    Val columnFunction(MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        String code = Code.text(call);
        if ((method.equals("col") || method.equals("column")) && args.size() == 1) {
            return columnNamed(evaluator.string(args.get(0), f), code);
        }
        if ((method.equals("window") || method.equals("session_window")) && !args.isEmpty()) {
            for (Expression duration : args.subList(1, args.size())) {
                interval(duration, method, SqlText.IntervalSyntax.INTERVAL_STRING, f);
            }
            ColumnExpr time = columnOf(args.get(0), f);
            String timeColumn = time instanceof ColumnExpr.Ref ref ? ref.name() : null;
            return new Val.Col(new ColumnExpr.TimeWindow(method, timeColumn, exprsOf(args, f), code));
        }
        if (method.equals("broadcast") && args.size() == 1 && evaluator.eval(args.get(0), f) instanceof Val.Data d) {
            // functions.broadcast(ds): a hint on a Dataset, which keeps its lineage
            return data(new Plan.Operator(method, Exprs.NONE, d.plan(), Code.call(call), Code.location(call)), d);
        }
        if (method.equals("expr") && args.size() == 1) {
            Optional<String> sql = evaluator.string(args.get(0), f);
            if (sql.isEmpty()) {
                return new Val.Col(new ColumnExpr.Unreadable(code));
            }
            return new Val.Col(evaluator.texts.expression(args.get(0), sql.get(), "expr", e -> evaluator.string(e, f))
                    .map(parsed -> SqlColumns.column(parsed, code))
                    .orElse(new ColumnExpr.Sql(sql.get(), code)), sql);
        }
        return new Val.Col(new ColumnExpr.Computed(Exprs.function(method).and(exprsOf(args, f)), code));
    }

    /** {@code col(name)}, {@code new Column(name)}: a reference, a star, or unreadable when the name is unknown. */
    static Val columnNamed(Optional<String> name, String code) {
        if (name.isEmpty()) {
            return new Val.Col(new ColumnExpr.Unreadable(code));
        }
        return new Val.Col(name.get().equals("*") ? new ColumnExpr.Star(code) : new ColumnExpr.Ref(name.get(), code));
    }

    /** A column argument: a Column expression, or a String naming a column. */
    private ColumnExpr columnOf(Expression arg, Frame f) {
        return column(evaluator.eval(arg, f), Code.text(arg));
    }

    private static ColumnExpr column(Val v, String code) {
        if (v instanceof Val.Col c) {
            return c.expr();
        }
        if (v instanceof Val.Str s && s.value().isKnown()) {
            String name = s.value().text().orElseThrow();
            return name.equals("*") ? new ColumnExpr.Star(name) : new ColumnExpr.Ref(name, '"' + name + '"');
        }
        return new ColumnExpr.Unreadable(code);
    }

    /** Column arguments, with arrays and lists of them spread ({@code groupBy(cols)}, {@code select(String[])}). */
    private List<ColumnExpr> columnsOf(NodeList<Expression> args, Frame f) {
        List<ColumnExpr> columns = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            Val v = evaluator.eval(args.get(i), f);
            if (v instanceof Val.Items items) {
                items.elements().forEach(e -> columns.add(column(e, Code.text(args.get(0)))));
            } else {
                columns.add(column(v, Code.text(args.get(i))));
            }
        }
        return columns;
    }

    /** The values of Column arguments, with arrays and lists of them spread. */
    private List<Val> columnValues(NodeList<Expression> args, Frame f) {
        List<Val> values = new ArrayList<>();
        for (Expression arg : args) {
            Val v = evaluator.eval(arg, f);
            values.addAll(v instanceof Val.Items items ? items.elements() : List.of(v));
        }
        return values;
    }

    /** Argument values with arrays and lists spread. */
    private List<Val> flatten(NodeList<Expression> args, Frame f) {
        List<Val> values = new ArrayList<>();
        for (Expression arg : args) {
            Val v = evaluator.eval(arg, f);
            if (v instanceof Val.Items items) {
                values.addAll(items.elements());
            } else {
                values.add(v);
            }
        }
        return values;
    }

    /** Column names of {@code dropDuplicates(..)}: empty when one cannot be read. */
    private Optional<List<String>> columnNames(NodeList<Expression> args, Frame f) {
        List<String> names = new ArrayList<>();
        for (Val v : flatten(args, f)) {
            if (!(v instanceof Val.Str s) || s.value().text().isEmpty()) {
                return Optional.empty();
            }
            names.add(s.value().text().get());
        }
        return Optional.of(names);
    }

    /**
     * What the Column arguments of a call compute. Strings are names or numbers, except SQL text: the condition of
     * {@code filter(String)}/{@code where(String)}, and a {@code selectExpr} item other than a column name (which
     * may call any function); lambdas are user code, which cannot build Columns.
     */
    private Exprs exprsOf(NodeList<Expression> args, Frame f) {
        Exprs result = Exprs.NONE;
        for (Expression arg : args) {
            if (arg instanceof LambdaExpr || arg instanceof MethodReferenceExpr) {
                continue;
            }
            Val v = evaluator.eval(arg, f);
            List<Val> parts = v instanceof Val.Items items ? items.elements() : List.of(v);
            for (Val part : parts) {
                if (part instanceof Val.Col c) {
                    result = result.and(c.expr().features());
                } else if (part instanceof Val.Str s && sqlMethod(arg).isPresent()) {
                    result = result.and(sqlFeatures(arg, s, sqlMethod(arg).get(), f));
                } else if (!(part instanceof Val.Str) && !(part instanceof Val.Foreign) && !(part instanceof Val.TypeName)) {
                    result = result.and(Exprs.UNREADABLE);
                }
            }
        }
        return result;
    }

    /** {@code selectExpr} or {@code filter}/{@code where}, when {@code arg} is an argument of one: its strings are SQL. */
    private static Optional<String> sqlMethod(Expression arg) {
        return arg.getParentNode().filter(p -> p instanceof MethodCallExpr).map(p -> ((MethodCallExpr) p).getNameAsString())
                .filter(m -> m.equals("selectExpr") || m.equals("filter") || m.equals("where"));
    }

    /**
     * What a SQL string argument computes, read by Spark's parser (unreadable when it cannot be read); a
     * {@code selectExpr} item that is a plain column computes nothing.
     */
    private Exprs sqlFeatures(Expression arg, Val.Str text, String method, Frame f) {
        Optional<String> sql = text.value().text();
        if (sql.isEmpty()) {
            return Exprs.UNREADABLE;
        }
        Optional<SqlExpr> parsed = evaluator.texts.expression(arg, sql.get(), method, e -> evaluator.string(e, f));
        if (method.equals("selectExpr") && parsed.map(SqlColumns::output).filter(o -> o.source() != null).isPresent()) {
            return Exprs.NONE;
        }
        return parsed.map(SqlColumns::features).orElse(Exprs.UNREADABLE);
    }

    /** An interval string argument, read by Spark's parser (recorded for the interval rules). */
    private void interval(Expression arg, String use, SqlText.IntervalSyntax syntax, Frame f) {
        evaluator.string(arg, f).ifPresent(text -> evaluator.texts.interval(arg, text, use, syntax,
                e -> evaluator.string(e, f)));
    }

    /** {@code alias}: the name the key's output column gets (Spark trims the alias only from the check). */
    static GroupingKey groupingKey(ColumnExpr column, @Nullable String alias) {
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
        if (column instanceof ColumnExpr.Computed || column instanceof ColumnExpr.Call) {
            return new GroupingKey.Computed(column.code());
        }
        return new GroupingKey.Unreadable(column.code());
    }

    /**
     * The variable holding the Dataset a writeStream() chain starts from ({@code counts} in
     * {@code counts.writeStream()} or {@code events.groupBy(..).count().writeStream()}), if it is a Dataset:
     * how users name what a query writes. Null when the chain starts at the session or elsewhere.
     */
    private @Nullable String writtenVariable(MethodCallExpr call, Frame f) {
        Expression scope = call.getScope().orElse(null);
        Expression root = scope instanceof MethodCallExpr m ? Variables.chainRoot(m) : scope;
        String name = root instanceof NameExpr n ? n.getNameAsString()
                : root instanceof FieldAccessExpr fa ? fa.getNameAsString() : null;
        if (name == null || root == null) {
            return null;
        }
        boolean dataset = Choices.alternatives(evaluator.eval(root, f)).stream().allMatch(a -> a.value() instanceof Val.Data);
        return dataset ? name : null;
    }
}
