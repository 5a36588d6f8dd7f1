package com.acme.sinks;

import com.acme.platform.streaming.StreamingKeys;
import org.apache.spark.sql.SparkSession;

/** The key constant lives in a library the linter does not read; its name says it may be the checkpoint. */
public class MeterReadingsArchiveJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("meter-readings-archive").getOrCreate();
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .format("parquet")
                .option(StreamingKeys.CHECKPOINT_DIR, "s3a://acme/checkpoints/meter-archive")
                .start("s3a://acme/archive/meter-readings")
                .awaitTermination();
    }
}
