package io.streamlint.core.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the update part of an upsert: the {@code SET} list of a {@code MERGE .. WHEN MATCHED THEN UPDATE SET}, of an
 * {@code INSERT .. ON CONFLICT .. DO UPDATE SET} (PostgreSQL, SQLite), an {@code INSERT .. ON DUPLICATE KEY UPDATE}
 * (MySQL) or an {@code UPDATE .. SET}, or one assignment of a merge builder, and tells whether it <em>accumulates</em>: sets a column to an
 * expression that adds to (or subtracts from, or concatenates to) the column's current value in the target
 * ({@code n = t.n + s.n}), so that running the same rows twice counts them twice. Text, not a SQL parser: these
 * dialects are not Spark's, and only the assignments matter.
 */
public final class Upserts {

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.DOTALL;
    private static final Pattern MERGE_TARGET = Pattern.compile(
            "\\bMERGE\\s+INTO\\s+([\\w.`\"\\[\\]]+)(?:\\s+(?:AS\\s+)?(\\w+))?\\s+USING\\b", FLAGS);
    private static final Pattern MERGE_SET = Pattern.compile(
            "\\bWHEN\\s+MATCHED\\b.*?\\bTHEN\\s+UPDATE\\s+SET\\s+(.*?)(?=\\bWHEN\\b|;|$)", FLAGS);
    private static final Pattern INSERT_TARGET = Pattern.compile(
            "\\bINSERT\\s+INTO\\s+([\\w.`\"\\[\\]]+)(?:\\s+AS\\s+(\\w+))?", FLAGS);
    private static final Pattern CONFLICT_SET = Pattern.compile(
            "\\bON\\s+CONFLICT\\b.*?\\bDO\\s+UPDATE\\s+SET\\s+(.*?)(?=\\bWHERE\\b|\\bRETURNING\\b|;|$)", FLAGS);
    private static final Pattern DUPLICATE_SET = Pattern.compile(
            "\\bON\\s+DUPLICATE\\s+KEY\\s+UPDATE\\s+(.*?)(?=;|$)", FLAGS);
    private static final Pattern UPDATE_TARGET = Pattern.compile(
            "^\\s*UPDATE\\s+([\\w.`\"\\[\\]]+)(?:\\s+(?:AS\\s+)?(?!SET\\b)(\\w+))?\\s+SET\\b", FLAGS);
    private static final Pattern UPDATE_SET = Pattern.compile(
            "^\\s*UPDATE\\s.*?\\bSET\\s+(.*?)(?=\\bWHERE\\b|\\bFROM\\b|;|$)", FLAGS);
    /** The value being written, not the target's: PostgreSQL's EXCLUDED row, MySQL's VALUES(col) and new-row alias. */
    private static final Pattern INCOMING = Pattern.compile("\\bEXCLUDED\\s*\\.\\s*\\w+|\\bVALUES\\s*\\(\\s*\\w+\\s*\\)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern ADDS = Pattern.compile("[+\\-]|\\|\\||\\bconcat\\s*\\(|\\barray_union\\s*\\(",
            Pattern.CASE_INSENSITIVE);

    private Upserts() {
    }

    /**
     * The first assignment of the statement's upsert that accumulates, as written ({@code n = t.n + s.n}); empty when
     * the statement is no upsert or replaces what it matches.
     */
    public static Optional<String> accumulating(String sql) {
        for (var clause : List.of(new Clause(MERGE_TARGET, MERGE_SET), new Clause(INSERT_TARGET, CONFLICT_SET),
                new Clause(INSERT_TARGET, DUPLICATE_SET), new Clause(UPDATE_TARGET, UPDATE_SET))) {
            Matcher set = clause.set().matcher(sql);
            Matcher target = clause.target().matcher(sql);
            if (set.find() && target.find()) {
                Set<String> names = names(target.group(1), target.group(2));
                for (String assignment : topLevel(set.group(1))) {
                    if (accumulates(assignment, names)) {
                        return Optional.of(assignment.strip().replaceAll("\\s+", " "));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Does {@code column = expression} (a merge builder's assignment) accumulate, the target being known by
     * {@code targetNames} (its alias, its table name)?
     */
    public static boolean accumulates(String column, String expression, Set<String> targetNames) {
        Set<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        names.addAll(targetNames);
        return accumulates(column + " = " + expression, names);
    }

    private record Clause(Pattern target, Pattern set) {
    }

    /** The names a statement may qualify the target's columns with: its alias and its table name's last part. */
    private static Set<String> names(String table, String alias) {
        Set<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        String unquoted = table.replaceAll("[`\"\\[\\]]", "");
        names.add(unquoted.substring(unquoted.lastIndexOf('.') + 1));
        if (alias != null && !alias.equalsIgnoreCase("USING")) {
            names.add(alias);
        }
        return names;
    }

    private static boolean accumulates(String assignment, Set<String> targetNames) {
        int eq = assignment.indexOf('=');
        if (eq < 0) {
            return false;
        }
        String left = assignment.substring(0, eq).replaceAll("[`\"\\[\\]\\s]", "");
        String column = left.substring(left.lastIndexOf('.') + 1);
        String right = INCOMING.matcher(assignment.substring(eq + 1)).replaceAll(" ");
        if (column.isEmpty() || !ADDS.matcher(right).find()) {
            return false;
        }
        Matcher reference = Pattern.compile("(?<![\\w.])(?:[`\"]?(\\w+)[`\"]?\\s*\\.\\s*)?[`\"]?" + Pattern.quote(column)
                + "[`\"]?(?![\\w(])", Pattern.CASE_INSENSITIVE).matcher(right);
        while (reference.find()) {
            String qualifier = reference.group(1);
            if (qualifier == null || targetNames.contains(qualifier)) {
                return true;
            }
        }
        return false;
    }

    /** The comma-separated parts of a SET list, commas inside parentheses and quotes left alone. */
    private static List<String> topLevel(String list) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        char quote = 0;
        int start = 0;
        for (int i = 0; i < list.length(); i++) {
            char c = list.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '\'' || c == '"' || c == '`') {
                quote = c;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                parts.add(list.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(list.substring(start));
        return parts.stream().filter(p -> !p.isBlank()).toList();
    }
}
