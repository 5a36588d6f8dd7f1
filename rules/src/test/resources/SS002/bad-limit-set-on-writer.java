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
                .format("kafka") // expect: SS002 "after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", "kafka-support:9092")
                .option("subscribe", "support.tickets")
                .load()
                .select(col("value").cast("string").as("ticketJson"), col("timestamp"));

        tickets.writeStream()
                .format("delta")
                .option("maxOffsetsPerTrigger", 5000L) // expect: SS047 "Spark hands writer options to the sink, which ignores it" "Set it on the readStream() chain of the source, before load()"
                .option("checkpointLocation", "s3a://acme-support/checkpoints/ticket-events")
                .toTable("support.ticket_events")
                .awaitTermination();
    }
}
