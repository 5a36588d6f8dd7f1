import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.max;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** A global aggregation (no grouping keys) in append mode, even with a watermark upstream. */
class GlobalAggregation {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds");

        Dataset<Row> totals = events.agg( // expect: SS001
                count("*").as("events"),
                max("timestamp").as("lastEvent"));

        return totals.writeStream()
                .format("memory")
                .queryName("sa_global_aggregation")
                .start();
    }
}
