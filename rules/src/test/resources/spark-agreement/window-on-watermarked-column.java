import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** A tumbling window over the watermarked column. */
class WindowOnWatermarkedColumn {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds");

        Dataset<Row> counts = events
                .groupBy(window(col("timestamp"), "5 seconds"))
                .agg(count("*").as("events"));

        return counts.writeStream()
                .format("memory")
                .queryName("sa_window_on_watermarked_column")
                .start();
    }
}
