package io.streamlint.samples.jobs;

import io.streamlint.samples.common.KafkaSupport;
import io.streamlint.samples.common.SparkSessions;
import io.streamlint.samples.common.StreamingConstants;
import org.apache.spark.sql.SparkSession;

/**
 * Mirrors a partner's order feed from their Kafka cluster into ours.
 *
 * <p>Streamlint sample, SS027: the consumer setting {@code kafka.auto.offset.reset} is copied from a plain
 * Kafka consumer's config, but Spark manages offsets itself and rejects it at {@code load()}; the source option
 * {@code startingOffsets} says where a new query starts. The sink is the near miss: {@code kafka.acks} and
 * {@code kafka.compression.type} are producer settings Spark passes on.
 */
public final class PartnerFeedMirrorJob {

    private static final String PARTNER_BROKERS = "b-1.partner-msk.eu-west-1.amazonaws.com:9094";

    private PartnerFeedMirrorJob() {
    }

    public static void main(String[] args) throws Exception {
        String ourBrokers = args.length > 0 ? args[0] : StreamingConstants.DEFAULT_BOOTSTRAP_SERVERS;
        SparkSession spark = SparkSessions.create("partner-feed-mirror");

        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", PARTNER_BROKERS)
                .option("kafka.security.protocol", "SSL")
                .option("subscribe", "partner.orders")
                .option("kafka.auto.offset.reset", "earliest") // expect: SS027
                .option("maxOffsetsPerTrigger", StreamingConstants.DEFAULT_MAX_OFFSETS_PER_TRIGGER)
                .load()
                .selectExpr("key", "value")
                .writeStream()
                .queryName("partner-feed-mirror")
                .format("kafka")
                .options(KafkaSupport.producerOptions(ourBrokers))
                .option("topic", "partner.orders.mirror")
                .option("checkpointLocation", StreamingConstants.CHECKPOINT_ROOT + "/partner-feed-mirror")
                .start()
                .awaitTermination();
    }
}
