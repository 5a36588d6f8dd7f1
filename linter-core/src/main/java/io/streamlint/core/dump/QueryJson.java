package io.streamlint.core.dump;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.Exprs;
import io.streamlint.core.model.GroupingKey;
import io.streamlint.core.model.JoinCondition;
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
import org.jspecify.annotations.Nullable;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * A streaming query of the model as JSON, both ways: what a plan dump holds of a live query (the model of its
 * analysed plan, its writer and its session), so that a dump written where Spark runs is linted where it does
 * not. Locations are lines only: on reading they point into the dump file, at its {@code query} text. Reading
 * treats the JSON as untrusted: a missing or mistyped field is a {@link DumpException} naming it.
 */
public final class QueryJson {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    /** Deeper plans than this are refused (a real query's plan is tens of nodes deep). */
    static final int MAX_PLAN_DEPTH = 200;

    private QueryJson() {
    }

    // ---- writing

    public static ObjectNode write(StreamingQuery query) {
        ObjectNode out = JSON.objectNode();
        out.put("subject", query.subject());
        out.set("plan", plan(query.plan()));
        out.set("sink", sink(query.sink()));
        ObjectNode session = out.putObject("session");
        session.put("id", query.session().id());
        session.set("conf", options(query.session().conf()));
        session.put("line", query.session().location().line());
        return out;
    }

    private static ObjectNode plan(Plan p) {
        ObjectNode n = JSON.objectNode();
        n.put("node", p.getClass().getSimpleName());
        n.put("code", p.code());
        n.put("line", p.location().line());
        if (p instanceof Plan.Source s) {
            n.put("streaming", s.streaming());
            n.set("format", value(s.format()));
            n.set("options", options(s.options()));
            s.schema().ifPresent(schema -> n.set("schema", value(schema.value())));
        } else if (p instanceof Plan.Watermark w) {
            n.set("eventTime", value(w.eventTime()));
            n.set("delay", value(w.delay()));
        } else if (p instanceof Plan.Aggregate a) {
            n.put("grouping", a.grouping().name());
            ArrayNode keys = n.putArray("keys");
            for (GroupingKey k : a.keys()) {
                ObjectNode key = keys.addObject();
                key.put("kind", k.getClass().getSimpleName());
                key.put("code", k.code());
                if (k instanceof GroupingKey.Column c) {
                    key.put("name", c.name()).put("output", c.output());
                } else if (k instanceof GroupingKey.TimeWindow t) {
                    key.put("function", t.function()).put("timeColumn", t.timeColumn()).put("output", t.output());
                }
            }
            n.set("aggregates", exprs(a.aggregates()));
        } else if (p instanceof Plan.Project pr) {
            if (!(pr.mapping() instanceof ColumnMapping.Select select)) {
                throw new IllegalArgumentException("a dump holds projections as Select, not " + pr.mapping());
            }
            ArrayNode outputs = n.putArray("outputs");
            for (ColumnMapping.Select.Output o : select.outputs()) {
                outputs.addObject().put("name", o.name()).put("source", o.source());
            }
            n.set("expressions", exprs(pr.expressions()));
        } else if (p instanceof Plan.Operator o) {
            n.put("method", o.method()).set("expressions", exprs(o.expressions()));
        } else if (p instanceof Plan.Deduplicate d) {
            d.keys().ifPresent(keys -> keys.forEach(n.putArray("keys")::add));
            n.put("withinWatermark", d.withinWatermark());
        } else if (p instanceof Plan.Join j) {
            n.put("method", j.method());
            n.set("joinType", value(j.joinType()));
            n.set("condition", condition(j.condition()));
        } else if (p instanceof Plan.Binary b) {
            n.put("method", b.method());
        } else if (p instanceof Plan.GroupMap g) {
            n.put("method", g.method());
        } else if (p instanceof Plan.StatefulMap m) {
            n.put("method", m.method());
            m.outputMode().ifPresent(v -> n.set("outputMode", value(v)));
            m.timeout().ifPresent(v -> n.set("timeout", value(v)));
            m.initialState().ifPresent(i -> n.set("initialState", plan(i)));
        } else if (p instanceof Plan.Action a) {
            n.put("method", a.method());
        } else if (p instanceof Plan.Untraced u) {
            n.put("reason", u.reason());
        }
        List<Plan> children = p instanceof Plan.StatefulMap m ? List.of(m.child()) : p.children();
        if (!children.isEmpty()) {
            ArrayNode c = n.putArray("children");
            children.forEach(child -> c.add(plan(child)));
        }
        return n;
    }

