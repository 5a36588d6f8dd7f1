import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The watermarked column itself is a grouping key. */
class WatermarkOnGroupingColumn {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withColumn("bucket", col("value").mod(10))
                .withWatermark("timestamp", "10 seconds");

        Dataset<Row> counts = events
                .groupBy(col("timestamp"), col("bucket"))
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_watermark_on_grouping_column")
                .start();
    }
}
