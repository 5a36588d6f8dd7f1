package demo;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public class JobAcceptance {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("JobAcceptance").getOrCreate();
        Dataset<Row> events = spark.readStream().format("rate").load();
        events.writeStream().format("parquet").option("path", "/data/JobAcceptance").start();

        // Test code (the build's test source folder): a temporary checkpoint is fine here (SS004 is production-only).
        Dataset<Row> orders = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "localhost:9092").option("subscribe", "orders").load();
        orders.writeStream().foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) -> batch.show()).start();
    }
}
