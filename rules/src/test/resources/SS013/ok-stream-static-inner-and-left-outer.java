package com.acme.ss013.enrich;

import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.col;

import java.util.List;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Enriches page views with static reference data: an inner join with the site list and a left outer join with
 * the campaign list (stream on the left), and a semi and an anti join with static blocklists. Spark runs all
 * of them: only the stream's rows are ever preserved.
 */
class PageViewEnrichmentJob {

    private static final StructType CAMPAIGNS = new StructType()
            .add("campaignId", DataTypes.LongType)
            .add("campaignName", DataTypes.StringType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-view-enrichment").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> sites = spark.range(0, 3).withColumnRenamed("id", "siteId");
        Dataset<Row> campaigns = spark.createDataFrame(
                List.of(RowFactory.create(0L, "spring sale"), RowFactory.create(1L, "newsletter")), CAMPAIGNS);
        Dataset<Row> blockedUsers = spark.range(90, 100).withColumnRenamed("id", "blockedUserId");
        Dataset<Row> testUsers = spark.range(0, 2).withColumnRenamed("id", "testUserId");

        Dataset<Row> views = spark.readStream().format("rate").load()
                .select(col("value").mod(3).as("viewSiteId"), col("value").mod(4).as("viewCampaignId"),
                        col("value").mod(100).as("userId"), col("timestamp").as("viewedAt"));

        views.join(broadcast(sites), col("viewSiteId").equalTo(col("siteId")))
                .join(campaigns, col("viewCampaignId").equalTo(col("campaignId")), "left_outer")
                .join(testUsers, col("userId").equalTo(col("testUserId")), "leftanti")
                .join(blockedUsers, col("userId").equalTo(col("blockedUserId")), "LEFT_ANTI")
                .writeStream()
                .format("console")
                .start();
    }
}
