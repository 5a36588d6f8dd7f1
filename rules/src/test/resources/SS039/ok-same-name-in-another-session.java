package com.acme.ss039.sessions;

import org.apache.spark.sql.SparkSession;

/** Query names are unique per session: a new session may reuse one. */
class TenantMonitorsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("tenant-monitors").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        SparkSession tenantB = spark.newSession();
        spark.readStream().format("rate").load()
                .writeStream().format("console").queryName("tenant_monitor").start();
        tenantB.readStream().format("rate").load()
                .writeStream().format("noop").queryName("tenant_monitor").start();
    }
}
