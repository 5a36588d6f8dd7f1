package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.ArrayCreationExpr;
import com.github.javaparser.ast.expr.ArrayInitializerExpr;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.ConditionalExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.ThisExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether a Dataset built by an expression can reach anything that runs it, read from the code: a reader or a
 * deduplication built and dropped (its value discarded, a local never used again, a temp view nobody reads) is dead
 * code, and rules do not judge what no query runs; so is one kept in a private field its class only drops, or only
 * logged (see {@link ReadOnlyCalls}), or returned by a helper whose callers all drop it. A value
 * passed to a call, stored in another field or used in a way this does not follow escapes: the code
 * elsewhere may run it.
 */
final class Escapes {

    private static final Set<String> VIEW_REGISTRATIONS = Set.of("createOrReplaceTempView", "createTempView",
            "createGlobalTempView", "createOrReplaceGlobalTempView", "registerTempTable");

    /** Dataset methods that give a column or a description of the Dataset, never running it. */
    private static final Set<String> DESCRIPTIONS = Set.of("col", "apply", "colRegex", "metadataColumn", "schema",
            "columns", "dtypes", "isStreaming", "isLocal");

    private final SourceSet sources;
    private final java.util.Map<String, Boolean> viewsRead = new java.util.concurrent.ConcurrentHashMap<>();

    private final CallGraph calls;

    Escapes(SourceSet sources, CallGraph calls) {
        this.sources = sources;
        this.calls = calls;
    }

    /**
     * The local variables (and parameters) known not to let their values escape: every call of a fluent chain asks
     * about the variable it is assigned to, and following all its uses each time costs the square of their number.
     */
    private final Set<Node> deadLocals = Collections.newSetFromMap(Collections.synchronizedMap(new IdentityHashMap<>()));

    /** Can the value of {@code expression} reach code that may run it? */
    boolean escapes(Expression expression) {
        Set<Node> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        boolean escapes = escapes(expression, seen);
        if (!escapes) {
            // the search followed every use of every variable it reached, and none escapes
            seen.stream().filter(n -> n instanceof VariableDeclarator || n instanceof Parameter).forEach(deadLocals::add);
        }
        return escapes;
    }

    private boolean escapes(Expression expression, Set<Node> seen) {
        if (!seen.add(expression)) {
            return false;
        }
        Node value = expression;
        Node parent = value.getParentNode().orElse(null);
        while (parent instanceof EnclosedExpr || parent instanceof CastExpr
                || parent instanceof ConditionalExpr c && c.getCondition() != value) {
            value = parent;
            parent = parent.getParentNode().orElse(null);
        }
        if (parent instanceof ExpressionStmt) {
            return false; // ds.printSchema(); or a chain whose result is dropped
        }
        Node receiver = value;
        if (parent instanceof MethodCallExpr call && call.getScope().filter(s -> s == receiver).isPresent()) {
            if (VIEW_REGISTRATIONS.contains(call.getNameAsString()) && call.getArguments().size() == 1) {
                return viewIsRead(call.getArgument(0));
            }
            if (DESCRIPTIONS.contains(call.getNameAsString())) {
                return false; // words.col("timestamp") in another Dataset's groupBy: a column, never runs words
            }
            return escapes(call, seen); // the chain goes on: what becomes of its result
        }
        Node consumer = parent;
        while (consumer instanceof ArrayInitializerExpr || consumer instanceof ArrayCreationExpr) {
            consumer = consumer.getParentNode().orElse(null); // LOG.debug("{} {}", new Object[] {ds, other})
        }
        if (consumer instanceof MethodCallExpr call && call.getScope().filter(s -> s == receiver).isEmpty()
                && ReadOnlyCalls.onlyReads(call)) {
            return false; // LOG.info("{}", ds), String.format("%s", ds): printed, never run
        }
        if (parent instanceof VariableDeclarator v && v.getInitializer().filter(i -> i == receiver).isPresent()) {
            return localEscapes(v, v.getNameAsString(), seen);
        }
        if (parent instanceof AssignExpr a && a.getValue() == receiver
                && (a.getTarget() instanceof NameExpr || a.getTarget() instanceof FieldAccessExpr f && f.getScope() instanceof ThisExpr)) {
            String name = a.getTarget() instanceof NameExpr n ? n.getNameAsString() : ((FieldAccessExpr) a.getTarget()).getNameAsString();
            Optional<Node> local = a.getTarget() instanceof NameExpr ? Variables.localDeclaration(name, a.getTarget())
                    : Optional.empty();
            return local.isPresent() ? localEscapes(local.get(), name, seen) : fieldEscapes(a, name, seen);
        }
        if (parent instanceof ReturnStmt returned) {
            return returnEscapes(returned, seen);
        }
        return true; // an argument, a lambda's result, anything else
    }

    /**
     * Does a method's result escape at one of its calls? Only when every call the code shows drops it (a helper
     * whose Dataset the caller only prints) is it dead; a method nobody in the code calls, one overriding another, or
     * one named in a method reference may be called from code we do not see.
     */
    private boolean returnEscapes(ReturnStmt returned, Set<Node> seen) {
        if (!(Variables.enclosingCallable(returned).orElse(null) instanceof MethodDeclaration method)
                || method.getAnnotationByName("Override").isPresent()
                || method.getParameters().stream().anyMatch(Parameter::isVarArgs)) {
            return true;
        }
        String name = method.getNameAsString();
        // The calls that may run it: those resolved to it, and those of its name and arity nobody could resolve.
        List<MethodCallExpr> callers = new ArrayList<>(unresolvedCalls(name, method.getParameters().size()));
        for (Node site : calls.callSites(method)) {
            if (site instanceof MethodCallExpr call) {
                callers.add(call);
            }
        }
        if (callers.isEmpty() || methodReferenceNames().contains(name)) {
            return true;
        }
        for (MethodCallExpr call : callers) {
            Budget.tick();
            if (escapes(call, seen)) {
                return true;
            }
        }
        return false;
    }

