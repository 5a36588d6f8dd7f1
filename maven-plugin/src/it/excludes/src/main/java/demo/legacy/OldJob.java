package demo.legacy;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public class OldJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("OldJob").getOrCreate();
        Dataset<Row> events = spark.readStream().format("rate").load();
        events.writeStream().format("parquet").option("path", "/data/OldJob").start();
    }
}
