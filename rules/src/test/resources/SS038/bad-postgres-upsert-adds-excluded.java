package com.acme.ss038.pgadd;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;

import org.apache.spark.api.java.function.ForeachPartitionFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Each partition upserts counters into Postgres, adding the batch's count to the stored one. */
class CounterSink {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("counters").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("counters")
                .option("checkpointLocation", "/chk/counters")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.foreachPartition((ForeachPartitionFunction<Row>) rows -> {
                            try (Connection c = DriverManager.getConnection("jdbc:postgresql://db/metrics");
                                 PreparedStatement upsert = c.prepareStatement( // expect: SS038 "their values are added twice" "Set the columns from the batch"
                                         "INSERT INTO counters (name, n) VALUES (?, ?) ON CONFLICT (name) "
                                                 + "DO UPDATE SET n = counters.n + EXCLUDED.n")) {
                                while (rows.hasNext()) {
                                    Row r = rows.next();
                                    upsert.setString(1, String.valueOf(r.getLong(1) % 10));
                                    upsert.setLong(2, 1L);
                                    upsert.addBatch();
                                }
                                upsert.executeBatch();
                            }
                        }))
                .start();
    }
}
