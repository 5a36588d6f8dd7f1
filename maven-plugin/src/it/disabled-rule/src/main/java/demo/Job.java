package demo;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A streaming job Streamlint rejects: a file sink without a checkpoint location. */
public class Job {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("job").getOrCreate();
        Dataset<Row> events = spark.readStream().format("rate").load();
        events.writeStream().format("parquet").option("path", "/data/out")
                .start();   // SS003 here: no checkpointLocation
    }
}
