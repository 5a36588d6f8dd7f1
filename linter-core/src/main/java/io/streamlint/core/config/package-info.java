/**
 * streamlint.yaml as the CLI and the Maven plugin read it: which rules run, with what severity and options.
 * Depends on {@code api}, {@code model} and {@code support}; never on the engine that uses it.
 */
package io.streamlint.core.config;
