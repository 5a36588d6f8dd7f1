package com.acme.ss010.latest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.row_number;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.expressions.WindowSpec;

/** The batch idiom for "latest row per device": a window function, which streams do not support. */
class DeviceStateJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-state").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        WindowSpec newestFirst = Window.partitionBy("deviceId").orderBy(col("reportedAt").desc());
        Dataset<Row> reports = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(40).as("deviceId"), col("timestamp").as("reportedAt"));

        reports.withColumn("rank", row_number().over(newestFirst)) // expect: SS010 "Spark rejects the query at start() with \"NON_TIME_WINDOW_NOT_SUPPORTED_IN_STREAMING\"" "Aggregate by groupBy(window(col(\"<event time>\"), \"<length>\"))"
                .filter(col("rank").equalTo(1))
                .writeStream()
                .format("memory")
                .queryName("device_state")
                .start();
    }
}
