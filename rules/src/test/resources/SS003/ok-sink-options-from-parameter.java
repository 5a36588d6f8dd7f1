package com.acme.platform.egress;

import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.streaming.StreamingQuery;

/** A library method: the caller supplies the sink options, which may include the checkpoint. */
public final class DeltaSinks {

    private DeltaSinks() {
    }

    public static StreamingQuery startDelta(Dataset<Row> data, String table, Map<String, String> sinkOptions)
            throws Exception {
        return data.writeStream()
                .format("delta")
                .options(sinkOptions)
                .toTable(table);
    }
}
