package com.acme.ss047.sharedmap;

import java.util.Map;

import org.apache.spark.sql.SparkSession;

/** The source's settings come from one map applied to the reader; the writer gets only sink settings. */
class PageViewsBronze {

    private static final Map<String, String> SOURCE = Map.of(
            "maxFilesPerTrigger", "50",
            "latestFirst", "false");

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-views-bronze").getOrCreate();
        spark.readStream()
                .format("json")
                .schema("url STRING, userId STRING, ts TIMESTAMP")
                .options(SOURCE)
                .load("/data/landing/page-views")
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "/data/checkpoints/page-views-bronze")
                .start("/data/lake/page_views_bronze")
                .awaitTermination();
    }
}
