package io.streamlint.core.report;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Markdown of a rule page section as plain text, for SARIF's text-only fields: markup dropped, words and
 * sentences kept. Lines of a paragraph are joined, list items and code blocks keep their own lines,
 * paragraphs are separated by a blank line.
 */
final class PlainText {

    private static final Pattern FENCE = Pattern.compile("^\\s*(```|~~~).*");
    private static final Pattern LIST_ITEM = Pattern.compile("^(?:[-*+]|\\d+[.)])\\s+.*");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+");
    private static final Pattern QUOTE = Pattern.compile("^>\\s?");
    private static final Pattern CODE_SPAN = Pattern.compile("(`+)\\s?(.+?)\\s?\\1");
    private static final Pattern LINK = Pattern.compile("!?\\[([^\\]]*)]\\([^)]*\\)");
    private static final Pattern STRONG = Pattern.compile("(\\*\\*|__)(?=\\S)(.+?)(?<=\\S)\\1");
    // Word boundaries keep snake_case names and a * b intact.
    private static final Pattern EMPHASIS = Pattern.compile("(?<![\\w*])([*_])(?=\\S)(.+?)(?<=\\S)\\1(?![\\w*])");

    private PlainText() {
    }

    static String fromMarkdown(String markdown) {
        List<String> blocks = new ArrayList<>();
        List<String> lines = new ArrayList<>(); // the current block
        boolean inFence = false;
        for (String raw : markdown.replace("\r\n", "\n").split("\n")) {
            if (FENCE.matcher(raw).matches()) {
                endBlock(blocks, lines, inFence);
                inFence = !inFence;
            } else if (inFence) {
                lines.add(raw);
            } else if (raw.isBlank()) {
                endBlock(blocks, lines, false);
            } else {
                // Markup is dropped once a paragraph is whole: a code span may wrap across lines.
                String line = QUOTE.matcher(HEADING.matcher(raw.strip()).replaceFirst("")).replaceFirst("");
                boolean continuation = !lines.isEmpty() && !LIST_ITEM.matcher(raw.strip()).matches();
                if (continuation) {
                    lines.set(lines.size() - 1, lines.get(lines.size() - 1) + " " + line);
                } else {
                    lines.add(line);
                }
            }
        }
        endBlock(blocks, lines, inFence);
        return String.join("\n\n", blocks);
    }

    private static void endBlock(List<String> blocks, List<String> lines, boolean code) {
        if (!lines.isEmpty()) {
            blocks.add(String.join("\n", code ? lines : lines.stream().map(PlainText::inline).toList()).stripTrailing());
            lines.clear();
        }
    }

    /** Drops inline markup; the text of code spans is kept as written. */
    private static String inline(String line) {
        StringBuilder out = new StringBuilder();
        Matcher code = CODE_SPAN.matcher(line);
        int from = 0;
        while (code.find()) {
            out.append(dropEmphasis(line.substring(from, code.start()))).append(code.group(2));
            from = code.end();
        }
        return out.append(dropEmphasis(line.substring(from))).toString();
    }

    private static String dropEmphasis(String text) {
        String result = LINK.matcher(text).replaceAll("$1");
        result = STRONG.matcher(result).replaceAll("$2");
        return EMPHASIS.matcher(result).replaceAll("$2");
    }
}
