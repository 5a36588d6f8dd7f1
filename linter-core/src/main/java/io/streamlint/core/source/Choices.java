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
 * several returns or a loop may run or not, the value is {@link Val.OneOf} the alternatives, each with its
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
    static List<Val.Alt> alternatives(Val v) {
        return v instanceof Val.OneOf o ? o.alternatives() : List.of(new Val.Alt(v, List.of()));
    }

    /**
     * One value of {@code alternatives}: nested OneOfs flattened (paths joined), contradictory paths dropped,
     * equal values kept once; a single alternative is the value itself; too many are merged.
     */
    static Val oneOf(List<Val.Alt> alternatives) {
        List<Val.Alt> flat = new ArrayList<>();
        for (Val.Alt alt : alternatives) {
            for (Val.Alt inner : alternatives(alt.value())) {
                Optional<List<Val.Choice>> path = join(alt.path(), inner.path());
                if (path.isPresent() && flat.stream().noneMatch(a -> a.value().equals(inner.value()))) {
                    flat.add(new Val.Alt(inner.value(), path.get()));
                }
            }
        }
        if (flat.isEmpty()) {
            return new Val.Unknown("no consistent alternative");
        }
        if (flat.size() == 1) {
            return flat.get(0).value();
        }
        if (flat.size() > MAX_ALTERNATIVES) {
            return merge(flat.stream().map(Val.Alt::value).toList());
        }
        return new Val.OneOf(List.copyOf(flat));
    }

    /** Two alternatives chosen at {@code point}: {@code first} on branch {@code firstBranch}, and so on. */
    static Val branch(Object point, Val first, Val.Choice firstChoice, Val second, Val.Choice secondChoice) {
        if (first.equals(second)) {
            return first;
        }
        return oneOf(List.of(new Val.Alt(first, List.of(firstChoice)), new Val.Alt(second, List.of(secondChoice))));
    }

    /**
     * {@code f} applied to every consistent combination of the alternatives of {@code inputs}; when there would
     * be too many combinations, to the merged inputs instead.
     */
    static Val distribute(List<Val> inputs, Function<List<Val>, Val> f) {
        // Combinations are built input by input, keeping only those whose paths agree: alternatives chosen at one
        // point (a key and a value of the same loop element) do not multiply.
        List<List<Val.Alt>> combos = new ArrayList<>();
        List<List<Val.Choice>> paths = new ArrayList<>();
        combos.add(List.of());
        paths.add(List.of());
        for (Val input : inputs) {
            List<List<Val.Alt>> next = new ArrayList<>();
            List<List<Val.Choice>> nextPaths = new ArrayList<>();
            for (int c = 0; c < combos.size(); c++) {
                for (Val.Alt alt : alternatives(input)) {
                    Optional<List<Val.Choice>> path = join(paths.get(c), alt.path());
                    if (path.isPresent()) {
                        List<Val.Alt> extended = new ArrayList<>(combos.get(c));
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
        List<Val.Alt> results = new ArrayList<>();
        for (int c = 0; c < combos.size(); c++) {
            results.add(new Val.Alt(f.apply(combos.get(c).stream().map(Val.Alt::value).toList()), paths.get(c)));
        }
        return oneOf(results);
    }

    /**
     * What a loop (or lambda, catch block) may have done to {@code before}, alternative by alternative: each
     * alternative of {@code before} (a reader of one session or another) merged with every alternative of
     * {@code after} that can hold with it (what the loop body made of it, for each element it iterates), on the
     * before alternative's path.
     */
    static Val mergedPerAlternative(Val before, Val after) {
        List<Val.Alt> results = new ArrayList<>();
        for (Val.Alt b : alternatives(before)) {
            List<Val> values = new ArrayList<>();
            values.add(b.value());
            for (Val.Alt a : alternatives(after)) {
                if (join(b.path(), a.path()).isPresent()) {
                    values.add(a.value());
                }
            }
            results.add(new Val.Alt(merge(values), b.path()));
        }
        return oneOf(results);
    }

    /** Both paths, unless they take one decision two ways. */
    static Optional<List<Val.Choice>> join(List<Val.Choice> a, List<Val.Choice> b) {
        List<Val.Choice> joined = new ArrayList<>(a);
        for (Val.Choice c : b) {
            for (Val.Choice d : a) {
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
    static Val collapse(Val v) {
        return v instanceof Val.OneOf o ? merge(o.alternatives().stream().map(Val.Alt::value).toList()) : v;
    }

    /** What all of {@code values} agree on (the analysis's view when it cannot keep them apart). */
    static Val merge(List<Val> values) {
        Val result = null;
        for (Val v : values) {
            result = result == null ? collapse(v) : merge(result, collapse(v));
        }
        return result == null ? new Val.Unknown("no value") : result;
    }

    private static Val merge(Val a, Val b) {
        if (a.equals(b)) {
            return a;
        }
        if (a instanceof Val.Str && b instanceof Val.Str) {
            return Evaluator.unknownStr("one of several values");
        }
        if (a instanceof Val.Entries x && b instanceof Val.Entries y) {
            return new Val.Entries(x.entries().withAll(y.entries()));
        }
        if (a instanceof Val.Session x && b instanceof Val.Session y && x.id().equals(y.id())) {
            return new Val.Session(x.id(), x.conf().withAll(y.conf()), x.location(), x.traced() && y.traced());
        }
        if (a instanceof Val.SessionBuilder x && b instanceof Val.SessionBuilder y) {
            return new Val.SessionBuilder(x.conf().withAll(y.conf()));
        }
        if (a instanceof Val.Reader x && b instanceof Val.Reader y && x.streaming() == y.streaming()
                && x.session().equals(y.session())) {
            return new Val.Reader(x.streaming(), agree(x.format(), y.format()), x.options().withAll(y.options()),
                    agree(x.schema(), y.schema()), x.session(), x.location());
        }
        if (a instanceof Val.Data x && b instanceof Val.Data y) {
            return new Val.Data(new Plan.Untraced("one of several Datasets", x.plan().code(), x.plan().location()),
                    x.session().equals(y.session()) ? x.session() : Sessions.unknownOrigin(x.plan().location()));
        }
        if (a instanceof Val.Writer x && b instanceof Val.Writer y) {
            Val.Data input = (Val.Data) merge(x.input(), y.input());
            boolean sameKind = x.kind() == y.kind();
            return new Val.Writer(input, Objects.equals(x.variable(), y.variable()) ? x.variable() : null,
                    x.writeStream(), sameKind ? x.kind() : Sink.Kind.FORMAT,
                    sameKind ? agree(x.format(), y.format())
                            : Optional.of(new Setting(Value.unknown("differs"), x.writeStream())),
                    agree(x.outputMode(), y.outputMode()), agree(x.queryName(), y.queryName()),
                    agreeTrigger(x.trigger(), y.trigger()), x.options().withAll(y.options()),
                    x.partitionBy().or(y::partitionBy), x.clusterBy().or(y::clusterBy),
                    sameKind && x.batchFunction().equals(y.batchFunction()) ? x.batchFunction() : Optional.empty());
        }
        if (a instanceof Val.Foreign x && b instanceof Val.Foreign y && x.type().equals(y.type())) {
            java.util.TreeMap<String, Val> fields = new java.util.TreeMap<>();
            for (var e : x.fields().entrySet()) {
                if (y.fields().containsKey(e.getKey())) {
                    fields.put(e.getKey(), merge(e.getValue(), y.fields().get(e.getKey())));
                }
            }
            return new Val.Foreign(x.type(), x.exact() && y.exact(), fields);
        }
        if (a instanceof Val.Items x && b instanceof Val.Items y) {
            List<Val> both = new ArrayList<>(x.elements());
            y.elements().stream().filter(e -> !both.contains(e)).forEach(both::add);
            return new Val.Items(both);
        }
        return new Val.Unknown("one of several values");
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
