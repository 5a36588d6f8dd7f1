package io.streamlint.testing;

import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.Exprs;
import io.streamlint.core.model.GroupingKey;
import io.streamlint.core.model.JoinCondition;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Value;
import org.apache.spark.sql.catalyst.expressions.Alias;
import org.apache.spark.sql.catalyst.expressions.Attribute;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.NamedExpression;
import org.apache.spark.sql.catalyst.expressions.SessionWindow;
import org.apache.spark.sql.catalyst.expressions.TimeWindow;
import org.apache.spark.sql.catalyst.expressions.aggregate.AggregateExpression;
import org.apache.spark.sql.catalyst.plans.logical.Aggregate;
import org.apache.spark.sql.catalyst.plans.logical.CoGroup;
import org.apache.spark.sql.catalyst.plans.logical.Deduplicate;
import org.apache.spark.sql.catalyst.plans.logical.DeduplicateWithinWatermark;
import org.apache.spark.sql.catalyst.plans.logical.Distinct;
import org.apache.spark.sql.catalyst.plans.logical.EventTimeWatermark;
import org.apache.spark.sql.catalyst.plans.logical.Except;
import org.apache.spark.sql.catalyst.plans.logical.Filter;
import org.apache.spark.sql.catalyst.plans.logical.FlatMapGroupsWithState;
import org.apache.spark.sql.catalyst.plans.logical.GlobalLimit;
import org.apache.spark.sql.catalyst.plans.logical.Intersect;
import org.apache.spark.sql.catalyst.plans.logical.Join;
import org.apache.spark.sql.catalyst.plans.logical.LocalLimit;
import org.apache.spark.sql.catalyst.plans.logical.LogicalPlan;
import org.apache.spark.sql.catalyst.plans.logical.MapGroups;
import org.apache.spark.sql.catalyst.plans.logical.Offset;
import org.apache.spark.sql.catalyst.plans.logical.Sample;
import org.apache.spark.sql.catalyst.plans.logical.Sort;
import org.apache.spark.sql.catalyst.plans.logical.TransformWithState;
import org.apache.spark.sql.catalyst.plans.logical.Union;
import org.apache.spark.sql.catalyst.plans.logical.Window;
import org.apache.spark.sql.catalyst.streaming.StreamingRelationV2;
import org.apache.spark.sql.execution.streaming.StreamingRelation;
import scala.jdk.javaapi.CollectionConverters;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * An analysed Catalyst plan as Streamlint's model, so that the rules judge a live plan as they judge Java source.
 * Catalyst has already resolved what the Java frontend works out by hand (which columns carry the watermark, what
 * a window groups on), so the mapping follows attributes by expression id and keeps Catalyst's watermark metadata:
 * a projection output carries an input's watermark exactly when Catalyst's attribute does.
 *
 * <p>Every node gets its own location in a virtual file named after the query, whose text is what
 * {@link QueryText} prints: line 1 the writer, line N+2 node N of {@code LogicalPlan.numberedTreeString()}, so
 * findings on different nodes stay apart and can be found in the printed plan.
 */
final class PlanModel {

    private static final String DELAY_KEY = EventTimeWatermark.delayKey();

    private final Path file;
    private final String sessionId;
    private final Map<LogicalPlan, Integer> numbers = new IdentityHashMap<>();

    private PlanModel(Path file, String sessionId, LogicalPlan root) {
        this.file = file;
        this.sessionId = sessionId;
        number(root);
    }

    /** The lineage of {@code analyzed}, with node locations in {@code file}. */
    static Plan of(LogicalPlan analyzed, Path file, String sessionId) {
        return new PlanModel(file, sessionId, analyzed).model(analyzed);
    }

    /** Pre-order, as {@code numberedTreeString} prints the plan. */
    private void number(LogicalPlan node) {
        numbers.put(node, numbers.size() + QueryText.FIRST_NODE_LINE);
        children(node).forEach(this::number);
    }

    SourceLocation location(LogicalPlan node) {
        int line = numbers.getOrDefault(node, QueryText.WRITER_LINE);
        return new SourceLocation(file, line, 1, line, 1);
    }

