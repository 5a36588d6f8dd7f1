package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import io.streamlint.core.api.Problem;
import io.streamlint.core.model.Interval;
import io.streamlint.core.model.Schema;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.SparkText;
import io.streamlint.core.sql.Parsed;
import io.streamlint.core.sql.SqlExpr;
import io.streamlint.core.sql.SqlParser;
import io.streamlint.core.sql.SqlPlan;
import io.streamlint.core.sql.SqlText;
import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The SQL texts and interval strings a lint meets, read by Spark's parser ({@link SqlText}, loaded on the first
 * one), each recorded once per argument and text with Spark's verdict, its rejection placed on the rejected
 * character inside the Java string. Without the Catalyst module on the class path nothing is read or recorded; a
 * parser of an older release than the target's reads, but its rejections are not recorded (the target may accept).
 */
final class SparkTexts {

    private record Key(SparkText.Kind kind, String text, SqlText.@Nullable IntervalSyntax syntax) {
    }

    /** Whether Spark's parser has been used in this JVM (its classes are loaded and initialised once). */
    private static volatile boolean parserUsed;
    /** Whether Spark's analyzer has been used in this JVM (its rules and function registry are built once). */
    private static volatile boolean analyzerUsed;

    /** Parses by kind and text (shared by the threads that evaluate; Spark's parser is called one text at a time). */
    private final Map<Key, Parsed<?>> parsed = new ConcurrentHashMap<>();
    /** The budget of the file being analysed. */
    private final Supplier<Budget> budget;
    private final SqlParser parser;
    /** The initializer of a constant of another class an expression names ({@code Settings.WINDOW}), if known. */
    private final Function<Expression, Optional<Expression>> constants;

    private final Map<List<Object>, SparkText> recorded = new ConcurrentHashMap<>();
    /** DDL schemas as Spark reads them, by text. */
    private final Map<String, Optional<Schema>> schemas = new ConcurrentHashMap<>();
    /** Columns Spark's analyzer makes of an expression over an input schema, by expression and schema. */
    private final Map<List<Object>, Optional<Schema.Column>> columns = new ConcurrentHashMap<>();
    /** Where SQL text was first left unread because Spark's parser cannot run, and why; null while it runs. */
    private @Nullable Problem unavailable;

    SparkTexts(Supplier<Budget> budget, SqlParser parser, Function<Expression, Optional<Expression>> constants) {
        this.budget = budget;
        this.parser = parser;
        this.constants = constants;
    }

    /** Every text met, by location (then kind, use and text): the same whichever thread met it first. */
    List<SparkText> all() {
        return recorded.values().stream().sorted(Comparator.comparing(SparkText::location)
                .thenComparing(t -> t.kind().name()).thenComparing(SparkText::use).thenComparing(SparkText::text))
                .toList();
    }

    /** Spark's parser could not read the texts of this run (once, at the first text it met): a problem to report. */
    synchronized List<Problem> problems() {
        return unavailable == null ? List.of() : List.of(unavailable);
    }

    /** {@code spark.sql(text)}: the plan Spark's parser builds, if it builds one. */
    Optional<SqlPlan> statement(Expression arg, String text, String use, Function<Expression, Optional<String>> values) {
        return read(SparkText.Kind.SQL_STATEMENT, null, arg, text, use, values, SqlPlan.class);
    }

    /** {@code expr(text)}, a {@code selectExpr} item, a {@code filter(text)} condition. */
    Optional<SqlExpr> expression(Expression arg, String text, String use, Function<Expression, Optional<String>> values) {
        return read(SparkText.Kind.SQL_EXPRESSION, null, arg, text, use, values, SqlExpr.class);
    }

    /** An interval string, read as {@code syntax}. */
    Optional<Interval> interval(Expression arg, String text, String use, SqlText.IntervalSyntax syntax,
                                        Function<Expression, Optional<String>> values) {
        return read(SparkText.Kind.INTERVAL, syntax, arg, text, use, values, Interval.class);
    }

