package com.acme.ss038.pgset;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;

import org.apache.spark.api.java.function.ForeachPartitionFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Device state upserted into Postgres: a conflict replaces the stored values with the incoming ones. */
class DeviceState {
    static final String UPSERT = "INSERT INTO devices AS d (id, reading, seen_at) VALUES (?, ?, ?) "
            + "ON CONFLICT (id) DO UPDATE SET reading = EXCLUDED.reading, "
            + "seen_at = GREATEST(d.seen_at, EXCLUDED.seen_at)";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-state").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("device-state")
                .option("checkpointLocation", "/chk/device-state")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.foreachPartition((ForeachPartitionFunction<Row>) rows -> {
                            try (Connection c = DriverManager.getConnection("jdbc:postgresql://db/iot");
                                 PreparedStatement st = c.prepareStatement(UPSERT)) {
                                while (rows.hasNext()) {
                                    Row r = rows.next();
                                    st.setLong(1, r.getLong(1));
                                    st.setLong(2, r.getLong(1));
                                    st.setTimestamp(3, r.getTimestamp(0));
                                    st.executeUpdate();
                                }
                            }
                        }))
                .start();
    }
}
