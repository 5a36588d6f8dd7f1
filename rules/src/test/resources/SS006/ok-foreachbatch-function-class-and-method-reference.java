package com.acme.ss006.functions;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** The micro-batch handed to a function class or a method reference is a batch Dataset as well. */
class TicketSyncJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ticket-sync").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static final class TicketBatchWriter implements VoidFunction2<Dataset<Row>, Long> {
        @Override
        public void call(Dataset<Row> tickets, Long batchId) {
            if (!tickets.isEmpty()) {
                tickets.write().mode(SaveMode.Append).json("out/ss006/tickets"); // expect: SS038
            }
        }
    }

    static void logBatch(Dataset<Row> tickets, Long batchId) {
        System.out.println("batch " + batchId + " has " + tickets.count() + " tickets");
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> tickets = spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS ticketId", "timestamp AS openedAt");

        tickets.writeStream()
                .option("checkpointLocation", "checkpoints/ss006/ticket-sync")
                .foreachBatch(new TicketBatchWriter())
                .start();
        tickets.writeStream()
                .option("checkpointLocation", "checkpoints/ss006/ticket-log")
                .foreachBatch(TicketSyncJob::logBatch)
                .start();
    }
}
