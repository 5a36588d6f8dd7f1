import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** A parquet sink started with a path and no checkpoint location anywhere: rejected. */
class ParquetStartPathWithoutCheckpoint {

    static StreamingQuery run(SparkSession spark) throws Exception {
        String root = System.getProperty("streamlint.agreement.dir") + "/parquet-start-path-without-checkpoint";
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        return events.writeStream()
                .format("parquet")
                .start(root + "/out"); // expect: SS003
    }
}
