package demo;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public class JobTest {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("JobTest").getOrCreate();
        Dataset<Row> events = spark.readStream().format("rate").load();
        events.writeStream().format("parquet").option("path", "/data/JobTest").start();
    }
}
