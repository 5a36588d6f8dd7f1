import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** GROUP BY window(..) in SQL over a temp view of a stream watermarked before it was registered. */
class SqlWindowOverWatermarkedView {

    static StreamingQuery run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .createOrReplaceTempView("sa_sql_events_watermarked");

        Dataset<Row> counts = spark.sql("SELECT window(timestamp, '5 seconds') AS w, count(*) AS events "
                + "FROM sa_sql_events_watermarked GROUP BY window(timestamp, '5 seconds')");

        return counts.writeStream()
                .format("memory")
                .queryName("sa_sql_window_over_watermarked_view")
                .start();
    }
}
