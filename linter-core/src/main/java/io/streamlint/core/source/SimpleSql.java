package io.streamlint.core.source;

import io.streamlint.core.model.ColumnMapping;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The few SQL shapes the Java frontend reads without Spark's parser: a select item that is a column or
 * an aliased expression, and {@code SET key=value}. Anything else is left to the Catalyst frontend.
 */
final class SimpleSql {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*|`[^`]+`");
    private static final Pattern SET = Pattern.compile("(?is)\\s*SET\\s+([^=\\s]+)\\s*=\\s*(.*?)\\s*;?\\s*");
    /** {@code f(...) name}: a function call aliased without AS. */
    private static final Pattern ALIASED_CALL = Pattern.compile("(?s)([A-Za-z_][A-Za-z0-9_.]*\\s*\\(.*\\))\\s*"
            + "([A-Za-z_][A-Za-z0-9_]*|`[^`]+`)");
    /** {@code CAST(col AS type)}: Spark names the cast of a column after the column. */
    private static final Pattern CAST_OF_COLUMN = Pattern.compile("(?is)CAST\\s*\\(\\s*([A-Za-z_][A-Za-z0-9_]*|`[^`]+`)"
            + "\\s+AS\\s+[^()]+(\\([^()]*\\))?\\s*\\)");

    private SimpleSql() {
    }

    static boolean isIdentifier(String text) {
        return IDENTIFIER.matcher(text.strip()).matches();
    }

    /**
     * One {@code selectExpr} item: {@code *}, {@code col}, {@code col AS name}, {@code col name}, or a computed
     * {@code expr AS name} / {@code expr} (which carries no column's watermark, and is named by Spark: the
     * column's name for {@code CAST(col AS type)}, else unknown here).
     */
    static ColumnMapping.Select.Output selectItem(String sql) {
        String item = sql.strip();
        if (item.equals("*")) {
            return ColumnMapping.Select.Output.STAR;
        }
        if (isIdentifier(item)) {
            return new ColumnMapping.Select.Output(unquote(item), unquote(item));
        }
        int as = topLevelAs(item);
        if (as >= 0) {
            String expression = item.substring(0, as).strip();
            String alias = unquote(item.substring(as + 4).strip());
            return new ColumnMapping.Select.Output(alias, isIdentifier(expression) ? unquote(expression) : null);
        }
        String[] words = item.split("\\s+");
        if (words.length == 2 && isIdentifier(words[0]) && isIdentifier(words[1])) {
            return new ColumnMapping.Select.Output(unquote(words[1]), unquote(words[0]));
        }
        Matcher call = ALIASED_CALL.matcher(item);
        if (call.matches() && closingParenthesis(item, item.indexOf('(')) == call.end(1) - 1) {
            return new ColumnMapping.Select.Output(unquote(call.group(2)), null);
        }
        Matcher cast = CAST_OF_COLUMN.matcher(item);
        return new ColumnMapping.Select.Output(cast.matches() ? unquote(cast.group(1)) : null, null);
    }

    /** What a SQL condition compares: an equality ({@code =}, {@code ==}, {@code <=>}) and/or a range. */
    record Comparisons(boolean equality, boolean range) {
    }

    /** The comparisons of a SQL condition, outside quotes: enough to tell an equi-join from a range join. */
    static Comparisons comparisons(String sql) {
        boolean equality = false;
        boolean range = false;
        char quote = 0;
        for (int i = 0; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
                continue;
            }
            if (c == '\'' || c == '"' || c == '`') {
                quote = c;
            } else if (c == '<' || c == '>') {
                if (sql.startsWith("<=>", i)) {
                    equality = true;
                    i += 2;
                } else if (sql.startsWith("<>", i)) {
                    i++;
                } else {
                    range = true;
                    if (i + 1 < sql.length() && sql.charAt(i + 1) == '=') {
                        i++;
                    }
                }
            } else if (c == '=' && (i == 0 || sql.charAt(i - 1) != '!')) {
                equality = true;
                if (i + 1 < sql.length() && sql.charAt(i + 1) == '=') {
                    i++;
                }
            }
        }
        range |= sql.toUpperCase(Locale.ROOT).matches("(?s).*\\bBETWEEN\\b.*");
        return new Comparisons(equality, range);
    }

    /** {@code SET k=v} as {@code [k, v]}. */
    static Optional<String[]> setCommand(String sql) {
        Matcher m = SET.matcher(sql);
        return m.matches() ? Optional.of(new String[] {m.group(1), m.group(2)}) : Optional.empty();
    }

    /** Index of the last " AS " outside parentheses and quotes, or -1. */
    private static int topLevelAs(String item) {
        int depth = 0;
        int found = -1;
        boolean quoted = false;
        String upper = item.toUpperCase(Locale.ROOT);
        for (int i = 0; i < item.length(); i++) {
            char c = item.charAt(i);
            if (c == '\'' || c == '`') {
                quoted = !quoted;
            } else if (!quoted && c == '(') {
                depth++;
            } else if (!quoted && c == ')') {
                depth--;
            } else if (!quoted && depth == 0 && upper.startsWith(" AS ", i)) {
                found = i;
            }
        }
        return found;
    }

    /** Index of the parenthesis closing the one at {@code open}, outside quotes, or -1. */
    private static int closingParenthesis(String text, int open) {
        int depth = 0;
        char quote = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '\'' || c == '"' || c == '`') {
                quote = c;
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    private static String unquote(String identifier) {
        return identifier.startsWith("`") && identifier.endsWith("`") && identifier.length() > 1
                ? identifier.substring(1, identifier.length() - 1) : identifier;
    }
}
