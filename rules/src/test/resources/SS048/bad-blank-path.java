package com.acme.ss048.blank;

import org.apache.spark.sql.SparkSession;

/** A blank path is a directory named by spaces, which does not exist: Spark rejects it at load(). */
class AccessLogTail {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("access-log-tail").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("text")
                .option("maxFilesPerTrigger", 5)
                .load(" ") // expect: SS048 "Spark rejects it at load()" "Give the directory the stream reads"
                .writeStream()
                .format("console")
                .start();
    }
}
