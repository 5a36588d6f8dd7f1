package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.ArrayCreationExpr;
import com.github.javaparser.ast.expr.ArrayInitializerExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.stmt.ForEachStmt;
import com.github.javaparser.ast.stmt.Statement;
import com.github.javaparser.ast.stmt.YieldStmt;
import com.github.javaparser.ast.stmt.ThrowStmt;
import com.github.javaparser.ast.stmt.ContinueStmt;
import com.github.javaparser.ast.stmt.BreakStmt;
import com.github.javaparser.ast.stmt.ReturnStmt;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.SourceLocation;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

import static io.streamlint.core.source.Evaluator.str;
import org.jspecify.annotations.Nullable;

/**
 * For-each loops (and {@code forEach} lambdas) over a collection the code shows, followed one element at a time
 * for the {@link Evaluator}: each iteration binds the loop variable to its element, and what an iteration adds is
 * reported where its element is written.
 */
final class Loops {

    private final Evaluator evaluator;

    Loops(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    /** The most elements of a collection a for-each loop is followed through one by one. */
    static final int MAX_UNROLLED = 64;

    /**
     * The value after the last event of a for-each loop over a collection the code shows (a literal array of
     * option pairs, the entries of a known map), when the variable's events in that loop end at event
     * {@code count - 1}: the loop's events run once per element, in order, with the loop variable bound to it. Empty
     * when the loop is not such a loop (an unknown or too large collection, a body that may break, continue or
     * return): the loop is then judged with what it may do ({@link VariableValues#branch}).
     */
    Optional<AbstractValue> unrolledLoop(List<Variables.Event> events, int count, List<Node> constructs, Node declaration,
                                       String name, Node scope, @Nullable Node use, Frame f, Supplier<AbstractValue> initial) {
        int at = 0;
        while (at < constructs.size() && ControlFlow.condition(constructs.get(at), events.get(count - 1).node()).isPresent()) {
            at++; // if/else and switch inside the loop body
        }
        if (at == constructs.size()) {
            return Optional.empty();
        }
        Node loop = constructs.get(at);
        Optional<List<Map<Node, AbstractValue>>> iterations = iterations(loop, f);
        if (iterations.isEmpty()) {
            return Optional.empty();
        }
        int first = count - 1;
        while (first > 0 && ControlFlow.contains(loop, events.get(first - 1).node())) {
            first--;
        }
        int loopStart = first;
        Supplier<AbstractValue> before = () -> evaluator.variableValues.valueAfter(events, loopStart, declaration, name, scope, use, f, initial);
        AbstractValue value = before.get();
        List<SourceLocation> written = elementLocations(loop, iterations.get().size(), f);
        for (int i = 0; i < iterations.get().size(); i++) {
            Map<Node, AbstractValue> bindings = f.bindings();
            bindings.putAll(iterations.get().get(i));
            Frame iteration = evaluator.intern(Frame.of(f.callable, bindings, f.depth, f.fieldEntry, f.thisType, f.self, f.statics));
            for (int e = loopStart; e < count; e++) {
                evaluator.budget.get().step();
                Variables.Event event = events.get(e);
                AbstractValue current = value;
                Frame step = iteration;
                if (event.assignment()) { // x = x.option(..): x on the right is the value this iteration reached
                    Map<Node, AbstractValue> carried = iteration.bindings();
                    carried.put(event.node(), current);
                    step = evaluator.intern(Frame.of(f.callable, carried, f.depth, f.fieldEntry, f.thisType, f.self, f.statics));
                }
                if (!written.isEmpty()) {
                    iterationSites.putIfAbsent(step, new IterationSite(loop, written.get(i)));
                }
                AbstractValue after = evaluator.variableValues.applyEvent(event, () -> current, declaration, name, step);
                List<Node> inner = ControlFlow.conditionalConstructs(event.node(), loop, loop);
                value = inner.isEmpty() ? after : evaluator.variableValues.decided(inner, event.node(), current, after, step);
            }
        }
        List<Node> outer = constructs.subList(at + 1, constructs.size());
        if (outer.isEmpty()) {
            return Optional.of(value);
        }
        return Optional.of(ControlFlow.condition(outer.get(0), loop).isEmpty()
                ? evaluator.variableValues.branch(outer.get(0), loop, before.get(), value, f)
                : evaluator.variableValues.decided(outer, loop, before.get(), value, f));
    }

    /**
     * The bindings of each iteration of a loop over a collection the code shows, in order: a for-each statement's
     * variable, or the parameters of a lambda given to {@code list.forEach(x -> ..)} or {@code map.forEach((k, v) ->
     * ..)}. Empty for any other construct, an unknown or too large collection, or a body that may leave early.
     */
    private Optional<List<Map<Node, AbstractValue>>> iterations(Node loop, Frame f) {
        if (loop instanceof ForEachStmt each) {
            if (each.getVariable().getVariables().size() != 1 || leavesEarly(each.getBody())
                    || !(Choices.collapse(evaluator.eval(each.getIterable(), f)) instanceof AbstractValue.Items items)
                    || items.elements().size() > MAX_UNROLLED) {
                return Optional.empty();
            }
            VariableDeclarator element = each.getVariable().getVariables().get(0);
            return Optional.of(items.elements().stream().map(e -> Map.<Node, AbstractValue>of(element, e)).toList());
        }
        if (!(loop instanceof LambdaExpr lambda) || !(lambda.getParentNode().orElse(null) instanceof MethodCallExpr call)
                || !call.getNameAsString().equals("forEach") || call.getArguments().size() != 1
                || call.getScope().isEmpty() || leavesEarly(lambda.getBody())) {
            return Optional.empty();
        }
        AbstractValue receiver = Choices.collapse(evaluator.eval(call.getScope().get(), f));
        if (receiver instanceof AbstractValue.Items items && lambda.getParameters().size() == 1
                && items.elements().size() <= MAX_UNROLLED) {
            Parameter element = lambda.getParameter(0);
            return Optional.of(items.elements().stream().map(e -> Map.<Node, AbstractValue>of(element, e)).toList());
        }
        if (receiver instanceof AbstractValue.Entries map && lambda.getParameters().size() == 2 && !map.entries().isOpen()
                && map.entries().dynamicKeys().isEmpty() && map.entries().entries().size() <= MAX_UNROLLED) {
            return Optional.of(map.entries().entries().stream().map(e -> Map.<Node, AbstractValue>of(
                    lambda.getParameter(0), str(e.key()), lambda.getParameter(1), new AbstractValue.Str(e.value()))).toList());
        }
        return Optional.empty();
    }

    /**
     * Where each element of an unrolled loop is written, when the code lists them: the expressions of an array or
     * List.of for a for-each statement, the entries' own locations for a map's forEach; else empty.
     */
    private List<SourceLocation> elementLocations(Node loop, int count, Frame f) {
        if (loop instanceof ForEachStmt each) {
            return elementExpressions(each.getIterable(), count).stream().map(Code::location).toList();
        }
        MethodCallExpr call = (MethodCallExpr) loop.getParentNode().orElseThrow();
        if (Choices.collapse(evaluator.eval(call.getScope().orElseThrow(), f)) instanceof AbstractValue.Entries map) {
            return map.entries().entries().stream().map(Options.Entry::location).toList();
        }
        return elementExpressions(call.getScope().get(), count).stream().map(Code::location).toList();
    }

    /** Where the element an iteration of an unrolled loop runs with is written: entries it adds are reported there. */
    record IterationSite(Node loop, SourceLocation element) {
    }

    final Map<Frame, IterationSite> iterationSites = new ConcurrentHashMap<>();

    /**
     * The expressions that write the {@code count} elements of a loop's collection, in order, when the code lists
     * them (an array initializer, List.of/Arrays.asList/Stream.of arguments, directly or through a variable or field
     * holding one); else empty.
     */
    private static List<Expression> elementExpressions(Expression iterable, int count) {
        Expression e = iterable;
        for (int hops = 0; hops < 2 && e instanceof NameExpr name; hops++) {
            Optional<Node> declaration = Variables.localDeclaration(name.getNameAsString(), name);
            if (declaration.isEmpty()) {
                declaration = Variables.enclosingTypes(name).stream()
                        .flatMap(t -> Variables.field(t, name.getNameAsString()).stream()).map(v -> (Node) v).findFirst();
            }
            if (declaration.isEmpty() || !(declaration.get() instanceof VariableDeclarator v)
                    || v.getInitializer().isEmpty()) {
                return List.of();
            }
            e = v.getInitializer().get();
        }
        List<Expression> elements = List.of();
        if (e instanceof ArrayCreationExpr created && created.getInitializer().isPresent()) {
            elements = created.getInitializer().get().getValues();
        } else if (e instanceof ArrayInitializerExpr initializer) {
            elements = initializer.getValues();
        } else if (e instanceof MethodCallExpr call && Set.of("of", "asList").contains(call.getNameAsString())) {
            elements = call.getArguments();
        }
        return elements.size() == count ? elements : List.of();
    }

    /** Does a loop body hold a statement that leaves it before its end (break, continue, return, throw)? */
    private static boolean leavesEarly(Node body) {
        return body.findFirst(Statement.class, s -> s instanceof BreakStmt || s instanceof ContinueStmt
                || s instanceof ReturnStmt || s instanceof ThrowStmt || s instanceof YieldStmt).isPresent();
    }
}
