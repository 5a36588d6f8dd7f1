package com.acme.notifications;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The source format comes from a constant; it is still Kafka, and still unlimited. */
class PushDeliveryJob {

    static final String SOURCE_FORMAT = "kafka";
    static final String BOOTSTRAP = "kafka-notify-1:9092,kafka-notify-2:9092";
    static final String TOPIC = "push.deliveries";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("push-deliveries").getOrCreate();

        Dataset<Row> deliveries = spark.readStream()
                .format(SOURCE_FORMAT) // expect: SS002 "after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", BOOTSTRAP)
                .option("subscribe", TOPIC)
                .load()
                .select(col("value").cast("string").as("json"), col("partition"), col("offset"));

        deliveries.writeStream()
                .format("parquet")
                .option("checkpointLocation", "hdfs:///checkpoints/push-deliveries")
                .start("hdfs:///notifications/push_deliveries")
                .awaitTermination();
    }
}
