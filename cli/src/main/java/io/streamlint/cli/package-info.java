/**
 * The command line ({@code streamlint}, with picocli): {@code check} (the default), {@code baseline}, {@code rules}
 * and {@code explain}. A command parses its options, runs linter-core's engine and writes the reports; progress and
 * the summary go to stderr on a terminal. Depends on linter-core ({@code engine}, {@code config}, {@code report},
 * {@code api}, {@code support}), on the rules, the Catalyst module and the Spark 4.1 parser at run time, and on
 * picocli.
 */
package io.streamlint.cli;
