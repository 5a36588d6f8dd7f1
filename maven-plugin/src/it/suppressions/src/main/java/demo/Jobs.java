package demo;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public class Jobs {

    @SuppressWarnings("streamlint:SS003")
    static void annotated(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().writeStream().format("parquet").option("path", "/data/a").start();
    }

    static void commented(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").load();
        // streamlint:ignore SS003 -- a throw-away demo query, its output is rebuilt on every start
        events.writeStream().format("parquet").option("path", "/data/b").start();
    }

    @SuppressWarnings("streamlint:SS002")
    static void nothingToSuppress(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().writeStream().format("parquet").option("path", "/data/c")
                .option("checkpointLocation", "/chk/c").start();
    }
}
