package com.acme.search;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The checkpoint option was put on the reader, where Spark ignores it. */
class ProductIndexer {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("product-indexer").getOrCreate();
        Dataset<Row> products = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-catalog:9092")
                .option("subscribe", "catalog.products")
                .option("maxOffsetsPerTrigger", 10000L)
                .option("checkpointLocation", "s3a://acme-search/checkpoints/product-indexer") // expect: SS047 "readers ignore it" "Set it on the writeStream() chain of the query"
                .load();

        products.writeStream()
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().format("org.elasticsearch.spark.sql").mode("append").save("products"))
                .start() // expect: SS004 "nothing is recovered (the Kafka source starts at the latest offsets, the default of startingOffsets" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
