package com.acme.ss045.helper;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamReader;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** A team helper that puts the schema on every reader, also on the rate source used in the smoke test. */
class SmokeTestJob {

    static final StructType EVENTS = new StructType()
            .add("timestamp", DataTypes.TimestampType)
            .add("value", DataTypes.LongType);

    static DataStreamReader reader(SparkSession spark, String format) {
        return spark.readStream().format(format).schema(EVENTS); // expect: SS045 "Spark rejects .schema(..) at load()" "Remove .schema(..) and derive your columns with select/selectExpr"
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("smoke-test").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        reader(spark, "rate")
                .load()
                .writeStream()
                .format("console")
                .start();
    }
}
