package demo;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public class Clicks {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("clicks").getOrCreate();
        Dataset<Row> clicks = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "broker:9092").option("subscribe", "clicks").load();
        clicks.writeStream().format("parquet").option("path", "/data/clicks").start();
    }
}
