import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** groupByKey(...).count() in append mode: the key is computed, it never carries a watermark. */
class GroupByKeyCount {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds");

        Dataset<?> counts = events
                .groupByKey((MapFunction<Row, Long>) row -> row.getLong(1) % 10, Encoders.LONG()) // expect: SS001
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_groupbykey_count")
                .start();
    }
}
