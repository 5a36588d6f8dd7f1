import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** groupBy on a plain column, no watermark anywhere, default (append) output mode. */
class GroupByWithoutWatermark {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withColumn("bucket", col("value").mod(10));

        Dataset<Row> counts = events
                .groupBy(col("bucket")) // expect: SS001
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_groupby_without_watermark")
                .start();
    }
}
