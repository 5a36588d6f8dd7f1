package io.streamlint.samples.jobs;

import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.size;

/**
 * On-call helper: prints the records of a topic to the driver's stdout, to see what producers actually send.
 *
 * <p>Streamlint sample:
 * <ul>
 *   <li>SS002: the source starts at {@code earliest} with no {@code maxOffsetsPerTrigger}; on a topic with
 *       seven days of retention the first micro-batch reads all of it before printing anything;</li>
 *   <li>not SS003: the console sinks need no checkpoint (Spark uses a temporary one);</li>
 *   <li>not SS001: the per-partition counts have no watermark, but run in complete mode.</li>
 * </ul>
 *
 * <pre>
 * Usage: DebugTopicTailJob [topic] [bootstrapServers] [rowsPerBatch]
 * </pre>
 */
public final class DebugTopicTailJob {

    private DebugTopicTailJob() {
    }

    public static void main(String[] args) throws Exception {
        String topic = args.length > 0 ? args[0] : StreamingConstants.TOPIC_ORDERS;
        String bootstrapServers = args.length > 1 ? args[1] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        int rowsPerBatch = args.length > 2 ? Integer.parseInt(args[2]) : 50;

        SparkSession spark = SparkSessions.create("debug-tail-" + topic);
        spark.sparkContext().setLogLevel("WARN");

        Dataset<Row> raw = spark.readStream()
                .format("kafka") // expect: SS002
                .option("kafka.bootstrap.servers", bootstrapServers)
                .option("subscribe", topic)
                .option("startingOffsets", "earliest")
                .option("includeHeaders", "true")
                .load();

        Dataset<Row> readable = raw.select(
                col("partition"),
                col("offset"),
                col("timestamp"),
                col("key").cast("string").as("key"),
                col("value").cast("string").as("value"),
                size(col("headers")).as("headers"));

        readable.writeStream()
                .queryName("tail-records")
                .format("console")
                .option("truncate", "false")
                .option("numRows", rowsPerBatch)
                .trigger(Trigger.ProcessingTime("10 seconds"))
                .start();

        // Second view: records seen so far per partition, to spot a stuck or skewed partition.
        readable.groupBy(col("partition"))
                .agg(count("*").as("records"), max("offset").as("lastOffset"))
                .writeStream()
                .queryName("tail-partition-counts")
                .format("console")
                .outputMode("complete")
                .trigger(Trigger.ProcessingTime("30 seconds"))
                .start();

        // Ctrl-C to stop; nothing to clean up.
        spark.streams().awaitAnyTermination();
    }
}
