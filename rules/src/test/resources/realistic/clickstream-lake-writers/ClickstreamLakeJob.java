package com.clicks.lake;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** Landing JSON to sessions (Delta MERGE), partner CSV drops to Mongo, HBase and a parquet archive. */
public final class ClickstreamLakeJob {

    private static final StructType EVENT = new StructType()
            .add("event_id", "string").add("session_id", "string").add("day", "date").add("url", "string");

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("clickstream-lake").getOrCreate();
        SessionWriters writers = new SessionWriters("s3a://clicks-lake/audit/sessions");

        Dataset<Row> events = spark.readStream()
                .schema(EVENT)
                .option("maxFilesPerTrigger", LakeConfig.FILES_PER_BATCH)
                .json(LakeConfig.LANDING);
        events.writeStream()
                .queryName("sessions")
                .option("checkpointLocation", "s3a://clicks-lake/checkpoints/sessions")
                .foreachBatch(writers::upsertSessions)
                .start();

        Dataset<Row> partner = spark.readStream()
                .schema(EVENT)
                .option("header", "true")
                .csv(LakeConfig.PARTNER_DROP); // expect: SS042
        partner.writeStream()
                .queryName("partner-mongo")
                .option("checkpointLocation", "s3a://clicks-lake/checkpoints/partner-mongo")
                .foreachBatch(SessionWriters::toMongo)
                .start();
        partner.writeStream()
                .queryName("partner-hbase")
                .option("checkpointLocation", "s3a://clicks-lake/checkpoints/partner-hbase")
                .foreachBatch(SessionWriters::toHBase)
                .start();
        partner.writeStream()
                .queryName("partner-archive")
                .option("checkpointLocation", "s3a://clicks-lake/checkpoints/partner-archive")
                .foreachBatch(SessionWriters::archive)
                .start();
        spark.streams().awaitAnyTermination();
    }
}
