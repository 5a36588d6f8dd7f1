package com.acme.spark41.qualified;

import org.apache.spark.sql.SparkSession;

/**
 * A column qualified by its relation's alias (e.ts) is the column (ts): the watermark and the window's column
 * match whichever of them is qualified, as Spark resolves them (Spark 4.1.1 starts all three in append mode).
 */
class QualifiedWatermarkJobs {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("qualified").getOrCreate();
        spark.readStream().format("rate").load().createOrReplaceTempView("readings");
        spark.sql("SELECT window(e.timestamp, '1 minute') AS w, count(*) AS n "
                        + "FROM readings WATERMARK e.timestamp DELAY OF INTERVAL 1 MINUTE AS e "
                        + "GROUP BY window(e.timestamp, '1 minute')")
                .writeStream().queryName("both").outputMode("append").format("console").start();
        spark.sql("SELECT window(timestamp, '1 minute') AS w, count(*) AS n "
                        + "FROM readings WATERMARK e.timestamp DELAY OF INTERVAL 1 MINUTE AS e "
                        + "GROUP BY window(timestamp, '1 minute')")
                .writeStream().queryName("clause").outputMode("append").format("console").start();
        spark.sql("SELECT window(e.timestamp, '1 minute') AS w, count(*) AS n "
                        + "FROM readings WATERMARK timestamp DELAY OF INTERVAL 1 MINUTE AS e "
                        + "GROUP BY window(e.timestamp, '1 minute')")
                .writeStream().queryName("key").outputMode("append").format("console").start();
        spark.streams().awaitAnyTermination();
    }
}
