package demo.sessions;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Counts views per five minutes: watermarked, checkpointed, appended once a window closes. Nothing to report. */
public class ViewCountsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("view-counts").getOrCreate();
        Dataset<Row> views = spark.readStream().format("rate").option("rowsPerSecond", 10).load();
        views.withWatermark("timestamp", "10 minutes")
                .groupBy(window(col("timestamp"), "5 minutes"))
                .count()
                .writeStream()
                .format("parquet")
                .option("path", "/data/view-counts")
                .option("checkpointLocation", "/checkpoints/view-counts")
                .outputMode("append")
                .start()
                .awaitTermination();
    }
}
