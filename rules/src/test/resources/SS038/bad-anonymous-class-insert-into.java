package com.acme.ss038.anonymous;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** An anonymous VoidFunction2 inserting into a Hive table: insertInto appends unless the mode is overwrite. */
class AuditToHive {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("audit-to-hive").enableHiveSupport().getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/audit")
                .foreachBatch(new VoidFunction2<Dataset<Row>, Long>() {
                    @Override
                    public void call(Dataset<Row> audit, Long id) {
                        audit.selectExpr("value AS event_id", "timestamp AS at")
                                .write()
                                .insertInto("ops.audit_events"); // expect: SS038 "they are written twice" "MERGE INTO the table on its key"
                    }
                })
                .start();
    }
}
