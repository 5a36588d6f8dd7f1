package com.acme.ss022.typedmap;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.ForeachWriter;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** A typed map into a foreach writer runs continuously. */
class TickForwarderJob {

    static final class TickWriter extends ForeachWriter<String> {
        @Override
        public boolean open(long partitionId, long epochId) {
            return true;
        }

        @Override
        public void process(String tick) {
            // forward to the trading gateway
        }

        @Override
        public void close(Throwable error) {
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("tick-forwarder").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .option("numPartitions", "1")
                .load()
                .map((MapFunction<Row, String>) row -> "tick-" + row.getLong(1), Encoders.STRING())
                .writeStream()
                .foreach(new TickWriter())
                .trigger(Trigger.Continuous("1 second"))
                .start();
    }
}
