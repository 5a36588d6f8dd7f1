import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The watermark names "Timestamp", the grouping names "timestamp" (Spark resolves names case-insensitively). */
class WatermarkNameDiffersInCase {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("Timestamp", "10 seconds");

        Dataset<Row> counts = events
                .groupBy(col("timestamp"))
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_watermark_name_differs_in_case")
                .start();
    }
}
