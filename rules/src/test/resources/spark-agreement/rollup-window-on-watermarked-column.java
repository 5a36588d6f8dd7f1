import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** rollup with a window over the watermarked column and a second key. */
class RollupWindowOnWatermarkedColumn {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .withColumn("bucket", col("value").mod(3));

        Dataset<Row> counts = events
                .rollup(window(col("timestamp"), "5 seconds"), col("bucket"))
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_rollup_window_on_watermarked_column")
                .start();
    }
}
