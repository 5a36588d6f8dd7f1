package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.AssignExpr;
import com.github.javaparser.ast.expr.CastExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.stmt.BlockStmt;
import com.github.javaparser.ast.stmt.ExpressionStmt;
import com.github.javaparser.ast.stmt.ForEachStmt;
import com.github.javaparser.ast.stmt.Statement;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Value;
import io.streamlint.core.source.Evaluator.BranchPoint;
import io.streamlint.core.source.Evaluator.NodePoint;
import io.streamlint.core.source.UserMethods.Target;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import static io.streamlint.core.source.Evaluator.str;
import static io.streamlint.core.source.Evaluator.MAX_DEPTH;
import org.jspecify.annotations.Nullable;

/**
 * The value of a variable where the code reads it, for the {@link Evaluator}: its initial value, then each
 * event before the use (an assignment, a statement that calls a builder method on it or passes it to a helper), as
 * alternatives where if/else, ?:, switch, loops or lambdas decide whether an event happens.
 */
final class VariableValues {

    private final Evaluator evaluator;

    VariableValues(Evaluator evaluator) {
        this.evaluator = evaluator;
    }

    AbstractValue valueAt(Node declaration, String name, Node use, Frame f) {
        if (f.carriesValues()) {
            Optional<AbstractValue> carried = carriedValue(declaration, name, use, f);
            if (carried.isPresent()) {
                return carried.get();
            }
        }
        Node scope = declaration instanceof Parameter p ? p.getParentNode().orElseThrow()
                : declaration.findAncestor(BlockStmt.class).map(b -> (Node) b)
                .orElse(declaration.getParentNode().orElseThrow());
        List<Variables.Event> events = Variables.events(evaluator.scopes, declaration, name, scope, use, false);
        return valueAfter(events, events.size(), declaration, name, scope, use, f, () -> initialValue(declaration, f));
    }

