package com.bank.payments;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import java.util.Properties;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** The two payment topics, read with settings from a Properties object. */
final class PaymentStreams {

    private final SparkSession spark;
    private final Properties props;

    PaymentStreams(SparkSession spark, Properties props) {
        this.spark = spark;
        this.props = props;
    }

    private Dataset<Row> topic(String name, String schema) {
        return spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", props.getProperty("bootstrap", "kafka.bank.internal:9092"))
                .option("subscribe", name)
                .option("maxOffsetsPerTrigger", 25000L)
                .load()
                .select(from_json(col("value").cast("string"), StructType.fromDDL(schema)).as("r"))
                .select("r.*");
    }

    Dataset<Row> authorizations() {
        return topic("card.authorizations", "authId STRING, cardId STRING, amount DOUBLE, authorizedAt TIMESTAMP")
                .withWatermark("authorizedAt", "1 hour");
    }

    Dataset<Row> settlements() {
        return topic("card.settlements", "settledAuthId STRING, settledAmount DOUBLE, settledAt TIMESTAMP")
                .withWatermark("settledAt", "1 day");
    }

    /** Raw settlements for the archive; the watermark here comes from a copied snippet. */
    Dataset<Row> settlementsForArchive() {
        return topic("card.settlements", "settledAuthId STRING, settledAmount DOUBLE, settledAt TIMESTAMP")
                .withWatermark("settledAt", "1 day"); // expect: SS041
    }
}
