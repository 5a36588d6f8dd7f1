/**
 * The plan dump frontend: Spark plans dumped by a test run ({@code PlanDump}) read back into the application model
 * ({@code PlanDumpFrontend}), with an index of the dumps that names the plan node on a line ({@code PlanDumpIndex}).
 * Depends on {@code frontend}, {@code api}, {@code model} and {@code support}.
 */
package io.streamlint.core.dump;
