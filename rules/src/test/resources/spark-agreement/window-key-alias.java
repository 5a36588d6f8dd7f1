import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The window key is aliased: window(...).as("w"). */
class WindowKeyAlias {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .withColumn("bucket", col("value").mod(3));

        Dataset<Row> sums = events
                .groupBy(window(col("timestamp"), "5 seconds").as("w"), col("bucket"))
                .agg(sum("value").as("total"));

        return sums.writeStream()
                .format("memory")
                .queryName("sa_window_key_alias")
                .start();
    }
}
