import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The checkpoint option key spelt in upper case: writer option keys ignore case, so this is legal. */
class ParquetWithUppercaseCheckpointOption {

    static StreamingQuery run(SparkSession spark) throws Exception {
        String root = System.getProperty("streamlint.agreement.dir") + "/parquet-with-uppercase-checkpoint-option";
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        return events.writeStream()
                .format("parquet")
                .option("CHECKPOINTLOCATION", root + "/checkpoint")
                .start(root + "/out");
    }
}