    private static ObjectNode sink(Sink s) {
        ObjectNode n = JSON.objectNode();
        n.put("kind", s.kind().name());
        s.format().ifPresent(f -> n.set("format", value(f.value())));
        s.outputMode().ifPresent(m -> n.set("outputMode", value(m.value())));
        s.queryName().ifPresent(q -> n.set("queryName", value(q.value())));
        s.trigger().ifPresent(t -> n.putObject("trigger").<ObjectNode>set("kind", value(t.kind())).set("interval", value(t.interval())));
        n.set("options", options(s.options()));
        n.put("partitionBy", s.partitionBy().isPresent());
        n.put("terminal", s.terminal());
        n.put("code", s.code());
        n.put("line", s.location().line());
        return n;
    }

    private static JsonNode value(Value v) {
        return v.text().<JsonNode>map(JSON::textNode).orElse(JSON.nullNode());
    }

    private static ObjectNode options(Options options) {
        ObjectNode n = JSON.objectNode();
        options.entries().stream().sorted((a, b) -> a.key().compareTo(b.key()))
                .forEach(e -> n.set(e.key(), value(e.value())));
        return n;
    }

    private static ObjectNode exprs(Exprs e) {
        ObjectNode n = JSON.objectNode();
        e.functions().stream().sorted().forEach(n.putArray("functions")::add);
        e.columns().stream().sorted().forEach(n.putArray("columns")::add);
        n.put("readable", e.readable());
        return n;
    }

    private static ObjectNode condition(JoinCondition c) {
        ObjectNode n = JSON.objectNode();
        n.put("kind", c.kind().name());
        n.put("code", c.code());
        c.usingColumns().forEach(n.putArray("using")::add);
        ArrayNode conjuncts = n.putArray("conjuncts");
        for (JoinCondition.Predicate p : c.conjuncts()) {
            ObjectNode o = conjuncts.addObject();
            if (p instanceof JoinCondition.Equality eq) {
                o.put("kind", "equality").<ObjectNode>set("left", operand(eq.left())).set("right", operand(eq.right()));
            } else if (p instanceof JoinCondition.Comparison cmp) {
                o.put("kind", "comparison").<ObjectNode>set("lower", operand(cmp.lower())).set("upper", operand(cmp.upper()));
            } else if (p instanceof JoinCondition.Other other) {
                o.put("kind", "other").set("expression", exprs(other.expression()));
            }
        }
        return n;
    }

    private static ObjectNode operand(JoinCondition.Operand o) {
        ObjectNode n = JSON.objectNode();
        o.columns().stream().sorted().forEach(n.putArray("columns")::add);
        o.column().ifPresent(c -> n.put("column", c));
        n.put("plain", o.plain());
        return n;
    }

    // ---- reading

    /**
     * The query {@code json} describes, with every location in {@code file} at dump line {@code lineOffset + line};
     * a {@code line} that is not one of the query's {@code queryLines} lines (1 to {@code queryLines}) is a
     * {@link DumpException}, so that no position points outside the query's text or overflows.
     */
    public static StreamingQuery read(JsonNode json, Path file, int lineOffset, int queryLines) {
        Reader r = new Reader(file, lineOffset, queryLines);
        JsonNode sessionJson = r.object(json, "session");
        Session session = new Session(r.text(sessionJson, "id"), r.options(r.object(sessionJson, "conf"), r.at(sessionJson)),
                r.at(sessionJson), true);
        Plan plan = r.plan(r.object(json, "plan"), session.id(), 0);
        Sink sink = r.sink(r.object(json, "sink"));
        Launch launch = new Launch(List.of(new Launch.Call("dump", sink.location(), Optional.empty())));
        return new StreamingQuery(plan, sink, session, r.text(json, "subject"), launch);
    }

    private record Reader(Path file, int lineOffset, int queryLines) {

        SourceLocation at(JsonNode n) {
            JsonNode line = n.get("line");
            if (line == null || !line.canConvertToInt() || line.intValue() < 1) {
                throw new DumpException("a 'line' of at least 1 is missing in " + shorten(n));
            }
            if (line.intValue() > queryLines) {
                throw new DumpException("'line' " + line.intValue() + " is past the query's " + queryLines
                        + " lines in " + shorten(n));
            }
            int l = Math.addExact(lineOffset, line.intValue());
            return new SourceLocation(file, l, 1, l, 1);
        }

