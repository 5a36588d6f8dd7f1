package com.acme.ss007.globalview;

import org.apache.spark.sql.SparkSession;

/** A global temp view of a stream, read back as global_temp.<name>, is a stream. */
class SharedTradesFeed {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shared-trades").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS tradeId", "value % 9 AS venue")
                .createOrReplaceGlobalTempView("trades");

        spark.table("global_temp.trades")
                .writeStream()
                .format("memory")
                .queryName("trades_copy")
                .start();
    }
}
