package com.acme.support;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The checkpoint root is set on the running session with spark.conf().set(...). */
class TicketArchiveJob {

    private static final String CHECKPOINT_ROOT_CONF = "spark.sql.streaming.checkpointLocation";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ticket-archive").getOrCreate();
        spark.conf().set(CHECKPOINT_ROOT_CONF, "s3a://acme-support/checkpoints");

        Dataset<Row> tickets = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-support:9092")
                .option("subscribe", "support.tickets")
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .selectExpr("CAST(value AS STRING) AS ticket", "timestamp");

        tickets.writeStream()
                .format("parquet")
                .queryName("ticket_archive")
                .start("s3a://acme-support/archive/tickets")
                .awaitTermination();
    }
}
