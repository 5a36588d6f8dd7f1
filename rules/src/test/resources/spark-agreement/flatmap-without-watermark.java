import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

import java.util.Arrays;

/** The word-count shape: flatMap, then a count per word, in the default append mode. */
class FlatMapWithoutWatermark {

    static StreamingQuery run(SparkSession spark) throws Exception {
        Dataset<Row> lines = spark.readStream().format("rate").option("rowsPerSecond", 1).load()
                .selectExpr("CAST(value AS STRING) AS line");

        Dataset<String> words = lines.as(Encoders.STRING())
                .flatMap((FlatMapFunction<String, String>) l -> Arrays.asList(l.split(" ")).iterator(),
                        Encoders.STRING());

        Dataset<Row> counts = words
                .groupBy("value") // expect: SS001
                .count();

        return counts.writeStream()
                .format("memory")
                .queryName("sa_flatmap_without_watermark")
                .start();
    }
}
