import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** withWatermark is applied to the aggregated result, too late for the aggregation. */
class WatermarkAfterAggregation {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        Dataset<Row> counts = events
                .groupBy(col("timestamp")) // expect: SS001
                .count()
                .withWatermark("timestamp", "10 seconds");

        return counts.writeStream()
                .format("memory")
                .queryName("sa_watermark_after_aggregation")
                .start();
    }
}
