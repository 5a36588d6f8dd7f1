package com.acme.ss039.onelauncher;

import org.apache.spark.sql.SparkSession;

/** One application runs both bronze jobs in one session. */
public class BronzeLauncher {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bronze").getOrCreate();
        OrdersBronzeJob.run(spark);
        RefundsBronzeJob.start(spark);
        spark.streams().awaitAnyTermination();
    }
}
