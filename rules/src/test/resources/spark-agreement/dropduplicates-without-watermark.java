import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** dropDuplicates is a Deduplicate, not an Aggregate: legal in append mode without a watermark. */
class DropDuplicatesWithoutWatermark {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withColumn("bucket", col("value").mod(10));

        Dataset<Row> firstPerBucket = events.dropDuplicates("bucket"); // expect: SS035

        return firstPerBucket.writeStream()
                .format("memory")
                .queryName("sa_dropduplicates_without_watermark")
                .start();
    }
}