    /** In an unrolled loop, the value a variable has on the right of its own assignment {@code x = x.option(..)}. */
    private static Optional<AbstractValue> carriedValue(Node declaration, String name, Node use, Frame f) {
        for (Optional<Node> p = use.getParentNode(); p.isPresent(); p = p.get().getParentNode()) {
            if (p.get() instanceof AssignExpr assign && f.argument(assign) != null
                    && assign.getTarget() instanceof NameExpr target && target.getNameAsString().equals(name)
                    && Variables.localDeclaration(name, target).orElse(null) == declaration) {
                return Optional.ofNullable(f.argument(assign)); // not null: tested above
            }
            if (p.get() instanceof Statement) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** The value of a variable after the first {@code count} of its {@code events}, starting from {@code initial}. */
    AbstractValue valueAfter(List<Variables.Event> events, int count, Node declaration, String name, Node scope, @Nullable Node use,
                           Frame f, Supplier<AbstractValue> initial) {
        if (count == 0) {
            return initial.get();
        }
        Variables.Event event = events.get(count - 1);
        return evaluator.memoized(new EventKey(event.node(), declaration, ControlFlow.anchor(use, scope), f), () -> {
            evaluator.budget.get().step();
            if (use != null && ControlFlow.exclusiveArms(event.node(), use)) {
                return valueAfter(events, count - 1, declaration, name, scope, use, f, initial); // the other arm
            }
            List<Node> constructs = ControlFlow.conditionalConstructs(event.node(), use, scope);
            Optional<AbstractValue> unrolled = evaluator.loops.unrolledLoop(events, count, constructs, declaration, name, scope, use, f, initial);
            if (unrolled.isPresent()) {
                return unrolled.get();
            }
            Supplier<AbstractValue> before = () -> valueAfter(events, count - 1, declaration, name, scope, use, f, initial);
            AbstractValue after = applyEvent(event, before, declaration, name, f);
            // spark = null; System.exit(1); : no path from the event reaches the use
            boolean ends = ControlFlow.endsBefore(event.node(), use, scope);
            if (constructs.isEmpty()) {
                return ends ? before.get() : after;
            }
            if (ControlFlow.condition(constructs.get(0), event.node()).isEmpty()) {
                return branch(constructs.get(0), event.node(), before.get(), after, f);
            }
            return decided(constructs, event.node(), before.get(), ends ? null : after, f);
        });
    }

    /** The value of a variable after {@code event}, given its value before. */
    AbstractValue applyEvent(Variables.Event event, Supplier<AbstractValue> before, Node declaration, String name, Frame f) {
        boolean isField = !(declaration instanceof Parameter) && declaration.getParentNode().orElse(null)
                instanceof FieldDeclaration;
        return event.assignment()
                ? evaluator.eval(((AssignExpr) event.node()).getValue(), f)
                : applyStatement(before.get(), (ExpressionStmt) event.node(), declaration, name, isField, f);
    }

    /**
     * The value after an event inside if/else, ?: or switch decisions ({@code constructs}, innermost first; those
     * past the first loop or lambda are left out): {@code after} (null when that path leaves the method) where every
     * decision goes the event's way, {@code before} where one of them does not. An else-if chain is the nested
     * decisions it is: a variable set in each arm keeps no other value.
     */
    AbstractValue decided(List<Node> constructs, Node event, AbstractValue before, @Nullable AbstractValue after, Frame f) {
        List<ControlFlow.Condition> decisions = new ArrayList<>();
        for (Node construct : constructs) {
            Optional<ControlFlow.Condition> c = ControlFlow.condition(construct, event);
            if (c.isEmpty()) {
                break;
            }
            decisions.add(0, c.get()); // outermost first
        }
        List<AbstractValue.Choice> taken = new ArrayList<>();
        List<AbstractValue.Alt> alternatives = new ArrayList<>();
        for (ControlFlow.Condition c : decisions) {
            Object point = new BranchPoint(f, c.text());
            List<AbstractValue.Choice> other = new ArrayList<>(taken);
            other.add(new AbstractValue.Choice(point, c.branchTaken() == null ? null : Boolean.toString(!c.branchTaken()),
                    Code.location(c.expression()), "when " + c.text() + " is "
                    + (c.branchTaken() == null ? "something else" : !c.branchTaken())));
            alternatives.add(new AbstractValue.Alt(before, other));
            taken.add(new AbstractValue.Choice(point, c.branchTaken() == null ? c.label() : Boolean.toString(c.branchTaken()),
                    Code.location(event), "when " + c.text() + " is "
                    + (c.branchTaken() == null ? c.label() : c.branchTaken()) + " (this branch runs)"));
        }
        if (after != null) {
            alternatives.add(new AbstractValue.Alt(after, taken));
        }
        return Choices.oneOf(alternatives);
    }

    /** The value after an event that happens only on some paths: before it on the others, after it on these. */
    AbstractValue branch(Node construct, Node event, AbstractValue before, AbstractValue after, Frame f) {
        Optional<ControlFlow.Condition> condition = ControlFlow.condition(construct, event);
        if (condition.isPresent()) {
            ControlFlow.Condition c = condition.get();
            Object point = new BranchPoint(f, c.text());
            return Choices.branch(point,
                    before, new AbstractValue.Choice(point, c.branchTaken() == null ? null : Boolean.toString(!c.branchTaken()),
                            Code.location(c.expression()), "when " + c.text() + " is "
                            + (c.branchTaken() == null ? "something else" : !c.branchTaken())),
                    after, new AbstractValue.Choice(point, c.branchTaken() == null ? c.label() : Boolean.toString(c.branchTaken()),
                            Code.location(event), "when " + c.text() + " is "
                            + (c.branchTaken() == null ? c.label() : c.branchTaken()) + " (this branch runs)"));
        }
        if (allBuilders(before) && allBuilders(after)) {
            // A builder or collection filled in a loop, lambda or catch block: judged with what it may hold,
            // not on the path where the loop never runs (a map copied from a properties file in a loop is not empty).
            // Each alternative (a reader of one session or another) with what the loop did to it.
            return Choices.mergedPerAlternative(before, after);
        }
        Object point = new NodePoint(construct, f);
        String what = ControlFlow.describe(construct);
        return Choices.branch(point,
                before, new AbstractValue.Choice(point, "skipped", Code.location(construct), "when " + what + " does not run"),
                after, new AbstractValue.Choice(point, "runs", Code.location(event), "when " + what + " runs"));
    }

    private AbstractValue initialValue(Node declaration, Frame f) {
        if (declaration instanceof VariableDeclarator v) {
            AbstractValue bound = f.argument(v);
            if (bound != null) {
                return bound; // the element of an unrolled loop
            }
            if (v.getInitializer().isPresent()) {
                return evaluator.eval(v.getInitializer().get(), f);
            }
            Optional<ForEachStmt> loop = v.findAncestor(ForEachStmt.class)
                    .filter(l -> l.getVariable().getVariables().contains(v));
            if (loop.isPresent()) {
                AbstractValue iterable = evaluator.eval(loop.get().getIterable(), f);
                if (Choices.collapse(iterable) instanceof AbstractValue.Items items && !items.elements().isEmpty()) {
                    return anyOf(items, loop.get());
                }
            }
            return evaluator.declaredTypes.fromDeclaredType(v.getType(), v);
        }
        Parameter p = (Parameter) declaration;
        AbstractValue bound = f.argument(p);
        if (bound != null) {
            return bound;
        }
        if (p.getParentNode().orElse(null) instanceof LambdaExpr lambda) {
            return lambdaParameter(lambda, p, f);
        }
        return p.getType().isUnknownType() ? new AbstractValue.Unknown("parameter") : evaluator.declaredTypes.fromDeclaredType(p.getType(), p);
    }

    /**
     * A lambda's parameter, by what the lambda is passed to: the micro-batch of {@code foreachBatch} is a batch
     * Dataset; {@code list.forEach(x -> ..)} takes each element.
     */
    private AbstractValue lambdaParameter(LambdaExpr lambda, Parameter p, Frame f) {
        int index = lambda.getParameters().indexOf(p);
        Node argument = lambda;
        // Java code casts the lambda to pick an overload: foreachBatch((VoidFunction2<Dataset<Row>, Long>) (b, id) -> ..)
        while (argument.getParentNode().filter(n -> n instanceof CastExpr || n instanceof EnclosedExpr).isPresent()) {
            argument = argument.getParentNode().get();
        }
        if (argument.getParentNode().orElse(null) instanceof MethodCallExpr call && call.getScope().isPresent()) {
            String method = call.getNameAsString();
            if (method.equals("foreachBatch") && index == 0) {
                SourceLocation at = Code.location(p);
                AbstractValue.Session session = Sessions.unknownOrigin(at);
                return new AbstractValue.Data(new Plan.Source(false, Value.of("foreachBatch"), Options.empty(), Optional.empty(),
                        session.id(), "the micro-batch of foreachBatch", at), session);
            }
            if (method.equals("forEach")) {
                AbstractValue receiver = Choices.collapse(evaluator.eval(call.getScope().get(), f));
                if (receiver instanceof AbstractValue.Items items && !items.elements().isEmpty() && index == 0) {
                    return anyOf(items, call);
                }
                // map.forEach((k, v) -> ..): the key and the value of one entry (the same choice at the call)
                if (receiver instanceof AbstractValue.Entries map && lambda.getParameters().size() == 2
                        && !map.entries().isOpen() && map.entries().dynamicKeys().isEmpty()
                        && !map.entries().entries().isEmpty()) {
                    return anyOf(new AbstractValue.Items(map.entries().entries().stream().<AbstractValue>map(e -> index == 0
                            ? str(e.key()) : new AbstractValue.Str(e.value())).toList()), call);
                }
            }
        }
        return p.getType().isUnknownType() ? new AbstractValue.Unknown("lambda parameter") : evaluator.declaredTypes.fromDeclaredType(p.getType(), p);
    }

    /** One of the elements of a collection, as iterated at {@code where}. */
    AbstractValue anyOf(AbstractValue.Items items, Node where) {
        Object point = new NodePoint(where, null);
        List<AbstractValue.Alt> alternatives = new ArrayList<>();
        for (int i = 0; i < items.elements().size(); i++) {
            alternatives.add(new AbstractValue.Alt(items.elements().get(i), List.of(new AbstractValue.Choice(point, Integer.toString(i),
                    Code.location(where), "for element " + (i + 1) + " of the collection"))));
        }
        return Choices.oneOf(alternatives);
    }

    /**
     * A variable's value after an event, seen from the uses whose innermost branching construct is {@code anchor}
     * (they all see the events through the same branches).
     */
    private record EventKey(Node event, Node variable, Node anchor, Frame frame) {
        @Override
        public boolean equals(Object o) {
            return o instanceof EventKey k && k.event == event && k.variable == variable && k.anchor == anchor
                    && k.frame.equals(frame);
        }

        @Override
        public int hashCode() {
            return ((System.identityHashCode(event) * 31 + System.identityHashCode(variable)) * 31
                    + System.identityHashCode(anchor)) * 31 + frame.hashCode();
        }
    }

    /**
     * The effect of a statement that calls methods on a variable ({@code w.option(..);}, {@code m.put(..);},
     * {@code list.add(ds);}) or passes it to a helper ({@code configure(reader);}). Only builders and
     * collections change; Datasets are immutable.
     */
    private AbstractValue applyStatement(AbstractValue current, ExpressionStmt statement, Node variable, String name, boolean isField,
                               Frame f) {
        if (current instanceof AbstractValue.OneOf) {
            return Choices.distribute(List.of(current), v -> applyStatement(v.get(0), statement, variable, name, isField, f));
        }
        if (!isBuilder(current)) {
            return current;
        }
        MethodCallExpr call = (MethodCallExpr) statement.getExpression();
        if (Variables.refersTo(Variables.chainRoot(call), variable, name, isField)) {
            AbstractValue v = current;
            for (MethodCallExpr step : Variables.chainCalls(call)) {
                AbstractValue next = Choices.collapse(evaluator.methodCalls.mutate(v, step, f));
                if (next.getClass() != v.getClass()) {
                    break; // the chain left the builder (e.g. load()); the variable keeps its state
                }
                v = next;
            }
            return v;
        }
        for (int i = 0; i < call.getArguments().size(); i++) {
            if (Variables.refersTo(call.getArgument(i), variable, name, isField)) {
                return passedTo(current, call, i, f);
            }
        }
        return current;
    }

    /** What a helper does to a builder passed as its {@code index}-th argument. */
    private AbstractValue passedTo(AbstractValue current, MethodCallExpr call, int index, Frame f) {
        if (ReadOnlyCalls.onlyReads(call)) {
            return current; // LOG.info("options: {}", options)
        }
        List<Target> targets = evaluator.userMethods.targets(call, f);
        if (targets.size() != 1 || targets.get(0).method().getBody().isEmpty() || f.depth >= MAX_DEPTH
                || index >= targets.get(0).method().getParameters().size()) {
            return current instanceof AbstractValue.Items ? current : opened(current, "passed to " + Code.call(call));
        }
        MethodDeclaration m = targets.get(0).method();
        Frame callee = evaluator.userMethods.frameFor(m, call, f, Map.of(m.getParameter(index), current), targets.get(0).thisType(),
                targets.get(0).self());
        Parameter p = m.getParameter(index);
        BlockStmt body = m.getBody().get();
        List<Variables.Event> events = Variables.events(evaluator.scopes, p, p.getNameAsString(), m, null, false);
        return valueAfter(events, events.size(), p, p.getNameAsString(), m, body, callee,
                () -> initialValue(p, callee));
    }

    private static boolean allBuilders(AbstractValue v) {
        return Choices.alternatives(v).stream().allMatch(a -> isBuilder(a.value()));
    }

    static boolean isBuilder(AbstractValue v) {
        return v instanceof AbstractValue.Foreign || v instanceof AbstractValue.Reader || v instanceof AbstractValue.Writer || v instanceof AbstractValue.Entries
                || v instanceof AbstractValue.SessionBuilder || v instanceof AbstractValue.Items;
    }

    /** A builder that went somewhere we cannot see may have any options set. */
    private static AbstractValue opened(AbstractValue v, String reason) {
        if (v instanceof AbstractValue.Reader r) {
            return r.with(r.format(), r.options().opened(reason), r.schema());
        }
        if (v instanceof AbstractValue.Writer w) {
            return w.withOptions(w.options().opened(reason));
        }
        if (v instanceof AbstractValue.Entries e) {
            return new AbstractValue.Entries(e.entries().opened(reason));
        }
        if (v instanceof AbstractValue.SessionBuilder b) {
            return new AbstractValue.SessionBuilder(b.conf().opened(reason));
        }
        return v;
    }
}