    /** The expression read without recording it (a column name that is no SQL text for Spark, ...). */
    Optional<SqlExpr> peekExpression(String text) {
        Optional<SqlText> reader = parser.reader();
        if (reader.isEmpty()) {
            return Optional.empty();
        }
        // Shares the parses of read(..): Spark's parser is slow, and jobs repeat the same expressions.
        Parsed<?> result = parse(new Key(SparkText.Kind.SQL_EXPRESSION, text, null),
                () -> reader.get().expression(text));
        return result instanceof Parsed.Ok<?> ok && ok.value() instanceof SqlExpr e ? Optional.of(e) : Optional.empty();
    }

    /** The columns of a DDL schema ({@code .schema("id INT, ts TIMESTAMP")}); empty when Spark cannot read it. */
    Optional<Schema> schema(String ddl) {
        Optional<SqlText> reader = parser.reader();
        if (reader.isEmpty()) {
            return Optional.empty();
        }
        Optional<Schema> known = schemas.get(ddl);
        if (known != null) {
            return known;
        }
        synchronized (this) {
            return schemas.computeIfAbsent(ddl, text -> untimedOnFirstUse(() ->
                    reader.get().schema(text) instanceof Parsed.Ok<Schema> ok ? Optional.of(ok.value()) : Optional.empty()));
        }
    }

    /**
     * The column Spark's analyzer makes of the SQL expression {@code text} over {@code input}: its name and type;
     * empty when the analyzer rejects it or cannot run (the expression's verdict is its parse's, recorded apart).
     * One evaluation step of the file's budget.
     */
    Optional<Schema.Column> column(String text, Schema input) {
        Optional<SqlText> reader = parser.reader();
        if (reader.isEmpty()) {
            return Optional.empty();
        }
        budget.get().step();
        List<Object> key = List.of(text, input);
        Optional<Schema.Column> known = columns.get(key);
        if (known != null) {
            return known;
        }
        Supplier<Optional<Schema.Column>> analysis = () -> reader.get().column(text, input)
                instanceof Parsed.Ok<Schema.Column> ok ? Optional.of(ok.value()) : Optional.empty();
        synchronized (this) { // as the parser, the analyzer reads one text at a time
            Optional<Schema.Column> result = columns.get(key);
            if (result == null) {
                result = analyzerUsed ? analysis.get() : budget.get().untimed(analysis);
                analyzerUsed = true;
                columns.put(key, result);
            }
            return result;
        }
    }

    /** The parse of {@code key}, computed once: Spark's parser reads one text at a time. */
    private Parsed<?> parse(Key key, Supplier<Parsed<?>> parse) {
        Parsed<?> known = parsed.get(key);
        if (known != null) {
            return known;
        }
        Parsed<?> result;
        synchronized (this) {
            result = parsed.get(key);
            if (result == null) {
                result = untimedOnFirstUse(parse);
                parsed.put(key, result);
            }
        }
        return result;
    }

    /** Keeps the problem at the first place in the sources, whichever thread meets it first. */
    private synchronized void unavailable(Problem problem) {
        if (unavailable == null || problem.compareTo(unavailable) < 0) {
            unavailable = problem;
        }
    }

    /**
     * Runs {@code parse} outside the file's time budget when it is the first use of Spark's parser in this JVM: its
     * classes load and initialise then, which takes seconds (tens on a busy machine) and would otherwise cut short
     * whichever file happens to meet SQL text first, depending on the machine's load.
     */
    private <R> R untimedOnFirstUse(Supplier<R> parse) {
        if (parserUsed) {
            return parse.get();
        }
        R result = budget.get().untimed(parse);
        parserUsed = true;
        return result;
    }

    private <T> Optional<T> read(SparkText.Kind kind, SqlText.@Nullable IntervalSyntax syntax, Expression arg, String text,
                                 String use, Function<Expression, Optional<String>> values, Class<T> type) {
        Optional<SqlText> reader = parser.reader();
        if (reader.isEmpty()) {
            return Optional.empty();
        }
        Parsed<?> result = parse(new Key(kind, text, syntax), () -> switch (kind) {
            case SQL_STATEMENT -> reader.get().statement(text);
            case SQL_EXPRESSION -> reader.get().expression(text);
            case INTERVAL -> reader.get().interval(text, Objects.requireNonNull(syntax)); // interval(..) gives one
        });
        SourceLocation location = Code.location(arg);
        if (result instanceof Parsed.Unavailable<?> u) {
            unavailable(new Problem(location.file(), location.line(), location.column(),
                    "SQL text and interval strings are not read in this run: " + u.why()));
        }
        Optional<SparkText.Rejection> rejection = Optional.empty();
        if (result instanceof Parsed.Invalid<?> invalid && parser.rejectsFor(reader.get())) {
            rejection = Optional.of(new SparkText.Rejection(invalid.message(), invalid.condition(),
                    position(arg, text, invalid.line(), invalid.column(), values)));
        }
        Optional<T> value = result instanceof Parsed.Ok<?> ok && type.isInstance(ok.value())
                ? Optional.of(type.cast(ok.value())) : Optional.empty();
        Optional<Interval> interval = value.filter(v -> v instanceof Interval).map(v -> (Interval) v);
        recorded.putIfAbsent(List.of(kind, use, text, location),
                new SparkText(kind, use, text, location, rejection, interval));
        return value;
    }

