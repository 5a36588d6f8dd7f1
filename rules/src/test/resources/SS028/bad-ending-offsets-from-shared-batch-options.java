package com.acme.ss028.sharedoptions;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import java.util.HashMap;
import java.util.Map;

/** Options written for the nightly batch read are reused for the stream, end offsets included. */
class OrdersBackfillJob {

    static Map<String, String> ordersOptions() {
        Map<String, String> options = new HashMap<>();
        options.put("kafka.bootstrap.servers", "127.0.0.1:9");
        options.put("subscribe", "orders");
        options.put("startingOffsets", "earliest");
        options.put("endingOffsets", "latest"); // expect: SS028 "Spark rejects it at load()" "Remove it; to process what is there and stop, run the query with Trigger.AvailableNow()"
        return options;
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-backfill").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.read().format("kafka").options(ordersOptions()).load().createOrReplaceTempView("orders_snapshot");
        Dataset<Row> live = spark.readStream()
                .format("kafka")
                .options(ordersOptions())
                .option("maxOffsetsPerTrigger", 50000L)
                .load();
        live.writeStream()
                .format("parquet")
                .option("checkpointLocation", "checkpoints/ss028-orders")
                .start("out/ss028-orders");
    }
}
