package com.acme.iot;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.ForeachWriter;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The checkpoint comes from a config object filled from the command line: set, value unknown. */
class AlertsToRedis {

    static final class JobConfig {
        final String checkpointDir;

        JobConfig(String[] args) {
            this.checkpointDir = args[0];
        }
    }

    static final class RedisWriter extends ForeachWriter<Row> {
        @Override
        public boolean open(long partitionId, long epochId) {
            return true;
        }

        @Override
        public void process(Row alert) {
        }

        @Override
        public void close(Throwable errorOrNull) {
        }
    }

    public static void main(String[] args) throws Exception {
        JobConfig config = new JobConfig(args);
        SparkSession spark = SparkSession.builder().appName("alerts-to-redis").getOrCreate();
        Dataset<Row> alerts = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-iot:9092")
                .option("subscribe", "iot.alerts")
                .option("maxOffsetsPerTrigger", 1000L)
                .load();
        alerts.writeStream()
                .option("checkpointLocation", config.checkpointDir)
                .foreach(new RedisWriter())
                .start()
                .awaitTermination();
    }
}
