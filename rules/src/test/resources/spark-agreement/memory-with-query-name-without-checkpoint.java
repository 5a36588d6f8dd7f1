import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The memory sink runs with a temporary checkpoint: legal without a checkpoint location. */
class MemoryWithQueryNameWithoutCheckpoint {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        return events.writeStream()
                .format("memory")
                .queryName("sa_memory_with_query_name_without_checkpoint")
                .start();
    }
}
