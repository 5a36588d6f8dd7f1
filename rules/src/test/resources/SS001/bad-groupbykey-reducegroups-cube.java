package com.acme.inventory;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.ReduceFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import scala.Tuple2;

/** Two queries on one stock-movement stream: a typed reduceGroups and a cube, both in append mode. */
class StockMovementsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("stock-movements").getOrCreate();

        StructType movementSchema = new StructType()
                .add("sku", DataTypes.StringType)
                .add("warehouse", DataTypes.StringType)
                .add("delta", DataTypes.IntegerType)
                .add("movedAt", DataTypes.TimestampType);

        Dataset<Row> movements = spark.readStream()
                .schema(movementSchema)
                .option("maxFilesPerTrigger", 20)
                .parquet("/mnt/inventory/landing/movements")
                .withWatermark("movedAt", "1 hour");

        Dataset<Tuple2<String, Row>> lastMovePerSku = movements
                .groupByKey((MapFunction<Row, String>) r -> r.getAs("sku"), Encoders.STRING()) // expect: SS001 "a key computed by groupByKey never carries an event-time watermark: Spark rejects the query at start()" "Write it with outputMode(\"update\"), or group with groupBy(window"
                .reduceGroups((ReduceFunction<Row>) (a, b) ->
                        a.<java.sql.Timestamp>getAs("movedAt").after(b.getAs("movedAt")) ? a : b);

        lastMovePerSku.map((MapFunction<Tuple2<String, Row>, String>) t -> t._1() + "," + t._2().getAs("warehouse"),
                        Encoders.STRING())
                .writeStream()
                .format("text")
                .option("checkpointLocation", "/mnt/inventory/checkpoints/last-move-per-sku")
                .start("/mnt/inventory/out/last_move_per_sku");

        Dataset<Row> stockCube = movements
                .cube(col("warehouse"), col("sku")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "add window(col(\"movedAt\"), \"<length>\") (or 'movedAt') to the grouping keys"
                .agg(sum("delta").as("netChange"));

        stockCube.writeStream()
                .outputMode("append")
                .format("delta")
                .option("checkpointLocation", "/mnt/inventory/checkpoints/stock-cube")
                .toTable("inventory.stock_cube");

        spark.streams().awaitAnyTermination();
    }
}
