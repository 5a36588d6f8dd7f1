package io.streamlint.rules;

import io.streamlint.core.api.RelatedLocation;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Trigger;

import java.util.List;
import java.util.Optional;

/** What the rules about operators on streams ask of a plan node, answered once for all of them. */
final class StreamingPlans {

    private StreamingPlans() {
    }

    /** Surely reads a stream (an untraced input is not enough). */
    static boolean streaming(Plan plan) {
        return Lineage.isStreaming(plan) == Lineage.Answer.YES;
    }

    /**
     * How the node is part of a streaming plan, where Spark checks every operator, batch side included: the
     * streams it reads, or else the started streaming queries that hold it (the batch side of a stream-static
     * join). Empty when it is part of none.
     */
    static RelatedLocation[] streamingContext(Plan node, RuleContext context) {
        if (streaming(node)) {
            return streamsOf(node);
        }
        return context.application().queriesContaining(node).stream()
                .filter(q -> streaming(q.plan()))
                .map(q -> new RelatedLocation(q.location(), "part of the streaming " + q.subject() + ", started here"))
                .toArray(RelatedLocation[]::new);
    }

    /** The streaming sources under {@code plan}, as related locations. */
    static RelatedLocation[] streamsOf(Plan plan) {
        return Lineage.streamingSources(plan).stream()
                .map(s -> new RelatedLocation(s.location(), "the stream is read here: " + s.code()))
                .toArray(RelatedLocation[]::new);
    }

    /**
     * Trigger.Once ignores read limits (maxOffsetsPerTrigger, maxFilesPerTrigger, ...): true when every started
     * query reading {@code source} may run once (a trigger we cannot read may be Once), and there is one.
     */
    static boolean onlyReadOnce(Plan.Source source, RuleContext context) {
        List<Optional<Trigger>> triggers = context.application().queries().stream()
                .map(Occurrence::element)
                .filter(q -> Lineage.streamingSources(q.plan()).stream().anyMatch(s -> s == source))
                .map(q -> q.sink().trigger())
                .toList();
        return !triggers.isEmpty() && triggers.stream()
                .allMatch(t -> t.isPresent() && (!t.get().kind().isKnown() || t.get().is("Once")));
    }
}
