package io.streamlint.testing;

import io.streamlint.core.model.Launch;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Session;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Trigger;
import io.streamlint.core.model.Value;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.catalyst.plans.logical.LogicalPlan;
import org.apache.spark.sql.catalyst.util.CaseInsensitiveMap;
import org.apache.spark.sql.streaming.DataStreamWriter;
import org.apache.spark.sql.streaming.OutputMode;
import scala.jdk.javaapi.CollectionConverters;

import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What a {@code DataStreamWriter} holds before {@code start()}: the Dataset's analysed plan and the writer's
 * settings (format, output mode, options, trigger, foreach/foreachBatch, partitioning), read from the writer's
 * fields as Spark 3.5 and 4.x name them, and the same query in Streamlint's model.
 */
final class LiveQuery {

    final LogicalPlan analyzed;
    final OutputMode outputMode;
    final boolean continuous;
    final StreamingQuery query;
    final List<String> text;

    private LiveQuery(LogicalPlan analyzed, OutputMode outputMode, boolean continuous, StreamingQuery query, List<String> text) {
        this.analyzed = analyzed;
        this.outputMode = outputMode;
        this.continuous = continuous;
        this.query = query;
        this.text = text;
    }

    static LiveQuery of(DataStreamWriter<?> writer) {
        Dataset<?> ds = (Dataset<?>) field(writer, "ds");
        LogicalPlan analyzed = ds.queryExecution().analyzed();
        String format = (String) field(writer, "source");
        OutputMode outputMode = (OutputMode) field(writer, "outputMode");
        Object trigger = field(writer, "trigger");
        @SuppressWarnings("unchecked")
        Map<String, String> options = new TreeMap<>(CollectionConverters.asJava(
                ((CaseInsensitiveMap<String>) field(writer, "extraOptions")).originalMap()));
        boolean foreachBatch = field(writer, "foreachBatchWriter") != null;
        boolean foreach = field(writer, "foreachWriter") != null;
        boolean partitioned = ((scala.Option<?>) field(writer, "partitioningColumns")).isDefined();
        String queryName = options.get("queryName");

        String name = queryName != null ? queryName : "streaming-query";
        Path file = Path.of(name + ".plan");
        SourceLocation writerLine = new SourceLocation(file, QueryText.WRITER_LINE, 1, QueryText.WRITER_LINE, 1);
        String sessionId = "live-session";
        Plan plan = PlanModel.of(analyzed, file, sessionId);

        String mode = outputMode.toString().toLowerCase(Locale.ROOT);
        String triggerKind = trigger.getClass().getSimpleName().replace("$", "").replace("Trigger", "");
        String kind = triggerKind.equals("OneTime") ? "Once" : triggerKind;
        Optional<Trigger> triggerSetting = Optional.of(new Trigger(Value.of(kind), Value.unknown("a Trigger object"), writerLine));
        Options sinkOptions = PlanModel.options(options, writerLine);
        Sink sink = new Sink(foreachBatch ? Sink.Kind.FOREACH_BATCH : foreach ? Sink.Kind.FOREACH : Sink.Kind.FORMAT,
                Optional.of(new Setting(Value.of(format), writerLine)),
                Optional.of(new Setting(Value.of(mode), writerLine)),
                Optional.ofNullable(queryName).map(q -> new Setting(Value.of(q), writerLine)),
                triggerSetting, sinkOptions, Optional.empty(),
                partitioned ? Optional.of(writerLine) : Optional.empty(), Optional.empty(), writerLine, "start",
                Optional.empty(), "writeStream", writerLine);

        Map<String, String> conf = new TreeMap<>(CollectionConverters.asJava(ds.sparkSession().conf().getAll()));
        Session session = new Session(sessionId, PlanModel.options(conf, writerLine), writerLine, true);
        Launch launch = new Launch(List.of(new Launch.Call("test", writerLine, Optional.empty())));
        StreamingQuery query = new StreamingQuery(plan, sink, session, name, launch);

        String writerText = "writeStream format=" + format + " outputMode=" + mode + " trigger=" + kind
                + (partitioned ? " partitionBy" : "") + " options=" + options;
        return new LiveQuery(analyzed, outputMode, kind.equals("Continuous"), query,
                QueryText.lines(writerText, analyzed));
    }

    /** A private field of the writer, looked up through its class hierarchy (Spark 4 moved it to sql.classic). */
    private static Object field(Object target, String name) {
        for (Class<?> c = target.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField(name);
                f.setAccessible(true);
                return f.get(target);
            } catch (NoSuchFieldException e) {
                // look in the superclass
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("cannot read DataStreamWriter." + name + ": " + e, e);
            }
        }
        throw new IllegalStateException("this Spark version's DataStreamWriter has no field '" + name
                + "'; Streamlint's testing module supports Spark 3.5 to 4.1");
    }
}
