package com.acme.ss009.savemode;

import org.apache.spark.sql.SparkSession;

/** "overwrite" is a batch save mode, not a streaming output mode. */
class InventorySnapshotJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("inventory-snapshot").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 100 AS sku", "value AS quantity")
                .groupBy("sku")
                .sum("quantity")
                .writeStream()
                .format("memory")
                .queryName("inventory_snapshot")
                .outputMode("overwrite") // expect: SS009 "is not an output mode: Spark throws STREAMING_OUTPUT_MODE.INVALID at this call" "Use \"append\", \"update\" or \"complete\""
                .start();
    }
}
