package demo;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Spark 4.1's WATERMARK clause bounds the windowed count: append mode is accepted. */
public class SensorMinutesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-minutes").getOrCreate();
        spark.readStream().format("rate").load().createOrReplaceTempView("readings");
        Dataset<Row> perMinute = spark.sql("""
                SELECT window(timestamp, '1 minute') AS minute, count(*) AS readings
                FROM readings WATERMARK timestamp DELAY OF INTERVAL 2 MINUTES
                GROUP BY window(timestamp, '1 minute')""");
        perMinute.writeStream().format("console").start().awaitTermination();
    }
}
