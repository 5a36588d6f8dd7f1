/**
 * The plan dump frontend: Spark plans dumped by a test run ({@code PlanDump}) read back into the application model.
 * Depends on {@code api}, {@code model} and {@code support}.
 */
package io.streamlint.core.dump;
