package com.acme.ss007.batchwrite;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** The micro-batch of foreachBatch is written with the batch writer. */
class AuditTrailJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("audit-trail").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS eventId", "timestamp AS loggedAt")
                .writeStream()
                .option("checkpointLocation", "checkpoints/ss007/audit-trail")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().mode(SaveMode.Append).parquet("out/ss007/audit-trail")) // expect: SS038
                .start();
    }
}
