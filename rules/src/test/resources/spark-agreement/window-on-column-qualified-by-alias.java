import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The window's column is qualified by the Dataset's alias (r.timestamp): it is the watermarked column. */
class WindowOnColumnQualifiedByAlias {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> readings = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .as("r");

        return readings.groupBy(window(col("r.timestamp"), "5 seconds"))
                .count()
                .writeStream()
                .format("memory")
                .queryName("sa_window_on_column_qualified_by_alias")
                .start();
    }
}
