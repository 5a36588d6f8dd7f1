import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** Dataset.distinct() is dropDuplicates() on all columns (a Deduplicate, not an Aggregate). */
class DistinctWithoutWatermark {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> buckets = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .select(col("value").mod(10).as("bucket"))
                .distinct(); // expect: SS035

        return buckets.writeStream()
                .format("memory")
                .queryName("sa_distinct_without_watermark")
                .start();
    }
}
