package io.streamlint.core.source;

import com.github.javaparser.Range;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.comments.Comment;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.ArrayInitializerExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MemberValuePair;
import com.github.javaparser.ast.expr.NormalAnnotationExpr;
import com.github.javaparser.ast.expr.SingleMemberAnnotationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.frontend.Suppression;
import io.streamlint.core.model.SourceLocation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Suppressions as Java code writes them (the engine applies them, see {@code engine.Suppressions}):
 * <ul>
 *   <li>{@code @SuppressWarnings("streamlint:SS001")} (or {@code "streamlint"} for every rule) on a class, method,
 *       constructor, field, local variable or parameter: findings inside the annotated declaration;</li>
 *   <li>{@code // streamlint:ignore SS001 -- reason} (ids separated by commas; none for every rule): at the end of
 *       a line, findings on that line; alone on its line, findings on the next line.</li>
 * </ul>
 */
final class JavaSuppressions {

    private static final String TAG = "streamlint";
    private static final Pattern IGNORE_COMMENT = Pattern.compile(
            "^\\s*streamlint:ignore\\b([^\\n]*?)(?:\\s--\\s*(.*?))?\\s*$", Pattern.DOTALL);
    /** A rule id ({@link RuleDescriptor#ID}) in any case: {@code SS001}, {@code ss001}, a rule pack's {@code ACME001}. */
    private static final Pattern ID = Pattern.compile(RuleDescriptor.ID.pattern(), Pattern.CASE_INSENSITIVE);

    private JavaSuppressions() {
    }

    /** Only files that can hold a suppression are parsed (a package named io.streamlint does not count). */
    static boolean mayHoldSuppression(String text) {
        return text.contains("\"" + TAG) || text.contains(TAG + ":ignore");
    }

    /** Adds the suppressions written in {@code file} ({@code unit}, its text {@code source}) to {@code out}. */
    static void collect(Path file, CompilationUnit unit, ParsedSources.Source source, List<Suppression> out) {
        for (AnnotationExpr annotation : unit.findAll(AnnotationExpr.class)) {
            String name = annotation.getNameAsString();
            if (!name.equals("SuppressWarnings") && !name.equals("java.lang.SuppressWarnings")) {
                continue;
            }
            Node target = annotation.getParentNode().orElse(null);
            if (target == null || target.getRange().isEmpty()) {
                continue;
            }
            Range covered = target.getRange().get();
            String scope = "in " + Scopes.describe(target);
            for (StringLiteralExpr literal : literals(annotation)) {
                String value = literal.asString().strip();
                Set<String> ids;
                if (value.equals(TAG)) {
                    ids = Set.of();
                } else if (value.regionMatches(true, 0, TAG + ":", 0, TAG.length() + 1)) {
                    ids = Set.of(value.substring(TAG.length() + 1).strip().toUpperCase(Locale.ROOT));
                } else {
                    continue;
                }
                out.add(new Suppression(ids, file, covered.begin.line, covered.begin.column, covered.end.line,
                        covered.end.column, location(file, literal), "@SuppressWarnings(\"" + value + "\")", "", scope));
            }
        }
        for (Comment comment : unit.getAllComments()) {
            Matcher m = IGNORE_COMMENT.matcher(comment.getContent());
            if (!comment.isLineComment() && !comment.isBlockComment() || !m.matches() || comment.getRange().isEmpty()) {
                continue;
            }
            Set<String> ids = new TreeSet<>();
            Matcher id = ID.matcher(m.group(1));
            while (id.find()) {
                ids.add(id.group().toUpperCase(Locale.ROOT));
            }
            Range at = comment.getRange().get();
            boolean alone = source.line(at.begin.line).substring(0, Math.min(at.begin.column - 1,
                    source.line(at.begin.line).length())).isBlank();
            int line = alone ? at.end.line + 1 : at.begin.line;
            String justification = m.group(2) == null ? "" : m.group(2).strip();
            String written = "'streamlint:ignore" + (ids.isEmpty() ? "" : " " + String.join(",", ids)) + "'";
            out.add(new Suppression(ids, file, line, 1, line, Integer.MAX_VALUE, location(file, comment), written,
                    justification, "on line " + line));
        }
    }

    /** The string literals of {@code @SuppressWarnings(...)}: one, or an array of them. */
    private static List<StringLiteralExpr> literals(AnnotationExpr annotation) {
        List<Expression> values = new ArrayList<>();
        if (annotation instanceof SingleMemberAnnotationExpr single) {
            values.add(single.getMemberValue());
        } else if (annotation instanceof NormalAnnotationExpr normal) {
            normal.getPairs().stream().filter(p -> p.getNameAsString().equals("value"))
                    .map(MemberValuePair::getValue).forEach(values::add);
        }
        List<StringLiteralExpr> out = new ArrayList<>();
        for (Expression v : values) {
            if (v instanceof StringLiteralExpr s) {
                out.add(s);
            } else if (v instanceof ArrayInitializerExpr array) {
                array.getValues().stream().filter(Expression::isStringLiteralExpr)
                        .map(Expression::asStringLiteralExpr).forEach(out::add);
            }
        }
        return out;
    }

    private static SourceLocation location(Path file, Node node) {
        Range r = node.getRange().orElseThrow();
        return new SourceLocation(file, r.begin.line, r.begin.column, r.end.line, r.end.column);
    }
}
