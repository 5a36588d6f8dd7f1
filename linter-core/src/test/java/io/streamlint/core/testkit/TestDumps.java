package io.streamlint.core.testkit;

/** Plan dumps the tests read. */
public final class TestDumps {

    private TestDumps() {
    }

    /**
     * A dump of a rate source written to a memory sink without a query name, which Spark rejected at start(): two
     * plan nodes (the sink's writer on line 1, the source on line 2) for the findings to point at.
     */
    public static final String PRICES = """
            {
              "format" : "streamlint-plan-dump/1",
              "query" : [
                "writeStream format=memory outputMode=append trigger=ProcessingTime options={}",
                "~StreamingRelationV2 org.apache.spark.sql.execution.streaming.sources.RateStreamProvider, rate"
              ],
              "sparkVersion" : "4.0.0",
              "sparkRejection" : "queryName must be specified for memory sink.",
              "model" : {
                "subject" : "streaming-query",
                "plan" : { "node" : "Source", "code" : "~StreamingRelationV2 rate", "line" : 2, "streaming" : true,
                  "format" : "rate", "options" : { } },
                "sink" : { "kind" : "FORMAT", "format" : "memory", "outputMode" : "append",
                  "trigger" : { "kind" : "ProcessingTime", "interval" : null }, "options" : { },
                  "partitionBy" : false, "terminal" : "start", "code" : "writeStream", "line" : 1 },
                "session" : { "id" : "live-session", "conf" : { }, "line" : 1 }
              }
            }
            """;
}
