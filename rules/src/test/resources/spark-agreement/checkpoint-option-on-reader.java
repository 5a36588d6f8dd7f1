import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** checkpointLocation given to the reader, not the writer: the sink still has none, rejected. */
class CheckpointOptionOnReader {

    static StreamingQuery run(SparkSession spark) throws Exception {
        String root = System.getProperty("streamlint.agreement.dir") + "/checkpoint-option-on-reader";
        Dataset<Row> events = spark.readStream()
                .format("rate")
                .option("rowsPerSecond", 1)
                .option("checkpointLocation", root + "/checkpoint") // expect: SS047
                .load();

        return events.writeStream()
                .format("parquet")
                .start(root + "/out"); // expect: SS003
    }
}
