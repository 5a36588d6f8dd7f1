package com.acme.ss034.args;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.SparkSession;

/** The output mode comes from the command line: append would make it SS001's, update SS034's; neither is told. */
class ConfigurableWindows {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("configurable-windows").getOrCreate();
        spark.readStream().format("rate").load()
                .groupBy(window(col("timestamp"), "1 minute"))
                .count()
                .writeStream()
                .outputMode(args[0])
                .format("console")
                .start()
                .awaitTermination();
    }
}
