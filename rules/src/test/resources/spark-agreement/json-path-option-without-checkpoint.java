import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** A json file sink, its path given as an option, no checkpoint location: rejected. */
class JsonPathOptionWithoutCheckpoint {

    static StreamingQuery run(SparkSession spark) throws Exception {
        String root = System.getProperty("streamlint.agreement.dir") + "/json-path-option-without-checkpoint";
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        return events.writeStream()
                .format("json")
                .option("path", root + "/out")
                .start(); // expect: SS003
    }
}
