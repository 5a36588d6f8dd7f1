package com.acme.adtech;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Bids arrive already bucketed to the minute. The watermark is set on the Kafka field, an aliasing select
 * renames it, and the grouping uses the renamed column (itself aliased): the tag survives all of that.
 */
class BidsPerMinuteJob {

    private static final StructType BID_SCHEMA = new StructType()
            .add("exchange", DataTypes.StringType)
            .add("priceMicros", DataTypes.LongType)
            .add("minute_bucket", DataTypes.TimestampType);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bids-per-minute").getOrCreate();

        Dataset<Row> bids = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-rtb:9092")
                .option("subscribe", "rtb.bids")
                .option("maxOffsetsPerTrigger", 500000L)
                .load()
                .select(from_json(col("value").cast("string"), BID_SCHEMA).as("bid"))
                .select("bid.*")
                .withWatermark("minute_bucket", "2 minutes");

        Dataset<Row> perMinute = bids
                .select(col("minute_bucket").as("bidMinute"), col("exchange"), col("priceMicros"))
                .groupBy(col("bidMinute").as("minute"), col("exchange"))
                .agg(count("*").as("bids"), sum("priceMicros").as("spendMicros"));

        perMinute.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-rtb/checkpoints/bids-per-minute")
                .start("s3a://acme-rtb/gold/bids_per_minute")
                .awaitTermination();
    }
}
