package com.clicks.lake;

import java.io.IOException;
import java.util.Iterator;

import io.delta.tables.DeltaTable;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/** The writers the job hands each micro-batch to. */
final class SessionWriters {

    private final String auditPath;

    SessionWriters(String auditPath) {
        this.auditPath = auditPath;
    }

    /** Upserts sessions on their id, then appends an audit row set with Delta's idempotent-write options. */
    void upsertSessions(Dataset<Row> sessions, long batchId) {
        sessions.persist();
        DeltaTable.forName(sessions.sparkSession(), LakeConfig.SESSIONS_TABLE).as("t")
                .merge(sessions.as("s"), "t.session_id = s.session_id")
                .whenMatched().updateAll()
                .whenNotMatched().insertAll()
                .execute();
        sessions.selectExpr("session_id", "current_timestamp() AS merged_at")
                .write()
                .format("delta")
                .option("txnAppId", "session-upserts")
                .option("txnVersion", batchId)
                .mode("append")
                .save(auditPath);
        sessions.unpersist();
    }

    /** Partner events keyed by event id in Mongo (documents replaced by _id). */
    static void toMongo(Dataset<Row> events, Long batchId) {
        events.withColumnRenamed("event_id", "_id")
                .write()
                .format("mongodb")
                .mode("append")
                .option("database", "partners")
                .option("collection", "events")
                .save();
    }

    /** HBase-style puts by row key from each partition: a replay overwrites the same cells. */
    static void toHBase(Dataset<Row> events, Long batchId) {
        events.foreachPartition((Iterator<Row> rows) -> {
            while (rows.hasNext()) {
                Row row = rows.next();
                HBasePuts.put("partner_events", row.getString(0), row.mkString(","));
            }
        });
    }

    /** Raw events appended to a date-partitioned parquet archive. */
    static void archive(Dataset<Row> events, Long batchId) {
        events.write().mode("append").partitionBy("day").parquet("s3a://clicks-archive/raw/"); // expect: SS038
    }

    /** Stand-in for the HBase client calls. */
    static final class HBasePuts {
        static void put(String table, String rowKey, String value) throws IOException {
        }
    }
}
