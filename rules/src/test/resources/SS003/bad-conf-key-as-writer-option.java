package com.acme.search;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The session conf key was passed as a writer option. The writer only reads "checkpointLocation";
 * an option named spark.sql.streaming.checkpointLocation is not a session conf.
 */
class SearchIndexFeedJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("search-index-feed").getOrCreate();

        StructType docSchema = new StructType()
                .add("docId", DataTypes.StringType)
                .add("title", DataTypes.StringType)
                .add("body", DataTypes.StringType);

        Dataset<Row> documents = spark.readStream()
                .schema(docSchema)
                .option("maxFilesPerTrigger", 10)
                .parquet("gs://acme-search/exports/documents");

        documents.writeStream()
                .format("json")
                .option("spark.sql.streaming.checkpointLocation", "gs://acme-search/checkpoints/index-feed")
                .option("path", "gs://acme-search/feeds/index")
                .start() // expect: SS003 "has no checkpoint location: Spark rejects it at start()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
