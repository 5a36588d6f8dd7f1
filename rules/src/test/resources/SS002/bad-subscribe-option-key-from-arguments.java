package org.example.streaming;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * Spark's own word-count example style: the subscribe strategy comes from the command line. A key read from
 * args ('subscribeType') could be subscribe/subscribePattern/assign, but never maxOffsetsPerTrigger. The counts
 * keep a checkpoint, so a restart resumes where the last run stopped, backlog included.
 */
public final class KafkaWordCount {
    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("Usage: KafkaWordCount <bootstrap-servers> <subscribe-type> <topics>");
            System.exit(1);
        }
        String bootstrapServers = args[0];
        String subscribeType = args[1];
        String topics = args[2];

        SparkSession spark = SparkSession.builder().appName("KafkaWordCount").getOrCreate();

        Dataset<String> lines = spark
                .readStream()
                .format("kafka") // expect: SS002 "after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", bootstrapServers)
                .option(subscribeType, topics)
                .load()
                .selectExpr("CAST(value AS STRING)")
                .as(Encoders.STRING());

        StreamingQuery query = lines.groupBy("value").count()
                .writeStream()
                .outputMode("complete")
                .format("console")
                .option("checkpointLocation", "hdfs:///checkpoints/kafka-word-count")
                .start();
        query.awaitTermination();
    }
}
