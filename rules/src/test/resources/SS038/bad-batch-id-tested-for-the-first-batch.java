package com.acme.ss038.first;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The first batch creates the table; every batch then inserts into it, whatever its id. */
class AuditTrail {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("audit-trail").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("audit-trail")
                .option("checkpointLocation", "/chk/audit-trail")
                .foreachBatch((Dataset<Row> events, Long batchId) -> {
                    if (batchId == 0L) {
                        spark.sql("CREATE TABLE IF NOT EXISTS ops.audit (timestamp TIMESTAMP, value BIGINT)");
                    }
                    events.write().insertInto("ops.audit"); // expect: SS038 "they are written twice" "MERGE INTO the table on its key"
                })
                .start();
    }
}
