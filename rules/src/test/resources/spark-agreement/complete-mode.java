import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.streaming.StreamingQuery;

/** An aggregation without a watermark, written in complete mode: legal. */
class CompleteMode {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withColumn("bucket", col("value").mod(10));

        Dataset<Row> counts = events
                .groupBy(col("bucket"))
                .count();

        return counts.writeStream()
                .format("memory")
                .outputMode(OutputMode.Complete())
                .queryName("sa_complete_mode")
                .start();
    }
}
