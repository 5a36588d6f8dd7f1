package io.streamlint.core.engine;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Precision;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.RuleDoc;
import io.streamlint.core.api.Severity;
import io.streamlint.core.frontend.CodeElement;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SourceLocation;
import org.jspecify.annotations.Nullable;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a {@link RunCache} file holds: the keys of a run and its result without what the linter and the request
 * give back. Written and read with Jackson's streaming parser, field by field: a replayed run is a few hundred
 * milliseconds of a cold JVM, and data binding (reflection over these records) cost more than the rest of it.
 *
 * @param stamp the key over file sizes and times instead of contents; null when a file was too recently written
 *              for its time to tell a later change apart ({@link RunCache})
 * @param key   the key over file contents: the authority
 * @param rules    the rules the result describes, pages included, so that a replay loads none
 * @param elements {@link LintResult#elements()}, one entry a file and line, so that a replay's reports name the plan
 *                 nodes as the run's did without reading a dump
 */
record StoredRun(int format, @Nullable String stamp, String key, List<RuleDescriptor> rules, List<Finding> findings, List<Problem> problems,
                 int filesScanned, int filesParsed, int queries, int sources, List<Suppressed> suppressed,
                 List<Keyed> keys, List<Element> elements) {

    /** One entry of {@link LintResult#keys()}. */
    record Keyed(Finding finding, FindingKey key) {
    }

    /** One entry of {@link LintResult#elements()}: the element on line {@code line} of {@code file}. */
    record Element(Path file, int line, CodeElement element) {
    }

    /** The entries of {@code elements}, by file and line. */
    static List<Element> entriesOf(Map<Path, Map<Integer, CodeElement>> elements) {
        List<Element> out = new ArrayList<>();
        new TreeMap<>(elements).forEach((file, lines) -> new TreeMap<>(lines)
                .forEach((line, element) -> out.add(new Element(file, line, element))));
        return out;
    }

    /** {@link #elements()} as {@link LintResult#elements()} holds them. */
    Map<Path, Map<Integer, CodeElement>> elementsByFile() {
        Map<Path, Map<Integer, CodeElement>> byFile = new TreeMap<>();
        elements.forEach(e -> byFile.computeIfAbsent(e.file(), f -> new TreeMap<>()).put(e.line(), e.element()));
        return byFile;
    }

    private static final JsonFactory JSON = new JsonFactory();

    /** This run with another stamp (same result, same content key). */
    StoredRun withStamp(String newStamp) {
        return new StoredRun(format, newStamp, key, rules, findings, problems, filesScanned, filesParsed, queries, sources,
                suppressed, keys, elements);
    }

    String toJson() throws IOException {
        StringWriter text = new StringWriter();
        try (JsonGenerator out = JSON.createGenerator(text)) {
            out.writeStartObject();
            out.writeNumberField("format", format);
            out.writeStringField("stamp", stamp);
            out.writeStringField("key", key);
            out.writeArrayFieldStart("rules");
            for (RuleDescriptor rule : rules) {
                out.writeStartObject();
                out.writeStringField("id", rule.id());
                out.writeStringField("name", rule.name());
                out.writeStringField("defaultSeverity", rule.defaultSeverity().name());
                out.writeStringField("summary", rule.summary());
                out.writeArrayFieldStart("tags");
                for (String tag : rule.tags()) {
                    out.writeString(tag);
                }
                out.writeEndArray();
                out.writeStringField("precision", rule.precision().name());
                out.writeBooleanField("productionOnly", rule.productionOnly());
                out.writeStringField("doc", rule.doc().markdown());
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeArrayFieldStart("findings");
            for (Finding finding : findings) {
                write(out, finding);
            }
            out.writeEndArray();
            out.writeArrayFieldStart("problems");
            for (Problem problem : problems) {
                out.writeStartObject();
                out.writeStringField("file", problem.file().toString());
                out.writeNumberField("line", problem.line());
                out.writeNumberField("column", problem.column());
                out.writeStringField("message", problem.message());
                out.writeStringField("level", problem.level().name());
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeNumberField("filesScanned", filesScanned);
            out.writeNumberField("filesParsed", filesParsed);
            out.writeNumberField("queries", queries);
            out.writeNumberField("sources", sources);
            out.writeArrayFieldStart("suppressed");
            for (Suppressed s : suppressed) {
                out.writeStartObject();
                out.writeFieldName("finding");
                write(out, s.finding());
                out.writeStringField("kind", s.kind().name());
                out.writeStringField("justification", s.justification());
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeArrayFieldStart("keys");
            for (Keyed keyed : keys) {
                out.writeStartObject();
                out.writeFieldName("finding");
                write(out, keyed.finding());
                out.writeObjectFieldStart("key");
                out.writeStringField("scope", keyed.key().scope());
                out.writeStringField("code", keyed.key().code());
                out.writeNumberField("occurrence", keyed.key().occurrence());
                out.writeEndObject();
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeArrayFieldStart("elements");
            for (Element element : elements) {
                out.writeStartObject();
                out.writeStringField("file", element.file().toString());
                out.writeNumberField("line", element.line());
                out.writeStringField("name", element.element().name());
                out.writeStringField("path", element.element().path());
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeEndObject();
        }
        return text.toString();
    }

    private static void write(JsonGenerator out, Finding finding) throws IOException {
        out.writeStartObject();
        out.writeStringField("ruleId", finding.ruleId());
        out.writeStringField("severity", finding.severity().name());
        out.writeStringField("message", finding.message());
        out.writeFieldName("location");
        write(out, finding.location());
        out.writeArrayFieldStart("related");
        for (RelatedLocation related : finding.related()) {
            out.writeStartObject();
            out.writeFieldName("location");
            write(out, related.location());
            out.writeStringField("message", related.message());
            out.writeEndObject();
        }
        out.writeEndArray();
        out.writeEndObject();
    }

    private static void write(JsonGenerator out, SourceLocation location) throws IOException {
        if (location == null) {
            out.writeNull();
            return;
        }
        out.writeStartObject();
        out.writeStringField("file", location.file().toString());
        out.writeNumberField("line", location.line());
        out.writeNumberField("column", location.column());
        out.writeNumberField("endLine", location.endLine());
        out.writeNumberField("endColumn", location.endColumn());
        out.writeEndObject();
    }

    /**
     * The run stored in {@code file}, or null when it was stored in another format than {@code format}.
     *
     * @throws java.nio.file.NoSuchFileException when there is none
     * @throws IOException                       when it cannot be read or is not a whole stored run
     */
    static @Nullable StoredRun read(Path file, int format) throws IOException {
        try (InputStream bytes = Files.newInputStream(file); JsonParser in = JSON.createParser(bytes)) {
            Reader reader = new Reader(in);
            reader.start(JsonToken.START_OBJECT);
            if (reader.intField("format") != format) {
                return null;
            }
            StoredRun run = reader.run(format);
            if (in.nextToken() != null) {
                throw new IOException("text after the stored run");
            }
            return run;
        } catch (IllegalArgumentException e) {
            // A value the run cannot hold: an unknown severity, level or kind (Enum.valueOf), a path that is not one
            // (InvalidPathException), a line or column a location refuses.
            throw new IOException("not a stored run: " + e.getMessage(), e);
        }
    }

    /**
     * Reads the form {@link #toJson()} writes, in its order; anything else is an {@link IOException}. Each
     * {@code ...Body} method reads an object's fields and its end, its start having been read.
     */
    private record Reader(JsonParser in) {

        /** The rest of a run, its format having been read. */
        StoredRun run(int format) throws IOException {
            String stamp = nullableTextField("stamp");
            String key = textField("key");
            List<RuleDescriptor> rules = new ArrayList<>();
            array("rules", () -> {
                String id = textField("id");
                String name = textField("name");
                Severity severity = Severity.valueOf(textField("defaultSeverity"));
                String summary = textField("summary");
                field("tags");
                start(JsonToken.START_ARRAY);
                List<String> tags = new ArrayList<>();
                while (in.nextToken() == JsonToken.VALUE_STRING) {
                    tags.add(in.getText());
                }
                expect(JsonToken.END_ARRAY);
                Precision precision = Precision.valueOf(textField("precision"));
                boolean productionOnly = booleanField("productionOnly");
                rules.add(new RuleDescriptor(id, name, severity, summary, tags, precision, productionOnly,
                        RuleDoc.parse(textField("doc"))));
                end();
            });
            List<Finding> findings = new ArrayList<>();
            array("findings", () -> findings.add(findingBody()));
            List<Problem> problems = new ArrayList<>();
            array("problems", () -> {
                problems.add(new Problem(Path.of(textField("file")), intField("line"), intField("column"),
                        textField("message"), Problem.Level.valueOf(textField("level"))));
                end();
            });
            int filesScanned = intField("filesScanned");
            int filesParsed = intField("filesParsed");
            int queries = intField("queries");
            int sources = intField("sources");
            List<Suppressed> suppressed = new ArrayList<>();
            array("suppressed", () -> {
                Finding finding = findingField();
                suppressed.add(new Suppressed(finding, Suppressed.Kind.valueOf(textField("kind")),
                        textField("justification")));
                end();
            });
            List<Keyed> keys = new ArrayList<>();
            array("keys", () -> {
                Finding finding = findingField();
                field("key");
                start(JsonToken.START_OBJECT);
                keys.add(new Keyed(finding, new FindingKey(textField("scope"), textField("code"), intField("occurrence"))));
                end();
                end();
            });
            List<Element> elements = new ArrayList<>();
            array("elements", () -> {
                elements.add(new Element(Path.of(textField("file")), intField("line"),
                        new CodeElement(textField("name"), textField("path"))));
                end();
            });
            end();
            return new StoredRun(format, stamp, key, rules, findings, problems, filesScanned, filesParsed, queries, sources,
                    suppressed, keys, elements);
        }

        private Finding findingField() throws IOException {
            field("finding");
            start(JsonToken.START_OBJECT);
            return findingBody();
        }

        @SuppressWarnings("NullAway") // a damaged cache may hold a null location: ReplayCheck refuses that run
        private Finding findingBody() throws IOException {
            String ruleId = textField("ruleId");
            Severity severity = Severity.valueOf(textField("severity"));
            String message = textField("message");
            SourceLocation location = locationField();
            List<RelatedLocation> related = new ArrayList<>();
            array("related", () -> {
                SourceLocation at = locationField();
                related.add(new RelatedLocation(at, textField("message")));
                end();
            });
            end();
            return new Finding(ruleId, severity, message, location, related);
        }

        /** The field "location": a location or null. */
        private @Nullable SourceLocation locationField() throws IOException {
            field("location");
            if (in.nextToken() == JsonToken.VALUE_NULL) {
                return null;
            }
            expect(JsonToken.START_OBJECT);
            SourceLocation location = new SourceLocation(Path.of(textField("file")), intField("line"),
                    intField("column"), intField("endLine"), intField("endColumn"));
            end();
            return location;
        }

        private interface Body {
            void read() throws IOException;
        }

        /** The array field {@code name} of objects; {@code body} reads each one's fields and end. */
        private void array(String name, Body body) throws IOException {
            field(name);
            start(JsonToken.START_ARRAY);
            while (in.nextToken() != JsonToken.END_ARRAY) {
                expect(JsonToken.START_OBJECT);
                body.read();
            }
        }

        private void field(String name) throws IOException {
            if (in.nextToken() != JsonToken.FIELD_NAME || !name.equals(in.currentName())) {
                throw new IOException("expected the field " + name + " at " + in.currentLocation().offsetDescription());
            }
        }

        private int intField(String name) throws IOException {
            field(name);
            start(JsonToken.VALUE_NUMBER_INT);
            return in.getIntValue();
        }

        private boolean booleanField(String name) throws IOException {
            field(name);
            JsonToken token = in.nextToken();
            if (token != JsonToken.VALUE_TRUE && token != JsonToken.VALUE_FALSE) {
                throw new IOException("expected true or false at " + in.currentLocation().offsetDescription());
            }
            return token == JsonToken.VALUE_TRUE;
        }

        private String textField(String name) throws IOException {
            field(name);
            start(JsonToken.VALUE_STRING);
            return in.getText();
        }

        private @Nullable String nullableTextField(String name) throws IOException {
            field(name);
            return in.nextToken() == JsonToken.VALUE_NULL ? null : expect(JsonToken.VALUE_STRING).getText();
        }

        private void start(JsonToken token) throws IOException {
            in.nextToken();
            expect(token);
        }

        private JsonParser expect(JsonToken token) throws IOException {
            if (in.currentToken() != token) {
                throw new IOException("expected " + token + " at " + in.currentLocation().offsetDescription());
            }
            return in;
        }

        private void end() throws IOException {
            start(JsonToken.END_OBJECT);
        }
    }
}
