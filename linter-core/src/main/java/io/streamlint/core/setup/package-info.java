/**
 * The setup of a lint, shared by the front ends: rules (the tool's and rule packs'), the configuration file and the
 * rules disabled make the linter, the rule settings and the run cache's key ({@code LintSetup}). Depends on
 * {@code engine}, {@code config} and the floors below them; the CLI and the Maven plugin depend on it.
 */
package io.streamlint.core.setup;