        Plan plan(JsonNode n, String sessionId, int depth) {
            if (depth > MAX_PLAN_DEPTH) {
                throw new DumpException("the plan is nested deeper than " + MAX_PLAN_DEPTH + " nodes");
            }
            String kind = text(n, "node");
            String code = text(n, "code");
            SourceLocation at = at(n);
            List<Plan> children = new ArrayList<>();
            JsonNode c = n.get("children");
            if (c != null) {
                if (!c.isArray()) {
                    throw new DumpException("'children' is not an array in " + shorten(n));
                }
                for (JsonNode child : c) {
                    children.add(plan(child, sessionId, depth + 1));
                }
            }
            return switch (kind) {
                case "Source" -> new Plan.Source(bool(n, "streaming"), value(n, "format"),
                        options(object(n, "options"), at),
                        n.has("schema") ? Optional.of(new Setting(value(n, "schema"), at)) : Optional.empty(),
                        sessionId, code, at);
                case "Watermark" -> new Plan.Watermark(value(n, "eventTime"), value(n, "delay"), only(children, n), code, at);
                case "Aggregate" -> new Plan.Aggregate(grouping(text(n, "grouping")), list(n, "keys", this::key),
                        exprs(object(n, "aggregates")), only(children, n), code, at);
                case "Project" -> new Plan.Project(new ColumnMapping.Select(list(n, "outputs",
                        o -> new ColumnMapping.Select.Output(nullableText(o, "name"), nullableText(o, "source")))),
                        exprs(object(n, "expressions")), only(children, n), code, at);
                case "Operator" -> new Plan.Operator(text(n, "method"), exprs(object(n, "expressions")), only(children, n), code, at);
                case "Deduplicate" -> new Plan.Deduplicate(n.has("keys") ? Optional.of(list(n, "keys", JsonNode::asText))
                        : Optional.empty(), bool(n, "withinWatermark"), only(children, n), code, at);
                case "Join" -> new Plan.Join(text(n, "method"), value(n, "joinType"), condition(object(n, "condition")),
                        two(children, n).get(0), two(children, n).get(1), code, at);
                case "Binary" -> new Plan.Binary(text(n, "method"), two(children, n).get(0), two(children, n).get(1), code, at);
                case "GroupMap" -> new Plan.GroupMap(text(n, "method"), only(children, n), code, at);
                case "StatefulMap" -> new Plan.StatefulMap(text(n, "method"),
                        n.has("outputMode") ? Optional.of(value(n, "outputMode")) : Optional.empty(),
                        n.has("timeout") ? Optional.of(value(n, "timeout")) : Optional.empty(),
                        n.has("initialState") ? Optional.of(plan(object(n, "initialState"), sessionId, depth + 1)) : Optional.empty(),
                        only(children, n), code, at);
                case "Action" -> new Plan.Action(text(n, "method"), only(children, n), code, at);
                case "Untraced" -> new Plan.Untraced(text(n, "reason"), code, at);
                default -> throw new DumpException("unknown plan node '" + kind + "'");
            };
        }

        Sink sink(JsonNode n) {
            SourceLocation at = at(n);
            Sink.Kind kind = enumValue(Sink.Kind.class, text(n, "kind"));
            Optional<Trigger> trigger = n.has("trigger")
                    ? Optional.of(new Trigger(value(object(n, "trigger"), "kind"), value(object(n, "trigger"), "interval"), at))
                    : Optional.empty();
            return new Sink(kind, setting(n, "format", at), setting(n, "outputMode", at), setting(n, "queryName", at),
                    trigger, options(object(n, "options"), at), Optional.empty(),
                    bool(n, "partitionBy") ? Optional.of(at) : Optional.empty(), Optional.empty(), at,
                    text(n, "terminal"), Optional.empty(), text(n, "code"), at);
        }

        GroupingKey key(JsonNode k) {
            String code = text(k, "code");
            return switch (text(k, "kind")) {
                case "Column" -> new GroupingKey.Column(text(k, "name"), text(k, "output"), code);
                case "TimeWindow" -> new GroupingKey.TimeWindow(text(k, "function"), text(k, "timeColumn"), text(k, "output"), code);
                case "Computed" -> new GroupingKey.Computed(code);
                case "Unreadable" -> new GroupingKey.Unreadable(code);
                default -> throw new DumpException("unknown grouping key kind in " + shorten(k));
            };
        }

