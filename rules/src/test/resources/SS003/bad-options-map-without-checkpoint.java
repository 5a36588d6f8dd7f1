package com.acme.hr;

import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Sink options come from a visible map that holds the path but no checkpointLocation. */
class BadgeSwipesJob {

    private static final Map<String, String> SINK_OPTIONS = Map.of(
            "path", "abfss://hr@acmecorp.dfs.core.windows.net/bronze/badge_swipes",
            "compression", "snappy");

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("badge-swipes").getOrCreate();

        StructType swipeSchema = new StructType()
                .add("badgeId", DataTypes.StringType)
                .add("door", DataTypes.StringType)
                .add("swipedAt", DataTypes.TimestampType);

        Dataset<Row> swipes = spark.readStream()
                .schema(swipeSchema)
                .option("maxFilesPerTrigger", 20)
                .csv("abfss://hr@acmecorp.dfs.core.windows.net/landing/badge_swipes");

        swipes.writeStream()
                .format("parquet")
                .options(SINK_OPTIONS)
                .start() // expect: SS003 "has no checkpoint location: Spark rejects it at start()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
