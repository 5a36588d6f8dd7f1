import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** toTable(...) on the session catalog (a parquet table under the warehouse) with no checkpoint: rejected. */
class ToTableWithoutCheckpoint {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        return events.writeStream()
                .toTable("sa_to_table_without_checkpoint"); // expect: SS003
    }
}
