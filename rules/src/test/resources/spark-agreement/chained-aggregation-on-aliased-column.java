import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * Two chained aggregations, the first one grouping by the watermarked column aliased to "t"; the second
 * groups by t. The alias keeps the watermark tag of the column.
 */
class ChainedAggregationOnAliasedColumn {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .withWatermark("timestamp", "10 seconds")
                .withColumn("bucket", col("value").mod(3));

        Dataset<Row> perBucket = events
                .groupBy(col("timestamp").as("t"), col("bucket"))
                .count();

        Dataset<Row> bucketsPerSecond = perBucket
                .groupBy(col("t"))
                .count();

        return bucketsPerSecond.writeStream()
                .format("memory")
                .queryName("sa_chained_aggregation_on_aliased_column")
                .start();
    }
}
