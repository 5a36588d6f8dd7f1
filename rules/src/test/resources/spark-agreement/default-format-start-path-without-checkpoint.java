import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** No format(...): the sink is the default source, parquet, which needs a checkpoint location. */
class DefaultFormatStartPathWithoutCheckpoint {

    static StreamingQuery run(SparkSession spark) throws Exception {
        String root = System.getProperty("streamlint.agreement.dir") + "/default-format-start-path-without-checkpoint";
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        return events.writeStream()
                .start(root + "/out"); // expect: SS003
    }
}
