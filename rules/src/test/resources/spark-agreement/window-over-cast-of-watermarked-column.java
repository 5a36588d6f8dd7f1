import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** withColumn derives a new column from the watermarked one by an expression; the window is over it. */
class WindowOverCastOfWatermarkedColumn {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .withColumn("eventTime", col("timestamp").cast("timestamp_ntz"));

        Dataset<Row> counts = events
                .groupBy(window(col("eventTime"), "5 seconds")) // expect: SS001
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_window_over_cast_of_watermarked_column")
                .start();
    }
}
