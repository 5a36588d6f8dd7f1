import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** GROUP BY window(..) in SQL over a temp view of a stream without a watermark, default (append) output mode. */
class SqlWindowOverViewWithoutWatermark {

    static StreamingQuery run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .createOrReplaceTempView("sa_sql_events_unwatermarked");

        Dataset<Row> counts = spark.sql( // expect: SS001
                "SELECT window(timestamp, '5 seconds') AS w, count(*) AS events "
                        + "FROM sa_sql_events_unwatermarked GROUP BY window(timestamp, '5 seconds')");

        return counts.writeStream()
                .format("memory")
                .queryName("sa_sql_window_over_view_without_watermark")
                .start();
    }
}
