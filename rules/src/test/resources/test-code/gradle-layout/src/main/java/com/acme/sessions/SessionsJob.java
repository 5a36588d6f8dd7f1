package com.acme.sessions;

import org.apache.spark.sql.SparkSession;

/** The production job: its checkpoint on /tmp is lost when the machine is replaced, and is reported. */
public class SessionsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sessions").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "page-views")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "/tmp/checkpoints/sessions") // expect: SS043
                .start("hdfs:///lake/page-views")
                .awaitTermination();
    }
}
