package demo;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Two queries; the team's policy (ACME001, from the example rule pack) wants each named. */
public class Payments {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments").getOrCreate();
        Dataset<Row> payments = spark.readStream().format("rate").load();
        payments.writeStream().queryName("payments.audit").format("console")
                .start();
        payments.writeStream().format("console")
                .start();   // ACME001 here: no queryName
    }
}