    // ---------------------------------------------------------------- positions in Java strings

    /**
     * Where character {@code column} of line {@code line} (Spark's position; the text's start when Spark gives none)
     * of {@code text} is in the source: inside the literal that holds it when {@code arg} is a literal, a text
     * block, a concatenation whose parts are known, a {@code String.format} of known parts (in its template or the
     * argument the character comes from), or a variable or constant initialised with one; else the argument itself.
     */
    SourceLocation position(Expression arg, String text, int line, int column,
                                   Function<Expression, Optional<String>> values) {
        return position(arg, line <= 0 ? 0 : offset(text, line, column), values, 0); // no position: the text's start
    }

    /**
     * Character {@code offset} of the value of {@code e}: in the literal that holds it, through concatenations,
     * format calls and variables or constants initialised once with a string (followed a few levels deep).
     */
    private SourceLocation position(Expression e, int offset, Function<Expression, Optional<String>> values,
                                           int depth) {
        List<Expression> parts = new ArrayList<>();
        flatten(e, parts);
        int start = 0;
        for (Expression part : parts) {
            Optional<String> value = part instanceof StringLiteralExpr s ? Optional.of(s.asString())
                    : part instanceof TextBlockLiteralExpr t ? Optional.of(t.asString()) : values.apply(part);
            if (value.isEmpty()) {
                return Code.location(e);
            }
            int end = start + value.get().length();
            if (offset < end || part == parts.get(parts.size() - 1)) {
                int inPart = Math.max(0, Math.min(offset - start, value.get().length()));
                Optional<Expression> initializer = depth >= 3 ? Optional.empty()
                        : (part instanceof NameExpr name ? initializer(name) : Optional.<Expression>empty())
                        .or(() -> constants.apply(part)).filter(i -> values.apply(i).equals(value));
                if (initializer.isPresent()) {
                    return position(initializer.get(), inPart, values, depth + 1);
                }
                Optional<SourceLocation> formatted = depth < 3
                        ? StringFormat.call(part).flatMap(c -> inFormat(c, inPart, values, depth)) : Optional.empty();
                if (formatted.isPresent()) {
                    return formatted.get();
                }
                return in(part, value.get(), inPart).orElse(Code.location(part));
            }
            start = end;
        }
        return Code.location(e);
    }

    /** Character {@code offset} of a formatted text: in its template, or in the argument that character comes from. */
    private Optional<SourceLocation> inFormat(StringFormat.Call call, int offset,
                                                     Function<Expression, Optional<String>> values, int depth) {
        Optional<String> template = values.apply(call.template());
        List<String> args = new ArrayList<>();
        for (Expression arg : call.arguments()) {
            Optional<String> value = values.apply(arg);
            if (value.isEmpty()) {
                return Optional.empty();
            }
            args.add(value.get());
        }
        Optional<List<StringFormat.Piece>> pieces = template.flatMap(t -> StringFormat.pieces(t, args));
        if (pieces.isEmpty()) {
            return Optional.empty();
        }
        int start = 0;
        for (StringFormat.Piece piece : pieces.get()) {
            int end = start + piece.text().length();
            if (offset < end || piece == pieces.get().get(pieces.get().size() - 1)) {
                int inPiece = Math.max(0, Math.min(offset - start, piece.text().length()));
                return Optional.of(piece.argument() < 0
                        ? position(call.template(), piece.templateStart() + inPiece, values, depth + 1)
                        : position(call.arguments().get(piece.argument()), inPiece, values, depth + 1));
            }
            start = end;
        }
        return Optional.empty();
    }

