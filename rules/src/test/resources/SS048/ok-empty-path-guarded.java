package com.acme.ss048.guarded;

import org.apache.spark.sql.SparkSession;

/** A helper reads the directory only when one is given; one caller passes none. */
class OptionalReplay {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("optional-replay").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        java.nio.file.Files.createDirectories(java.nio.file.Path.of("landing/replay"));
        replay(spark, "");
        replay(spark, "landing/replay");
    }

    static void replay(SparkSession spark, String dir) throws Exception {
        if (!dir.isEmpty()) {
            spark.readStream()
                    .format("json")
                    .schema("eventId STRING, at TIMESTAMP")
                    .option("maxFilesPerTrigger", 10)
                    .load(dir)
                    .writeStream()
                    .format("console")
                    .start();
        }
    }
}
