package com.acme.ss016.batch;

import static org.apache.spark.sql.functions.col;

import java.util.Iterator;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsWithStateFunction;
import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.GroupState;

/** Inside foreachBatch the micro-batch is a batch Dataset: mapGroupsWithState there has no output-mode rules. */
class BatchRollupJob {

    static final class Total implements MapGroupsWithStateFunction<Long, Row, Long, Long> {
        @Override
        public Long call(Long bucket, Iterator<Row> rows, GroupState<Long> unused) {
            long total = 0L;
            while (rows.hasNext()) {
                total += rows.next().getLong(1);
            }
            return total;
        }
    }

    static final VoidFunction2<Dataset<Row>, Long> ROLLUP = (batch, batchId) -> {
        long buckets = batch.groupByKey((MapFunction<Row, Long>) r -> r.getLong(0), Encoders.LONG())
                .mapGroupsWithState(new Total(), Encoders.LONG(), Encoders.LONG())
                .count();
        System.out.println("batch " + batchId + ": " + buckets + " buckets");
    };

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("batch-rollup").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(4).as("bucket"), col("value"))
                .writeStream()
                .foreachBatch(ROLLUP)
                .start();
    }
}
