import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.session_window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** session_window over the watermarked column, per key. */
class SessionWindowOnWatermarkedColumn {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .withColumn("userId", col("value").mod(5));

        Dataset<Row> sessions = events
                .groupBy(session_window(col("timestamp"), "30 seconds"), col("userId"))
                .count();

        return sessions.writeStream()
                .format("memory")
                .queryName("sa_session_window_on_watermarked_column")
                .start();
    }
}
