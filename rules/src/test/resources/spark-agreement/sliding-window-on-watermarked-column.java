import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** A sliding window (length 10 s, slide 5 s) over the watermarked column, and a second key. */
class SlidingWindowOnWatermarkedColumn {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .withColumn("bucket", col("value").mod(3));

        Dataset<Row> counts = events
                .groupBy(window(col("timestamp"), "10 seconds", "5 seconds"), col("bucket"))
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_sliding_window_on_watermarked_column")
                .start();
    }
}
