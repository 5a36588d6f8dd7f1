import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * Aggregate functions in SQL expressions of a projection (selectExpr, select(expr(..))) make it a global aggregation,
 * which append mode rejects; a projection of other functions is not one.
 */
class GlobalAggregateInSelectExpr {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds");

        Dataset<Row> projected = events.selectExpr("upper(CAST(value AS STRING)) AS id", "timestamp")
                .select(expr("unix_millis(timestamp) AS millis"), expr("id"));

        Dataset<Row> totals = projected.selectExpr("count(*) AS events", "approx_count_distinct(id) AS ids"); // expect: SS001

        return totals.writeStream()
                .format("memory")
                .queryName("sa_global_aggregate_in_select_expr")
                .start();
    }
}
