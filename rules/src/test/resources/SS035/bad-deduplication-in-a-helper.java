package com.acme.ss035.helper;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A shared clean-up helper deduplicates by id; the stream it is given has no watermark. */
class AuditJob {
    static Dataset<Row> clean(Dataset<Row> events, String key) {
        return events.na().drop().dropDuplicates(key); // expect: SS035 "keeps every 'auditId' value seen in the state for ever: no key column carries a watermark" "use dropDuplicatesWithinWatermark(\"auditId\")"
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("audit").getOrCreate();
        Dataset<Row> events = spark.readStream().format("rate").load()
                .select(col("value").as("auditId"), col("timestamp").as("at"));
        clean(events, "auditId")
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
