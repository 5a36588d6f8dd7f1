package com.acme.streams.jobs;

import com.acme.streams.kafka.KafkaTopics;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public class RefundsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("refunds-bronze").getOrCreate();
        Dataset<Row> refunds = KafkaTopics.read(spark, "refunds.v2");
        refunds.selectExpr("CAST(value AS STRING) AS payload", "timestamp")
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-lake/checkpoints/refunds-bronze")
                .toTable("bronze.refunds")
                .awaitTermination();
    }
}
