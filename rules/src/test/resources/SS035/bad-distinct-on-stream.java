package com.acme.ss035.distinct;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** distinct() keys on every column: each distinct row is kept for ever. */
class DistinctVisitors {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("distinct-visitors").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(100000).as("visitorId"), col("value").mod(20).as("site"))
                .distinct() // expect: SS035 "keeps every distinct row in the state for ever: no key column carries a watermark" "use dropDuplicatesWithinWatermark()"
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
