package io.streamlint.core.model;

import java.util.List;
import java.util.Optional;

/**
 * How the code starts a query: the chain of calls from the outermost method that leads to it (through helpers
 * whose calling contexts are followed) down to {@code start()}/{@code toTable()}, each with where the code ends
 * the query it returns in that method. Lets a rule tell queries that run at the same time from queries the code
 * starts one after the other (a test that stops a query, then starts it again).
 *
 * @param calls outermost first; the last is the terminal call
 */
public record Launch(List<Call> calls) {

    public Launch {
        calls = List.copyOf(calls);
    }

    /**
     * One call of the chain.
     *
     * @param method   the method (or constructor) it sits in, as an identity: calls in one method share it
     * @param location the call
     * @param end      a {@code stop()} or {@code awaitTermination()} (no timeout) on the StreamingQuery this call
     *                 returns, in the same method after it: chained, or on the local variable it is assigned to
     * @param arms     the branches of if/else and switch decisions in the method that the call sits in (two calls
     *                 in different arms of one decision never both run)
     * @param leaves   blocks of the method that the code leaves (return, throw) after the call: a later call outside
     *                 them does not run after this one
     */
    public record Call(String method, SourceLocation location, Optional<SourceLocation> end, List<Arm> arms,
                       List<SourceLocation> leaves) {

        public Call {
            arms = List.copyOf(arms);
            leaves = List.copyOf(leaves);
        }

        /** A call that no decision guards. */
        public Call(String method, SourceLocation location, Optional<SourceLocation> end) {
            this(method, location, end, List.of(), List.of());
        }

        /** Can the code run {@code other} (in the same method, later in the source) after this call? */
        public boolean mayBeFollowedBy(Call other) {
            for (Arm a : arms) {
                for (Arm b : other.arms) {
                    if (a.decision().equals(b.decision()) && !a.arm().equals(b.arm())) {
                        return false;
                    }
                }
            }
            return leaves.stream().allMatch(block -> block.contains(other.location()));
        }
    }

    /** One way of a decision: the if or switch (by its location) and the branch taken ("then", "else", a label). */
    public record Arm(SourceLocation decision, String arm) {
    }
}