        JoinCondition condition(JsonNode n) {
            JoinCondition.Kind kind = enumValue(JoinCondition.Kind.class, text(n, "kind"));
            String code = text(n, "code");
            return switch (kind) {
                case NONE -> JoinCondition.NONE;
                case USING -> JoinCondition.using(list(n, "using", JsonNode::asText), code);
                case UNREADABLE -> JoinCondition.unreadable(code);
                default -> JoinCondition.of(list(n, "conjuncts", this::predicate), code);
            };
        }

        JoinCondition.Predicate predicate(JsonNode p) {
            return switch (text(p, "kind")) {
                case "equality" -> new JoinCondition.Equality(operand(object(p, "left")), operand(object(p, "right")));
                case "comparison" -> new JoinCondition.Comparison(operand(object(p, "lower")), operand(object(p, "upper")));
                case "other" -> new JoinCondition.Other(exprs(object(p, "expression")));
                default -> throw new DumpException("unknown join conjunct in " + shorten(p));
            };
        }

        JoinCondition.Operand operand(JsonNode o) {
            Set<String> columns = new TreeSet<>(list(o, "columns", JsonNode::asText));
            return new JoinCondition.Operand(columns, Optional.ofNullable(nullableText(o, "column")), bool(o, "plain"));
        }

        Exprs exprs(JsonNode n) {
            return new Exprs(new TreeSet<>(list(n, "functions", JsonNode::asText)),
                    new TreeSet<>(list(n, "columns", JsonNode::asText)), bool(n, "readable"));
        }

        Options options(JsonNode n, SourceLocation at) {
            Options options = Options.empty();
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                options = options.with(e.getKey(), e.getValue().isNull() ? Value.unknown("not in the dump")
                        : Value.of(e.getValue().asText()), at);
            }
            return options;
        }

        Optional<Setting> setting(JsonNode n, String field, SourceLocation at) {
            return n.has(field) ? Optional.of(new Setting(value(n, field), at)) : Optional.empty();
        }

        Value value(JsonNode n, String field) {
            JsonNode v = n.get(field);
            if (v == null) {
                throw new DumpException("'" + field + "' is missing in " + shorten(n));
            }
            return v.isNull() ? Value.unknown("not in the dump") : Value.of(v.asText());
        }

        JsonNode object(JsonNode n, String field) {
            JsonNode v = n.get(field);
            if (v == null || !v.isObject()) {
                throw new DumpException("'" + field + "' is missing or not an object in " + shorten(n));
            }
            return v;
        }

        String text(JsonNode n, String field) {
            JsonNode v = n.get(field);
            if (v == null || !v.isTextual()) {
                throw new DumpException("'" + field + "' is missing or not a string in " + shorten(n));
            }
            return v.asText();
        }

        static @Nullable String nullableText(JsonNode n, String field) {
            JsonNode v = n.get(field);
            return v == null || v.isNull() ? null : v.asText();
        }

        boolean bool(JsonNode n, String field) {
            JsonNode v = n.get(field);
            if (v == null || !v.isBoolean()) {
                throw new DumpException("'" + field + "' is missing or not true/false in " + shorten(n));
            }
            return v.booleanValue();
        }

        <T> List<T> list(JsonNode n, String field, Function<JsonNode, T> item) {
            JsonNode v = n.get(field);
            if (v == null) {
                return List.of();
            }
            if (!v.isArray()) {
                throw new DumpException("'" + field + "' is not an array in " + shorten(n));
            }
            List<T> out = new ArrayList<>();
            v.forEach(e -> out.add(item.apply(e)));
            return out;
        }

        static Plan.Grouping grouping(String name) {
            return enumValue(Plan.Grouping.class, name);
        }

        static <E extends Enum<E>> E enumValue(Class<E> type, String name) {
            try {
                return Enum.valueOf(type, name);
            } catch (IllegalArgumentException e) {
                throw new DumpException("'" + name + "' is not a " + type.getSimpleName());
            }
        }

        static Plan only(List<Plan> children, JsonNode n) {
            if (children.size() != 1) {
                throw new DumpException("a " + n.path("node").asText() + " node needs one child, not " + children.size());
            }
            return children.get(0);
        }

        static List<Plan> two(List<Plan> children, JsonNode n) {
            if (children.size() != 2) {
                throw new DumpException("a " + n.path("node").asText() + " node needs two children, not " + children.size());
            }
            return children;
        }

        static String shorten(JsonNode n) {
            String s = n.toString();
            return s.length() > 80 ? s.substring(0, 77) + "..." : s;
        }
    }
}
