import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** select(col("timestamp").as("ts")) after the watermark, then a window over ts. */
class WatermarkThroughSelectAlias {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .select(col("timestamp").as("ts"), col("value"));

        Dataset<Row> counts = events
                .groupBy(window(col("ts"), "5 seconds"))
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_watermark_through_select_alias")
                .start();
    }
}
