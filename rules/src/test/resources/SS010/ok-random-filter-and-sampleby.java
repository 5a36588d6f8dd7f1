package com.acme.ss010.sampling;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.rand;

import java.util.HashMap;
import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A random filter, and stat().sampleBy (a filter with rand() inside), run on streams; only sample() is refused. */
class TelemetrySamplerJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("telemetry-sampler").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> telemetry = spark.readStream()
                .format("rate")
                .load()
                .withColumn("tier", col("value").mod(2));
        Map<Long, Double> fractions = new HashMap<>();
        fractions.put(0L, 0.1);
        fractions.put(1L, 0.5);

        telemetry.filter(rand(7).lt(0.05))
                .writeStream()
                .format("noop")
                .start();
        telemetry.stat().sampleBy("tier", fractions, 42L)
                .writeStream()
                .format("noop")
                .start();
    }
}
