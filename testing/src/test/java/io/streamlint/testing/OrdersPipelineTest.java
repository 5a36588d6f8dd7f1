package io.streamlint.testing;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamWriter;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.window;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OrdersPipelineTest {

    static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkSession.builder().master("local[1]").config("spark.ui.enabled", "false").getOrCreate();
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    /** The job's query, built as the job builds it (here from the rate source instead of Kafka). */
    static DataStreamWriter<Row> revenuePerMinute(boolean withWatermark) {
        Dataset<Row> orders = spark.readStream().format("rate").load()
                .select(col("timestamp").as("orderedAt"), col("value").as("amount"));
        if (withWatermark) {
            orders = orders.withWatermark("orderedAt", "10 minutes");
        }
        return orders.groupBy(window(col("orderedAt"), "1 minute")).agg(sum("amount").as("revenue"))
                .writeStream().format("parquet").outputMode("append")
                .option("path", "s3a://lake/revenue").option("checkpointLocation", "s3a://lake/checkpoints/revenue");
    }

    @Test
    void sparkWouldStartTheQuery() {
        Streamlint.assertNoErrors(revenuePerMinute(true));
    }

    @Test
    void withoutTheWatermarkSparkRejectsItAtStart() {
        AssertionError e = assertThrows(AssertionError.class, () -> Streamlint.assertNoErrors(revenuePerMinute(false)));
        // SS001's own finding, not only Spark's rejection, which is reported under SS001 too
        assertTrue(e.getMessage().contains("none of its grouping keys carries an event-time watermark"), e.getMessage());
        assertTrue(e.getMessage().contains("[SS001]"), e.getMessage());
    }
}
