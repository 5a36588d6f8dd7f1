import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** select(expr("max_by(..)")) is an aggregation (Spark's function registry says so): complete mode accepts it. */
class AggregateInSelectOfExprCompleteMode {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> latest = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .select(expr("max_by(value, timestamp) AS latest"));

        return latest.writeStream()
                .outputMode("complete")
                .format("memory")
                .queryName("sa_aggregate_in_select_of_expr_complete_mode")
                .start();
    }
}