    private Plan model(LogicalPlan node) {
        String code = node.simpleString(200);
        SourceLocation at = location(node);
        if (node instanceof StreamingRelation r) {
            return new Plan.Source(true, Value.of(r.dataSource().className()),
                    options(CollectionConverters.asJava(r.dataSource().options()), at), r.dataSource().userSpecifiedSchema()
                    .isDefined() ? Optional.of(new Setting(Value.of(r.dataSource().userSpecifiedSchema().get().simpleString()), at))
                    : Optional.empty(), sessionId, code, at);
        }
        if (node instanceof StreamingRelationV2 r) {
            return new Plan.Source(true, Value.of(r.sourceName()), options(r.extraOptions().asCaseSensitiveMap(), at),
                    Optional.empty(), sessionId, code, at);
        }
        List<LogicalPlan> children = children(node);
        if (children.isEmpty()) {
            // A batch relation (a table, a local relation), or a streaming leaf of a kind the mapping does not name.
            return new Plan.Source(node.isStreaming(), node.isStreaming() ? Value.unknown(node.nodeName())
                    : Value.of(node.nodeName()), Options.empty(), Optional.empty(), sessionId, code, at);
        }
        if (node instanceof EventTimeWatermark w) {
            return new Plan.Watermark(Value.of(w.eventTime().name()), Value.of(w.delay().toString()),
                    model(w.child()), code, at);
        }
        if (node instanceof Aggregate a) {
            List<Expression> grouping = seq(a.groupingExpressions());
            List<GroupingKey> keys = grouping.stream().map(e -> key(e, a.child())).toList();
            return new Plan.Aggregate(keys.isEmpty() ? Plan.Grouping.GLOBAL : Plan.Grouping.GROUP_BY, keys,
                    exprs(PlanModel.<Expression>seq(a.aggregateExpressions())), model(a.child()), code, at);
        }
        if (node instanceof Deduplicate d) {
            return new Plan.Deduplicate(Optional.of(names(seq(d.keys()))), false, model(d.child()), code, at);
        }
        if (node instanceof DeduplicateWithinWatermark d) {
            return new Plan.Deduplicate(Optional.of(names(seq(d.keys()))), true, model(d.child()), code, at);
        }
        if (node instanceof Distinct d) {
            // SQL's DISTINCT: Spark's checker takes it for an aggregation grouped by every column, not a deduplication.
            List<GroupingKey> keys = PlanModel.<Expression>seq(d.child().output()).stream().map(e -> key(e, d.child())).toList();
            return new Plan.Aggregate(Plan.Grouping.GROUP_BY, keys, Exprs.NONE, model(d.child()), code, at);
        }
        if (node instanceof Join j) {
            String type = j.joinType().sql().toLowerCase(Locale.ROOT).replace(' ', '_');
            JoinCondition condition = j.condition().isDefined() ? CatalystJoinConditions.of(j.condition().get()) : JoinCondition.NONE;
            return new Plan.Join("join", Value.of(type), condition, model(j.left()), model(j.right()), code, at);
        }
        if (node instanceof Union || node instanceof CoGroup || node instanceof Intersect || node instanceof Except) {
            String method = node instanceof Union ? "union" : node instanceof CoGroup ? "cogroup"
                    : node instanceof Intersect ? "intersect" : "except";
            Plan result = model(children.get(0));
            for (LogicalPlan next : children.subList(1, children.size())) {
                result = new Plan.Binary(method, result, model(next), code, at);
            }
            return result;
        }
        if (node instanceof FlatMapGroupsWithState f) {
            String timeout = f.timeout().getClass().getSimpleName().replace("$", "");
            return new Plan.StatefulMap(f.isMapGroupsWithState() ? "mapGroupsWithState" : "flatMapGroupsWithState",
                    f.isMapGroupsWithState() ? Optional.empty() : Optional.of(mode(f.outputMode().toString())),
                    Optional.of(Value.of(timeout)),
                    f.hasInitialState() ? Optional.of(model(f.initialState())) : Optional.empty(),
                    model(f.child()), code, at);
        }
        if (node instanceof TransformWithState t) {
            return new Plan.StatefulMap("transformWithState", Optional.of(mode(t.outputMode().toString())),
                    Optional.of(Value.of(t.timeMode().toString())), Optional.empty(), model(t.child()), code, at);
        }
        if (node instanceof MapGroups m) {
            return new Plan.GroupMap("mapGroups", model(m.child()), code, at);
        }
        LogicalPlan child = children.get(0);
        Exprs expressions = exprs(seq(node.expressions()));
        if (node instanceof Sort s) {
            return new Plan.Operator(s.global() ? "orderBy" : "sortWithinPartitions", expressions, model(child), code, at);
        }
        if (node instanceof GlobalLimit g && g.child() instanceof LocalLimit l) {
            return new Plan.Operator("limit", expressions, model(l.child()), code, at);
        }
        if (node instanceof GlobalLimit || node instanceof LocalLimit) {
            return new Plan.Operator("limit", expressions, model(child), code, at);
        }
        if (node instanceof Offset) {
            return new Plan.Operator("offset", expressions, model(child), code, at);
        }
        if (node instanceof Sample) {
            return new Plan.Operator("sample", expressions, model(child), code, at);
        }
        if (node instanceof Filter) {
            return new Plan.Operator("filter", expressions, model(child), code, at);
        }
        if (node instanceof Window) {
            // Window functions: the model's mark of them is a projection calling over().
            return new Plan.Project(mapping(node, child), expressions.and(Exprs.function("over")), model(child), code, at);
        }
        if (children.size() == 1) {
            return new Plan.Project(mapping(node, child), expressions, model(child), code, at);
        }
        return new Plan.Untraced("plan node " + node.nodeName(), code, at);
    }

