/**
 * The built-in rules: one class per rule with its descriptor in {@link io.streamlint.core.api.RuleInfo}, registered
 * with {@link java.util.ServiceLoader} ({@code META-INF/services/io.streamlint.core.api.Rule}), documented in
 * {@code docs/<ID>.md} and specified by the samples under {@code src/test/resources/<ID>/}; and the small helpers
 * several rules share ({@code StreamingPlans}, {@code Restarts}). Rules read the application model and ask
 * {@link io.streamlint.core.model.SparkFacts} and its topic classes what Spark does; they depend on linter-core's
 * {@code api} and {@code model} packages only, never on a frontend, the engine or a report.
 */
package io.streamlint.rules;
