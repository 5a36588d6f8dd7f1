package com.acme.ss013.rangeonly;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Matches each trade with the quotes of the same minute, by time only: the range condition bounds the state,
 * but without an equality between the streams Spark fails the first micro-batch.
 */
class TradeQuoteMatchJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("trade-quote-match").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Column within(Column time, Column from, String interval) {
        return time.geq(from).and(time.leq(from.plus(expr(interval))));
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> trades = spark.readStream().format("rate").load()
                .select(col("value").as("tradeId"), col("timestamp").as("tradedAt"))
                .withWatermark("tradedAt", "1 minute");
        Dataset<Row> quotes = spark.readStream().format("rate").load()
                .select(col("value").as("quoteId"), col("timestamp").as("quotedAt"))
                .withWatermark("quotedAt", "1 minute");

        trades.join(quotes, within(col("quotedAt"), col("tradedAt"), "INTERVAL 1 MINUTE")) // expect: SS013 "starts, then fails its first micro-batch" "Add one, such as col(\"<left key>\").equalTo(col(\"<right key>\")), to the condition"
                .writeStream()
                .format("noop")
                .start();
    }
}
