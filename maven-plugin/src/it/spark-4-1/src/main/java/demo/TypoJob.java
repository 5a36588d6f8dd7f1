package demo;

import org.apache.spark.sql.SparkSession;

/** DELAY without OF: Spark 4.1's parser rejects the clause. */
public class TypoJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("typo").getOrCreate();
        spark.readStream().format("rate").load().createOrReplaceTempView("readings");
        spark.sql("SELECT value FROM readings WATERMARK timestamp DELAY INTERVAL 2 MINUTES")
                .writeStream().format("console").start().awaitTermination();
    }
}
