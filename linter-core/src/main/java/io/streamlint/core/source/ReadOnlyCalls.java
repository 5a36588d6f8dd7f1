package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.type.Type;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Library calls that only read their arguments (a log line, a formatted string, a null check): an options map, a
 * writer or a Dataset passed to one is neither changed nor run by it, so it keeps what the code showed of it and,
 * if nothing else uses it, stays dead code.
 */
final class ReadOnlyCalls {

    private static final Set<String> LOG_METHODS = Set.of("trace", "debug", "info", "warn", "warning", "error",
            "fatal", "log", "severe", "fine", "finer", "finest", "config", "atTrace", "atDebug", "atInfo", "atWarn",
            "atError");

    /** Logger types (slf4j, Log4j 1 and 2, commons-logging, java.util.logging, JBoss), by simple name. */
    private static final Set<String> LOGGER_TYPES = Set.of("Logger", "Log", "ExtendedLogger");

    /** Static methods that only read their arguments, by class simple name. */
    private static final Map<String, Set<String>> STATIC_READERS = Map.of(
            "String", Set.of("format", "valueOf", "join"),
            "Objects", Set.of("toString", "requireNonNull", "requireNonNullElse", "hash", "hashCode", "equals",
                    "isNull", "nonNull"),
            "Arrays", Set.of("toString", "deepToString"),
            "Preconditions", Set.of("checkNotNull", "checkArgument", "checkState"),
            "Validate", Set.of("notNull", "isTrue"));

    /** {@code System.out} and {@code System.err}. */
    private static final Set<String> PRINT_METHODS = Set.of("print", "println", "printf", "format");

    private ReadOnlyCalls() {
    }

    /** Does {@code call} only read its arguments? Decided from the code as written (the receiver's declared type). */
    static boolean onlyReads(MethodCallExpr call) {
        String method = call.getNameAsString();
        Optional<Expression> scope = call.getScope();
        if (scope.isEmpty()) {
            return false;
        }
        Expression receiver = scope.get();
        if (receiver instanceof NameExpr n && STATIC_READERS.getOrDefault(n.getNameAsString(), Set.of()).contains(method)
                && Variables.localDeclaration(n.getNameAsString(), n).isEmpty()) {
            return true;
        }
        if (receiver instanceof FieldAccessExpr f && f.getScope() instanceof NameExpr system
                && system.getNameAsString().equals("System") && Set.of("out", "err").contains(f.getNameAsString())) {
            return PRINT_METHODS.contains(method);
        }
        if (!LOG_METHODS.contains(method)) {
            return false;
        }
        // LoggerFactory.getLogger(Job.class).info(..), LogManager.getLogger().warn(..)
        if (receiver instanceof MethodCallExpr factory && Set.of("getLogger", "getLog").contains(factory.getNameAsString())) {
            return true;
        }
        return declaredType(receiver).filter(t -> LOGGER_TYPES.contains(simpleName(t))).isPresent();
    }

    /** The declared type of a local, parameter or field named by {@code e}, as written. */
    private static Optional<Type> declaredType(Expression e) {
        String name;
        Node at = e;
        if (e instanceof NameExpr n) {
            name = n.getNameAsString();
            Optional<Node> local = Variables.localDeclaration(name, n);
            if (local.isPresent()) {
                return local.get() instanceof Parameter p ? Optional.of(p.getType())
                        : local.get() instanceof VariableDeclarator v ? Optional.of(v.getType()) : Optional.empty();
            }
        } else if (e instanceof FieldAccessExpr f && f.getScope() instanceof ThisExpr) {
            name = f.getNameAsString();
        } else {
            return Optional.empty();
        }
        for (TypeDeclaration<?> type : Variables.enclosingTypes(at)) {
            Optional<VariableDeclarator> field = Variables.field(type, name);
            if (field.isPresent()) {
                return field.get().getParentNode().filter(FieldDeclaration.class::isInstance)
                        .map(d -> field.get().getType());
            }
        }
        return Optional.empty();
    }

    private static String simpleName(Type type) {
        String text = type.asString();
        int dot = text.lastIndexOf('.');
        return dot < 0 ? text : text.substring(dot + 1);
    }
}
