package com.acme.ss027.interceptor;

import org.apache.spark.sql.SparkSession;

/** A tracing interceptor from the company's Kafka client library is not allowed on Spark's consumer. */
class TracedPaymentsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("traced-payments").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "payments")
                .option("kafka.interceptor.classes", "com.acme.tracing.TracingConsumerInterceptor") // expect: SS027 "Spark rejects it at load() with \"Kafka option 'interceptor.classes' is not supported\"" "interceptors could change the records Spark reads: remove it"
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .format("console")
                .start();
    }
}
