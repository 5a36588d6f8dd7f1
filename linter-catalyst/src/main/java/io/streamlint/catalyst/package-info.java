/**
 * Spark Catalyst behind linter-core's {@code sql} floor: {@link io.streamlint.catalyst.CatalystSqlText} implements
 * {@link io.streamlint.core.sql.SqlText} with Spark's own SQL parser, analyzer and interval readers, and is found
 * through {@link java.util.ServiceLoader} only when SQL text is met, so that linting plain Java never loads Spark.
 * Depends on linter-core's {@code sql} and {@code model} packages and on spark-catalyst; nothing in linter-core
 * depends on it.
 */
package io.streamlint.catalyst;