    private final java.util.Map<String, List<MethodCallExpr>> unresolved = new java.util.concurrent.ConcurrentHashMap<>();

    /** Calls of this name and arity whose target the call graph could not tell: any method of the name may run. */
    private List<MethodCallExpr> unresolvedCalls(String name, int arity) {
        return unresolved.computeIfAbsent(name + "/" + arity, k -> sources.callsNamed(name).stream()
                .filter(c -> c.getArguments().size() == arity && calls.targets(c).isEmpty()).toList());
    }

    private @Nullable Set<String> methodReferenceNames;

    /** The method names of every method reference in the code ({@code this::readEvents}), listed in one walk. */
    private synchronized Set<String> methodReferenceNames() {
        if (methodReferenceNames == null) {
            Set<String> names = new java.util.HashSet<>();
            for (var unit : sources.parsedUnits()) {
                Budget.tick();
                unit.findAll(MethodReferenceExpr.class).forEach(r -> names.add(r.getIdentifier()));
            }
            methodReferenceNames = names;
        }
        return methodReferenceNames;
    }

    /**
     * Does a private field of the class around {@code assignment} let its value escape? Only its own class reads it;
     * any other field may be read from anywhere.
     */
    private boolean fieldEscapes(AssignExpr assignment, String name, Set<Node> seen) {
        List<TypeDeclaration<?>> types = Variables.enclosingTypes(assignment);
        Optional<VariableDeclarator> field = types.isEmpty() ? Optional.empty() : Variables.field(types.get(0), name);
        if (field.isEmpty() || !(field.get().getParentNode().orElse(null) instanceof FieldDeclaration declaration)
                || !declaration.isPrivate()) {
            return true;
        }
        TypeDeclaration<?> owner = types.get(0);
        for (NameExpr use : usesIn(owner).getOrDefault(name, List.of())) {
            Budget.tick();
            if (Variables.refersTo(use, field.get(), name, true)
                    && !(use.getParentNode().orElse(null) instanceof AssignExpr a && a.getTarget() == use)
                    && escapes(use, seen)) {
                return true;
            }
        }
        for (FieldAccessExpr use : owner.findAll(FieldAccessExpr.class, f -> f.getNameAsString().equals(name))) {
            if (!(use.getParentNode().orElse(null) instanceof AssignExpr a && a.getTarget() == use)
                    && (!(use.getScope() instanceof ThisExpr) || escapes(use, seen))) {
                return true; // other.field may be another object's: not followed
            }
        }
        return false;
    }

    /** Does a use of a local variable (or parameter) let its value escape? */
    private boolean localEscapes(Node declaration, String name, Set<Node> seen) {
        if (deadLocals.contains(declaration) || !seen.add(declaration)) {
            return false; // known dead, or its uses are being followed by a caller of this search
        }
        Node scope = declaration instanceof Parameter p ? p.getParentNode().orElseThrow()
                : declaration.findAncestor(CallableDeclaration.class).map(c -> (Node) c)
                .or(() -> declaration.findAncestor(LambdaExpr.class).map(l -> (Node) l))
                .orElse(declaration.getParentNode().orElseThrow());
        for (NameExpr use : usesIn(scope).getOrDefault(name, List.of())) {
            Budget.tick();
            if (use.getNameAsString().equals(name)
                    && Variables.localDeclaration(name, use).filter(d -> d == declaration).isPresent()
                    && !(use.getParentNode().orElse(null) instanceof AssignExpr a && a.getTarget() == use)
                    && escapes(use, seen)) {
                return true;
            }
        }
        return false;
    }

    /** The names used in a method (or lambda), by name: listed once per scope, not once per variable. */
    private java.util.Map<String, java.util.List<NameExpr>> usesIn(Node scope) {
        java.util.Map<String, java.util.List<NameExpr>> uses = usesByScope.get(scope);
        if (uses == null) {
            uses = new java.util.HashMap<>();
            for (NameExpr n : scope.findAll(NameExpr.class)) {
                uses.computeIfAbsent(n.getNameAsString(), k -> new java.util.ArrayList<>()).add(n);
            }
            usesByScope.put(scope, uses);
        }
        return uses;
    }

    private final java.util.Map<Node, java.util.Map<String, java.util.List<NameExpr>>> usesByScope =
            java.util.Collections.synchronizedMap(new IdentityHashMap<>());

    /** Is a temp view of this name read anywhere (spark.table, SQL text, a string naming it)? */
    private boolean viewIsRead(Expression name) {
        if (!(name instanceof StringLiteralExpr literal)) {
            return true; // a name the code computes: it may be read
        }
        return viewsRead.computeIfAbsent(literal.asString(), view -> mentioned(view, literal));
    }

    private boolean mentioned(String view, StringLiteralExpr registration) {
        Pattern word = Pattern.compile("(?i)(?<![\\w.])" + Pattern.quote(view) + "(?![\\w])");
        StringLiteralExpr literal = registration;
        for (var unit : sources.parsedUnits()) {
            for (StringLiteralExpr s : unit.findAll(StringLiteralExpr.class)) {
                if (s != literal && word.matcher(s.asString()).find()) {
                    return true;
                }
            }
            for (TextBlockLiteralExpr s : unit.findAll(TextBlockLiteralExpr.class)) {
                if (word.matcher(s.asString().toLowerCase(Locale.ROOT)).find()) {
                    return true;
                }
            }
        }
        return false;
    }
}
