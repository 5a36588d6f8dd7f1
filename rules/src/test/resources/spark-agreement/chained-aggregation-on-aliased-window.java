import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * Two chained aggregations, the first one's window aliased to "w"; the second groups by w. The alias keeps
 * the watermark tag of the window column.
 */
class ChainedAggregationOnAliasedWindow {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .withColumn("bucket", col("value").mod(3));

        Dataset<Row> perBucket = events
                .groupBy(window(col("timestamp"), "5 seconds").as("w"), col("bucket"))
                .count();

        Dataset<Row> bucketsPerWindow = perBucket
                .groupBy(col("w"))
                .count();

        return bucketsPerWindow.writeStream()
                .format("memory")
                .queryName("sa_chained_aggregation_on_aliased_window")
                .start();
    }
}
