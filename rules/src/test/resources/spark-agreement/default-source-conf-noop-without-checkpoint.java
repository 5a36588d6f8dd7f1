import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** No format(...), but the session's default source is noop, which runs with a temporary checkpoint: legal. */
class DefaultSourceConfNoopWithoutCheckpoint {

    static StreamingQuery run(SparkSession spark) throws Exception {
        spark.conf().set("spark.sql.sources.default", "noop");
        try {
            Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

            return events.writeStream()
                    .start();
        } finally {
            spark.conf().unset("spark.sql.sources.default");
        }
    }
}
