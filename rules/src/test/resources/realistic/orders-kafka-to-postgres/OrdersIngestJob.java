package com.shop.ingest;

import com.shop.ingest.config.KafkaSettings;
import com.shop.ingest.sink.OrdersJdbcWriter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Kafka orders to Postgres through a foreachBatch writer class. */
public final class OrdersIngestJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-ingest").getOrCreate();
        Dataset<Row> orders = spark.readStream()
                .format("kafka")
                .options(KafkaSettings.sourceOptions(args[0], "orders-ingest"))
                .load()
                .selectExpr("CAST(key AS STRING) AS orderId", "CAST(value AS STRING) AS payload");
        orders.writeStream()
                .queryName("orders-ingest")
                .option("checkpointLocation", "hdfs:///checkpoints/orders-ingest")
                .foreachBatch(new OrdersJdbcWriter(args[1], args[2]))
                .start()
                .awaitTermination();
    }
}
