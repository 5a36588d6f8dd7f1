package demo.orders;

import org.apache.spark.sql.SparkSession;

public class OrdersJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders").getOrCreate();
        spark.readStream().format("rate").load().writeStream().format("parquet").option("path", "/data/orders").start();
    }
}
