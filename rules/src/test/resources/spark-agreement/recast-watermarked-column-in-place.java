import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * After the watermark, withColumn replaces the event time with a cast of itself (to the same type):
 * the alias of a cast inherits no metadata, so the watermark tag is gone.
 */
class RecastWatermarkedColumnInPlace {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .withColumn("timestamp", col("timestamp").cast("timestamp"));

        Dataset<Row> counts = events
                .groupBy(window(col("timestamp"), "5 seconds")) // expect: SS001
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_recast_watermarked_column_in_place")
                .start();
    }
}
