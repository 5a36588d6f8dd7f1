package com.acme.ss028.schema;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** The payload's schema is given to the Kafka reader instead of to from_json. */
class TripEventsJob {

    static final StructType TRIP = new StructType()
            .add("tripId", DataTypes.StringType)
            .add("driverId", DataTypes.StringType)
            .add("fare", DataTypes.DoubleType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("trip-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .schema(TRIP) // expect: SS028 "Spark rejects .schema(..) at load()" "Remove it and parse the value column instead"
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "trips")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
