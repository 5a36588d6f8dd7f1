package com.acme.ss034.complete;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.split;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/** Windowed word counts in complete mode: every 10-minute window ever seen stays in the state and in the output. */
class WindowedWordCount {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("windowed-word-count").getOrCreate();
        Dataset<Row> lines = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka:9092")
                .option("subscribe", "chat.lines")
                .option("maxOffsetsPerTrigger", 10000L)
                .load();

        Dataset<Row> words = lines.select(explode(split(col("value").cast("string"), " ")).as("word"), col("timestamp"));
        Dataset<Row> counts = words.groupBy(window(col("timestamp"), "10 minutes", "5 minutes"), col("word")) // expect: SS034 "the state (and the checkpoint) grows until the executors run out of memory" "Add .withWatermark(\"timestamp\", \"<delay>\") before groupBy(window(col(\"timestamp\"), \"10 minutes\", \"5 minutes\"), col(\"word\"))"
                .count();

        counts.writeStream()
                .outputMode(OutputMode.Complete())
                .format("memory")
                .queryName("word_counts")
                .start()
                .awaitTermination();
    }
}
