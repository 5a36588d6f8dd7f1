package com.acme.ss039.distinct;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** One helper, a distinct name and checkpoint per call. */
class TopicsMirrorJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("topics-mirror").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void mirror(Dataset<Row> data, String name) throws Exception {
        data.writeStream()
                .format("parquet")
                .queryName(name)
                .option("checkpointLocation", "checkpoints/mirror/" + name)
                .start("out/mirror/" + name);
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").load();
        mirror(events.selectExpr("value AS orderId"), "orders");
        mirror(events.selectExpr("value AS refundId"), "refunds");
    }
}
