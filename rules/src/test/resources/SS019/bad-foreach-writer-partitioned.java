package com.acme.ss019.foreach;

import org.apache.spark.sql.ForeachWriter;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A custom writer sends rows to an external store; the stream cannot be partitioned for it. */
class AlertsForwarderJob {

    static final class AlertWriter extends ForeachWriter<Row> {
        @Override
        public boolean open(long partitionId, long epochId) {
            return true;
        }

        @Override
        public void process(Row alert) {
            // send to the alerting service
        }

        @Override
        public void close(Throwable error) {
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("alerts-forwarder").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS alertId", "value % 3 AS severity")
                .writeStream()
                .foreach(new AlertWriter())
                .partitionBy("severity") // expect: SS019 "Spark rejects it at start() with \"'foreach' does not support partitioning" "Remove partitionBy"
                .start();
    }
}
