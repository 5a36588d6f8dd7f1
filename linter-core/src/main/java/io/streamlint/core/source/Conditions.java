package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.BooleanLiteralExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.stmt.SwitchEntry;
import com.github.javaparser.ast.stmt.SwitchStmt;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Value;

import java.util.Locale;
import java.util.Optional;

/**
 * Decisions the code makes on values the evaluator knows: {@code "stream".equals(queryType)} with the caller's
 * {@code "batch"}, a switch on a known string, {@code ds.isStreaming()} of a Dataset whose inputs are known, {@code path.isEmpty()} of a known string. A call in a branch that such a decision never takes does not run in
 * that calling context (a batch monitor that calls a helper's batch branch does not start its stream).
 */
final class Conditions {

    private final Evaluator evaluator;

    Conditions(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    /** Can {@code site} run in frame {@code f}, as far as the decisions around it in its method show? */
    boolean reachable(Node site, Frame f) {
        Node child = site;
        for (Node parent = site.getParentNode().orElse(null); parent != null && !(parent instanceof CallableDeclaration<?>)
                && !(parent instanceof LambdaExpr); child = parent, parent = parent.getParentNode().orElse(null)) {
            if (parent instanceof IfStmt s && child != s.getCondition()) {
                Optional<Boolean> taken = decide(s.getCondition(), f);
                if (taken.isPresent() && taken.get() != (s.getThenStmt() == child)) {
                    return false;
                }
            } else if (parent instanceof ConditionalExpr c && child != c.getCondition()) {
                Optional<Boolean> taken = decide(c.getCondition(), f);
                if (taken.isPresent() && taken.get() != (c.getThenExpr() == child)) {
                    return false;
                }
            } else if (parent instanceof SwitchEntry entry && entry.getParentNode().orElse(null) instanceof SwitchStmt s
                    && !switchMayTake(s, entry, f)) {
                return false;
            }
        }
        return true;
    }

    /** The value of a boolean condition, when the code's values decide it. */
    Optional<Boolean> decide(Expression condition, Frame f) {
        Expression e = condition;
        while (e instanceof EnclosedExpr en) {
            e = en.getInner();
        }
        if (e instanceof BooleanLiteralExpr b) {
            return Optional.of(b.getValue());
        }
        if (e instanceof UnaryExpr u && u.getOperator() == UnaryExpr.Operator.LOGICAL_COMPLEMENT) {
            return decide(u.getExpression(), f).map(v -> !v);
        }
        if (e instanceof BinaryExpr b) {
            switch (b.getOperator()) {
                case AND: {
                    Optional<Boolean> l = decide(b.getLeft(), f);
                    Optional<Boolean> r = decide(b.getRight(), f);
                    return l.isPresent() && !l.get() || r.isPresent() && !r.get() ? Optional.of(false)
                            : l.isPresent() && r.isPresent() ? Optional.of(true) : Optional.empty();
                }
                case OR: {
                    Optional<Boolean> l = decide(b.getLeft(), f);
                    Optional<Boolean> r = decide(b.getRight(), f);
                    return l.isPresent() && l.get() || r.isPresent() && r.get() ? Optional.of(true)
                            : l.isPresent() && r.isPresent() ? Optional.of(false) : Optional.empty();
                }
                default:
                    return Optional.empty();
            }
        }
        if (e instanceof MethodCallExpr test && test.getNameAsString().equals("isStreaming")
                && test.getArguments().isEmpty() && test.getScope().isPresent()) {
            Lineage.Answer streaming = evaluator.isStreaming(test.getScope().get(), f);
            return streaming == Lineage.Answer.UNKNOWN ? Optional.empty() : Optional.of(streaming == Lineage.Answer.YES);
        }
        if (e instanceof MethodCallExpr test && test.getScope().isPresent() && test.getArguments().isEmpty()
                && (test.getNameAsString().equals("isEmpty") || test.getNameAsString().equals("isBlank"))) {
            // if (!path.isEmpty()) readStream().json(path): a known string decides it
            return text(test.getScope().get(), f).map(t -> test.getNameAsString().equals("isEmpty") ? t.isEmpty()
                    : t.isBlank());
        }
        if (e instanceof MethodCallExpr call && call.getScope().isPresent() && call.getArguments().size() == 1) {
            String method = call.getNameAsString();
            if (method.equals("equals") || method.equals("equalsIgnoreCase")) {
                Optional<String> a = text(call.getScope().get(), f);
                Optional<String> b = text(call.getArgument(0), f);
                if (a.isPresent() && b.isPresent()) {
                    return Optional.of(method.equals("equals") ? a.get().equals(b.get())
                            : a.get().toLowerCase(Locale.ROOT).equals(b.get().toLowerCase(Locale.ROOT)));
                }
            }
        }
        return Optional.empty();
    }

    /** A switch entry can be taken unless the selector is a known string or number that another label names. */
    private boolean switchMayTake(SwitchStmt s, SwitchEntry entry, Frame f) {
        Optional<String> selector = text(s.getSelector(), f);
        if (selector.isEmpty()) {
            return true;
        }
        boolean named = false;
        for (SwitchEntry other : s.getEntries()) {
            for (Expression label : other.getLabels()) {
                if (text(label, f).filter(selector.get()::equals).isPresent()) {
                    if (other == entry) {
                        return true;
                    }
                    named = true;
                }
            }
        }
        return entry.getLabels().isEmpty() && !named; // default
    }

    private Optional<String> text(Expression e, Frame f) {
        AbstractValue v = evaluator.eval(e, f);
        return v instanceof AbstractValue.Str s ? s.value().text() : Optional.<Value>empty().flatMap(Value::text);
    }
}
