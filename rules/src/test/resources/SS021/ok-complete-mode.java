package com.acme.ss021.complete;

import org.apache.spark.sql.SparkSession;

/** Complete mode rewrites the (small) result table every micro-batch: Delta accepts it. */
class ChannelCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("channel-counts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 5 AS channel")
                .groupBy("channel")
                .count()
                .writeStream()
                .format("delta")
                .outputMode("complete")
                .option("checkpointLocation", "checkpoints/channel-counts")
                .start("out/channel-counts");
    }
}
