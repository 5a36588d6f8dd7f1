/**
 * The Maven plugin: the {@code check}, {@code aggregate} and {@code baseline} goals. A goal reads its parameters and
 * the configuration file, chooses the files, runs linter-core's engine and writes its reports; it holds no analysis
 * of its own. Depends on linter-core ({@code engine}, {@code config}, {@code report}, {@code api}, {@code support}),
 * on the rules, the Catalyst module and the Spark 4.1 parser at run time, and on Maven's plugin API.
 */
package io.streamlint.maven;
