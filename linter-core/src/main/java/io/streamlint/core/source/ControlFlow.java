package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.CatchClause;
import com.github.javaparser.ast.stmt.DoStmt;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.ForEachStmt;
import com.github.javaparser.ast.stmt.ForStmt;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.SwitchEntry;
import com.github.javaparser.ast.stmt.SwitchStmt;
import com.github.javaparser.ast.stmt.WhileStmt;
import io.streamlint.core.source.Variables.Declarations;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Control flow around a node, by hand, for {@link Variables} and the evaluator: the branching constructs
 * (if/else, ?:, switch, loops, lambdas, catch blocks, short circuits) that make it run only on some paths, the
 * decision each takes, whether two nodes sit in exclusive arms, and paths that end before a use. Needs no type
 * resolution.
 */
final class ControlFlow {

    private final Variables variables;

    ControlFlow(Variables variables) {
        this.variables = variables;
    }

    /**
     * The innermost branching construct within {@code scope} around {@code use} (see {@link #conditionalConstruct}),
     * else the scope: two uses with the same anchor see every event of a variable through the same branches, so the
     * value after an event is the same for both.
     */
    static Node anchor(@Nullable Node use, Node scope) {
        if (use == null) {
            return scope;
        }
        Node child = use;
        for (Optional<Node> p = use.getParentNode(); p.isPresent() && p.get() != scope; p = p.get().getParentNode()) {
            if (p.get() instanceof IfStmt || p.get() instanceof ConditionalExpr) {
                return child; // the arm: the two arms of one if see different events (see exclusiveArms)
            }
            if (isBranching(p.get())) {
                return p.get();
            }
            child = p.get();
        }
        return scope;
    }

    /**
     * Are {@code event} and {@code use} in the two arms of one {@code if}/{@code else} that no loop repeats, so
     * that the event never runs before the use?
     */
    static boolean exclusiveArms(Node event, Node use) {
        for (Optional<Node> p = event.getParentNode(); p.isPresent(); p = p.get().getParentNode()) {
            if (p.get() instanceof IfStmt s && s.getElseStmt().isPresent() && contains(s, use)) {
                boolean eventInThen = contains(s.getThenStmt(), event);
                boolean useInThen = contains(s.getThenStmt(), use);
                return eventInThen != useInThen && !inLoop(s);
            }
            if (p.get() instanceof CallableDeclaration<?> || p.get() instanceof LambdaExpr) {
                return false;
            }
        }
        return false;
    }

    static boolean endsBefore(Node node, Node before) {
        if (before == null) {
            return true;
        }
        var end = node.getEnd();
        var begin = before.getBegin();
        return end.isPresent() && begin.isPresent() && end.get().isBefore(begin.get());
    }

    /**
     * Does the code leave every path from {@code event} before it reaches {@code use}: a {@code return},
     * {@code throw} or {@code System.exit(..)} after the event in a block that does not hold the use
     * ({@code else { usage(); spark = null; System.exit(1); }})?
     */
    static boolean endsBefore(Node event, @Nullable Node use, Node scope) {
        if (use == null) {
            return false;
        }
        Node child = event;
        for (Node parent = event.getParentNode().orElse(null); parent != null && parent != scope
                && !(parent instanceof LambdaExpr) && !(parent instanceof CallableDeclaration<?>) && !contains(parent, use);
             child = parent, parent = parent.getParentNode().orElse(null)) {
            Budget.tick();
            if (parent instanceof BlockStmt b && Declarations.of(b, b.getStatements()).endsAfter(child)
                    || parent instanceof SwitchEntry e && Declarations.of(e, e.getStatements()).endsAfter(child)) {
                return true;
            }
        }
        return false;
    }

    /** A statement after which its block never goes on: return, throw, System.exit(..). */
    static boolean ends(Statement statement) {
        if (statement instanceof com.github.javaparser.ast.stmt.ReturnStmt
                || statement instanceof com.github.javaparser.ast.stmt.ThrowStmt) {
            return true;
        }
        return statement instanceof ExpressionStmt es && es.getExpression() instanceof MethodCallExpr call
                && (call.getNameAsString().equals("exit") || call.getNameAsString().equals("halt"))
                && call.getScope().map(s -> s.toString().equals("System") || s.toString().endsWith("getRuntime()"))
                .orElse(false);
    }

