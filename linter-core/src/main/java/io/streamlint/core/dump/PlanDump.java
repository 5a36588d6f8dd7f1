package io.streamlint.core.dump;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.streamlint.core.api.Rule;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.model.StreamingQuery;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A streaming query written where Spark runs (from Java, Scala or PySpark) and linted where it does not: a JSON
 * file, {@code *.streamlint-plan.json}, holding
 * <ul>
 *   <li>{@code format}: {@value #FORMAT};</li>
 *   <li>{@code query}: the query as text, one line an element: the writer, then the analysed plan one node a
 *       line; findings point at these lines of the file;</li>
 *   <li>{@code sparkVersion}, and {@code sparkRejection}: the message of Spark's own checker, or null;</li>
 *   <li>{@code model}: Streamlint's model of the query ({@link QueryJson});</li>
 *   <li>{@code sparkPlan}: Spark's own JSON of the analysed plan ({@code LogicalPlan.toJSON}), for reference
 *       (Spark leaves out of it what it cannot render, such as source options, so it is not what is linted).</li>
 * </ul>
 * Dumps are untrusted input: over {@value #MAX_BYTES} bytes, nested deeper than {@value #MAX_NESTING}, or not of
 * this shape, a dump is refused with a {@link DumpException} naming the problem.
 */
public record PlanDump(String sparkVersion, Optional<String> sparkRejection, StreamingQuery query) {

    public static final String FORMAT = "streamlint-plan-dump/1";
    /**
     * Whether {@code rule} judges queries read from plans: false for a rule whose {@link RuleInfo#onPlans()} says it
     * judges where code sets something, which a plan cannot show.
     */
    public static boolean judges(Rule rule) {
        RuleInfo info = rule.getClass().getAnnotation(RuleInfo.class);
        return info == null || info.onPlans();
    }

    public static final String SUFFIX = ".streamlint-plan.json";
    public static final long MAX_BYTES = 10L * 1024 * 1024;
    public static final int MAX_NESTING = 1000;
    /** The name of the query's first line, the writer's settings. */
    private static final String WRITER = "writeStream";

    /** Built on first use, in a holder: every run asks {@link #isDump}, few read or write a dump. */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING).build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build())
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    public static boolean isDump(Path file) {
        return file.getFileName().toString().endsWith(SUFFIX);
    }

    /** The dump's JSON text: the query's text lines first, so that findings point at them. */
    public static String write(List<String> queryText, String sparkVersion, Optional<String> sparkRejection,
                               StreamingQuery query, String sparkPlanJson) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("format", FORMAT);
        queryText.forEach(root.putArray("query")::add);
        root.put("sparkVersion", sparkVersion);
        root.put("sparkRejection", sparkRejection.orElse(null));
        root.set("model", QueryJson.write(query));
        try {
            root.set("sparkPlan", Json.MAPPER.readTree(sparkPlanJson));
            // One array element a line (Jackson's default prints arrays on one line), "\n" on every platform.
            DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
            DefaultPrettyPrinter printer = new DefaultPrettyPrinter().withArrayIndenter(indenter).withObjectIndenter(indenter);
            return Json.MAPPER.writer(printer).writeValueAsString(root) + "\n";
        } catch (IOException e) {
            throw new IllegalArgumentException("Spark's plan JSON does not parse: " + e.getMessage(), e);
        }
    }

    /** Reads a dump file; locations point into it. */
    public static PlanDump read(Path file) throws IOException {
        long size = Files.size(file);
        if (size > MAX_BYTES) {
            throw new DumpException("the dump has " + size + " bytes, more than " + MAX_BYTES);
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(text);
        } catch (JacksonException e) {
            JsonLocation at = e.getLocation();
            int line = at == null ? 0 : Math.max(0, at.getLineNr());
            int column = at == null ? 0 : Math.max(0, at.getColumnNr());
            throw new DumpException("not JSON: " + kindOf(e) + (line > 0 ? " (line " + line
                    + (column > 0 ? ", column " + column : "") + ")" : ""), line, column);
        }
        if (root == null || !root.isObject() || !FORMAT.equals(root.path("format").asText())) {
            throw new DumpException("not a plan dump: 'format' is not \"" + FORMAT + "\"");
        }
        JsonNode model = root.get("model");
        if (model == null || !model.isObject()) {
            throw new DumpException("'model' is missing or not an object");
        }
        JsonNode rejection = root.path("sparkRejection");
        return new PlanDump(root.path("sparkVersion").asText(""),
                rejection.isTextual() ? Optional.of(rejection.asText()) : Optional.empty(),
                QueryJson.read(model, file.toAbsolutePath().normalize(), firstQueryLine(text) - 1,
                        root.get("query").size()));
    }

    /**
     * What kind of problem Jackson found, in words of our own: its messages quote the offending text, and a file
     * named like a dump that is not one may hold anything (a secret), which a report must not repeat.
     */
    private static String kindOf(JacksonException e) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (e instanceof StreamConstraintsException) {
            return message.contains("nesting depth") ? "nesting depth over " + MAX_NESTING : "a value over Jackson's limits";
        }
        if (message.startsWith("Duplicate field")) {
            return "a key is given twice in one object";
        }
        if (message.startsWith("Trailing token")) {
            return "data after the end of the JSON document";
        }
        if (e instanceof JsonEOFException || message.startsWith("Unexpected end-of-input")) {
            return "the JSON document ends early";
        }
        if (e instanceof MismatchedInputException && message.startsWith("No content")) {
            return "the file is empty";
        }
        return "invalid JSON syntax";
    }

    /**
     * The element of the query's text on line {@code line} of a dump: the writer ({@code writeStream}), or a plan
     * node.
     *
     * @param name the node's name ({@code Aggregate}, {@code StreamingRelationV2}), or {@code writeStream}
     * @param path the nodes from the plan's root down to this one, {@code " > "} between them; a node that is one
     *             of several children of its parent has its position among them in brackets
     *             ({@code Join > Project[2] > StreamingRelationV2}); the writer's path is {@code writeStream}
     */
    record QueryElement(String name, String path) {
    }

    /**
     * The query text of a dump, read once ({@link PlanDumpIndex} asks it for every finding and related location in
     * the dump):
     * the plan's lines with each node's parent and its place among the parent's children, so that what a line
     * shows takes time in its depth, not in the size of the dump.
     */
    static final class QueryText {
        private final int firstLine;
        private final List<String> plan;
        private final int[] parent;
        private final int[] position;
        private final int[] siblings;

        private QueryText(int firstLine, List<String> plan) {
            this.firstLine = firstLine;
            this.plan = plan;
            int n = plan.size();
            int[] depth = plan.stream().mapToInt(PlanDump::depth).toArray();
            parent = new int[n];
            position = new int[n];
            siblings = new int[n];
            // Lines are the plan in pre-order, two spaces of indentation a level (see the testing module's
            // QueryText): a node's parent is the nearest line before it that is less indented.
            Deque<Integer> open = new ArrayDeque<>();
            Map<Long, Integer> children = new HashMap<>();
            for (int node = 0; node < n; node++) {
                while (!open.isEmpty() && depth[open.peek()] >= depth[node]) {
                    open.pop();
                }
                parent[node] = open.isEmpty() ? -1 : open.peek();
                open.push(node);
                position[node] = children.merge(siblingGroup(node, depth[node]), 1, Integer::sum);
            }
            for (int node = 0; node < n; node++) {
                siblings[node] = Objects.requireNonNull(children.get(siblingGroup(node, depth[node])));
            }
        }

        /** The children of one parent at one depth (a top-level node has no siblings to number). */
        private long siblingGroup(int node, int depth) {
            return parent[node] < 0 ? -1 - node : (long) parent[node] * Integer.MAX_VALUE + depth;
        }

        /** What line {@code line} of the dump shows, if it is a line of its query. */
        Optional<QueryElement> elementAt(int line) {
            int index = line - firstLine;
            if (index < 0 || index > plan.size()) {
                return Optional.empty();
            }
            if (index == 0) {
                return Optional.of(new QueryElement(WRITER, WRITER));
            }
            List<String> path = new ArrayList<>();
            for (int node = index - 1; node >= 0; node = parent[node]) {
                path.add(nodeName(plan.get(node)) + (siblings[node] > 1 ? "[" + position[node] + "]" : ""));
            }
            Collections.reverse(path);
            return Optional.of(new QueryElement(nodeName(plan.get(index - 1)), String.join(" > ", path)));
        }
    }

    /** The query text of the dump whose text is {@code text}; empty when it is not a dump this run could read. */
    static Optional<QueryText> queryText(String text) {
        try {
            JsonNode lines = Json.MAPPER.readTree(text).path("query");
            int first = firstQueryLine(text);
            if (!lines.isArray() || lines.isEmpty()) {
                return Optional.empty();
            }
            List<String> plan = new ArrayList<>();
            for (int i = 1; i < lines.size(); i++) {
                if (!lines.get(i).isTextual()) {
                    return Optional.empty();
                }
                plan.add(lines.get(i).asText());
            }
            return lines.get(0).isTextual() ? Optional.of(new QueryText(first, plan)) : Optional.empty();
        } catch (IOException | DumpException e) {
            return Optional.empty(); // e.g. a file that cannot be read now: no query, no lines to name
        }
    }

    private static int depth(String planLine) {
        int spaces = 0;
        while (spaces < planLine.length() && planLine.charAt(spaces) == ' ') {
            spaces++;
        }
        return spaces / 2;
    }

    /** The node's name: the first word of its line, without Spark's markers ({@code ~} for a streaming relation). */
    private static String nodeName(String planLine) {
        String word = planLine.strip().split("\\s+", 2)[0];
        String name = word.replaceFirst("^[^A-Za-z]+", "");
        return name.isEmpty() ? word : name;
    }

    /** The line of the file that holds the first element of {@code query}. */
    private static int firstQueryLine(String text) throws IOException {
        try (JsonParser p = Json.MAPPER.getFactory().createParser(text)) {
            int depth = 0;
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                    depth++;
                } else if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                    depth--;
                } else if (t == JsonToken.FIELD_NAME && depth == 1 && p.currentName().equals("query")) {
                    if (p.nextToken() != JsonToken.START_ARRAY || p.nextToken() != JsonToken.VALUE_STRING) {
                        throw new DumpException("'query' is not an array of text lines");
                    }
                    return p.currentTokenLocation().getLineNr();
                }
            }
        }
        throw new DumpException("'query' is missing");
    }
}
