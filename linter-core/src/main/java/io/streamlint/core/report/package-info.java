/**
 * What a run's result is written as: SARIF and the console's text. The top floor: depends on {@code engine} (what a
 * report shows of the input files, such as a plan dump's plan nodes, comes in its {@code LintResult}), the
 * {@code frontend} contract's types and the floors below them; never on a frontend.
 */
package io.streamlint.core.report;
