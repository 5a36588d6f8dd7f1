package io.streamlint.core.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A rule's documentation page, {@code docs/<ID>.md}: a title line {@code # <ID> <Name>}, a summary
 * paragraph, then the sections {@code ## Why}, {@code ## Fix} and {@code ## Example}. The page is the
 * single source of the long texts in SARIF ({@code fullDescription}, {@code help}) and of {@code explain}.
 */
public record RuleDoc(String markdown, String title, Map<String, String> sections) {

    /** Where built-in rule pages are on the class path. */
    public static final String RESOURCE_DIR = "streamlint/docs/";

    /** Reads {@code streamlint/docs/<id>.md} with the class loader of {@code owner}. */
    public static RuleDoc load(Class<?> owner, String id) {
        String resource = RESOURCE_DIR + id + ".md";
        try (InputStream in = owner.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("rule " + id + " has no documentation page " + resource);
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    public static RuleDoc parse(String markdown) {
        String normalized = markdown.replace("\r\n", "\n");
        String title = "";
        Map<String, String> sections = new LinkedHashMap<>();
        String current = null;
        StringBuilder body = new StringBuilder();
        boolean inFence = false;
        for (String line : normalized.split("\n", -1)) {
            if (line.startsWith("```")) {
                inFence = !inFence;
            }
            if (!inFence && line.startsWith("# ") && title.isEmpty()) {
                title = line.substring(2).trim();
                current = "";
                continue;
            }
            if (!inFence && line.startsWith("## ")) {
                if (current != null) {
                    sections.put(current, body.toString().strip());
                }
                current = line.substring(3).trim();
                body.setLength(0);
                continue;
            }
            body.append(line).append('\n');
        }
        if (current != null) {
            sections.put(current, body.toString().strip());
        }
        return new RuleDoc(normalized, title, Map.copyOf(sections));
    }

    /** The paragraph under the title. */
    public String summary() {
        return sections.getOrDefault("", "");
    }

    public String why() {
        return sections.getOrDefault("Why", "");
    }

    public String fix() {
        return sections.getOrDefault("Fix", "");
    }

    public String example() {
        return sections.getOrDefault("Example", "");
    }
}
