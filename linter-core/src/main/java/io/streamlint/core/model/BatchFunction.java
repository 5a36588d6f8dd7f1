package io.streamlint.core.model;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What the function given to {@code foreachBatch} does with each micro-batch, as far as the linter sees it: its body
 * (a lambda, a method reference, an anonymous {@code VoidFunction2}, or a class of the linted code implementing it)
 * and the helper methods it passes the micro-batch to.
 *
 * @param code          the function as written at {@code foreachBatch(..)}, for messages
 * @param location      where the function's body is (the lambda, or the {@code call} method)
 * @param batchName     the name of its micro-batch parameter
 * @param batchIdName   the name of its batch id parameter
 * @param keyedByBatchId whether the batch id keys what the function does: it reaches a path, a table, a transaction
 *                      version, a column, a statement, a check against stored state, or code the linter cannot see;
 *                      not when it is only logged or only tested against constants ({@code batchId % 10 == 0})
 * @param writes        the batch writes of Datasets derived from the micro-batch ({@code write()..save()}, ...)
 * @param statements    SQL text the function runs: {@code spark.sql(..)}, JDBC statements (in
 *                      {@code foreachPartition} lambdas too), in source order
 * @param mergeUpdates  the assignments of merge builders ({@code DeltaTable..merge(..).whenMatched().updateExpr(..)})
 * @param actions       batch actions on Datasets derived from the micro-batch that each run the whole batch and that
 *                      all run in one call (none in another branch of an {@code if} than one taken before), in
 *                      source order; limited actions ({@code isEmpty}, {@code show}, {@code take}, ...) left out
 * @param persists      whether the function (or a helper) calls {@code persist}, {@code cache} or a checkpoint
 */
public record BatchFunction(String code, SourceLocation location, String batchName, String batchIdName,
                            boolean keyedByBatchId, List<Write> writes, List<Statement> statements,
                            List<MergeUpdate> mergeUpdates, List<Plan.Action> actions, boolean persists) {

    public BatchFunction {
        writes = List.copyOf(writes);
        statements = List.copyOf(statements);
        mergeUpdates = List.copyOf(mergeUpdates);
        actions = List.copyOf(actions);
    }

    /**
     * One batch write: {@code ds.write().format(f).mode(m).option(..).save(path)} and the like, or
     * {@code ds.writeTo(t).append()}.
     *
     * @param method  the terminal call: save, insertInto, saveAsTable, jdbc, parquet, json, ..., append
     * @param format  the format: {@code format(..)}, the terminal's own (parquet(..), jdbc(..)), "table" for
     *                insertInto/saveAsTable/writeTo without a format; unknown when not visible
     * @param mode    the save mode in lower case ("append", "overwrite", ...); empty when not set
     * @param options the writer's options (a jdbc(..) call's connection properties included)
     * @param target  the path or table written, when there is one
     * @param rows    the plan of the Dataset written, from the micro-batch
     */
    public record Write(String method, Value format, Optional<Value> mode, Options options, Optional<Value> target,
                        Plan rows, String code, SourceLocation location) {
    }

    /** SQL text run by the function ({@code spark.sql(text)}, {@code connection.prepareStatement(text)}, ...). */
    public record Statement(Value text, String code, SourceLocation location) {
    }

    /**
     * One assignment of a merge builder's update ({@code updateExpr(Map.of("n", "t.n + s.n"))}).
     *
     * @param targetNames the names the target table is known by in the expressions (its alias, {@code as("t")})
     */
    public record MergeUpdate(String column, Value expression, Set<String> targetNames, String code,
                              SourceLocation location) {
        public MergeUpdate {
            targetNames = Set.copyOf(targetNames);
        }
    }
}
