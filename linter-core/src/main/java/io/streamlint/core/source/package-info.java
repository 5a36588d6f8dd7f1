/**
 * The Java source frontend: parses Java with JavaParser, evaluates the Spark calls into the application model, and
 * indexes its files for the engine ({@code frontend.SourceIndex}). Depends on {@code sql}, {@code frontend},
 * {@code api}, {@code model} and {@code support}; the engine sees none of its syntax.
 */
package io.streamlint.core.source;
