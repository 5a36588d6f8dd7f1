import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The key is a cast of the watermarked column: an expression, not the tagged attribute. */
class ComputedKeyOfWatermarkedColumn {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds");

        Dataset<Row> counts = events
                .groupBy(col("timestamp").cast("string")) // expect: SS001
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_computed_key_of_watermarked_column")
                .start();
    }
}
