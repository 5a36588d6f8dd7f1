import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** A typed map between the watermark and the aggregation serializes new columns: the tag is gone. */
class TypedMapDropsWatermark {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds");

        Dataset<java.sql.Timestamp> times = events.map(
                (MapFunction<Row, java.sql.Timestamp>) r -> r.getTimestamp(0), Encoders.TIMESTAMP());

        Dataset<Row> counts = times
                .groupBy(window(col("value"), "5 seconds")) // expect: SS001
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_typed_map_drops_watermark")
                .start();
    }
}
