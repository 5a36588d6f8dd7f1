package com.acme.ss010.perbatch;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.countDistinct;
import static org.apache.spark.sql.functions.monotonically_increasing_id;
import static org.apache.spark.sql.functions.row_number;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;

/** Every batch operator is allowed on the micro-batch inside foreachBatch. */
class OrderBatchReportJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-batch-report").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> priority = spark.range(5).withColumnRenamed("id", "customer");
        spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(10).as("customer"), col("value").as("amount"))
                .writeStream()
                .option("checkpointLocation", "checkpoints/ss010/order-batch-report")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) -> { // expect: SS038
                    Dataset<Row> ranked = batch
                            .withColumn("rank", row_number().over(Window.partitionBy("customer").orderBy(col("amount").desc())))
                            .withColumn("line", monotonically_increasing_id());
                    ranked.select("customer").intersect(priority)
                            .union(batch.select("customer").sample(0.5))
                            .write().mode(SaveMode.Append).parquet("out/ss010/priority-customers"); // expect: SS038
                    batch.groupBy("customer").agg(countDistinct("amount")).write().mode(SaveMode.Append)
                            .parquet("out/ss010/distinct-amounts"); // expect: SS038
                })
                .start();
    }
}
