package com.acme.ss045.microbatch;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** rate-micro-batch has the rate source's fixed columns too. */
class DeterministicReplayJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("deterministic-replay").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate-micro-batch")
                .option("rowsPerBatch", 100)
                .schema(new StructType().add("timestamp", "timestamp").add("value", "long")) // expect: SS045 "Spark rejects .schema(..) at load()" "Remove .schema(..) and derive your columns with select/selectExpr"
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
