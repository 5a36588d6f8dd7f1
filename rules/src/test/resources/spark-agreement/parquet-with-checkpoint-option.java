import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** A parquet sink with a checkpointLocation writer option: legal. */
class ParquetWithCheckpointOption {

    static StreamingQuery run(SparkSession spark) throws Exception {
        String root = System.getProperty("streamlint.agreement.dir") + "/parquet-with-checkpoint-option";
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        return events.writeStream()
                .format("parquet")
                .option("checkpointLocation", root + "/checkpoint")
                .start(root + "/out");
    }
}
