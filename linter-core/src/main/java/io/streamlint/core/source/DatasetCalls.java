package io.streamlint.core.source;

import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.Exprs;
import io.streamlint.core.model.GroupingKey;
import io.streamlint.core.model.JoinCondition;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Schema;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Value;
import io.streamlint.core.source.SparkApiTable.Kind;
import io.streamlint.core.sql.SqlText;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * What Spark's API does to Datasets, for {@link SparkApi}: each Dataset method becomes a lineage node
 * (source, operator, projection with its column mapping, join, watermark, aggregation), with the columns it outputs.
 */
final class DatasetCalls {

    private final Evaluator evaluator;
    private final SparkApi spark;

    DatasetCalls(Evaluator evaluator, SparkApi spark) {
        this.evaluator = evaluator;
        this.spark = spark;
    }

    /** Dataset methods whose output columns are all new: typed objects or rows serialized into new attributes. */
    private static final Set<String> NEW_COLUMNS = Set.of("map", "flatMap", "mapPartitions", "toJSON", "mapInPandas",
            "pythonMapInArrow", "mapPartitionsInR");

    AbstractValue datasetCall(AbstractValue.Data d, MethodCallExpr call, Frame f) {
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
                    spark.columns.interval(args.get(1), "withWatermark", SqlText.IntervalSyntax.INTERVAL_STRING, f);
                }
                return args.size() == 2
                        ? data(new Plan.Watermark(evaluator.value(args.get(0), f), evaluator.value(args.get(1), f), in, code, at), d)
                        : opaque(method, d, call, f);
            case GROUP: {
                if (method.equals("groupByKey")) {
                    return new AbstractValue.Grouped(Plan.Grouping.BY_KEY_FUNCTION, List.of(), d, code, at);
                }
                List<GroupingKey> keys = new ArrayList<>();
                for (ColumnExpr column : spark.columns.columnsOf(args, f)) {
                    keys.add(groupingKey(column, null));
                }
                Plan.Grouping grouping = method.equals("groupBy") ? Plan.Grouping.GROUP_BY : Plan.Grouping.GROUPING_SETS;
                return new AbstractValue.Grouped(grouping, keys, d, code, at);
            }
            case GLOBAL_AGGREGATE:
                return data(new Plan.Aggregate(Plan.Grouping.GLOBAL, List.of(), spark.columns.exprsOf(args, f), in, code, at), d);
            case PROJECT:
                // transform(func) hands the Dataset to user code, which may do anything to it (aggregate it, ...).
                Exprs computed = method.equals("transform") ? Exprs.UNREADABLE : spark.columns.exprsOf(args, f);
                if ((method.equals("select") || method.equals("selectExpr")) && !computed.aggregates().isEmpty()
                        && !computed.calls("over")) {
                    // an aggregate function outside a window makes the projection an aggregation (GlobalAggregates)
                    return data(new Plan.Aggregate(Plan.Grouping.GLOBAL, List.of(), computed, in, code, at), d);
                }
                return data(new Plan.Project(projection(method, args, in, f), computed, in, code, at), d);
            case KEEP, SAMPLE:
                return data(new Plan.Operator(method, spark.columns.exprsOf(args, f), in, code, at), d);
            case DEDUPLICATE:
                return data(new Plan.Deduplicate(method.equals("distinct") ? Optional.of(List.of()) : spark.columns.columnNames(args, f),
                        method.equals("dropDuplicatesWithinWatermark"), in, code, at), d);
            case JOIN:
                return join(d, call, f);
            case SET_OPERATION: {
                AbstractValue.Data other = dataArgument(args, f);
                return data(new Plan.Binary(method, in, other.plan(), code, at), d);
            }
            case ACTION:
                // Batch-only: Spark rejects it on a stream at the call (the frontend records it as an Action).
                // cache/persist/checkpoint return the Dataset, so the lineage goes on.
                return Set.of("cache", "persist", "checkpoint", "localCheckpoint").contains(method)
                        ? data(new Plan.Operator(method, Exprs.NONE, in, code, at), d)
                        : new AbstractValue.Unknown("result of " + method);
            case WRITE_STREAM:
                return new AbstractValue.Writer(d, writtenVariable(call, f), at,
                        Sink.Kind.FORMAT, Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                        Options.empty(), Optional.empty(), Optional.empty(), Optional.empty());
            case COLUMN:
                if ((method.equals("col") || method.equals("apply")) && args.size() == 1) {
                    return ColumnCalls.columnNamed(evaluator.string(args.get(0), f), Code.text(call));
                }
                return new AbstractValue.Col(new ColumnExpr.Unreadable(Code.text(call)));
            case FUNCTIONS:
                return new AbstractValue.Functions(method, d);
            case OPAQUE:
                return opaque(method, d, call, f);
            default:
                return new AbstractValue.Unknown("Dataset." + method);
        }
    }

    /** A method we do not follow: the lineage goes on, its columns unknown. */
    private AbstractValue opaque(String method, AbstractValue.Data d, MethodCallExpr call, Frame f) {
        return data(new Plan.Project(new ColumnMapping.Opaque(method + " is not followed"), spark.columns.exprsOf(call.getArguments(), f),
                d.plan(), Code.call(call), Code.location(call)), d);
    }

    static AbstractValue.Data data(Plan plan, AbstractValue.Data input) {
        return new AbstractValue.Data(plan, input.session());
    }

    /** The first argument as a Dataset; an untraced one if we cannot follow it. */
    private AbstractValue.Data dataArgument(NodeList<Expression> args, Frame f) {
        AbstractValue other = args.isEmpty() ? new AbstractValue.Unknown("no argument") : evaluator.eval(args.get(0), f);
        if (other instanceof AbstractValue.Data o) {
            return o;
        }
        // no argument (code that does not compile): the call's place
        SourceLocation at = Code.location(args.isEmpty() ? args.getParentNode().orElseThrow() : args.get(0));
        String code = args.isEmpty() ? "" : Code.text(args.get(0));
        return new AbstractValue.Data(new Plan.Untraced("untraced Dataset", code, at), Sessions.unknownOrigin(at));
    }

    private AbstractValue join(AbstractValue.Data d, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        AbstractValue.Data right = dataArgument(args, f);
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
                for (AbstractValue v : spark.columns.columnValues(args, f)) {
                    ColumnExpr column = ColumnCalls.column(v, Code.text(args.get(0)));
                    if (column instanceof ColumnExpr.Unreadable) {
                        return new ColumnMapping.Opaque("unreadable column " + column.code());
                    }
                    ColumnMapping.Select.Output output = output(column);
                    outputs.add(v instanceof AbstractValue.Col c && c.sql().isPresent() ? analyzed(output, c.sql().get(), input)
                            : output);
                }
                return new ColumnMapping.Select(outputs);
            }
            case "selectExpr": {
                List<ColumnMapping.Select.Output> outputs = new ArrayList<>();
                for (AbstractValue v : spark.columns.flatten(args, f)) {
                    if (!(v instanceof AbstractValue.Str s) || s.value().text().isEmpty()) {
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
                AbstractValue value = args.size() > 1 ? evaluator.eval(args.get(1), f) : new AbstractValue.Unknown("no column");
                ColumnExpr column = args.size() > 1 ? ColumnCalls.column(value, Code.text(args.get(1))) : new ColumnExpr.Unreadable("");
                if (name.isEmpty() || column instanceof ColumnExpr.Unreadable) {
                    return new ColumnMapping.Opaque("withColumn with unreadable arguments");
                }
                String source = referencedColumn(column);
                Optional<String> type = Optional.empty();
                if (source == null && value instanceof AbstractValue.Col c && c.sql().isPresent()) {
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
                for (ColumnExpr column : spark.columns.columnsOf(args, f)) {
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
        boolean dataset = Choices.alternatives(evaluator.eval(root, f)).stream().allMatch(a -> a.value() instanceof AbstractValue.Data);
        return dataset ? name : null;
    }
}
