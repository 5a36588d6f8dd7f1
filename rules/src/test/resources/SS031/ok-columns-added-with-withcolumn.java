package com.acme.ss031.withcolumn;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

/** value is recast in place and the topic added as a column, with the DataFrame API. */
class TickRelayJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("tick-relay").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .withColumn("value", col("value").cast("string"))
                .withColumn("topic", lit("ticks-relay"))
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("kafka.max.block.ms", "2000")
                .option("checkpointLocation", "checkpoints/ss031-tick-relay")
                .start();
    }
}
