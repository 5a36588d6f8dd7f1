package com.acme.ss038.mysqladd;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.List;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Daily revenue kept in MySQL: the statement adds each batch's amount on a duplicate key. */
class RevenueByDay {
    static final String UPSERT = "INSERT INTO revenue (day, total) VALUES (?, ?) "
            + "ON DUPLICATE KEY UPDATE total = total + VALUES(total)";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("revenue-by-day").getOrCreate();
        spark.readStream().format("rate").load()
                .selectExpr("CAST(timestamp AS DATE) AS day", "value AS amount")
                .writeStream()
                .queryName("revenue-by-day")
                .option("checkpointLocation", "/chk/revenue-by-day")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> {
                    List<Row> days = batch.groupBy("day").sum("amount").collectAsList();
                    try (Connection c = DriverManager.getConnection("jdbc:mysql://db/sales");
                         PreparedStatement st = c.prepareStatement(UPSERT)) { // expect: SS038 "their values are added twice" "Set the columns from the batch"
                        for (Row day : days) {
                            st.setDate(1, day.getDate(0));
                            st.setLong(2, day.getLong(1));
                            st.executeUpdate();
                        }
                    }
                })
                .start();
    }
}
