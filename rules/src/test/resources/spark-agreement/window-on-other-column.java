import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The window is over a second timestamp column (derived before the watermark), not the watermarked one. */
class WindowOnOtherColumn {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withColumn("ingestedAt", col("timestamp"))
                .withWatermark("timestamp", "10 seconds");

        Dataset<Row> counts = events
                .groupBy(window(col("ingestedAt"), "5 seconds")) // expect: SS001
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_window_on_other_column")
                .start();
    }
}
