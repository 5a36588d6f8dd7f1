package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.ConfFacts;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * SS043: a query's checkpoint on a local or scratch path written in the code: the checkpointLocation option, or the
 * session's checkpoint root when the query takes its checkpoint from there. Reported where the path is set. The
 * prefixes are the option {@code localPathPrefixes}; sessions whose master is a local one are left alone.
 */
@RuleInfo(id = "SS043", name = "LocalCheckpointPath", severity = Severity.NOTE,
        summary = "Checkpoint on /tmp or a local file: path: lost when the machine is replaced or the directory is cleaned.",
        tags = {"reliability", "checkpoint", "recovery"}, productionOnly = true,
        options = LocalCheckpointPath.LOCAL_PATH_PREFIXES)
public final class LocalCheckpointPath implements QueryRule {

    /** The option naming the path prefixes that count as local storage. */
    static final String LOCAL_PATH_PREFIXES = "localPathPrefixes";

    /** Used when the option {@code localPathPrefixes} is not set. */
    static final List<String> DEFAULT_PREFIXES = List.of("/tmp", "/var/tmp", "file:");

    /** {@code C:\\spark\\chk}, {@code D:/chk}: a path on a Windows machine's own disk, whatever the prefixes. */
    private static final Pattern WINDOWS_DRIVE = Pattern.compile("[A-Za-z]:[\\\\/]");

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        if (query.sessionConf().value(ConfFacts.MASTER_CONF).flatMap(v -> v.lowerCase()).filter(m -> m.startsWith("local")).isPresent()) {
            return;
        }
        Options options = query.sink().options();
        Optional<Options.Entry> checkpoint = options.certain(SinkFacts.CHECKPOINT_LOCATION_OPTION);
        boolean fromRoot = false;
        if (checkpoint.isEmpty() && options.surelyLacks(SinkFacts.CHECKPOINT_LOCATION_OPTION)) {
            checkpoint = query.sessionConf().certain(SinkFacts.CHECKPOINT_LOCATION_CONF);
            fromRoot = true;
        }
        if (checkpoint.isEmpty() || checkpoint.get().value().text().isEmpty()) {
            return;
        }
        String path = checkpoint.get().value().text().get();
        List<String> configured = context.optionList(LOCAL_PATH_PREFIXES);
        Optional<String> prefix = (configured.isEmpty() ? DEFAULT_PREFIXES : configured).stream()
                .filter(p -> under(path, p))
                .findFirst();
        String where;
        if (WINDOWS_DRIVE.matcher(path).lookingAt()) {
            where = "a Windows drive path, on the disk of one machine";
        } else if (prefix.isEmpty()) {
            return;
        } else {
            where = prefix.get().endsWith(":")
                    ? "a " + prefix.get() + " path, on the local disk of each machine"
                    : "under " + prefix.get() + ", a scratch directory (on the driver's local disk unless fs.defaultFS "
                    + "is a cluster file system) that the system cleans up";
        }
        report.at(checkpoint.get().location(), "The checkpoint " + (fromRoot ? "root " : "") + path + " of "
                        + query.subject() + " is " + where + ": when the directory is cleaned or the driver moves to "
                        + "another machine, the query restarts with no offsets and no state. Use a path on durable "
                        + "shared storage (hdfs://, s3a://, abfss://, gs://), e.g. from the job's configuration.",
                new RelatedLocation(query.location(), "the query using it starts here"));
    }

    /** {@code path} is {@code prefix} or below it (a prefix ending in ':' or '/' matches any continuation). */
    private static boolean under(String path, String prefix) {
        String p = path.toLowerCase(Locale.ROOT);
        String q = prefix.toLowerCase(Locale.ROOT);
        if (!p.startsWith(q)) {
            return false;
        }
        return p.length() == q.length() || q.endsWith(":") || q.endsWith("/") || p.charAt(q.length()) == '/';
    }
}
