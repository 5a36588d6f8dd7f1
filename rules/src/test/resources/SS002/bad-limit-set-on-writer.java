package com.acme.support;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The rate limit was put on the sink by mistake; the Kafka source itself is unlimited. */
class TicketEventsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ticket-events").getOrCreate();

        Dataset<Row> tickets = spark.readStream()
                .format("kafka") // expect: SS002
                .option("kafka.bootstrap.servers", "kafka-support:9092")
                .option("subscribe", "support.tickets")
                .load()
                .select(col("value").cast("string").as("ticketJson"), col("timestamp"));

        tickets.writeStream()
                .format("delta")
                .option("maxOffsetsPerTrigger", 5000L) // expect: SS047
                .option("checkpointLocation", "s3a://acme-support/checkpoints/ticket-events")
                .toTable("support.ticket_events")
                .awaitTermination();
    }
}
