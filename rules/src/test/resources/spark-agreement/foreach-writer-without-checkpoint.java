import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.ForeachWriter;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** foreach(ForeachWriter) runs with a temporary checkpoint: legal without a checkpoint location. */
class ForeachWriterWithoutCheckpoint {

    static final class PrintingWriter extends ForeachWriter<Row> {
        @Override
        public boolean open(long partitionId, long epochId) {
            return true;
        }

        @Override
        public void process(Row event) {
            System.out.println("event " + event.getAs("value"));
        }

        @Override
        public void close(Throwable errorOrNull) {
        }
    }

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        return events.writeStream()
                .foreach(new PrintingWriter())
                .start();
    }
}
