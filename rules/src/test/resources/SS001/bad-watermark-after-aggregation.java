package com.acme.ads;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Impressions per campaign and minute; the watermark is applied to the aggregated result, too late. */
class CampaignImpressionsJob {

    private static final StructType IMPRESSION_SCHEMA = new StructType()
            .add("campaignId", DataTypes.StringType)
            .add("impressions", DataTypes.LongType)
            .add("minute", DataTypes.TimestampType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("campaign-impressions").getOrCreate();

        Dataset<Row> impressions = spark.readStream()
                .schema(IMPRESSION_SCHEMA)
                .option("maxFilesPerTrigger", 100)
                .parquet("gs://acme-ads/raw/impressions");

        Dataset<Row> perCampaign = impressions
                .groupBy(col("campaignId"), col("minute")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "comes after the aggregation, where it cannot help: move it before"
                .agg(sum("impressions").as("impressions"))
                .withWatermark("minute", "10 minutes");

        perCampaign.writeStream()
                .format("delta")
                .option("checkpointLocation", "gs://acme-ads/checkpoints/campaign-impressions")
                .toTable("ads.campaign_impressions_per_minute")
                .awaitTermination();
    }
}
