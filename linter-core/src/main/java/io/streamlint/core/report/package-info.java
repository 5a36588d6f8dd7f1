/**
 * What a run's result is written as: SARIF and the console's text. The top floor: depends on {@code engine},
 * {@code dump} and the floors below them.
 */
package io.streamlint.core.report;
