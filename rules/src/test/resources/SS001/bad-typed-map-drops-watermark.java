package com.acme.rides;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.window;

import java.io.Serializable;
import java.sql.Timestamp;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Maps rows to a bean between the watermark and the aggregation. A typed map serializes new objects into
 * new columns, so pickupTime no longer carries the watermark tag: Spark 4.0.0 rejects this query at start().
 */
class RideDemandJob {

    public static class Ride implements Serializable {
        private String zone;
        private Timestamp pickupTime;

        public String getZone() {
            return zone;
        }

        public void setZone(String zone) {
            this.zone = zone;
        }

        public Timestamp getPickupTime() {
            return pickupTime;
        }

        public void setPickupTime(Timestamp pickupTime) {
            this.pickupTime = pickupTime;
        }
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ride-demand").getOrCreate();

        StructType rideSchema = new StructType()
                .add("pickupZone", DataTypes.StringType)
                .add("pickupTime", DataTypes.TimestampType);

        Dataset<Row> rawRides = spark.readStream()
                .schema(rideSchema)
                .option("maxFilesPerTrigger", 10)
                .json("s3a://acme-rides/landing/rides")
                .withWatermark("pickupTime", "10 minutes");

        Dataset<Ride> rides = rawRides.map((MapFunction<Row, Ride>) r -> {
            Ride ride = new Ride();
            ride.setZone(r.<String>getAs("pickupZone").toUpperCase());
            ride.setPickupTime(r.getAs("pickupTime"));
            return ride;
        }, Encoders.bean(Ride.class));

        Dataset<Row> demand = rides
                .groupBy(window(col("pickupTime"), "15 minutes"), col("zone")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"pickupTime\", \"<delay>\") before groupBy(window(col(\"pickupTime\"), \"15 minutes\"), col(\"zone\"))"
                .agg(count("*").as("pickups"));

        demand.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-rides/checkpoints/ride-demand")
                .toTable("rides.demand_15m")
                .awaitTermination();
    }
}
