package com.acme.ss025.bean;

import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;

/** The schema comes from a bean encoder: a value the linter cannot see is still a schema. */
class ReturnsIntakeJob {

    public static class ReturnRequest implements Serializable {
        private String orderId;
        private String reason;

        public String getOrderId() {
            return orderId;
        }

        public void setOrderId(String orderId) {
            this.orderId = orderId;
        }

        public String getReason() {
            return reason;
        }

        public void setReason(String reason) {
            this.reason = reason;
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("returns-intake").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("landing/returns"));
        StructType schema = Encoders.bean(ReturnRequest.class).schema();
        spark.readStream()
                .schema(schema)
                .orc("landing/returns") // expect: SS042
                .as(Encoders.bean(ReturnRequest.class))
                .writeStream()
                .format("console")
                .start();
    }
}
