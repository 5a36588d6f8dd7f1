package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.expr.SwitchExpr;
import com.github.javaparser.ast.stmt.SwitchStmt;
import com.github.javaparser.ast.stmt.ForStmt;
import com.github.javaparser.ast.stmt.DoStmt;
import com.github.javaparser.ast.stmt.WhileStmt;
import com.github.javaparser.ast.expr.UnaryExpr;
import io.streamlint.core.source.BatchFunctions.Fn;

import java.util.IdentityHashMap;
import java.util.Collections;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a {@code foreachBatch} function keys anything it does by the batch id, for {@link BatchFunctions}: each use
 * of the id is followed through the expressions, local variables and helper methods that carry it; a log line or a
 * test against constants is no key, any other use (a path, an option, a column, SQL text, code the linter cannot
 * see) is.
 */
final class BatchIdKeys {

    private final Evaluator evaluator;
    private final BatchFunctions functions;

    BatchIdKeys(Evaluator evaluator, BatchFunctions functions) {
        this.evaluator = evaluator;
        this.functions = functions;
    }

    boolean keysByBatchId(Fn fn, Frame frame, Set<MethodCallExpr> forwards) {
        return keysByBatchId(fn.body(), fn.batchId(), fn.batchId().getNameAsString(), frame, forwards, 0,
                Collections.newSetFromMap(new IdentityHashMap<>()));
    }

    /**
     * Does the batch id ({@code declaration}, named {@code name}, in {@code body}) key anything the code does? Each of
     * its uses is followed up through the expressions that carry it: a log line or a test against constants is no
     * key; a local variable initialised from it is followed in turn; a helper method of the linted code is read with
     * the id as its parameter; any other use (a path, an option, a column, SQL text, a check against stored state,
     * code the linter cannot see) keys.
     */
    boolean keysByBatchId(Node body, Node declaration, String name, Frame frame, Set<MethodCallExpr> forwards,
                                  int depth, Set<Node> seen) {
        if (!seen.add(declaration)) {
            return false;
        }
        return body.findAll(NameExpr.class).stream()
                .filter(n -> n.getNameAsString().equals(name))
                .filter(n -> Variables.localDeclaration(name, n).orElse(null) == declaration)
                .anyMatch(n -> keys(n, frame, forwards, depth, seen));
    }

    private boolean keys(NameExpr use, Frame frame, Set<MethodCallExpr> forwards, int depth, Set<Node> seen) {
        Node child = use;
        for (Node parent = use.getParentNode().orElse(null); parent != null;
             child = parent, parent = parent.getParentNode().orElse(null)) {
            if (parent instanceof BinaryExpr || parent instanceof UnaryExpr || parent instanceof EnclosedExpr
                    || parent instanceof CastExpr) {
                continue;
            }
            if (tested(parent, child)) {
                return !againstConstants(child, use, frame);
            }
            if (parent instanceof ConditionalExpr) {
                continue; // a branch's value: the result carries the id
            }
            if (parent instanceof MethodCallExpr call) {
                if (forwards.contains(call) || logged(child)) {
                    return false; // handed on to a wrapped function (its own uses count), or logged
                }
                if (call.getScope().orElse(null) == child || BatchFunctions.CONVERSIONS.contains(call.getNameAsString())) {
                    continue; // batchId.toString(), String.valueOf(batchId): the result carries the id
                }
                int index = indexOf(call.getArguments(), child);
                Optional<MethodDeclaration> helper = evaluator.userMethods.resolveUserMethod(call, frame);
                Optional<Frame> inner = helper.flatMap(h -> evaluator.userMethods.frameOfTarget(h, call, frame));
                if (depth >= BatchFunctions.MAX_HELPER_DEPTH || inner.isEmpty() || helper.get().getBody().isEmpty() || index < 0
                        || index >= helper.get().getParameters().size() || helper.get().getParameter(index).isVarArgs()) {
                    return true; // code the linter cannot read may key anything with it
                }
                Parameter parameter = helper.get().getParameter(index);
                return keysByBatchId(helper.get().getBody().get(), parameter, parameter.getNameAsString(), inner.get(),
                        forwards, depth + 1, seen);
            }
            if (parent instanceof VariableDeclarator v && v.getInitializer().orElse(null) == child) {
                Optional<Node> scope = Variables.enclosingCallable(v).or(() -> v.findAncestor(LambdaExpr.class)
                        .map(l -> l));
                return scope.isEmpty() || keysByBatchId(scope.get(), v, v.getNameAsString(), frame, forwards, depth,
                        seen);
            }
            return true;
        }
        return true;
    }

    /** Is {@code child} the condition of {@code parent}: an if, a loop, a ?: or a switch selector? */
    private static boolean tested(Node parent, Node child) {
        return parent instanceof IfStmt s && s.getCondition() == child
                || parent instanceof WhileStmt w && w.getCondition() == child
                || parent instanceof DoStmt d && d.getCondition() == child
                || parent instanceof ForStmt f && f.getCompare().orElse(null) == child
                || parent instanceof ConditionalExpr c && c.getCondition() == child
                || parent instanceof SwitchStmt sw && sw.getSelector() == child
                || parent instanceof SwitchExpr se && se.getSelector() == child;
    }

    /**
     * Is the id tested only against constants ({@code batchId % 10 == 0}, {@code batchId > 0})? A comparison with
     * anything else ({@code batchId <= lastWritten}, {@code written.contains(batchId)}) checks stored state: it keys.
     */
    private boolean againstConstants(Node condition, NameExpr id, Frame frame) {
        for (Expression part : condition.findAll(Expression.class)) {
            boolean operand = part instanceof NameExpr || part instanceof FieldAccessExpr || part instanceof MethodCallExpr;
            if (operand && part != id && !evaluator.value(part, frame).isKnown()) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(NodeList<Expression> arguments, Node argument) {
        for (int i = 0; i < arguments.size(); i++) {
            if (arguments.get(i) == argument) {
                return i;
            }
        }
        return -1;
    }

    /** Is {@code use} (maybe inside a string concatenation) an argument of a logging or printing call? */
    private static boolean logged(Node use) {
        Node child = use;
        for (Node parent = use.getParentNode().orElse(null); parent != null;
             child = parent, parent = parent.getParentNode().orElse(null)) {
            if (parent instanceof BinaryExpr || parent instanceof EnclosedExpr || parent instanceof CastExpr) {
                continue;
            }
            if (parent instanceof MethodCallExpr call && call.getArguments().contains(child)
                    && BatchFunctions.LOG_METHODS.contains(call.getNameAsString()) && call.getScope().isPresent()) {
                String scope = call.getScope().get().toString();
                String last = scope.substring(scope.lastIndexOf('.') + 1);
                return scope.equals("System.out") || scope.equals("System.err")
                        || last.toLowerCase(Locale.ROOT).matches("_?log(ger)?");
            }
            return false;
        }
        return false;
    }
}
