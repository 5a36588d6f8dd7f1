import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The checkpoint root set on the running session with spark.conf().set(...): legal. */
class ParquetWithSessionCheckpointConf {

    static StreamingQuery run(SparkSession spark) throws Exception {
        String root = System.getProperty("streamlint.agreement.dir") + "/parquet-with-session-checkpoint-conf";
        spark.conf().set("spark.sql.streaming.checkpointLocation", root + "/checkpoints");
        try {
            Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

            return events.writeStream()
                    .format("parquet")
                    .queryName("sa_parquet_with_session_checkpoint_conf")
                    .start(root + "/out");
        } finally {
            // The conf is read at start(); do not leak it into the next job on this session.
            spark.conf().unset("spark.sql.streaming.checkpointLocation");
        }
    }
}
