import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The watermarked column is renamed with withColumnRenamed; the window uses the new name. */
class WatermarkThroughWithColumnRenamed {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .withColumnRenamed("timestamp", "eventTime");

        Dataset<Row> counts = events
                .groupBy(window(col("eventTime"), "5 seconds"))
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_watermark_through_withcolumnrenamed")
                .start();
    }
}