    /**
     * The innermost construct that makes {@code node} run only on some paths to {@code use}: a branch, loop,
     * catch, lambda or short-circuit operand within {@code scope} that does not also hold {@code use}.
     */
    static Optional<Node> conditionalConstruct(Node node, Node use, Node scope) {
        List<Node> all = conditionalConstructs(node, use, scope);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    /** Every construct that makes {@code node} run only on some paths to {@code use}, innermost first. */
    static List<Node> conditionalConstructs(Node node, @Nullable Node use, Node scope) {
        List<Node> constructs = new ArrayList<>();
        for (Optional<Node> p = node.getParentNode(); p.isPresent() && p.get() != scope; p = p.get().getParentNode()) {
            Node n = p.get();
            if (isBranching(n) && (use == null || !contains(n, use))) {
                constructs.add(n);
            }
        }
        return constructs;
    }

    private static boolean isBranching(Node n) {
        return n instanceof IfStmt || n instanceof SwitchEntry || n instanceof ForStmt
                || n instanceof ForEachStmt || n instanceof WhileStmt || n instanceof DoStmt
                || n instanceof CatchClause || n instanceof LambdaExpr || n instanceof ConditionalExpr
                || (n instanceof BinaryExpr b && (b.getOperator() == BinaryExpr.Operator.AND
                || b.getOperator() == BinaryExpr.Operator.OR));
    }

    /**
     * The decision of a branching construct, as seen from {@code node} inside it: the condition, and whether
     * {@code node} runs when it is true or false ({@code if}, {@code ?:}); for a {@code switch} the selector and
     * the case label ({@code branchTaken} null). Empty for loops, catch blocks, lambdas and short circuits.
     */
    static Optional<Condition> condition(Node construct, Node node) {
        if (construct instanceof IfStmt s) {
            boolean then = contains(s.getThenStmt(), node);
            return Optional.of(new Condition(s.getCondition(), text(s.getCondition()), then, null));
        }
        if (construct instanceof ConditionalExpr c) {
            boolean then = contains(c.getThenExpr(), node);
            return Optional.of(new Condition(c.getCondition(), text(c.getCondition()), then, null));
        }
        if (construct instanceof SwitchEntry e && e.getParentNode().orElse(null) instanceof SwitchStmt s) {
            String label = e.getLabels().isEmpty() ? "default" : "case " + e.getLabels().stream().map(ControlFlow::text)
                    .reduce((a, b) -> a + ", " + b).orElse("");
            return Optional.of(new Condition(s.getSelector(), text(s.getSelector()), null, label));
        }
        return Optional.empty();
    }

    /** A decision: its expression and text, and which way a node inside it goes (or the case label). */
    record Condition(Expression expression, String text, @Nullable Boolean branchTaken, @Nullable String label) {
    }

    /** Is {@code node} inside a loop or a lambda (which may run many times) within its method? */
    static boolean inLoop(Node node) {
        for (Optional<Node> p = node.getParentNode(); p.isPresent(); p = p.get().getParentNode()) {
            Node n = p.get();
            if (n instanceof ForStmt || n instanceof ForEachStmt || n instanceof WhileStmt || n instanceof DoStmt
                    || n instanceof LambdaExpr) {
                return true;
            }
            if (n instanceof CallableDeclaration<?> || n instanceof TypeDeclaration<?>) {
                return false;
            }
        }
        return false;
    }

    /** A loop, catch block, lambda or short circuit, for messages. */
    static String describe(Node construct) {
        int line = construct.getBegin().map(b -> b.line).orElse(0);
        String what = construct instanceof CatchClause ? "the catch block"
                : construct instanceof LambdaExpr ? "the lambda"
                : construct instanceof BinaryExpr ? "the right operand of " + ((BinaryExpr) construct).getOperator().asString()
                : "the loop";
        return what + " at line " + line;
    }

    private static String text(Node node) {
        return node.toString().replaceAll("\\s+", " ");
    }

    static boolean contains(Node outer, Node inner) {
        for (Optional<Node> p = Optional.of(inner); p.isPresent(); p = p.get().getParentNode()) {
            if (p.get() == outer) {
                return true;
            }
        }
        return false;
    }
}
