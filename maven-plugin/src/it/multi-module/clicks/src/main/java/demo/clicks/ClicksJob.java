package demo.clicks;

import org.apache.spark.sql.SparkSession;

public class ClicksJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("clicks").getOrCreate();
        spark.readStream().format("rate").load().writeStream().format("parquet").option("path", "/data/clicks").start();
    }
}
