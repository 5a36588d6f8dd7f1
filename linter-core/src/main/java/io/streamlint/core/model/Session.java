package io.streamlint.core.model;

/**
 * A SparkSession the code builds, with every configuration entry set on it: builder {@code config(..)}, a
 * {@code SparkConf}, {@code conf().set(..)} and {@code SET k=v}, wherever the code sets them on this session.
 * Two jobs that build their sessions in one factory have two sessions (one per calling context).
 *
 * @param id       stable identity: where the session is built and from which calling context
 * @param conf     its configuration; open when some of it cannot be seen
 * @param location where it is built ({@code getOrCreate()}), or where the untraced value comes from
 * @param traced   false for a session whose origin the code does not show (a parameter nobody visibly
 *                 passes, {@code SparkSession.active()}): configuration set elsewhere does not apply to it
 */
public record Session(String id, Options conf, SourceLocation location, boolean traced) {
}
