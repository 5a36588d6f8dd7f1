package io.streamlint.core.source;

import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.Exprs;
import io.streamlint.core.model.JoinCondition;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The few SQL shapes the Java frontend reads without Spark's parser: a select item that is a column or
 * an aliased expression, {@code SET key=value}, interval literals, and join conditions that are conjunctions of
 * comparisons. Anything else is left to the Catalyst frontend.
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

    /**
     * A join condition in SQL ({@code expr("clickAdId = impressionAdId AND clickTime >= impressionTime AND ...")}),
     * when it is a conjunction of comparisons between column references, numbers, strings, typed and interval
     * literals, with {@code +}/{@code -} and {@code BETWEEN}: its conjuncts. Empty for anything else (functions,
     * {@code OR}, {@code NOT}, {@code IS NULL}, ...), which is left to the Catalyst frontend.
     */
    static Optional<List<JoinCondition.Predicate>> condition(String sql) {
        return Condition.parse(sql, Condition::conjuncts);
    }

    /** One side of a SQL comparison ({@code impressionTime + interval 1 hour}), when {@link #condition} can read it. */
    static Optional<JoinCondition.Operand> operand(String sql) {
        return Condition.parse(sql, Condition::operand);
    }

    /** {@code INTERVAL 1 HOUR}, {@code interval '10 minutes'}, {@code INTERVAL 1 HOUR 30 MINUTES}: a constant. */
    static boolean isIntervalLiteral(String sql) {
        return Condition.parse(sql, p -> p.keyword("INTERVAL") && p.interval() ? Optional.of(true) : Optional.empty())
                .isPresent();
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

    /** A recursive-descent reader of the condition shapes {@link #condition} accepts; fails on anything else. */
    private static final class Condition {

        private static final Pattern TOKEN = Pattern.compile(
                "\\s*(`(?:[^`]|``)+`|'(?:[^'\\\\]|\\\\.)*'|\"(?:[^\"\\\\]|\\\\.)*\"|\\d+(?:\\.\\d+)?"
                        + "|[A-Za-z_][A-Za-z0-9_]*|<=>|<=|>=|<>|!=|==|[=<>+\\-().])");
        private static final Pattern UNIT = Pattern.compile(
                "(?i)(year|month|week|day|hour|minute|second|millisecond|microsecond)s?");
        /** Words that are not column names where an operand is expected. */
        private static final Set<String> RESERVED = Set.of("AND", "OR", "NOT", "BETWEEN", "IS", "IN", "LIKE", "RLIKE",
                "NULL", "TRUE", "FALSE", "CASE", "WHEN", "THEN", "ELSE", "END", "CAST", "EXISTS", "CURRENT_TIMESTAMP",
                "CURRENT_DATE", "CURRENT_TIME", "LOCALTIMESTAMP", "INTERVAL", "DISTINCT", "FROM", "ANY", "ALL", "SOME");
        private static final Set<String> TYPED_LITERALS = Set.of("TIMESTAMP", "DATE", "TIMESTAMP_NTZ", "TIMESTAMP_LTZ");

        private final List<String> tokens;
        private int next;

        private Condition(List<String> tokens) {
            this.tokens = tokens;
        }

        /** Tokenizes {@code sql} and applies {@code rule}, which must read every token. */
        private static <T> Optional<T> parse(String sql, Function<Condition, Optional<T>> rule) {
            List<String> tokens = new ArrayList<>();
            Matcher m = TOKEN.matcher(sql);
            int at = 0;
            while (!sql.substring(at).isBlank()) {
                m.region(at, sql.length());
                if (!m.lookingAt()) {
                    return Optional.empty();
                }
                tokens.add(m.group(1));
                at = m.end();
            }
            Condition parser = new Condition(tokens);
            Optional<T> result = rule.apply(parser);
            return parser.next == tokens.size() ? result : Optional.empty();
        }

        /** conjunct (AND conjunct)* */
        private Optional<List<JoinCondition.Predicate>> conjuncts() {
            List<JoinCondition.Predicate> result = new ArrayList<>();
            do {
                if (!conjunct(result)) {
                    return Optional.empty();
                }
            } while (keyword("AND"));
            return Optional.of(result);
        }

        /** ( conjuncts ) | operand (= | == | <=> | < | <= | > | >= | <> | !=) operand | operand BETWEEN operand AND operand */
        private boolean conjunct(List<JoinCondition.Predicate> into) {
            int start = next;
            if (symbol("(")) {
                Optional<List<JoinCondition.Predicate>> inner = conjuncts();
                if (inner.isPresent() && symbol(")")) {
                    into.addAll(inner.get());
                    return true;
                }
                next = start; // a parenthesised operand: (a + interval 1 hour) < b
            }
            Optional<JoinCondition.Operand> left = operand();
            if (left.isEmpty()) {
                return false;
            }
            if (keyword("BETWEEN")) {
                Optional<JoinCondition.Operand> low = operand();
                if (low.isEmpty() || !keyword("AND")) {
                    return false;
                }
                Optional<JoinCondition.Operand> high = operand();
                if (high.isEmpty()) {
                    return false;
                }
                into.add(new JoinCondition.Comparison(low.get(), left.get()));
                into.add(new JoinCondition.Comparison(left.get(), high.get()));
                return true;
            }
            String op = peek();
            if (op == null || !Set.of("=", "==", "<=>", "<", "<=", ">", ">=", "<>", "!=").contains(op)) {
                return false;
            }
            next++;
            Optional<JoinCondition.Operand> right = operand();
            if (right.isEmpty()) {
                return false;
            }
            JoinCondition.Operand l = left.get();
            JoinCondition.Operand r = right.get();
            into.add(switch (op) {
                case "=", "==", "<=>" -> new JoinCondition.Equality(l, r);
                case "<", "<=" -> new JoinCondition.Comparison(l, r);
                case ">", ">=" -> new JoinCondition.Comparison(r, l);
                default -> {
                    Set<String> columns = ColumnMapping.names(l.columns());
                    columns.addAll(r.columns());
                    yield new JoinCondition.Other(new Exprs(Set.of("notequal"), columns, true));
                }
            });
            return true;
        }

        /** [-] term ((+|-) term)* */
        private Optional<JoinCondition.Operand> operand() {
            boolean negated = symbol("-");
            Optional<JoinCondition.Operand> first = term();
            if (first.isEmpty()) {
                return first;
            }
            JoinCondition.Operand result = negated ? JoinCondition.Operand.CONSTANT.minus(first.get()) : first.get();
            while (peek() != null && (peek().equals("+") || peek().equals("-"))) {
                boolean plus = tokens.get(next++).equals("+");
                Optional<JoinCondition.Operand> term = term();
                if (term.isEmpty()) {
                    return term;
                }
                result = plus ? result.plus(term.get()) : result.minus(term.get());
            }
            return Optional.of(result);
        }

        /** ( operand ) | INTERVAL ... | TIMESTAMP '...' | number | string | name(.name)* */
        private Optional<JoinCondition.Operand> term() {
            String t = peek();
            if (t == null) {
                return Optional.empty();
            }
            if (symbol("(")) {
                Optional<JoinCondition.Operand> inner = operand();
                return inner.isPresent() && symbol(")") ? inner : Optional.empty();
            }
            if (keyword("INTERVAL")) {
                return interval() ? Optional.of(JoinCondition.Operand.CONSTANT) : Optional.empty();
            }
            if (TYPED_LITERALS.contains(t.toUpperCase(Locale.ROOT)) && next + 1 < tokens.size()
                    && isString(tokens.get(next + 1))) {
                next += 2; // TIMESTAMP '2024-01-01 00:00:00'
                return Optional.of(JoinCondition.Operand.CONSTANT);
            }
            if (number() || string()) {
                return Optional.of(JoinCondition.Operand.CONSTANT);
            }
            if (!name()) {
                return Optional.empty();
            }
            String last = tokens.get(next - 1);
            while (symbol(".")) {
                if (!name()) {
                    return Optional.empty();
                }
                last = tokens.get(next - 1);
            }
            if ("(".equals(peek())) {
                return Optional.empty(); // a function call
            }
            return Optional.of(JoinCondition.Operand.column(last));
        }

        /** After INTERVAL: 'text' | ([-]value unit)+ */
        private boolean interval() {
            int parts = 0;
            while (true) {
                int start = next;
                boolean sign = symbol("-");
                boolean quoted = !sign && string();
                boolean value = quoted || number();
                if (value && unitAhead()) {
                    next++;
                    parts++;
                } else if (quoted && parts == 0) {
                    return true; // INTERVAL '1 hour'
                } else {
                    next = start;
                    return parts > 0;
                }
            }
        }

        private boolean unitAhead() {
            return peek() != null && UNIT.matcher(peek()).matches();
        }

        private boolean name() {
            String t = peek();
            if (t == null) {
                return false;
            }
            boolean quoted = t.startsWith("`");
            if (quoted || Character.isLetter(t.charAt(0)) || t.charAt(0) == '_') {
                if (!quoted && RESERVED.contains(t.toUpperCase(Locale.ROOT))) {
                    return false;
                }
                next++;
                return true;
            }
            return false;
        }

        private boolean number() {
            String t = peek();
            if (t != null && Character.isDigit(t.charAt(0))) {
                next++;
                return true;
            }
            return false;
        }

        private boolean string() {
            if (peek() != null && isString(peek())) {
                next++;
                return true;
            }
            return false;
        }

        private static boolean isString(String token) {
            return token.startsWith("'") || token.startsWith("\"");
        }

        private boolean keyword(String word) {
            String t = peek();
            if (t != null && t.equalsIgnoreCase(word)) {
                next++;
                return true;
            }
            return false;
        }

        private boolean symbol(String s) {
            if (s.equals(peek())) {
                next++;
                return true;
            }
            return false;
        }

        private String peek() {
            return next < tokens.size() ? tokens.get(next) : null;
        }
    }
}
