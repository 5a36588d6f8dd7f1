package io.streamlint.core.source;

import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.Trigger;
import io.streamlint.core.model.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Values that depend on which way the code went. Where branches assign a variable differently, a helper has
 * several returns or a loop may run or not, the value is {@link AbstractValue.OneOf} the alternatives, each with its
 * path (the choices that lead to it); calls on such a value are made on each alternative. Paths that
 * contradict each other (the same decision taken both ways) are dropped, so two variables set under the same
 * {@code if} stay paired. Past {@value #MAX_ALTERNATIVES} alternatives the value is merged into one, as far as
 * the alternatives agree ({@link #merge}), which is what the analysis knew before it tracked alternatives.
 */
final class Choices {

    static final int MAX_ALTERNATIVES = 12;

    private Choices() {
    }

    /** The alternatives of {@code v}: its own for a OneOf, else {@code v} on the empty path. */
    static List<AbstractValue.Alt> alternatives(AbstractValue v) {
        return v instanceof AbstractValue.OneOf o ? o.alternatives() : List.of(new AbstractValue.Alt(v, List.of()));
    }

    /**
     * One value of {@code alternatives}: nested OneOfs flattened (paths joined), contradictory paths dropped,
     * equal values kept once; a single alternative is the value itself; too many are merged.
     */
    static AbstractValue oneOf(List<AbstractValue.Alt> alternatives) {
        List<AbstractValue.Alt> flat = new ArrayList<>();
        for (AbstractValue.Alt alt : alternatives) {
            for (AbstractValue.Alt inner : alternatives(alt.value())) {
                Optional<List<AbstractValue.Choice>> path = join(alt.path(), inner.path());
                if (path.isPresent() && flat.stream().noneMatch(a -> a.value().equals(inner.value()))) {
                    flat.add(new AbstractValue.Alt(inner.value(), path.get()));
                }
            }
        }
        if (flat.isEmpty()) {
            return new AbstractValue.Unknown("no consistent alternative");
        }
        if (flat.size() == 1) {
            return flat.get(0).value();
        }
        if (flat.size() > MAX_ALTERNATIVES) {
            return merge(flat.stream().map(AbstractValue.Alt::value).toList());
        }
        return new AbstractValue.OneOf(List.copyOf(flat));
    }

    /** Two alternatives chosen at {@code point}: {@code first} on branch {@code firstBranch}, and so on. */
    static AbstractValue branch(Object point, AbstractValue first, AbstractValue.Choice firstChoice, AbstractValue second, AbstractValue.Choice secondChoice) {
        if (first.equals(second)) {
            return first;
        }
        return oneOf(List.of(new AbstractValue.Alt(first, List.of(firstChoice)), new AbstractValue.Alt(second, List.of(secondChoice))));
    }

    /**
     * {@code f} applied to every consistent combination of the alternatives of {@code inputs}; when there would
     * be too many combinations, to the merged inputs instead.
     */
    static AbstractValue distribute(List<AbstractValue> inputs, Function<List<AbstractValue>, AbstractValue> f) {
        // Combinations are built input by input, keeping only those whose paths agree: alternatives chosen at one
        // point (a key and a value of the same loop element) do not multiply.
        List<List<AbstractValue.Alt>> combos = new ArrayList<>();
        List<List<AbstractValue.Choice>> paths = new ArrayList<>();
        combos.add(List.of());
        paths.add(List.of());
        for (AbstractValue input : inputs) {
            List<List<AbstractValue.Alt>> next = new ArrayList<>();
            List<List<AbstractValue.Choice>> nextPaths = new ArrayList<>();
            for (int c = 0; c < combos.size(); c++) {
                for (AbstractValue.Alt alt : alternatives(input)) {
                    Optional<List<AbstractValue.Choice>> path = join(paths.get(c), alt.path());
                    if (path.isPresent()) {
                        List<AbstractValue.Alt> extended = new ArrayList<>(combos.get(c));
                        extended.add(alt);
                        next.add(extended);
                        nextPaths.add(path.get());
                    }
                }
            }
            combos = next;
            paths = nextPaths;
            if (combos.size() > MAX_ALTERNATIVES * 2) {
                return f.apply(inputs.stream().map(Choices::collapse).toList());
            }
        }
        List<AbstractValue.Alt> results = new ArrayList<>();
        for (int c = 0; c < combos.size(); c++) {
            results.add(new AbstractValue.Alt(f.apply(combos.get(c).stream().map(AbstractValue.Alt::value).toList()), paths.get(c)));
        }
        return oneOf(results);
    }

    /**
     * What a loop (or lambda, catch block) may have done to {@code before}, alternative by alternative: each
     * alternative of {@code before} (a reader of one session or another) merged with every alternative of
     * {@code after} that can hold with it (what the loop body made of it, for each element it iterates), on the
     * before alternative's path.
     */
    static AbstractValue mergedPerAlternative(AbstractValue before, AbstractValue after) {
        List<AbstractValue.Alt> results = new ArrayList<>();
        for (AbstractValue.Alt b : alternatives(before)) {
            List<AbstractValue> values = new ArrayList<>();
            values.add(b.value());
            for (AbstractValue.Alt a : alternatives(after)) {
                if (join(b.path(), a.path()).isPresent()) {
                    values.add(a.value());
                }
            }
            results.add(new AbstractValue.Alt(merge(values), b.path()));
        }
        return oneOf(results);
    }

    /** Both paths, unless they take one decision two ways. */
    static Optional<List<AbstractValue.Choice>> join(List<AbstractValue.Choice> a, List<AbstractValue.Choice> b) {
        List<AbstractValue.Choice> joined = new ArrayList<>(a);
        for (AbstractValue.Choice c : b) {
            for (AbstractValue.Choice d : a) {
                if (d.point().equals(c.point()) && c.branch() != null && d.branch() != null
                        && !c.branch().equals(d.branch())) {
                    return Optional.empty();
                }
            }
            if (!joined.contains(c)) {
                joined.add(c);
            }
        }
        return Optional.of(joined);
    }

    /** {@code v} as one value: a OneOf merged, anything else itself. */
    static AbstractValue collapse(AbstractValue v) {
        return v instanceof AbstractValue.OneOf o ? merge(o.alternatives().stream().map(AbstractValue.Alt::value).toList()) : v;
    }

    /** What all of {@code values} agree on (the analysis's view when it cannot keep them apart). */
    static AbstractValue merge(List<AbstractValue> values) {
        AbstractValue result = null;
        for (AbstractValue v : values) {
            result = result == null ? collapse(v) : merge(result, collapse(v));
        }
        return result == null ? new AbstractValue.Unknown("no value") : result;
    }

    private static AbstractValue merge(AbstractValue a, AbstractValue b) {
        if (a.equals(b)) {
            return a;
        }
        if (a instanceof AbstractValue.Str && b instanceof AbstractValue.Str) {
            return Evaluator.unknownStr("one of several values");
        }
        if (a instanceof AbstractValue.Entries x && b instanceof AbstractValue.Entries y) {
            return new AbstractValue.Entries(x.entries().withAll(y.entries()));
        }
        if (a instanceof AbstractValue.Session x && b instanceof AbstractValue.Session y && x.id().equals(y.id())) {
            return new AbstractValue.Session(x.id(), x.conf().withAll(y.conf()), x.location(), x.traced() && y.traced());
        }
        if (a instanceof AbstractValue.SessionBuilder x && b instanceof AbstractValue.SessionBuilder y) {
            return new AbstractValue.SessionBuilder(x.conf().withAll(y.conf()));
        }
        if (a instanceof AbstractValue.Reader x && b instanceof AbstractValue.Reader y && x.streaming() == y.streaming()
                && x.session().equals(y.session())) {
            return new AbstractValue.Reader(x.streaming(), agree(x.format(), y.format()), x.options().withAll(y.options()),
                    agree(x.schema(), y.schema()), x.session(), x.location());
        }
        if (a instanceof AbstractValue.Data x && b instanceof AbstractValue.Data y) {
            return new AbstractValue.Data(new Plan.Untraced("one of several Datasets", x.plan().code(), x.plan().location()),
                    x.session().equals(y.session()) ? x.session() : Sessions.unknownOrigin(x.plan().location()));
        }
        if (a instanceof AbstractValue.Writer x && b instanceof AbstractValue.Writer y) {
            AbstractValue.Data input = (AbstractValue.Data) merge(x.input(), y.input());
            boolean sameKind = x.kind() == y.kind();
            return new AbstractValue.Writer(input, Objects.equals(x.variable(), y.variable()) ? x.variable() : null,
                    x.writeStream(), sameKind ? x.kind() : Sink.Kind.FORMAT,
                    sameKind ? agree(x.format(), y.format())
                            : Optional.of(new Setting(Value.unknown("differs"), x.writeStream())),
                    agree(x.outputMode(), y.outputMode()), agree(x.queryName(), y.queryName()),
                    agreeTrigger(x.trigger(), y.trigger()), x.options().withAll(y.options()),
                    x.partitionBy().or(y::partitionBy), x.clusterBy().or(y::clusterBy),
                    sameKind && x.batchFunction().equals(y.batchFunction()) ? x.batchFunction() : Optional.empty());
        }
        if (a instanceof AbstractValue.Foreign x && b instanceof AbstractValue.Foreign y && x.type().equals(y.type())) {
            java.util.TreeMap<String, AbstractValue> fields = new java.util.TreeMap<>();
            for (var e : x.fields().entrySet()) {
                if (y.fields().containsKey(e.getKey())) {
                    fields.put(e.getKey(), merge(e.getValue(), y.fields().get(e.getKey())));
                }
            }
            return new AbstractValue.Foreign(x.type(), x.exact() && y.exact(), fields);
        }
        if (a instanceof AbstractValue.Items x && b instanceof AbstractValue.Items y) {
            List<AbstractValue> both = new ArrayList<>(x.elements());
            y.elements().stream().filter(e -> !both.contains(e)).forEach(both::add);
            return new AbstractValue.Items(both);
        }
        return new AbstractValue.Unknown("one of several values");
    }

    private static Optional<Setting> agree(Optional<Setting> a,
                                                                     Optional<Setting> b) {
        if (a.equals(b)) {
            return a;
        }
        var at = a.or(() -> b).orElseThrow().location();
        return Optional.of(new Setting(Value.unknown("one of several values"), at));
    }

    private static Optional<Trigger> agreeTrigger(Optional<Trigger> a,
                                                                            Optional<Trigger> b) {
        if (a.equals(b)) {
            return a;
        }
        var at = a.or(() -> b).orElseThrow().location();
        return Optional.of(new Trigger(Value.unknown("one of several triggers"),
                Value.unknown("one of several triggers"), at));
    }
}
