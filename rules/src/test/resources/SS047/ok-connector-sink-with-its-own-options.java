package com.acme.ss047.connector;

import org.apache.spark.sql.SparkSession;

/** A third-party sink may read any option; the linter does not know this connector's, so it does not judge them. */
class SearchIndexer {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("search-indexer").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "products")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .format("com.acme.search.IndexSink")
                .option("startingOffsets", "index-tail")
                .option("checkpointLocation", "/data/checkpoints/search-indexer")
                .start()
                .awaitTermination();
    }
}
