package demo;

import org.apache.spark.sql.SparkSession;

public class Old {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("Old").getOrCreate();
        spark.readStream().format("rate").load().writeStream().format("parquet").option("path", "/data/Old").start();
    }
}
