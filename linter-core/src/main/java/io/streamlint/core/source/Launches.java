package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.IfStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import com.github.javaparser.ast.stmt.SwitchEntry;
import com.github.javaparser.ast.stmt.SwitchStmt;
import com.github.javaparser.ast.stmt.ThrowStmt;

import io.streamlint.core.model.Launch;
import io.streamlint.core.model.SourceLocation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The {@link Launch} of a query: the calls that lead to its terminal call, and where the code ends each result. */
final class Launches {

    /**
     * StreamingQuery methods after which the query is no longer active, when called without arguments
     * ({@code awaitTermination(ms)} may return while it still runs).
     */
    private static final Set<String> ENDS = Set.of("stop", "awaitTermination");

    private Launches() {
    }

    /** The launch of the query started by {@code terminal}, reached through {@code callSites} (innermost first). */
    static Launch of(MethodCallExpr terminal, List<Node> callSites) {
        List<Launch.Call> calls = new ArrayList<>();
        calls.add(call(terminal));
        for (Node site : callSites) {
            calls.add(call(site));
        }
        Collections.reverse(calls);
        return new Launch(calls);
    }

    private static Launch.Call call(Node call) {
        Optional<CallableDeclaration> method = call.findAncestor(CallableDeclaration.class);
        String id = method.map(m -> {
            SourceLocation at = Code.location(m);
            return at.file() + ":" + at.line() + ":" + at.column();
        }).orElse(Code.file(call).toString());
        return new Launch.Call(id, Code.location(call), end(call, method), arms(call), leaves(call));
    }

    /** The if/else and switch arms around {@code call} in its method. */
    private static List<Launch.Arm> arms(Node call) {
        List<Launch.Arm> arms = new ArrayList<>();
        Node child = call;
        for (Node parent = call.getParentNode().orElse(null); parent != null && !(parent instanceof CallableDeclaration<?>)
                && !(parent instanceof LambdaExpr); child = parent, parent = parent.getParentNode().orElse(null)) {
            if (parent instanceof IfStmt s && child != s.getCondition()) {
                arms.add(new Launch.Arm(Code.location(s), s.getThenStmt() == child ? "then" : "else"));
            } else if (parent instanceof ConditionalExpr c && child != c.getCondition()) {
                arms.add(new Launch.Arm(Code.location(c), c.getThenExpr() == child ? "then" : "else"));
            } else if (parent instanceof SwitchStmt s && child instanceof SwitchEntry e) {
                arms.add(new Launch.Arm(Code.location(s), "case " + s.getEntries().indexOf(e)));
            }
        }
        return arms;
    }

    /** The blocks around {@code call} that a return or throw after it (or around it) leaves. */
    private static List<SourceLocation> leaves(Node call) {
        List<SourceLocation> blocks = new ArrayList<>();
        Node child = call;
        for (Node parent = call.getParentNode().orElse(null); parent != null && !(parent instanceof CallableDeclaration<?>)
                && !(parent instanceof LambdaExpr); child = parent, parent = parent.getParentNode().orElse(null)) {
            if (child instanceof ReturnStmt || child instanceof ThrowStmt) {
                blocks.add(Code.location(parent)); // return ds.writeStream()...start();
            } else if (parent instanceof BlockStmt block) {
                int at = block.getStatements().indexOf(child);
                if (block.getStatements().stream().skip(at + 1L)
                        .anyMatch(st -> st instanceof ReturnStmt || st instanceof ThrowStmt)) {
                    blocks.add(Code.location(block));
                }
            }
        }
        return blocks;
    }

    /** A stop()/awaitTermination() on what {@code call} returns: chained on it, or on the variable it is assigned to. */
    private static Optional<SourceLocation> end(Node call, Optional<CallableDeclaration> method) {
        Node value = call;
        Node parent = call.getParentNode().orElse(null);
        while (parent instanceof EnclosedExpr || parent instanceof CastExpr) {
            value = parent;
            parent = parent.getParentNode().orElse(null);
        }
        Node result = value;
        if (parent instanceof MethodCallExpr m && ends(m) && m.getScope().filter(s -> s == result).isPresent()) {
            return Optional.of(Code.location(m));
        }
        String variable = null;
        if (parent instanceof VariableDeclarator v && v.getInitializer().filter(i -> i == result).isPresent()) {
            variable = v.getNameAsString();
        } else if (parent instanceof AssignExpr a && a.getValue() == result && a.getTarget() instanceof NameExpr n) {
            variable = n.getNameAsString();
        }
        if (variable == null || method.isEmpty()) {
            return Optional.empty();
        }
        return firstEndOf(variable, result, method.get());
    }

    /**
     * The first stop()/awaitTermination() on {@code variable} after {@code value} in {@code method}, unless the
     * variable is assigned again before it (then that call ends another query).
     */
    private static Optional<SourceLocation> firstEndOf(String variable, Node value, CallableDeclaration<?> method) {
        int after = value.getEnd().map(p -> p.line * 100_000 + p.column).orElse(Integer.MAX_VALUE);
        Optional<MethodCallExpr> end = method.findAll(MethodCallExpr.class).stream()
                .filter(Launches::ends)
                .filter(m -> m.getScope().filter(s -> s instanceof NameExpr n && n.getNameAsString().equals(variable)).isPresent())
                .filter(m -> position(m) > after)
                .min(Comparator.comparingInt(Launches::position));
        if (end.isEmpty()) {
            return Optional.empty();
        }
        int before = position(end.get());
        boolean reassigned = method.findAll(AssignExpr.class).stream()
                .anyMatch(a -> a.getTarget() instanceof NameExpr n && n.getNameAsString().equals(variable)
                        && position(a) > after && position(a) < before);
        return reassigned ? Optional.empty() : Optional.of(Code.location(end.get()));
    }

    private static boolean ends(MethodCallExpr call) {
        return ENDS.contains(call.getNameAsString()) && call.getArguments().isEmpty();
    }

    private static int position(Node node) {
        return node.getBegin().map(p -> p.line * 100_000 + p.column).orElse(0);
    }
}
