package io.streamlint.core.source;

import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Schema;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Trigger;
import io.streamlint.core.model.Value;
import io.streamlint.core.source.SparkApiTable.Kind;

import java.util.Optional;

/**
 * What Spark's API does to readers and writers, for {@link SparkApi}: the format, options, schema and
 * {@code load} of a DataStreamReader or DataFrameReader; the format, output mode, query name, trigger, options,
 * foreach/foreachBatch and partitioning of a DataStreamWriter.
 */
final class ReaderWriterCalls {

    private final Evaluator evaluator;
    private final SparkApi spark;

    ReaderWriterCalls(Evaluator evaluator, SparkApi spark) {
        this.evaluator = evaluator;
        this.spark = spark;
    }

    AbstractValue readerCall(AbstractValue.Reader r, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        String type = r.streaming() ? "DataStreamReader" : "DataFrameReader";
        switch (SparkApiTable.kind(type, method)) {
            case READER_SETTING:
                return switch (method) {
                    case "format" -> r.with(Optional.of(new Setting(evaluator.value(args.get(0), f), Code.location(call))),
                            r.options(), r.schema());
                    case "option" -> args.size() == 2 ? r.with(r.format(), evaluator.withEntry(r.options(), call, f), r.schema())
                            : r;
                    case "options" -> r.with(r.format(), withMap(r.options(), args.get(0), call, f), r.schema());
                    case "schema" -> r.with(r.format(), r.options(), Optional.of(new Setting(
                            args.isEmpty() ? Value.unknown("no schema") : evaluator.value(args.get(0), f),
                            Code.location(call))));
                    default -> r;
                };
            case LOAD: {
                Value format = switch (method) {
                    // Without format(..), the session's spark.sql.sources.default, which cluster configuration may set.
                    case "load" -> r.format().map(Setting::value).orElse(Value.unknown("the default source format"));
                    case "textFile" -> Value.of("text");
                    default -> Value.of(method);
                };
                Options options = r.options();
                if (args.size() == 1 && (method.equals("table"))) {
                    options = options.with("table", evaluator.value(args.get(0), f), Code.location(call));
                } else if (args.size() == 1) {
                    options = options.with("path", evaluator.value(args.get(0), f), Code.location(call));
                }
                SourceLocation at = r.format().isPresent() && method.equals("load") ? r.format().get().location()
                        : Code.location(call);
                Optional<Schema> userSchema = r.schema().flatMap(s -> s.value().text()).flatMap(evaluator.texts::schema);
                return new AbstractValue.Data(new Plan.Source(r.streaming(), format, options, r.schema(), userSchema,
                        r.session().id(), Code.call(call), at), r.session());
            }
            default:
                return new AbstractValue.Unknown(type + "." + method);
        }
    }

    private Options withMap(Options options, Expression map, MethodCallExpr call, Frame f) {
        AbstractValue v = evaluator.eval(map, f);
        return v instanceof AbstractValue.Entries e ? options.withAll(e.entries()) : options.opened(Code.call(call));
    }

    AbstractValue writerCall(AbstractValue.Writer w, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        SourceLocation at = Code.location(call);
        if (SparkApiTable.kind("DataStreamWriter", method) != Kind.WRITER_SETTING) {
            return new AbstractValue.Unknown("DataStreamWriter." + method);
        }
        return switch (method) {
            case "format" -> w.withFormat(Optional.of(new Setting(evaluator.value(args.get(0), f), at)));
            case "outputMode" -> w.withOutputMode(Optional.of(new Setting(evaluator.value(args.get(0), f), at)));
            case "queryName" -> w.withQueryName(Optional.of(new Setting(evaluator.value(args.get(0), f), at)));
            case "trigger" -> {
                AbstractValue t = args.isEmpty() ? new AbstractValue.Unknown("no trigger") : evaluator.eval(args.get(0), f);
                yield w.withTrigger(Optional.of(t instanceof AbstractValue.TriggerVal tv ? new Trigger(tv.kind(), tv.interval(), at)
                        : new Trigger(Value.unknown(Code.text(args.get(0))), Value.unknown("unknown trigger"), at)));
            }
            case "option" -> args.size() == 2 ? w.withOptions(evaluator.withEntry(w.options(), call, f)) : w;
            case "options" -> w.withOptions(withMap(w.options(), args.get(0), call, f));
            case "foreach" -> w.withKind(Sink.Kind.FOREACH, Optional.empty());
            case "foreachBatch" -> w.withKind(Sink.Kind.FOREACH_BATCH,
                    args.size() == 1 ? Optional.of(new AbstractValue.Passed(args.get(0), f)) : Optional.empty());
            case "partitionBy" -> w.withPartitioning(Optional.of(at), w.clusterBy());
            case "clusterBy" -> w.withPartitioning(w.partitionBy(), Optional.of(at));
            default -> w;
        };
    }
}
