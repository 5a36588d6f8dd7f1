import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The console sink runs with a temporary checkpoint: legal without a checkpoint location. */
class ConsoleWithoutCheckpoint {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        return events.writeStream()
                .format("console")
                .start();
    }
}
