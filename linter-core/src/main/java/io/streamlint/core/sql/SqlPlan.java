package io.streamlint.core.sql;

import java.util.List;
import java.util.Optional;

/** A statement's plan as Spark's parser builds it, before analysis: relations are names. */
public sealed interface SqlPlan {

    /** {@code FROM name}: {@code name} is its parts ({@code global_temp.trades} is {@code [global_temp, trades]}). */
    record Relation(List<String> name) implements SqlPlan {
        public Relation {
            name = List.copyOf(name);
        }
    }

    /** {@code SELECT items} without grouping. */
    record Project(List<SqlExpr> items, SqlPlan child) implements SqlPlan {
        public Project {
            items = List.copyOf(items);
        }
    }

    /** {@code WHERE condition} / {@code HAVING condition}. */
    record Filter(SqlExpr condition, SqlPlan child) implements SqlPlan {
    }

    /** {@code GROUP BY keys} (empty: an aggregate over all rows) selecting {@code items}. */
    record Aggregate(List<SqlExpr> keys, List<SqlExpr> items, SqlPlan child) implements SqlPlan {
        public Aggregate {
            keys = List.copyOf(keys);
            items = List.copyOf(items);
        }
    }

    /**
     * {@code FROM relation WATERMARK eventTime DELAY OF INTERVAL ..} (Spark 4.1): a watermark on the column
     * {@code eventTime} names, or on the column an aliased expression ({@code expr AS name}) adds; {@code delay} as
     * Spark prints the interval.
     */
    record Watermark(SqlExpr eventTime, String delay, SqlPlan child) implements SqlPlan {
    }

    /** {@code SELECT DISTINCT}. */
    record Distinct(SqlPlan child) implements SqlPlan {
    }

    /** {@code ORDER BY} ({@code global}) or {@code SORT BY}. */
    record Sort(boolean global, SqlPlan child) implements SqlPlan {
    }

    /** {@code LIMIT n}. */
    record Limit(SqlPlan child) implements SqlPlan {
    }

    /** {@code JOIN}; {@code type} is Spark's join type in lower case ({@code inner}, {@code leftouter}, ...). */
    record Join(String type, Optional<SqlExpr> condition, SqlPlan left, SqlPlan right) implements SqlPlan {
    }

    /** {@code UNION}, {@code INTERSECT}, {@code EXCEPT} ({@code operator} in lower case). */
    record SetOperation(String operator, List<SqlPlan> children) implements SqlPlan {
        public SetOperation {
            children = List.copyOf(children);
        }
    }

    /** {@code SET key=value}. */
    record SetConf(String key, String value) implements SqlPlan {
    }

    /** Any other node (a subquery, a table function, a command ...): Spark's node name and its children. */
    record Other(String node, List<SqlPlan> children) implements SqlPlan {
        public Other {
            children = List.copyOf(children);
        }
    }
}
