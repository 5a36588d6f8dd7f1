/**
 * Runs a lint: the frontends, then the rules on the model they built, then test code, suppressions and finding keys
 * through the frontends' source index; the run cache and the baseline. Depends on the frontends and every floor below
 * them, never on {@code report} nor on a frontend's syntax (JavaParser).
 */
package io.streamlint.core.engine;
