package io.streamlint.core.source;

import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import org.jspecify.annotations.Nullable;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.IllegalFormatException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code String.format(template, args..)} and {@code template.formatted(args..)} folded to text when the template
 * and the arguments are known: the conversions SQL templates use ({@code %s}, {@code %S}, {@code %d}, {@code %n},
 * {@code %%}, with flags, width, {@code n$} and {@code <} indexes), formatted as {@link String#format} does. Any
 * other conversion, or an argument {@code %d} cannot take, leaves the text unknown.
 */
final class StringFormat {

    /** Java's format specifier: index, flags, width, precision, conversion (date/time conversions are not read). */
    private static final Pattern SPECIFIER = Pattern.compile("%(\\d+\\$|<)?([-#+ 0,(]*)(\\d+)?(\\.\\d+)?([a-zA-Z%])");

    /**
     * A piece of the formatted text: {@code text} copied from the template at {@code templateStart}
     * ({@code argument} -1), or argument {@code argument} formatted.
     */
    record Piece(String text, int templateStart, int argument) {
    }

    /** A format call in the code: its template and its arguments. */
    record Call(Expression template, List<Expression> arguments) {
    }

    private StringFormat() {
    }

    /** The template and arguments of {@code String.format(..)} (also with a {@code Locale} first) or {@code t.formatted(..)}. */
    static Optional<Call> call(Expression e) {
        if (!(e instanceof MethodCallExpr call) || call.getScope().isEmpty()) {
            return Optional.empty();
        }
        List<Expression> args = call.getArguments();
        Expression scope = call.getScope().get();
        if (call.getNameAsString().equals("formatted")) {
            return Optional.of(new Call(scope, args));
        }
        boolean string = scope instanceof NameExpr n && n.getNameAsString().equals("String")
                || scope instanceof FieldAccessExpr fa && fa.toString().equals("java.lang.String");
        if (!string || !call.getNameAsString().equals("format") || args.isEmpty()) {
            return Optional.empty();
        }
        int template = isLocale(args.get(0)) && args.size() > 1 ? 1 : 0;
        return Optional.of(new Call(args.get(template), args.subList(template + 1, args.size())));
    }

    /** {@code Locale.ROOT}, {@code java.util.Locale.US}, {@code Locale.getDefault()}: a format call's locale. */
    private static boolean isLocale(Expression e) {
        Expression scope = e instanceof FieldAccessExpr fa ? fa.getScope()
                : e instanceof MethodCallExpr m ? m.getScope().orElse(null) : null;
        return scope != null && (scope.toString().equals("Locale") || scope.toString().equals("java.util.Locale"));
    }

    /** The formatted text, when every conversion is one this class reads and the arguments fit. */
    static Optional<String> format(String template, List<String> args) {
        return pieces(template, args).map(pieces -> {
            StringBuilder text = new StringBuilder();
            pieces.forEach(p -> text.append(p.text()));
            return text.toString();
        });
    }

    /** The formatted text in pieces, each from the template or from an argument. */
    static Optional<List<Piece>> pieces(String template, List<String> args) {
        List<Piece> pieces = new ArrayList<>();
        Matcher m = SPECIFIER.matcher(template);
        int at = 0;
        int next = 0; // the ordinary index: the argument the next %s without an explicit index takes
        int previous = -1;
        while (m.find()) {
            if (m.start() > at) {
                pieces.add(new Piece(template.substring(at, m.start()), at, -1));
            }
            at = m.end();
            char conversion = m.group(5).charAt(0);
            if (conversion == '%' || conversion == 'n') {
                Optional<String> text = java(m.group(), null);
                if (text.isEmpty()) {
                    return Optional.empty();
                }
                pieces.add(new Piece(text.get(), m.start(), -1));
                continue;
            }
            if (conversion != 's' && conversion != 'S' && conversion != 'd') {
                return Optional.empty();
            }
            String index = m.group(1);
            int argument = index == null ? next++ : index.equals("<") ? previous
                    : Integer.parseInt(index.substring(0, index.length() - 1)) - 1;
            if (argument < 0 || argument >= args.size()) {
                return Optional.empty(); // Java throws MissingFormatArgumentException
            }
            previous = argument;
            Optional<String> text = one(m.group(), conversion, args.get(argument));
            if (text.isEmpty()) {
                return Optional.empty();
            }
            pieces.add(new Piece(text.get(), m.start(), argument));
        }
        if (at < template.length()) {
            pieces.add(new Piece(template.substring(at), at, -1));
        }
        return Optional.of(pieces);
    }

    /** One argument's specifier, without its index. */
    private static Optional<String> one(String specifier, char conversion, String arg) {
        String plain = specifier.replaceFirst("^%(\\d+\\$|<)", "%");
        if (conversion == 'd') {
            return arg.matches("[-+]?\\d+") ? java(plain, new BigInteger(arg)) : Optional.empty();
        }
        return java(plain, arg);
    }

    /** One specifier formatted by Java itself; empty where Java would throw. */
    private static Optional<String> java(String specifier, @Nullable Object value) {
        try {
            return Optional.of(String.format(Locale.ROOT, specifier, value));
        } catch (IllegalFormatException e) {
            return Optional.empty();
        }
    }
}
