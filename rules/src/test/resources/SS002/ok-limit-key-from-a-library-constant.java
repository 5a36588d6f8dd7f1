package com.acme.ingest;

import com.acme.platform.kafka.KafkaSourceKeys;
import org.apache.spark.sql.SparkSession;

/**
 * The option key is a constant of a platform library the linter does not read. Its name says it may be the
 * rate limit, so the source is not reported.
 */
public class ClickIngestJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-ingest").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "clicks")
                .option(KafkaSourceKeys.MAX_OFFSETS_PER_TRIGGER, 200000L)
                .load()
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "/checkpoints/click-ingest")
                .toTable("bronze.clicks")
                .awaitTermination();
    }
}
