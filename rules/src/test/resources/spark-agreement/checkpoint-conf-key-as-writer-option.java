import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** The session conf key passed as a writer option: the writer reads only checkpointLocation, rejected. */
class CheckpointConfKeyAsWriterOption {

    static StreamingQuery run(SparkSession spark) throws Exception {
        String root = System.getProperty("streamlint.agreement.dir") + "/checkpoint-conf-key-as-writer-option";
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        return events.writeStream()
                .format("parquet")
                .option("spark.sql.streaming.checkpointLocation", root + "/checkpoint")
                .start(root + "/out"); // expect: SS003
    }
}
