package com.acme.ss046.args;

import org.apache.spark.sql.SparkSession;

/** The checkpoint comes from the job's arguments: the deployment keeps it the same across runs. */
class AuditLogIngest {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("audit-log-ingest").getOrCreate();
        long started = System.currentTimeMillis();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "audit-log")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .format("delta")
                .option("checkpointLocation", args[0])
                .start(args[1])
                .awaitTermination();
        System.out.println("ran for " + (System.currentTimeMillis() - started) + " ms");
    }
}
