package io.streamlint.core.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Questions rules ask of a {@link Plan}, answered the way Catalyst would, or "unknown". */
public final class Lineage {

    /** Set operations whose output columns are their first input's. */
    private static final Set<String> UNIONS = Set.of("union", "unionAll", "unionByName");

    private Lineage() {
    }

    /** Three-valued answer: yes, no, or cannot tell. */
    public enum Answer { YES, NO, UNKNOWN }

    /** Does the plan read a streaming source? Binary operators are streaming if either side is. */
    public static Answer isStreaming(Plan plan) {
        if (plan instanceof Plan.Source s) {
            return s.streaming() ? Answer.YES : Answer.NO;
        }
        if (plan instanceof Plan.Untraced) {
            return Answer.UNKNOWN;
        }
        Answer result = Answer.NO;
        for (Plan child : plan.children()) {
            Answer a = isStreaming(child);
            if (a == Answer.YES) {
                return Answer.YES;
            }
            if (a == Answer.UNKNOWN) {
                result = Answer.UNKNOWN;
            }
        }
        return result;
    }

    /**
     * Is the plan surely batch: every input a batch source that cannot turn out to be a stream? A
     * {@code spark.table(name)} (or {@code read().table(name)}) the code does not resolve to a registered view is
     * batch only when its name cannot be a temp view (a qualified name outside {@code global_temp}): a view of a
     * streaming Dataset, registered where the linter does not see it, is streaming. Untraced inputs (SQL text, a
     * parameter) are not surely batch.
     */
    public static boolean isSurelyBatch(Plan plan) {
        for (Plan node : preOrder(plan)) {
            if (node instanceof Plan.Untraced || node instanceof Plan.Source s && (s.streaming() || mayBeTempView(s))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a batch table read may be a temp view: Spark resolves a one-part name, or
     * {@code global_temp.<name>}, to a temp view before the catalog (SessionCatalog.isTempView).
     */
    static boolean mayBeTempView(Plan.Source source) {
        if (source.streaming() || !source.format().is("table")) {
            return false;
        }
        Optional<String> name = source.options().value("table").flatMap(Value::text);
        if (name.isEmpty() || name.get().contains("`")) {
            return true;
        }
        String[] parts = name.get().split("\\.");
        return parts.length == 1 || parts.length == 2 && parts[0].equalsIgnoreCase("global_temp");
    }

    /**
     * Is there a streaming {@code Aggregate} in the plan (the node itself or below): Catalyst's test of whether a
     * subplan holds "complete data" in Complete mode. Unknown when an untraced input could hide one.
     */
    public static Answer hasStreamingAggregate(Plan plan) {
        Answer result = Answer.NO;
        for (Plan node : preOrder(plan)) {
            if (node instanceof Plan.Untraced) {
                result = Answer.UNKNOWN;
            } else if (node instanceof Plan.Aggregate a) {
                Answer streaming = isStreaming(a.child());
                if (streaming == Answer.YES) {
                    return Answer.YES;
                }
                if (streaming == Answer.UNKNOWN) {
                    result = Answer.UNKNOWN;
                }
            }
        }
        return result;
    }

    /** All nodes in pre-order (a node before its children, children left to right), as Catalyst's collect. */
    public static List<Plan> preOrder(Plan plan) {
        List<Plan> out = new ArrayList<>();
        collect(plan, out);
        return out;
    }

    private static void collect(Plan plan, List<Plan> out) {
        out.add(plan);
        for (Plan child : plan.children()) {
            collect(child, out);
        }
    }

    /** Streaming sources anywhere in the lineage. */
    public static List<Plan.Source> streamingSources(Plan plan) {
        return preOrder(plan).stream()
                .filter(p -> p instanceof Plan.Source s && s.streaming())
                .map(Plan.Source.class::cast)
                .toList();
    }

    /**
     * The aggregation Spark's output-mode check looks at: the first streaming {@code Aggregate} in pre-order.
     * Empty when there is none, or when an untraced part of the plan could hide one that comes first.
     */
    public static Optional<Plan.Aggregate> firstStreamingAggregate(Plan plan) {
        for (Plan node : preOrder(plan)) {
            if (node instanceof Plan.Untraced) {
                return Optional.empty();
            }
            if (node instanceof Plan.Aggregate a) {
                Answer streaming = isStreaming(a.child());
                if (streaming == Answer.YES) {
                    return Optional.of(a);
                }
                if (streaming == Answer.UNKNOWN) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Does the plan aggregate a stream, as Spark's output-mode checks count aggregations? An {@code Aggregate} over a
     * stream, or a projection over one that calls an aggregate function (Catalyst turns {@code select(count("*"))}
     * into an {@code Aggregate}); a function over a window ({@code over}) is not one. Unknown when an untraced input,
     * or a projection we cannot read ({@code selectExpr}, {@code transform(func)}), could hide one.
     */
    public static Answer hasStreamingAggregation(Plan plan) {
        Answer result = Answer.NO;
        for (Plan node : preOrder(plan)) {
            Answer aggregates = Answer.NO;
            if (node instanceof Plan.Untraced) {
                aggregates = Answer.UNKNOWN;
            } else if (node instanceof Plan.Aggregate a) {
                aggregates = isStreaming(a.child());
            } else if (node instanceof Plan.Project p) {
                aggregates = aggregates(p.expressions(), p.child());
            }
            if (aggregates == Answer.YES) {
                return Answer.YES;
            }
            if (aggregates == Answer.UNKNOWN) {
                result = Answer.UNKNOWN;
            }
        }
        return result;
    }

    /** Does a projection of {@code expressions} over {@code input} aggregate a stream? */
    private static Answer aggregates(Exprs expressions, Plan input) {
        Answer streaming = isStreaming(input);
        if (streaming == Answer.NO || expressions.surelyAggregatesNothing()) {
            return Answer.NO;
        }
        return expressions.readable() && !expressions.calls("over") ? streaming : Answer.UNKNOWN;
    }

    /** The {@code session_window(..)} among the grouping keys of {@code aggregate}, if there is one. */
    public static Optional<GroupingKey.TimeWindow> sessionWindowOf(Plan.Aggregate aggregate) {
        return aggregate.keys().stream()
                .filter(k -> k instanceof GroupingKey.TimeWindow w && w.function().equals("session_window"))
                .map(GroupingKey.TimeWindow.class::cast)
                .findFirst();
    }

    /**
     * Names of the output columns of {@code plan} that carry an event-time watermark tag (a set that compares
     * ignoring case, as Spark resolves names), or empty when that cannot be told (an untraced input, an
     * unreadable projection or watermark column).
     */
    public static Optional<Set<String>> watermarkedColumns(Plan plan) {
        if (plan instanceof Plan.Source) {
            return Optional.of(Set.of());
        }
        if (plan instanceof Plan.Watermark w) {
            // Spark moves the tag: columns tagged by an earlier watermark lose it (EventTimeWatermark). The tag is
            // on the attribute: e.ts (qualified by the relation's alias) tags ts.
            return w.eventTime().text().map(c -> ColumnMapping.names(List.of(unqualified(c))));
        }
        if (plan instanceof Plan.Project p) {
            return watermarkedColumns(p.child()).flatMap(p.mapping()::apply);
        }
        if (plan instanceof Plan.Operator o) {
            return watermarkedColumns(o.child());
        }
        if (plan instanceof Plan.Deduplicate d) {
            return watermarkedColumns(d.child());
        }
        if (plan instanceof Plan.Join j) {
            Optional<Set<String>> left = watermarkedColumns(j.left());
            Optional<Set<String>> right = watermarkedColumns(j.right());
            if (left.isEmpty() || right.isEmpty()) {
                return Optional.empty();
            }
            Set<String> both = ColumnMapping.names(left.get());
            both.addAll(right.get());
            return Optional.of(both);
        }
        if (plan instanceof Plan.Binary b && UNIONS.contains(b.method())) {
            // Union's output attributes are its first child's, metadata included (Catalyst's Union.output).
            return watermarkedColumns(b.left());
        }
        if (plan instanceof Plan.GroupMap || plan instanceof Plan.StatefulMap s && !s.method().equals("transformWithState")) {
            return Optional.of(Set.of()); // rows of user objects serialized into new attributes
        }
        if (plan instanceof Plan.Aggregate a) {
            return watermarkedKeysOf(a).map(keys -> ColumnMapping.names(keys.stream().map(Lineage::outputName).toList()));
        }
        return Optional.empty();
    }

    /** Join types whose output is the left side's columns only (lower case, without underscores, as Spark reads them). */
    private static final Set<String> LEFT_ONLY_JOINS = Set.of("semi", "leftsemi", "anti", "leftanti");

    /**
     * The names of the columns {@code plan} outputs (a set that compares ignoring case, as Spark resolves names),
     * or empty when they cannot be told: see {@link #schema}.
     */
    public static Optional<Set<String>> outputColumns(Plan plan) {
        return schema(plan).map(Schema::names);
    }

    /**
     * The columns {@code plan} outputs, with their types where they are known, or empty when their names cannot be
     * told: the fixed columns of the Kafka, rate and socket sources and a file source's user schema, through
     * projections whose names can be read ({@code select}, {@code selectExpr}, {@code withColumn}, ...; computed
     * columns typed by Spark's analyzer), operators that keep their input's columns, joins and set operations (whose
     * types are left unknown: Spark widens them); unknown for other sources, aggregations, typed operations (named by
     * their encoders) and anything untraced.
     */
    public static Optional<Schema> schema(Plan plan) {
        return schema(plan, Optional.empty());
    }

    /**
     * The columns of a plan over a foreachBatch function's micro-batch ({@link BatchFunction.Write#rows()}), the
     * micro-batch having the columns of the streaming query {@code batchOf}.
     */
    public static Optional<Set<String>> outputColumns(Plan plan, Plan batchOf) {
        return schema(plan, schema(batchOf)).map(Schema::names);
    }

    private static Optional<Schema> schema(Plan plan, Optional<Schema> batch) {
        if (plan instanceof Plan.Source s) {
            return s.format().is("foreachBatch") && !s.streaming() ? batch : sourceSchema(s);
        }
        if (plan instanceof Plan.Project p) {
            return p.mapping().schema(schema(p.child(), batch));
        }
        if (plan instanceof Plan.Watermark || plan instanceof Plan.Operator || plan instanceof Plan.Deduplicate) {
            return schema(plan.children().get(0), batch);
        }
        if (plan instanceof Plan.Join j) {
            Optional<String> type = j.joinType().lowerCase().map(t -> t.replace("_", ""));
            if (!Set.of("join", "crossJoin").contains(j.method()) || type.isEmpty()) {
                return Optional.empty(); // joinWith outputs two struct columns named after its inputs' encoders
            }
            Optional<Schema> left = schema(j.left(), batch);
            return LEFT_ONLY_JOINS.contains(type.get()) ? left : both(left, schema(j.right(), batch));
        }
        if (plan instanceof Plan.Binary b) {
            return switch (b.method()) {
                // unionByName matches columns by name, and adds the missing ones with allowMissingColumns
                case "unionByName" -> both(schema(b.left(), batch), schema(b.right(), batch))
                        .map(Lineage::untypedByName);
                case "cogroup" -> Optional.empty();
                default -> schema(b.left(), batch).map(Lineage::untyped); // positional: the first input's names
            };
        }
        return Optional.empty();
    }

    /**
     * A source's columns: fixed by its format (a user schema is then rejected at load()), or a file source's user
     * schema. Other sources, and a format the code does not show, are unknown.
     */
    private static Optional<Schema> sourceSchema(Plan.Source source) {
        Optional<String> format = source.format().lowerCase();
        if (format.isEmpty()) {
            return Optional.empty();
        }
        boolean kafka = KafkaFacts.isKafka(source.format());
        Schema fixed = SourceFacts.FIXED_SOURCE_SCHEMAS.get(kafka ? KafkaFacts.KAFKA_FORMAT : format.get());
        if (fixed == null) {
            return SparkFacts.of(SparkVersion.DEFAULT).isFileFormat(format.get()) ? source.userSchema() : Optional.empty();
        }
        if (source.schema().isPresent()) {
            return Optional.empty();
        }
        if (kafka) {
            return withOptionalColumn(fixed, source, KafkaFacts.KAFKA_INCLUDE_HEADERS, KafkaFacts.KAFKA_HEADERS);
        }
        if (format.get().equals("socket")) {
            return withOptionalColumn(fixed, source, SourceFacts.SOCKET_INCLUDE_TIMESTAMP, SourceFacts.SOCKET_TIMESTAMP);
        }
        return Optional.of(fixed);
    }

    /** {@code columns} with {@code column} when the boolean option {@code option} is true; unknown when it is unknown. */
    private static Optional<Schema> withOptionalColumn(Schema columns, Plan.Source source, String option,
                                                       Schema.Column column) {
        Optional<Value> value = source.options().value(option);
        if (value.isPresent() && !value.get().isKnown()) {
            return Optional.empty();
        }
        return Optional.of(value.isPresent() && value.get().is("true") ? columns.and(new Schema(List.of(column))) : columns);
    }

    private static Optional<Schema> both(Optional<Schema> left, Optional<Schema> right) {
        return left.isEmpty() || right.isEmpty() ? Optional.empty() : Optional.of(left.get().and(right.get()));
    }

    private static Schema untyped(Schema schema) {
        return new Schema(schema.columns().stream().map(c -> Schema.Column.untyped(c.name())).toList());
    }

    /** The columns of several inputs matched by name: each name once, untyped. */
    private static Schema untypedByName(Schema schema) {
        return new Schema(schema.names().stream().map(Schema.Column::untyped).toList());
    }

    /**
     * The grouping keys of {@code aggregate} that carry a watermark tag: a column tagged upstream, or a
     * window/session_window over a tagged column. Empty when that cannot be told.
     */
    public static Optional<List<GroupingKey>> watermarkedKeysOf(Plan.Aggregate aggregate) {
        if (aggregate.grouping() == Plan.Grouping.BY_KEY_FUNCTION || aggregate.grouping() == Plan.Grouping.GLOBAL) {
            return Optional.of(List.of()); // a computed key or no key at all never carries a tag
        }
        Optional<Set<String>> tagged = watermarkedColumns(aggregate.child());
        if (tagged.isEmpty()) {
            return Optional.empty();
        }
        List<GroupingKey> result = new ArrayList<>();
        boolean unreadable = false;
        for (GroupingKey key : aggregate.keys()) {
            if (key instanceof GroupingKey.Column c && isTagged(c.name(), tagged.get())) {
                result.add(key);
            } else if (key instanceof GroupingKey.TimeWindow w && isTagged(w.timeColumn(), tagged.get())) {
                result.add(key);
            } else if (key instanceof GroupingKey.Unreadable) {
                unreadable = true;
            }
        }
        if (result.isEmpty() && unreadable) {
            return Optional.empty();
        }
        return Optional.of(List.copyOf(result));
    }

    /**
     * Whether the column {@code reference} names is among the {@code tagged} ones (see {@link #watermarkedColumns}):
     * {@code ts}, or {@code e.ts} through an alias of its relation.
     */
    public static boolean isTagged(String reference, Set<String> tagged) {
        return reference != null && (tagged.contains(reference) || tagged.contains(unqualified(reference)));
    }

    /** The attribute's name of a reference qualified by its relation ({@code e.ts}: {@code ts}). */
    private static String unqualified(String reference) {
        return reference.substring(reference.lastIndexOf('.') + 1);
    }

    private static String outputName(GroupingKey key) {
        if (key instanceof GroupingKey.Column c) {
            return c.output();
        }
        if (key instanceof GroupingKey.TimeWindow w) {
            return w.output();
        }
        return key.code();
    }
}
