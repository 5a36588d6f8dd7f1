package com.acme.ss038.upsert;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** An upsert on the primary key from foreachPartition: a replayed batch updates the rows it wrote. */
class InventoryToPostgres {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("inventory").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/inventory")
                .foreachBatch((batch, batchId) -> batch.foreachPartition(rows -> {
                    try (Connection c = DriverManager.getConnection("jdbc:postgresql://db/shop");
                         PreparedStatement upsert = c.prepareStatement("INSERT INTO stock (sku, qty) VALUES (?, ?) "
                                 + "ON CONFLICT (sku) DO UPDATE SET qty = EXCLUDED.qty")) {
                        while (rows.hasNext()) {
                            Row r = rows.next();
                            upsert.setLong(1, r.getLong(1));
                            upsert.setLong(2, r.getLong(1));
                            upsert.addBatch();
                        }
                        upsert.executeBatch();
                    }
                }))
                .start();
    }
}
