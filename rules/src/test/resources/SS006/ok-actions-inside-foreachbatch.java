package com.acme.ss006.perbatch;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** Inside foreachBatch the micro-batch is a batch Dataset: count, show, persist and write are all fine. */
class ClaimsAuditJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("claims-audit").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> claims = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").as("claimId"), col("value").mod(5).as("region"));

        claims.writeStream()
                .option("checkpointLocation", "checkpoints/ss006/claims-audit")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) -> {
                    batch.persist();
                    long rows = batch.count();
                    batch.show(5, false);
                    batch.withColumn("batchId", lit(batchId))
                            .write()
                            .mode(SaveMode.Append)
                            .parquet("out/ss006/claims-audit");
                    System.out.println("batch " + batchId + ": " + rows + " claims, first " + batch.takeAsList(1));
                    batch.unpersist();
                })
                .start();
    }
}
