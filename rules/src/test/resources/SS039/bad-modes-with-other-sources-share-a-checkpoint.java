package com.acme.ss039.modes;

import org.apache.spark.sql.SparkSession;

/**
 * One main, one mode per run: the generated mode and the batched mode write to the same table with the same
 * checkpoint. They never run at once, but whichever runs second resumes from the other's offsets, which belong to
 * another source.
 */
class LineitemLoader {
    static final String CHECKPOINT = "checkpoints/lineitem";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("lineitem-loader").getOrCreate();
        run(spark, args[0]);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        run(spark, "generated");
    }

    static void run(SparkSession spark, String mode) throws Exception {
        switch (mode) {
            case "generated":
                spark.readStream().format("rate").option("rowsPerSecond", 100).load()
                        .writeStream()
                        .format("parquet")
                        .option("checkpointLocation", CHECKPOINT)
                        .start("out/lineitem");
                break;
            case "batched":
                spark.readStream().format("rate-micro-batch").option("rowsPerBatch", 100).load()
                        .writeStream()
                        .format("parquet")
                        .option("checkpointLocation", CHECKPOINT) // expect: SS039 [warning] "whichever runs second starts from offsets that belong to other sources" "Give every query its own checkpoint directory"
                        .start("out/lineitem");
                break;
            default:
                throw new IllegalArgumentException("mode: generated or batched");
        }
    }
}
