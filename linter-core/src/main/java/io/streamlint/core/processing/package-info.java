/**
 * Compile-time help for rule authors: an annotation processor that registers the {@code @RuleInfo} classes of a
 * compilation as rule services and refuses what would fail at load time. Depends on {@code api} only; nothing in the
 * linter uses it at run time.
 */
package io.streamlint.core.processing;
