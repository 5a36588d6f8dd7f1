package io.streamlint.core.source;

import com.github.javaparser.ast.expr.MethodCallExpr;
import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.Exprs;
import io.streamlint.core.model.GroupingKey;
import io.streamlint.core.model.JoinCondition;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Value;
import io.streamlint.core.sql.SqlExpr;
import io.streamlint.core.sql.SqlPlan;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The plan of {@code spark.sql(text)} as Spark's parser builds it, in the model: relations are the temp views the
 * code registers ({@code createOrReplaceTempView} / {@code createOrReplaceGlobalTempView}), each SQL operator the
 * node its Dataset API twin makes ({@code GROUP BY window(ts, ..)} an aggregation keyed by a time window on ts,
 * {@code ORDER BY} an orderBy, {@code SELECT DISTINCT} an aggregation by every column, as Spark's checker takes it,
 * ...). Every node points at the {@code sql(..)} call. A relation the code does not register leaves the query
 * untraced.
 */
final class SqlPlans {

    private final Evaluator evaluator;
    private final MethodCallExpr call;
    private final AbstractValue.Session session;
    private final String code;
    private final SourceLocation at;

    SqlPlans(Evaluator evaluator, MethodCallExpr call, AbstractValue.Session session) {
        this.evaluator = evaluator;
        this.call = call;
        this.session = session;
        this.code = Code.call(call);
        this.at = Code.location(call);
    }

    /** The Dataset {@code plan} computes: one per combination of the views' alternatives. */
    AbstractValue dataset(SqlPlan plan) {
        List<SqlPlan.Relation> relations = new ArrayList<>();
        collect(plan, relations);
        List<AbstractValue> views = new ArrayList<>();
        for (SqlPlan.Relation r : relations) {
            views.add(view(r));
        }
        return Choices.distribute(views, inputs -> {
            List<Plan> leaves = new ArrayList<>();
            for (AbstractValue v : inputs) {
                leaves.add(v instanceof AbstractValue.Data d ? d.plan() : untraced("a table or view the linter cannot see"));
            }
            AbstractValue.Session s = inputs.stream().filter(v -> v instanceof AbstractValue.Data).map(v -> ((AbstractValue.Data) v).session())
                    .findFirst().orElse(session);
            return new AbstractValue.Data(node(plan, leaves.iterator()), s);
        });
    }

    private AbstractValue view(SqlPlan.Relation r) {
        List<String> name = r.name();
        boolean temp = name.size() == 1 || name.size() == 2 && name.get(0).equalsIgnoreCase("global_temp");
        if (!temp) {
            return new AbstractValue.Unknown("table");
        }
        Optional<AbstractValue> views = evaluator.views.view(name.get(name.size() - 1), call);
        return name.size() == 1 ? views.map(this::onThisSession).orElse(new AbstractValue.Unknown("view"))
                : views.orElse(new AbstractValue.Unknown("view")); // a global temp view is shared by the application's sessions
    }

    /**
     * The registrations of a temp view this {@code sql(..)} can read: a temp view lives in the session that
     * registers it, so where some registrations are made on this call's session, those made on other sessions
     * (another job's, in the same source tree) are not; where none is, any may be (the sessions are not traced).
     */
    private AbstractValue onThisSession(AbstractValue views) {
        List<AbstractValue.Alt> all = Choices.alternatives(views);
        List<AbstractValue.Alt> here = all.stream()
                .filter(a -> a.value() instanceof AbstractValue.Data d && d.session().id().equals(session.id())).toList();
        return here.isEmpty() || here.size() == all.size() ? views : Choices.oneOf(here);
    }

    private static void collect(SqlPlan plan, List<SqlPlan.Relation> into) {
        if (plan instanceof SqlPlan.Relation r) {
            into.add(r);
        }
        children(plan).forEach(c -> collect(c, into));
    }

    private static List<SqlPlan> children(SqlPlan plan) {
        if (plan instanceof SqlPlan.Project p) {
            return List.of(p.child());
        } else if (plan instanceof SqlPlan.Filter f) {
            return List.of(f.child());
        } else if (plan instanceof SqlPlan.Aggregate a) {
            return List.of(a.child());
        } else if (plan instanceof SqlPlan.Watermark w) {
            return List.of(w.child());
        } else if (plan instanceof SqlPlan.Distinct d) {
            return List.of(d.child());
        } else if (plan instanceof SqlPlan.Sort s) {
            return List.of(s.child());
        } else if (plan instanceof SqlPlan.Limit l) {
            return List.of(l.child());
        } else if (plan instanceof SqlPlan.Join j) {
            return List.of(j.left(), j.right());
        } else if (plan instanceof SqlPlan.SetOperation o) {
            return o.children();
        } else if (plan instanceof SqlPlan.Other o) {
            return o.children();
        }
        return List.of(); // a relation, a SET command
    }

