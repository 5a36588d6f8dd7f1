import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * A watermark on the event time, then a second one on another column: Spark's EventTimeWatermark strips
 * the tag from the first column, so the window over it no longer carries a watermark.
 */
class SecondWatermarkMovesTag {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withColumn("ingestedAt", col("timestamp"));

        events = events.withWatermark("timestamp", "10 seconds");
        events = events.withWatermark("ingestedAt", "2 seconds"); // expect: SS049

        Dataset<Row> counts = events
                .groupBy(window(col("timestamp"), "5 seconds")) // expect: SS001
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_second_watermark_moves_tag")
                .start();
    }
}
