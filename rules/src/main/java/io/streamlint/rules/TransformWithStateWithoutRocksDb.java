package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.ConfFacts;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Session;
import io.streamlint.core.model.StreamingQuery;

import java.util.Optional;

/**
 * SS017: transformWithState on a session whose state store is the HDFS-backed one (Spark's default): the query
 * dies in its first micro-batch. Judged only on sessions the code builds and whose configuration it shows in full;
 * a provider we cannot read, or another custom one, is given the benefit of the doubt.
 */
@RuleInfo(id = "SS017", name = "TransformWithStateWithoutRocksDb", severity = Severity.ERROR,
        summary = "transformWithState on a session without the RocksDB state store provider: the query fails right after start().",
        tags = {"correctness", "state"},
        sparkRejections = {
                // transformWithState on the HDFS-backed state store, right after start(): 4.0 and 4.1 fail creating the
                // operator's column families; 4.2 validates the provider first (STORE_BACKEND_NOT_SUPPORTED_FOR_TWS).
                // 3.5 has no transformWithState.
                "STATE_STORE_MULTIPLE_COLUMN_FAMILIES|STORE_BACKEND_NOT_SUPPORTED_FOR_TWS"
        })
public final class TransformWithStateWithoutRocksDb implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Session session = query.session();
        Optional<Plan> transform = Lineage.preOrder(query.plan()).stream()
                .filter(p -> p instanceof Plan.StatefulMap m && m.method().equals("transformWithState")
                        && Lineage.isStreaming(m.child()) == Lineage.Answer.YES)
                .reduce((upper, lower) -> lower); // the first one applied
        if (!session.traced() || transform.isEmpty()) {
            return;
        }
        String conf = ConfFacts.STATE_STORE_PROVIDER_CONF;
        String fix = "Set " + conf + " to " + ConfFacts.ROCKSDB_STATE_STORE_PROVIDER + " on the session (builder "
                + ".config(..) or spark.conf().set(..)) before the query first starts.";
        String dies = "the query dies in its first micro-batch with " + ConfFacts.TRANSFORM_WITH_STATE_HDFS_ERROR
                + " (\"Creating multiple column families with HDFSBackedStateStoreProvider is not supported\").";
        Optional<Options.Entry> provider = session.conf().get(conf);
        if (provider.isPresent() && provider.get().value().is(ConfFacts.HDFS_STATE_STORE_PROVIDER)) {
            report.at(provider.get().location(), "The session sets " + conf + " to HDFSBackedStateStoreProvider, but "
                    + query.subject() + " uses transformWithState(..), which needs RocksDB: " + dies + " " + fix,
                    new RelatedLocation(transform.get().location(), "transformWithState"));
        } else if (session.conf().surelyLacks(conf)) {
            report.at(transform.get().location(), "transformWithState(..) in " + query.subject() + " needs the RocksDB "
                    + "state store, but its session keeps Spark's default, HDFSBackedStateStoreProvider: " + dies + " " + fix,
                    new RelatedLocation(session.location(), "the session, built without " + conf));
        }
    }
}