    private Plan node(SqlPlan plan, Iterator<Plan> leaves) {
        Function<SqlPlan, Plan> child = c -> node(c, leaves);
        if (plan instanceof SqlPlan.Relation) {
            return leaves.next();
        } else if (plan instanceof SqlPlan.Project p) {
            return project(p, child.apply(p.child()));
        } else if (plan instanceof SqlPlan.Filter f) {
            return new Plan.Operator("filter", SqlColumns.features(f.condition()), child.apply(f.child()), code, at);
        } else if (plan instanceof SqlPlan.Aggregate a) {
            return new Plan.Aggregate(Plan.Grouping.GROUP_BY, keys(a), SqlColumns.features(a.items()),
                    child.apply(a.child()), code, at, true);
        } else if (plan instanceof SqlPlan.Watermark w) {
            return watermark(w, child.apply(w.child()));
        } else if (plan instanceof SqlPlan.Distinct d) {
            // Spark's checker takes SELECT DISTINCT for an aggregation grouped by every column, not a deduplication.
            Plan in = child.apply(d.child());
            List<GroupingKey> keys = Lineage.outputColumns(in)
                    .map(columns -> columns.stream().sorted()
                            .map(c -> (GroupingKey) new GroupingKey.Column(c, c, "DISTINCT")).toList())
                    .orElse(List.of(new GroupingKey.Unreadable("DISTINCT")));
            return new Plan.Aggregate(Plan.Grouping.GROUP_BY, keys, Exprs.NONE, in, code, at, true);
        } else if (plan instanceof SqlPlan.Sort s) {
            return new Plan.Operator(s.global() ? "orderBy" : "sortWithinPartitions", Exprs.NONE, child.apply(s.child()),
                    code, at);
        } else if (plan instanceof SqlPlan.Limit l) {
            return new Plan.Operator("limit", Exprs.NONE, child.apply(l.child()), code, at);
        } else if (plan instanceof SqlPlan.Join j) {
            return join(j, child.apply(j.left()), child.apply(j.right()));
        } else if (plan instanceof SqlPlan.SetOperation o) {
            Plan result = child.apply(o.children().get(0));
            for (SqlPlan next : o.children().subList(1, o.children().size())) {
                result = new Plan.Binary(o.operator(), result, child.apply(next), code, at);
            }
            return result;
        } else if (plan instanceof SqlPlan.Other o) {
            List<Plan> inputs = o.children().stream().map(child).toList();
            return inputs.size() == 1
                    ? new Plan.Project(new ColumnMapping.Opaque("SQL " + o.node()), Exprs.UNREADABLE, inputs.get(0), code, at)
                    : untraced("SQL " + o.node());
        }
        return untraced("a SET command");
    }

    /**
     * The WATERMARK clause, as withWatermark: on a named column, or (as Spark's analyzer does for {@code expr AS
     * name}) on the column the aliased expression adds.
     */
    private Plan watermark(SqlPlan.Watermark w, Plan in) {
        String clause = "WATERMARK " + w.eventTime().sql() + " DELAY OF INTERVAL " + w.delay();
        Value delay = Value.of(w.delay());
        if (w.eventTime() instanceof SqlExpr.Alias alias) {
            Plan withColumn = new Plan.Project(new ColumnMapping.Replace(alias.name(), SqlColumns.output(alias).source()),
                    SqlColumns.features(alias.child()), in, code, at);
            return new Plan.Watermark(Value.of(alias.name()), delay, withColumn, clause, at);
        }
        Value column = w.eventTime() instanceof SqlExpr.Column c ? Value.of(String.join(".", c.name()))
                : Value.unknown(w.eventTime().sql());
        return new Plan.Watermark(column, delay, in, clause, at);
    }

    /** A SELECT: an aggregation over all rows when it calls an aggregate function outside a window, else a projection. */
    private Plan project(SqlPlan.Project p, Plan in) {
        Exprs features = SqlColumns.features(p.items());
        if (!features.aggregates().isEmpty()) {
            return new Plan.Aggregate(Plan.Grouping.GLOBAL, List.of(), features, in, code, at, true);
        }
        List<ColumnMapping.Select.Output> outputs = p.items().stream().map(SqlColumns::output).toList();
        return new Plan.Project(new ColumnMapping.Select(outputs), features, in, code, at);
    }

    /**
     * The grouping keys: a key that names a select item's alias ({@code GROUP BY w}) or its position
     * ({@code GROUP BY 1}) is that item's expression, as Spark resolves it.
     */
    private List<GroupingKey> keys(SqlPlan.Aggregate a) {
        List<GroupingKey> keys = new ArrayList<>();
        for (SqlExpr key : a.keys()) {
            SqlExpr resolved = key;
            String output = null;
            for (SqlExpr item : a.items()) {
                if (item instanceof SqlExpr.Alias alias && (key.equals(alias.child())
                        || key instanceof SqlExpr.Column c && c.name().size() == 1 && c.last().equalsIgnoreCase(alias.name()))) {
                    resolved = alias.child();
                    output = alias.name();
                }
            }
            if (key instanceof SqlExpr.Literal l && l.type().equals("integer") && l.value().matches("\\d+")
                    && Integer.parseInt(l.value()) >= 1 && Integer.parseInt(l.value()) <= a.items().size()) {
                SqlExpr item = a.items().get(Integer.parseInt(l.value()) - 1);
                resolved = item instanceof SqlExpr.Alias alias ? alias.child() : item;
                output = item instanceof SqlExpr.Alias alias ? alias.name() : null;
            }
            keys.add(DatasetCalls.groupingKey(SqlColumns.column(resolved, key.sql()), output));
        }
        return keys;
    }

    private Plan join(SqlPlan.Join j, Plan left, Plan right) {
        boolean using = j.type().contains("using") || j.type().contains("natural");
        JoinCondition condition = using ? JoinCondition.unreadable(code)
                : j.condition().map(c -> JoinConditions.of(new AbstractValue.Col(SqlColumns.column(c, c.sql())), c.sql()))
                .orElse(JoinCondition.NONE);
        Value type = using ? Value.unknown(j.type()) : Value.of(j.type());
        return new Plan.Join("join", type, condition, left, right, code, at);
    }

    private Plan untraced(String reason) {
        return new Plan.Untraced(reason, code, at);
    }
}
