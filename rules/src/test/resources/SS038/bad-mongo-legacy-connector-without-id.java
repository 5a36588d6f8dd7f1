package com.acme.ss038.mongolegacy;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The 3.x connector by class name: documents without _id are inserted, not replaced. */
class TicksToMongo {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ticks").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("ticks-to-mongo")
                .option("checkpointLocation", "/chk/ticks-to-mongo")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.select("timestamp", "value")
                                .write().format("com.mongodb.spark.sql.DefaultSource")
                                .option("uri", "mongodb://db/market.ticks")
                                .mode("append").save()) // expect: SS038 "they are inserted twice" "Write an _id column derived from the data"
                .start();
    }
}
