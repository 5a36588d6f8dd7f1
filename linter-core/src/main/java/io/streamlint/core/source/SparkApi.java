package io.streamlint.core.source;

import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import io.streamlint.core.api.SourceLocation;
import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.GroupingKey;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What Spark's API does to the values the {@link Evaluator} tracks: SparkSession builders and sessions,
 * readers, Datasets (lineage nodes), grouped Datasets, writers, Columns, and the static factories of
 * Spark and the JDK (OutputMode, Trigger, functions, Map.of). The facts are Spark's method signatures:
 * which methods return the same builder, which keep, rename or replace columns.
 */
final class SparkApi {

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

    private final Evaluator evaluator;

    SparkApi(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    /** A call of a Spark API method on a value the evaluator knows; unknown for anything else. */
    Val call(Val receiver, MethodCallExpr call, Evaluator.Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        if (receiver instanceof Val.SessionBuilder b) {
            if (method.equals("config") && args.size() == 2) {
                return new Val.SessionBuilder(evaluator.withEntry(b.conf(), call, f));
            }
            if (method.equals("config") && args.size() == 1) {
                Val conf = evaluator.eval(args.get(0), f);
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
            return new Val.Entries(evaluator.withEntry(e.entries(), call, f)); // SparkConf.set returns the conf
        }
        if (receiver instanceof Val.Entries e && (method.equals("setAppName") || method.equals("setMaster"))) {
            return e;
        }
        if (receiver instanceof Val.Col c) {
            if ((method.equals("as") || method.equals("alias") || method.equals("name")) && args.size() == 1) {
                Optional<String> alias = evaluator.string(args.get(0), f);
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

    private Val readerCall(Val.Reader r, MethodCallExpr call, Evaluator.Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        switch (method) {
            case "format":
                return new Val.Reader(r.streaming(), Optional.of(evaluator.value(args.get(0), f)), r.options(), r.sessionConf(),
                        r.location(), Code.location(call));
            case "option":
                return new Val.Reader(r.streaming(), r.format(), evaluator.withEntry(r.options(), call, f), r.sessionConf(),
                        r.location(), r.formatLocation());
            case "options": {
                Val map = evaluator.eval(args.get(0), f);
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
                    options = options.with("path", evaluator.value(args.get(0), f), Code.location(call));
                }
                SourceLocation at = r.formatLocation() != null ? r.formatLocation() : Code.location(call);
                return new Val.Data(new Plan.Source(r.streaming(), format, options, Code.call(call), at), r.sessionConf());
            }
            default:
                return new Val.Unknown("DataStreamReader." + method);
        }
    }

    private Val datasetCall(Val.Data d, MethodCallExpr call, Evaluator.Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        String code = Code.call(call);
        SourceLocation at = Code.location(call);
        if (method.equals("withWatermark") && args.size() == 2) {
            return data(new Plan.Watermark(evaluator.value(args.get(0), f), evaluator.value(args.get(1), f), d.plan(), code, at), d);
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
            String subject = call.getScope().map(SparkApi::subjectOf).orElse("the Dataset");
            return new Val.Writer(d, subject, Sink.Kind.FORMAT, Optional.empty(), Optional.empty(), Optional.empty(),
                    Optional.empty(), Options.empty());
        }
        if (KEEPS_COLUMNS.contains(method)) {
            return data(new Plan.Operator(method, d.plan(), code, at), d);
        }
        if (BINARY.contains(method) && !args.isEmpty()) {
            Val other = evaluator.eval(args.get(0), f);
            Val.Data right = other instanceof Val.Data o ? o
                    : new Val.Data(new Plan.Untraced("untraced Dataset", Code.text(args.get(0)), Code.location(args.get(0))),
                    Options.empty());
            Value joinType = args.size() >= 3 ? evaluator.value(args.get(2), f) : Value.of("inner");
            return new Val.Data(new Plan.Binary(method, joinType, d.plan(), right.plan(), code, at),
                    d.sessionConf().withAll(right.sessionConf()));
        }
        if (method.equals("col") || method.equals("apply") || method.equals("column")) {
            return new Val.Col(evaluator.string(args.get(0), f).<ColumnExpr>map(n -> new ColumnExpr.Ref(n, Code.text(call)))
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
    private Optional<ColumnMapping> projection(String method, NodeList<Expression> args, Evaluator.Frame f) {
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
                    Optional<String> sql = evaluator.string(arg, f);
                    if (sql.isEmpty()) {
                        return Optional.of(new ColumnMapping.Opaque("unreadable selectExpr"));
                    }
                    outputs.add(SimpleSql.selectItem(sql.get()));
                }
                return Optional.of(new ColumnMapping.Select(outputs));
            }
            case "withColumn": {
                Optional<String> name = evaluator.string(args.get(0), f);
                ColumnExpr column = args.size() > 1 ? columnOf(args.get(1), f) : new ColumnExpr.Unreadable("");
                if (name.isEmpty() || column instanceof ColumnExpr.Unreadable) {
                    return Optional.of(new ColumnMapping.Opaque("withColumn with unreadable arguments"));
                }
                return Optional.of(new ColumnMapping.Replace(name.get(), referencedColumn(column)));
            }
            case "withColumnRenamed": {
                Optional<String> from = evaluator.string(args.get(0), f);
                Optional<String> to = args.size() > 1 ? evaluator.string(args.get(1), f) : Optional.empty();
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

    private Val writerCall(Val.Writer w, MethodCallExpr call, Evaluator.Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        return switch (method) {
            case "format" -> w.with(w.kind(), Optional.of(evaluator.value(args.get(0), f)), w.outputMode(), w.queryName(),
                    w.trigger(), w.options());
            case "outputMode" -> w.with(w.kind(), w.format(), Optional.of(lower(evaluator.value(args.get(0), f))), w.queryName(),
                    w.trigger(), w.options());
            case "queryName" -> w.with(w.kind(), w.format(), w.outputMode(), Optional.of(evaluator.value(args.get(0), f)),
                    w.trigger(), w.options());
            case "trigger" -> w.with(w.kind(), w.format(), w.outputMode(), w.queryName(),
                    Optional.of(evaluator.value(args.get(0), f)), w.options());
            case "option" -> w.with(w.kind(), w.format(), w.outputMode(), w.queryName(), w.trigger(),
                    evaluator.withEntry(w.options(), call, f));
            case "options" -> {
                Val map = evaluator.eval(args.get(0), f);
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

    /** Static factories of Spark and the JDK: {@code SparkSession.builder()}, {@code OutputMode.Append()}, {@code Map.of(..)}. */
    Val staticCall(String type, MethodCallExpr call, Evaluator.Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        switch (type) {
            case "SparkSession":
                if (method.equals("builder")) {
                    return new Val.SessionBuilder(Options.empty());
                }
                return method.startsWith("active") || method.startsWith("get")
                        ? new Val.Session(evaluator.globalConf(), false) : new Val.Unknown("SparkSession." + method);
            case "OutputMode":
                return Evaluator.str(method.toLowerCase(Locale.ROOT));
            case "Trigger":
                return Evaluator.str(method);
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
                if (method.equals("unmodifiableMap")) {
                    return evaluator.eval(args.get(0), f);
                }
                return new Val.Unknown("Collections." + method);
            case "String", "Long", "Integer", "Double", "Boolean":
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
    Val columnFunction(MethodCallExpr call, Evaluator.Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        String code = Code.text(call);
        if ((method.equals("col") || method.equals("column")) && args.size() == 1) {
            return columnNamed(evaluator.string(args.get(0), f), code);
        }
        if ((method.equals("window") || method.equals("session_window")) && !args.isEmpty()) {
            ColumnExpr time = columnOf(args.get(0), f);
            String timeColumn = time instanceof ColumnExpr.Ref ref ? ref.name() : null;
            return new Val.Col(new ColumnExpr.TimeWindow(method, timeColumn, code));
        }
        if (method.equals("expr") && args.size() == 1) {
            Optional<String> sql = evaluator.string(args.get(0), f);
            if (sql.isPresent() && SimpleSql.isIdentifier(sql.get())) {
                return new Val.Col(new ColumnExpr.Ref(sql.get(), code));
            }
            return new Val.Col(new ColumnExpr.Unreadable(code)); // SQL text: read by the Catalyst frontend
        }
        return new Val.Col(new ColumnExpr.Computed(code));
    }

    /** {@code col(name)}, {@code new Column(name)}: a reference, a star, or unreadable when the name is unknown. */
    static Val columnNamed(Optional<String> name, String code) {
        if (name.isEmpty()) {
            return new Val.Col(new ColumnExpr.Unreadable(code));
        }
        return new Val.Col(name.get().equals("*") ? new ColumnExpr.Star(code) : new ColumnExpr.Ref(name.get(), code));
    }

    /** A column argument: a Column expression, or a String naming a column. */
    private ColumnExpr columnOf(Expression arg, Evaluator.Frame f) {
        Val v = evaluator.eval(arg, f);
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

    private static Value lower(Value v) {
        return v.lowerCase().map(Value::of).orElse(v);
    }
}