    /** The initializer of the local variable or field {@code name} refers to, when it is never assigned again. */
    private static Optional<Expression> initializer(NameExpr name) {
        String id = name.getNameAsString();
        Optional<Node> local = Variables.localDeclaration(id, name);
        Optional<VariableDeclarator> declarator;
        Optional<Node> scope;
        if (local.isPresent()) {
            declarator = local.filter(d -> d instanceof VariableDeclarator).map(d -> (VariableDeclarator) d);
            scope = declarator.flatMap(Variables::enclosingCallable);
        } else {
            declarator = Variables.enclosingTypes(name).stream().map(t -> Variables.field(t, id))
                    .flatMap(Optional::stream).findFirst();
            scope = declarator.flatMap(d -> d.findCompilationUnit().map(cu -> (Node) cu));
        }
        if (declarator.isEmpty() || scope.isEmpty() || scope.get().findAll(AssignExpr.class).stream()
                .anyMatch(a -> a.getTarget() instanceof NameExpr n && n.getNameAsString().equals(id))) {
            return Optional.empty();
        }
        return declarator.get().getInitializer();
    }

    private static int offset(String text, int line, int column) {
        int at = 0;
        for (int l = 1; l < line; l++) {
            int newline = text.indexOf('\n', at);
            if (newline < 0) {
                return text.length();
            }
            at = newline + 1;
        }
        return Math.min(text.length(), at + column);
    }

    private static void flatten(Expression e, List<Expression> into) {
        if (e instanceof EnclosedExpr enclosed) {
            flatten(enclosed.getInner(), into);
        } else if (e instanceof BinaryExpr b && b.getOperator() == BinaryExpr.Operator.PLUS) {
            flatten(b.getLeft(), into);
            flatten(b.getRight(), into);
        } else {
            into.add(e);
        }
    }

    /** Character {@code index} of a literal's value, as a one-character location in the source. */
    private static Optional<SourceLocation> in(Expression literal, String value, int index) {
        if (literal.getBegin().isEmpty()) {
            return Optional.empty();
        }
        int line = literal.getBegin().get().line;
        int column = literal.getBegin().get().column;
        if (literal instanceof StringLiteralExpr s) {
            column += 1 + rawIndex(s.getValue(), index); // after the opening quote, escapes counted as written
        } else if (literal instanceof TextBlockLiteralExpr t) {
            // The value's lines are the block's lines after the opening delimiter, less their common indentation.
            String[] raw = t.getValue().split("\n", -1);
            String before = value.substring(0, index);
            int valueLine = (int) before.chars().filter(c -> c == '\n').count();
            int inLine = index - (before.lastIndexOf('\n') + 1);
            String rawLine = valueLine + 1 < raw.length ? raw[valueLine + 1] : "";
            String valueLineText = value.split("\n", -1)[valueLine];
            int indentation = Math.max(0, rawLine.length() - rawLine.stripLeading().length()
                    - (valueLineText.length() - valueLineText.stripLeading().length()));
            line += valueLine + 1;
            column = 1 + indentation + rawIndex(rawLine.substring(Math.min(indentation, rawLine.length())), inLine);
        } else {
            return Optional.empty();
        }
        return Optional.of(new SourceLocation(Code.file(literal), line, column, line, column));
    }

    /** The index in {@code raw} (escapes as written) of character {@code index} of its unescaped value. */
    private static int rawIndex(String raw, int index) {
        int r = 0;
        for (int v = 0; v < index && r < raw.length(); v++) {
            if (raw.charAt(r) == '\\' && r + 1 < raw.length()) {
                char next = raw.charAt(r + 1);
                if (next == 'u') {
                    r += 6;
                } else if (next >= '0' && next <= '7') {
                    int digits = 1;
                    int max = next <= '3' ? 3 : 2;
                    while (digits < max && r + 1 + digits < raw.length()
                            && raw.charAt(r + 1 + digits) >= '0' && raw.charAt(r + 1 + digits) <= '7') {
                        digits++;
                    }
                    r += 1 + digits;
                } else {
                    r += 2;
                }
            } else {
                r++;
            }
        }
        return r;
    }
}
