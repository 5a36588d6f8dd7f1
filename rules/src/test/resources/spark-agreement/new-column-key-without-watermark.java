import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** Keys written with new Column(name) are column references like col(name); none is watermarked here. */
class NewColumnKeyWithoutWatermark {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load();

        Dataset<Row> counts = events
                .groupBy(window(new Column("timestamp"), "5 seconds"), new Column("value")) // expect: SS001
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_new_column_key_without_watermark")
                .start();
    }
}
