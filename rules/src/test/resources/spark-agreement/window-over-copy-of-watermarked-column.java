import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** withColumn copies the watermarked column under a new name after the watermark; the window is over the copy. */
class WindowOverCopyOfWatermarkedColumn {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .withColumn("eventTime", col("timestamp"));

        Dataset<Row> counts = events
                .groupBy(window(col("eventTime"), "5 seconds"))
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_window_over_copy_of_watermarked_column")
                .start();
    }
}
