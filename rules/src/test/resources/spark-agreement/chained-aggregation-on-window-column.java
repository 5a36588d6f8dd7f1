import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * Two chained aggregations: a windowed count per bucket, then a count per window. Spark checks the last
 * (top-most) one; its key is the first aggregation's window column, which keeps the watermark tag.
 */
class ChainedAggregationOnWindowColumn {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .withColumn("bucket", col("value").mod(3));

        Dataset<Row> perBucket = events
                .groupBy(window(col("timestamp"), "5 seconds"), col("bucket"))
                .count();

        Dataset<Row> bucketsPerWindow = perBucket
                .groupBy(col("window"))
                .count();

        return bucketsPerWindow.writeStream()
                .format("memory")
                .queryName("sa_chained_aggregation_on_window_column")
                .start();
    }
}
