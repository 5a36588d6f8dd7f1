package com.acme.ss025.structtype;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.nio.file.Files;
import java.nio.file.Path;

/** The schema is a constant of the job, built with the StructType API. */
class PaymentsLandingJob {

    static final StructType PAYMENT = new StructType()
            .add("paymentId", DataTypes.StringType)
            .add("amount", DataTypes.DoubleType)
            .add("paidAt", DataTypes.TimestampType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-landing").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("landing/payments"));
        spark.readStream()
                .schema(PAYMENT)
                .format("json") // expect: SS042
                .load("landing/payments")
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "checkpoints/ss025-payments")
                .start("out/ss025-payments");
        spark.readStream()
                .format("csv") // expect: SS042
                .option("header", true)
                .schema("paymentId STRING, amount DOUBLE, paidAt TIMESTAMP")
                .load("landing/payments-*/*.csv")
                .writeStream()
                .format("noop")
                .start();
    }
}
