package demo.ingest;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Lands raw page views from Kafka as Parquet files; the sink has no checkpoint location (SS003). */
public class PageViewIngestJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-view-ingest").getOrCreate();
        Dataset<Row> views = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker:9092")
                .option("subscribe", "page-views")
                .option("maxOffsetsPerTrigger", "100000")
                .load();
        views.selectExpr("CAST(value AS STRING) AS json", "timestamp")
                .writeStream()
                .format("parquet")
                .option("path", "/data/page-views")
                .start()
                .awaitTermination();
    }
}
