package com.acme.ss043.springcluster;

import org.apache.spark.sql.SparkSession;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.stereotype.Service;

/** The session bean runs on the cluster's master; the service injected with it checkpoints under /tmp. */
@Configuration
class ClusterSparkConfig {

    @Bean
    SparkSession sparkSession() {
        return SparkSession.builder().appName("orders-ingest").getOrCreate();
    }
}

@Service
class OrdersIngestService {
    private final SparkSession spark;

    OrdersIngestService(SparkSession spark) {
        this.spark = spark;
    }

    void ingest() throws Exception {
        spark.readStream().format("rate").load()
                .writeStream()
                .format("parquet")
                .option("path", "/lake/orders")
                .option("checkpointLocation", "/tmp/orders-ingest") // expect: SS043 "the query restarts with no offsets and no state" "Use a path on durable shared storage"
                .start();
    }
}
