import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * format("Console"): Spark finds the console sink whatever the case, but gives a temporary checkpoint only to
 * the exact names in DataStreamWriter.SOURCES_ALLOW_ONE_TIME_QUERY, so this is rejected at start().
 */
class ConsoleMixedCaseFormatWithoutCheckpoint {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        return events.writeStream()
                .format("Console")
                .start(); // expect: SS003
    }
}
