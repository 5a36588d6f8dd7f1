package com.acme.ss012.update;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** How many pages have N views: a count of counts, updated as views come in. */
class ViewsHistogramJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("views-histogram").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> views = spark.readStream().format("rate").load()
                .withColumn("page", col("value").mod(50));
        Dataset<Row> viewsPerPage = views.groupBy("page").count();
        viewsPerPage.groupBy(col("count").as("views")) // expect: SS012 "would drop them as late: Spark rejects the query at start()" "Chain them in append mode (allowed since Spark 3.4"
                .count()
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