    /**
     * How {@code node} maps its input's columns: an output that is an input attribute keeps its name; an alias of
     * an attribute renames it; any other output keeps an input's watermark only where Catalyst's attribute has
     * kept the watermark metadata (the window struct of a time window over a watermarked column).
     */
    private static ColumnMapping mapping(LogicalPlan node, LogicalPlan child) {
        List<Attribute> inputs = seq(child.output());
        List<ColumnMapping.Select.Output> outputs = new ArrayList<>();
        List<Expression> definitions = seq(node.expressions());
        for (Attribute out : PlanModel.<Attribute>seq(node.output())) {
            Optional<Attribute> same = inputs.stream().filter(in -> in.exprId().equals(out.exprId())).findFirst();
            if (same.isPresent()) {
                outputs.add(new ColumnMapping.Select.Output(out.name(), out.name()));
                continue;
            }
            Optional<Expression> definition = definitions.stream()
                    .filter(e -> e instanceof Alias alias && alias.exprId().equals(out.exprId())).findFirst()
                    .map(e -> ((Alias) e).child());
            String source = null;
            if (definition.isPresent() && definition.get() instanceof Attribute a) {
                source = a.name();
            } else if (out.metadata().contains(DELAY_KEY) && definition.isPresent()) {
                source = PlanModel.<Attribute>seq(definition.get().references().toSeq()).stream()
                        .filter(r -> r.metadata().contains(DELAY_KEY)).map(Attribute::name).findFirst().orElse(null);
            }
            outputs.add(new ColumnMapping.Select.Output(out.name(), source));
        }
        return new ColumnMapping.Select(outputs);
    }

    /** A grouping expression; a time or session window is recognised by the marker Catalyst puts on its column. */
    private static GroupingKey key(Expression e, LogicalPlan input) {
        if (e instanceof Attribute a) {
            boolean session = a.metadata().contains(SessionWindow.marker());
            if (session || a.metadata().contains(TimeWindow.marker())) {
                String timeColumn = timeColumnOf(a, input).orElse(a.name());
                return new GroupingKey.TimeWindow(session ? "session_window" : "window", timeColumn, a.name(), a.sql());
            }
            return new GroupingKey.Column(a.name(), a.name(), a.sql());
        }
        return new GroupingKey.Computed(e.sql());
    }

    /** The column a window attribute is computed from: the attribute its defining alias references. */
    private static Optional<String> timeColumnOf(Attribute window, LogicalPlan plan) {
        for (Expression e : PlanModel.<Expression>seq(plan.expressions())) {
            if (e instanceof Alias alias && alias.exprId().equals(window.exprId())) {
                return PlanModel.<Attribute>seq(alias.child().references().toSeq()).stream().map(Attribute::name).findFirst();
            }
        }
        for (LogicalPlan child : children(plan)) {
            Optional<String> found = timeColumnOf(window, child);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /** The functions expressions call (Spark's pretty names; distinct aggregates as {@code count_distinct}) and their columns. */
    static Exprs exprs(List<? extends Expression> expressions) {
        Set<String> functions = new TreeSet<>();
        Set<String> columns = new TreeSet<>();
        for (Expression root : expressions) {
            collect(root, functions, columns);
        }
        return new Exprs(functions, columns, true);
    }

    private static void collect(Expression e, Set<String> functions, Set<String> columns) {
        if (e instanceof Attribute a) {
            columns.add(a.name());
            return;
        }
        if (e instanceof AggregateExpression agg) {
            String name = agg.aggregateFunction().prettyName().toLowerCase(Locale.ROOT);
            functions.add(agg.isDistinct() ? name + "_distinct" : name);
        } else if (!(e instanceof NamedExpression)) {
            functions.add(e.prettyName().toLowerCase(Locale.ROOT));
        }
        for (Expression child : PlanModel.<Expression>seq(e.children())) {
            collect(child, functions, columns);
        }
    }

    /** A plan has no place for each option: they are all at the source's node. */
    static Options options(Map<String, String> entries, SourceLocation at) {
        Options options = Options.empty();
        for (Map.Entry<String, String> entry : new TreeMap<>(entries).entrySet()) {
            options = options.with(entry.getKey(), Value.of(entry.getValue()), at);
        }
        return options;
    }

    private static Value mode(String outputMode) {
        return Value.of(outputMode.toLowerCase(Locale.ROOT));
    }

    private static List<String> names(List<Attribute> attributes) {
        return attributes.stream().map(Attribute::name).toList();
    }

    static List<LogicalPlan> children(LogicalPlan node) {
        return seq(node.children());
    }

    @SuppressWarnings("unchecked")
    static <T> List<T> seq(scala.collection.Seq<?> seq) {
        return new ArrayList<>((java.util.Collection<T>) CollectionConverters.asJava(seq));
    }
}
