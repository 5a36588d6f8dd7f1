import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** foreachBatch runs with a temporary checkpoint: legal without a checkpoint location. */
class ForeachBatchWithoutCheckpoint {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        return events.writeStream()
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        System.out.println("batch " + batchId + ": " + batch.count() + " rows"))
                .start();
    }
}
