package com.acme.ss013.calendar;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Every business day with the bookings made on it, kept even without bookings: a full ("outer") join of a static
 * calendar with the booking stream, written with the join type in a field.
 */
class BookingCalendarJob {

    private final String joinType = "outer";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("booking-calendar").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    Dataset<Row> bookingsPerDay(Dataset<Row> calendar, Dataset<Row> bookings) {
        return calendar.join(bookings, calendar.col("dayNumber").equalTo(bookings.col("bookedDay")), joinType); // expect: SS013 "Spark rejects the query at start()" "put the stream on the left of an inner or left outer join"
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> calendar = spark.range(0, 365).withColumnRenamed("id", "dayNumber");
        Dataset<Row> bookings = spark.readStream().format("rate").load()
                .select(col("value").mod(365).as("bookedDay"), col("timestamp").as("bookedAt"));

        new BookingCalendarJob().bookingsPerDay(calendar, bookings)
                .writeStream()
                .format("noop")
                .start();
    }
}
