package io.streamlint.core.source;

import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The evaluator's memo: each key (an expression in a frame, a variable after an event, a field) is computed once
 * and its value shared. A key whose computation needs itself, directly or through others, is on a cycle; the keys
 * of one cycle (a strongly connected component of "needs", found as Tarjan's algorithm finds them while the
 * values are computed depth first) all become {@link #CYCLE}. That is a property of the keys, not of the order
 * they are asked in, so the values do not depend on which job, file or thread asks first.
 *
 * <p>Shared by threads: finished values are in a concurrent map; each thread keeps its own depth-first walk. Two
 * threads may compute one key at the same time; the first to finish is kept and both return it.
 */
final class Memo {

    /** The value of every key of a cycle. */
    static final AbstractValue CYCLE = new AbstractValue.Unknown("a value defined in terms of itself");

    private final Map<Object, AbstractValue> done = new ConcurrentHashMap<>();
    private final ThreadLocal<Walk> walks = ThreadLocal.withInitial(Walk::new);

    /** The value of {@code key}, computed by {@code compute} unless known. */
    AbstractValue get(Object key, Supplier<AbstractValue> compute) {
        AbstractValue known = done.get(key);
        if (known != null) {
            return known;
        }
        Walk walk = walks.get();
        Integer visiting = walk.index.get(key);
        if (visiting != null) {
            walk.reached(visiting);
            return CYCLE;
        }
        int index = walk.enter(key);
        AbstractValue value = compute.get();
        return walk.leave(index, value, done);
    }

    /** The value of {@code key} if it is known (finished by any thread). */
    @Nullable AbstractValue known(Object key) {
        return done.get(key);
    }

    /**
     * Forgets this thread's unfinished keys: after a computation was abandoned by an exception (a budget), so that the
     * next one starts with a clean walk. Finished values stay: each was computed whole.
     */
    void abandonWalk() {
        walks.remove();
    }

    /** How many values are known. */
    int size() {
        return done.size();
    }

    /** One thread's depth-first walk: Tarjan's stack of visited, unassigned keys, and the computations under way. */
    private static final class Walk {
        final Map<Object, Integer> index = new HashMap<>();
        final List<Object> stack = new ArrayList<>();
        /** Per key on the stack: the lowest index it reaches, and whether it reaches itself. */
        final List<int[]> low = new ArrayList<>();
        /** The keys being computed, innermost last (indexes into the stack). */
        final List<Integer> active = new ArrayList<>();

        int enter(Object key) {
            int i = stack.size();
            index.put(key, i);
            stack.add(key);
            low.add(new int[]{i, 0});
            active.add(i);
            return i;
        }

        /** The key being computed needs the key at {@code target}, which is on the stack. */
        void reached(int target) {
            int current = active.get(active.size() - 1);
            int[] l = low.get(current);
            l[0] = Math.min(l[0], target);
            if (target == current) {
                l[1] = 1;
            }
        }

        AbstractValue leave(int i, AbstractValue value, Map<Object, AbstractValue> done) {
            active.remove(active.size() - 1);
            int[] l = low.get(i);
            if (l[0] < i) {
                // Part of a cycle through a key below: its root decides.
                int parent = active.get(active.size() - 1);
                int[] p = low.get(parent);
                p[0] = Math.min(p[0], l[0]);
                return value;
            }
            boolean cyclic = l[1] == 1 || stack.size() - 1 > i;
            AbstractValue result = value;
            if (cyclic) {
                for (int k = i; k < stack.size(); k++) {
                    done.putIfAbsent(stack.get(k), CYCLE);
                }
                result = CYCLE;
            } else {
                AbstractValue previous = done.putIfAbsent(stack.get(i), value);
                result = previous != null ? previous : value;
            }
            for (int k = stack.size() - 1; k >= i; k--) {
                index.remove(stack.get(k));
                stack.remove(k);
                low.remove(k);
            }
            return result;
        }
    }
}
