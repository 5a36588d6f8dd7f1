/**
 * The application model every frontend builds and every rule reads: applications, queries, plans, values and the
 * source locations they come from; and what Spark does, as data ({@code SparkFacts} and its topics). Depends on
 * {@code support} alone.
 */
package io.streamlint.core.model;
