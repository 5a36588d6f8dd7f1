package com.acme.ss038.merge;

import io.delta.tables.DeltaTable;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Upserts on the business key, through the DeltaTable API and through SQL: a replayed batch updates the same rows. */
class CustomerUpserts {

    static void upsert(Dataset<Row> changes, long batchId) {
        DeltaTable.forName(changes.sparkSession(), "crm.customers").as("t")
                .merge(changes.as("s"), "t.customer_id = s.customer_id")
                .whenMatched().updateAll()
                .whenNotMatched().insertAll()
                .execute();
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("customer-upserts").getOrCreate();
        Dataset<Row> changes = spark.readStream().format("rate").load().selectExpr("value AS customer_id");
        changes.writeStream()
                .option("checkpointLocation", "/chk/customers")
                .foreachBatch(CustomerUpserts::upsert)
                .start();
        changes.writeStream()
                .option("checkpointLocation", "/chk/customers-sql")
                .foreachBatch((batch, id) -> {
                    batch.createOrReplaceTempView("updates");
                    batch.sparkSession().sql("MERGE INTO crm.customers_copy t USING updates s "
                            + "ON t.customer_id = s.customer_id "
                            + "WHEN MATCHED THEN UPDATE SET * WHEN NOT MATCHED THEN INSERT *");
                })
                .start();
    }
}
