package com.fintech.payments.spark;

import com.fintech.payments.config.StreamingSettings;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/** Builds the session of a payment job from a SparkConf. */
public final class PaymentSessions {

    private PaymentSessions() {
    }

    public static SparkSession forJob(String appName) {
        SparkConf conf = new SparkConf()
                .setAppName(appName)
                .set(StreamingSettings.SHUFFLE_PARTITIONS_KEY, StreamingSettings.SHUFFLE_PARTITIONS) // expect: SS040
                .set(StreamingSettings.BACKPRESSURE_KEY, "true") // expect: SS032
                .set("spark.serializer", "org.apache.spark.serializer.KryoSerializer");
        return SparkSession.builder().config(conf).getOrCreate();
    }
}
