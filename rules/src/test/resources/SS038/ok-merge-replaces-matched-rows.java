package com.acme.ss038.mergeset;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Latest customer profile: the MERGE replaces matched rows from the batch, so a replay changes nothing. */
class CustomerProfiles {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("customer-profiles").getOrCreate();
        spark.readStream().format("rate").load()
                .selectExpr("value AS id", "timestamp AS updated_at", "CAST(value AS STRING) AS name")
                .writeStream()
                .queryName("customer-profiles")
                .option("checkpointLocation", "/chk/customer-profiles")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> {
                    batch.createOrReplaceTempView("changes");
                    batch.sparkSession().sql("MERGE INTO crm.customers t USING changes s ON t.id = s.id "
                            + "WHEN MATCHED THEN UPDATE SET t.name = s.name, t.updated_at = s.updated_at, "
                            + "t.version = t.version "
                            + "WHEN NOT MATCHED THEN INSERT *");
                    batch.sparkSession().sql("MERGE INTO crm.customers_snapshot t USING changes s ON t.id = s.id "
                            + "WHEN MATCHED THEN UPDATE SET * WHEN NOT MATCHED THEN INSERT *");
                })
                .start();
    }
}
