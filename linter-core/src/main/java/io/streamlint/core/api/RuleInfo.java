package io.streamlint.core.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What a rule is, in one place (as Error Prone's {@code @BugPattern}): the rule class holds only its check.
 * With the rule's page {@code docs/<id>.md} this is the single source of the console text, the SARIF rule
 * metadata, {@code explain} and the rule reference.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface RuleInfo {

    /**
     * Stable, opaque id ({@code SS001}); never reused for another kind of finding. Two or more capital letters, then
     * three or more digits ({@link RuleDescriptor#ID}); a rule pack uses a prefix of its own ({@code ACME001}).
     */
    String id();

    /** PascalCase name, e.g. {@code AppendAggregationWithoutWatermark}. */
    String name();

    /** Severity unless configured otherwise: error = Spark rejects the query; warning = it hurts in production. */
    Severity severity();

    /** One sentence: what the rule catches (SARIF {@code shortDescription}). */
    String summary();

    /** SARIF {@code properties.tags}. */
    String[] tags() default {};

    /** How often a finding of this rule is right (SARIF {@code properties.precision}). */
    Precision precision() default Precision.HIGH;

    /**
     * A production-durability warning: what it reports hurts only a query that runs for long, restarts or recovers
     * from a failure (a checkpoint that does not last, no read limit, a write that is not idempotent), which a test
     * that starts, drains and stops its query never does. Its findings are not reported in test code; a rule about
     * what Spark rejects, or about a query's results, is never production-only.
     */
    boolean productionOnly() default false;

    /**
     * The option keys the rule reads (its page describes each); the configuration refuses any other key under the
     * rule's {@code options}, so that a misspelt option is an error instead of being ignored.
     */
    String[] options() default {};

    /**
     * Whether the rule judges queries read from plans (plan dumps, and live plans in tests) as well as from source.
     * False for a rule about where code sets something, which a plan cannot show: SS040 reports a checkpoint-pinned
     * conf set beside a stateful query, but a live session's conf holds every value set anywhere (a test's session
     * builder, spark-submit), so on plans it would report every job.
     */
    boolean onPlans() default true;

    /**
     * Regular expressions (found anywhere in the message, {@code .} matching line ends too) for the messages by which
     * Spark rejects the pitfall this rule reports: a rejection of Spark's own checker that the rules did not report is
     * reported under the rule whose expression matches it (the first by rule id). An error rule declares them; the
     * rules module's verdict test checks them against real Spark.
     */
    String[] sparkRejections() default {};
}
