package com.acme.audit;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The limit is passed as a number and spelled with a capital M: Kafka source option keys ignore case. */
class AccessLogJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("access-log").getOrCreate();

        Dataset<Row> accessLog = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-edge:9092")
                .option("subscribe", "edge.access-log")
                .option("MaxOffsetsPerTrigger", 200000)
                .load()
                .selectExpr("CAST(value AS STRING) AS line", "timestamp");

        accessLog.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-edge/checkpoints/access-log")
                .toTable("edge.access_log")
                .awaitTermination();
    }
}
