package com.acme.poc;

import org.apache.spark.sql.ForeachWriter;
import org.apache.spark.sql.SparkSession;

/** A proof of concept promoted to a service: the checkpoint still points at the developer's D: drive. */
public class WordFeedService {

    private SparkSession sparkSession;

    static final class LogWriter extends ForeachWriter<String> {
        @Override
        public boolean open(long partitionId, long epochId) {
            return true;
        }

        @Override
        public void process(String word) {
            System.out.println(word);
        }

        @Override
        public void close(Throwable errorOrNull) {
        }
    }

    public void run() throws Exception {
        sparkSession.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-poc:9092")
                .option("subscribe", "words")
                .option("maxOffsetsPerTrigger", 1000L)
                .load()
                .selectExpr("CAST(value AS STRING)")
                .as(org.apache.spark.sql.Encoders.STRING())
                .writeStream()
                .foreach(new LogWriter())
                .option("checkpointLocation", "D:\\tmp\\word-feed") // expect: SS043 "the query restarts with no offsets and no state" "Use a path on durable shared storage"
                .start()
                .awaitTermination();
    }
}
