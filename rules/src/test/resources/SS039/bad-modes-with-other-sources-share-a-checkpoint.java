package com.acme.ss039.modes;

import org.apache.spark.sql.SparkSession;

/**
 * One main, one mode per run: the socket mode and the file mode write to the same table with the same checkpoint.
 * They never run at once, but whichever runs second resumes from the other's offsets, which belong to another source.
 */
class LineitemLoader {
    static final String CHECKPOINT = "/data/checkpoints/lineitem";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("lineitem-loader").getOrCreate();
        switch (args[0]) {
            case "socket":
                spark.readStream().format("socket").option("host", "feed-relay").option("port", 9999).load()
                        .writeStream()
                        .format("parquet")
                        .option("checkpointLocation", CHECKPOINT)
                        .start("/data/lineitem")
                        .awaitTermination();
                break;
            case "files":
                spark.readStream().format("text").option("maxFilesPerTrigger", 10).load("/data/incoming/lineitem")
                        .writeStream()
                        .format("parquet")
                        .option("checkpointLocation", CHECKPOINT) // expect: SS039
                        .start("/data/lineitem")
                        .awaitTermination();
                break;
            default:
                throw new IllegalArgumentException("mode: socket or files");
        }
    }
}
