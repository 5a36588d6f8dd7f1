/**
 * Streamlint in a Spark test: {@link io.streamlint.testing.Streamlint} checks the query a {@code DataStreamWriter}
 * would start without starting it, by turning its analysed Catalyst plan into the application model
 * ({@code PlanModel}, {@code QueryText}, {@code LiveQuery}) and running the rules and Spark's own
 * {@code UnsupportedOperationChecker} on it. Depends on linter-core ({@code api}, {@code model}, {@code dump},
 * {@code engine}, {@code support}), the rules and Spark SQL, which the test brings.
 */
package io.streamlint.testing;
