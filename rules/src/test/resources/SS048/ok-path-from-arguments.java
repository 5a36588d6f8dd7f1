package com.acme.ss048.args;

import org.apache.spark.sql.SparkSession;

/** The directory comes from the job's arguments: not judged. */
class PaymentsTail {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-tail").getOrCreate();
        run(spark, args.length > 0 ? args[0] : "landing/payments");
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        java.nio.file.Files.createDirectories(java.nio.file.Path.of("landing/payments"));
        run(spark, System.getProperty("payments.dir", "landing/payments"));
    }

    static void run(SparkSession spark, String dir) throws Exception {
        spark.readStream()
                .format("json")
                .schema("paymentId STRING, amount DOUBLE")
                .option("maxFilesPerTrigger", 10)
                .load(dir)
                .writeStream()
                .format("console")
                .start();
    }
}
