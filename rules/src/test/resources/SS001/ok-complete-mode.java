package com.acme.games;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.to_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** A leaderboard: best score per player, the whole table re-emitted on every trigger (complete mode). */
class LeaderboardJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("leaderboard").getOrCreate();

        StructType scoreSchema = new StructType()
                .add("playerId", DataTypes.StringType)
                .add("score", DataTypes.LongType);

        Dataset<Row> scores = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-games:9092")
                .option("subscribe", "game.scores")
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .select(from_json(col("value").cast("string"), scoreSchema).as("s"))
                .select("s.*");

        Dataset<Row> best = scores.groupBy("playerId").agg(max("score").as("bestScore"));

        best.select(col("playerId").as("key"), to_json(struct(col("playerId"), col("bestScore"))).as("value"))
                .writeStream()
                .outputMode(OutputMode.Complete())
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-games:9092")
                .option("topic", "game.leaderboard")
                .option("checkpointLocation", "/data/checkpoints/leaderboard")
                .start()
                .awaitTermination();
    }
}
