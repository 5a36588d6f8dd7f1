/**
 * SQL text and interval strings read by Spark's own parser (found at run time, see {@code SqlText}). Depends on
 * {@code model} and {@code support}.
 */
package io.streamlint.core.sql;
