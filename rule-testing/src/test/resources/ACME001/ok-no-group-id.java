import org.apache.spark.sql.SparkSession;

class OrdersJob {
    void run(SparkSession spark) throws Exception {
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "broker:9092")
                .option("subscribe", "orders")
                .option("kafka.group.id.prefix", "orders-job")
                .load()
                .writeStream().format("console").start();
    }
}
