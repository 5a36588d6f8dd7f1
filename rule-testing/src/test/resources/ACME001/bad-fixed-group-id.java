import org.apache.spark.sql.SparkSession;

class OrdersJob {
    void run(SparkSession spark) throws Exception {
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "broker:9092")
                .option("subscribe", "orders")
                .option("kafka.group.id", "orders-job") // expect: ACME001 "sets kafka.group.id" "Remove the option"
                .load()
                .writeStream().format("console").start();
    }
}
