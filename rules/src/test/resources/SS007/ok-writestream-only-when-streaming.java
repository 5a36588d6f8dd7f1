package com.acme.ss007.unified;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The reader is chosen by a flag, and writeStream() is reached only when the flag chose the stream. */
class TollGateEventsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("toll-gate-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        boolean streaming = !"batch".equals(System.getenv("TOLL_GATE_MODE"));
        Dataset<Row> passages;
        if (streaming) {
            passages = spark.readStream().format("rate").load().selectExpr("value % 12 AS gate", "timestamp");
        } else {
            passages = spark.range(500).selectExpr("id % 12 AS gate", "current_timestamp() AS timestamp");
        }

        if (streaming) {
            passages.writeStream()
                    .format("noop")
                    .start();
        } else {
            passages.write().format("noop").mode("overwrite").save();
        }
    }
}
