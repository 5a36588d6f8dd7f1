package io.streamlint.core.model;

import io.streamlint.core.api.SourceLocation;

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
     */
    public record Call(String method, SourceLocation location, Optional<SourceLocation> end) {
    }
}
