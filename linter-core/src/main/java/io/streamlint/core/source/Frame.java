package io.streamlint.core.source;

import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The abstract context an expression is evaluated in: a method, constructor or lambda, the values its parameters
 * are bound to (a parameter without a binding holds what its declared type allows), and how many helper calls deep
 * it is. Frames are values: two calls of a helper with equal argument values at the same depth are evaluated in
 * equal frames, and {@link Frames} keeps one of each, so the helper's body is evaluated once for both (a summary
 * per context, not per call path).
 *
 * <p>{@code thisType}, when set, is the class of the object the method runs on (a call on {@code new KafkaJob()}):
 * calls on {@code this} in an inherited template method then reach that class's overrides only; {@code self}, when
 * set, is that object with what its constructor and earlier calls set in its fields (the receiver value).
 *
 * <p>{@code statics}, when set, holds the static fields of the method's class as the caller left them before the call
 * ({@code events = load(); writeEvents();} in one class): a static field it does not hold has its class-wide value.
 *
 * <p>{@code fieldEntry}, when set, is a field whose reads in this frame see its value on entry (its initialiser):
 * the frame in which a method is evaluated to compute that field's own value, so that {@code this.df =
 * this.df.filter(..)} reads the field's earlier value instead of depending on itself.
 */
final class Frame {

    /** The method, constructor or lambda; null for field initialisers. */
    final @Nullable Node callable;
    final int depth;
    final @Nullable VariableDeclarator fieldEntry;
    /** The class of {@code this} when the call that made the frame tells it (calls on it dispatch there); else null. */
    final @Nullable TypeDeclaration<?> thisType;
    /** The object the method runs on, with the fields the code showed (see {@link AbstractValue.Foreign}); else null. */
    final AbstractValue.@Nullable Foreign self;
    /** The static fields of the method's class the caller set before the call (see above); else null. */
    final AbstractValue.@Nullable Foreign statics;
    /**
     * Bound parameters in source order, and their values; in a frame of an unrolled loop (see {@code Evaluator}) also
     * the loop variable (its element) and an assignment {@code x = x.option(..)} (the value {@code x} has before it).
     */
    private final List<Node> parameters;
    private final List<AbstractValue> values;
    private final int hash;

    private Frame(@Nullable Node callable, List<Node> parameters, List<AbstractValue> values, int depth,
                  @Nullable VariableDeclarator fieldEntry, @Nullable TypeDeclaration<?> thisType, AbstractValue.@Nullable Foreign self,
                  AbstractValue.@Nullable Foreign statics) {
        this.callable = callable;
        this.self = self;
        this.statics = statics;
        this.parameters = parameters;
        this.values = values;
        this.depth = depth;
        this.fieldEntry = fieldEntry;
        this.thisType = thisType;
        int h = System.identityHashCode(callable) * 31 + depth;
        h = h * 31 + System.identityHashCode(fieldEntry);
        h = h * 31 + System.identityHashCode(thisType);
        h = h * 31 + (self == null ? 0 : self.hashCode());
        h = h * 31 + (statics == null ? 0 : statics.hashCode());
        for (int i = 0; i < parameters.size(); i++) {
            h = h * 31 + System.identityHashCode(parameters.get(i));
            h = h * 31 + values.get(i).hashCode();
        }
        this.hash = h;
    }

    /** A frame of {@code callable} with {@code bindings}; {@link Frames#intern} gives the one frame equal to it. */
    static Frame of(@Nullable Node callable, Map<? extends Node, AbstractValue> bindings, int depth,
                    @Nullable VariableDeclarator fieldEntry, @Nullable TypeDeclaration<?> thisType,
                    AbstractValue.@Nullable Foreign self, AbstractValue.@Nullable Foreign statics) {
        List<Node> parameters = new ArrayList<>(bindings.keySet());
        parameters.sort(Code::compareBegin);
        List<AbstractValue> values = new ArrayList<>(parameters.size());
        for (Node p : parameters) {
            values.add(bindings.get(p));
        }
        return new Frame(callable, List.copyOf(parameters), List.copyOf(values), depth, fieldEntry, thisType, self,
                statics);
    }

    /** The value bound to {@code p}, or null when it is unbound. */
    @Nullable AbstractValue argument(Node p) {
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i) == p) {
                return values.get(i);
            }
        }
        return null;
    }

    /** Does the frame bind the value a variable has before an assignment of an unrolled loop? */
    boolean carriesValues() {
        for (Node p : parameters) {
            if (p instanceof com.github.javaparser.ast.expr.AssignExpr) {
                return true;
            }
        }
        return false;
    }

    /** The bindings, by parameter identity (to extend them for a lambda in this frame). */
    Map<Node, AbstractValue> bindings() {
        Map<Node, AbstractValue> bindings = new IdentityHashMap<>();
        for (int i = 0; i < parameters.size(); i++) {
            bindings.put(parameters.get(i), values.get(i));
        }
        return bindings;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Frame f) || f.hash != hash || f.callable != callable || f.depth != depth
                || f.fieldEntry != fieldEntry || f.thisType != thisType || !java.util.Objects.equals(f.self, self)
                || !java.util.Objects.equals(f.statics, statics)
                || f.parameters.size() != parameters.size()) {
            return false;
        }
        for (int i = 0; i < parameters.size(); i++) {
            if (f.parameters.get(i) != parameters.get(i)) {
                return false;
            }
        }
        return f.values.equals(values);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return "Frame(" + (callable == null ? "field initialisers" : Code.location(callable)) + ", depth " + depth
                + ", " + parameters.size() + " bound)";
    }
}
