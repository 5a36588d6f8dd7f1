package com.acme.ss042.once;

import java.util.Map;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;
import org.apache.spark.sql.types.StructType;

/** Trigger.Once ignores read limits anyway (SS033's concern); options from the caller may hold a limit. */
class NightlyLoad {

    static void nightly(SparkSession spark, StructType schema) throws Exception {
        spark.readStream().schema(schema).csv("/drop/nightly")
                .writeStream().trigger(Trigger.Once()).format("console").start();
    }

    static void configured(SparkSession spark, StructType schema, Map<String, String> readerOptions) throws Exception {
        spark.readStream().schema(schema).options(readerOptions).csv("/drop/hourly")
                .writeStream().format("console").start();
    }
}
