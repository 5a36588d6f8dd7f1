package com.acme.hr;

import java.util.HashMap;
import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Two sinks whose options come from maps that hold the checkpoint: a Map.of and a HashMap. */
class BadgeSwipesJob {

    private static final String LAKE = "abfss://hr@acmecorp.dfs.core.windows.net";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("badge-swipes").getOrCreate();

        StructType swipeSchema = new StructType()
                .add("badgeId", DataTypes.StringType)
                .add("door", DataTypes.StringType)
                .add("swipedAt", DataTypes.TimestampType);

        Dataset<Row> swipes = spark.readStream()
                .schema(swipeSchema)
                .option("maxFilesPerTrigger", 20)
                .csv(LAKE + "/landing/badge_swipes");

        swipes.writeStream()
                .format("parquet")
                .options(Map.of(
                        "path", LAKE + "/bronze/badge_swipes",
                        "checkpointLocation", LAKE + "/_checkpoints/badge_swipes"))
                .start();

        Map<String, String> auditSink = new HashMap<>();
        auditSink.put("path", LAKE + "/audit/door_access");
        auditSink.put("checkpointLocation", LAKE + "/_checkpoints/door_access");
        swipes.select("badgeId", "door")
                .writeStream()
                .format("delta")
                .options(auditSink)
                .start();

        spark.streams().awaitAnyTermination();
    }
}
