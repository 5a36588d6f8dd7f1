package com.acme.ss007.microbatch;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Inside foreachBatch the micro-batch is a batch Dataset: it is written with write(), not writeStream(). */
class ParcelScanRouter {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("parcel-scans").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> scans = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").as("parcelId"), col("value").mod(12).as("depot"));

        scans.writeStream()
                .option("checkpointLocation", "checkpoints/ss007/parcel-scans")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.filter(col("depot").equalTo(0))
                                .writeStream() // expect: SS007 "is called on a batch Dataset (no input is a stream): Spark throws WRITE_STREAM_NOT_ALLOWED at this call" "write it with write() (or writeTo(...))"
                                .format("console")
                                .start())
                .start();
    }
}
