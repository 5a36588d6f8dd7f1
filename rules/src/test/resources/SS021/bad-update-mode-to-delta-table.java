package com.acme.ss021.table;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/** toTable on a Delta table goes through the same sink: update mode is rejected. */
class CustomerVisitsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("customer-visits").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 40 AS customer")
                .groupBy("customer")
                .count()
                .writeStream()
                .outputMode(OutputMode.Update()) // expect: SS021 "it rejects the query at toTable() with DELTA_UNSUPPORTED_OUTPUT_MODE" "write with foreachBatch and MERGE each batch into the table"
                .format("delta")
                .option("checkpointLocation", "checkpoints/customer-visits")
                .toTable("customer_visits");
    }
}
