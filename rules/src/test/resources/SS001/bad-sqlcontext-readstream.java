package com.acme.legacy;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SQLContext;

/** Code of the Spark 1.x era: the stream is read through SQLContext. It is followed all the same. */
public class LegacyEventCounts {
    public static void main(String[] args) throws Exception {
        JavaSparkContext sc = new JavaSparkContext(new SparkConf().setAppName("legacy-event-counts"));
        SQLContext sqlContext = new SQLContext(sc);
        sqlContext.readStream()
                .format("rate")
                .load()
                .groupBy("value") // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") before groupBy(\"value\")"
                .count()
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "/checkpoints/legacy-event-counts")
                .start("/lake/legacy_event_counts")
                .awaitTermination();
    }
}
