package demo;

import org.apache.spark.sql.SparkSession;

public class New {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("New").getOrCreate();
        spark.readStream().format("rate").load().writeStream().format("parquet").option("path", "/data/New").start();
    }
}
