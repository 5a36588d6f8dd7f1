package io.streamlint.catalyst;

import io.streamlint.core.model.Schema;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.QueryPlanningTracker;
import org.apache.spark.sql.catalyst.analysis.Analyzer;
import org.apache.spark.sql.catalyst.analysis.FakeV2SessionCatalog$;
import org.apache.spark.sql.catalyst.analysis.FunctionRegistry$;
import org.apache.spark.sql.catalyst.analysis.TableFunctionRegistry$;
import org.apache.spark.sql.catalyst.analysis.UnresolvedAlias;
import org.apache.spark.sql.catalyst.catalog.DummyFunctionExpressionBuilder$;
import org.apache.spark.sql.catalyst.catalog.DummyFunctionResourceLoader$;
import org.apache.spark.sql.catalyst.catalog.SessionCatalog;
import org.apache.spark.sql.catalyst.expressions.Attribute;
import org.apache.spark.sql.catalyst.expressions.AttributeReference;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.NamedExpression;
import org.apache.spark.sql.catalyst.parser.CatalystSqlParser$;
import org.apache.spark.sql.catalyst.plans.logical.LocalRelation;
import org.apache.spark.sql.catalyst.plans.logical.LogicalPlan;
import org.apache.spark.sql.catalyst.plans.logical.Project;
import org.apache.spark.sql.connector.catalog.CatalogManager;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.Metadata;
import scala.Option;
import scala.jdk.javaapi.CollectionConverters;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One projected column resolved by Spark's own analyzer, as {@code selectExpr} resolves its items: the expression
 * over a streaming {@code LocalRelation} of the known columns, with the built-in functions and the session's
 * defaults (names resolve ignoring case). Columns of unknown type are NULL-typed attributes, which Spark casts
 * implicitly; a result that depends on one has an unknown type.
 */
final class ColumnAnalysis {

    private ColumnAnalysis() {
    }

    /** The column {@code expression} makes over {@code input}; throws Spark's AnalysisException when it rejects it. */
    static Schema.Column column(Expression expression, Schema input) throws AnalysisException {
        List<Attribute> attributes = new ArrayList<>();
        Set<Object> untyped = new HashSet<>();
        for (Schema.Column c : input.columns()) {
            DataType type = c.type().isPresent() ? DataType.fromDDL(c.type().get()) : DataTypes.NullType;
            AttributeReference a = new AttributeReference(c.name(), type, true, Metadata.empty(),
                    NamedExpression.newExprId(), CollectionConverters.asScala(List.<String>of()).toSeq());
            attributes.add(a);
            if (c.type().isEmpty()) {
                untyped.add(a.exprId());
            }
        }
        NamedExpression item = expression instanceof NamedExpression named ? named
                : new UnresolvedAlias(expression, Option.empty());
        LocalRelation relation = new LocalRelation(CollectionConverters.asScala(attributes).toList(),
                CollectionConverters.asScala(List.<InternalRow>of()).toList(), true, Option.empty());
        LogicalPlan analyzed = Holder.ANALYZER.executeAndCheck(
                new Project(CollectionConverters.asScala(List.of(item)).toList(), relation),
                new QueryPlanningTracker(Option.empty()));
        Attribute out = analyzed.output().head();
        boolean dependsOnUntyped = CollectionConverters.asJava(analyzed.expressions()).stream()
                .flatMap(e -> CollectionConverters.asJava(e.references().toSeq()).stream())
                .anyMatch(a -> untyped.contains(a.exprId()));
        return new Schema.Column(out.name(), dependsOnUntyped ? Optional.empty()
                : Optional.of(CatalystSqlText.typeName(out.dataType())));
    }

    /**
     * An analyzer without a catalog of tables (a projection over a local relation reads none): Spark's
     * SimpleAnalyzer builds an in-memory catalog that needs Hadoop's configuration, which the linter leaves out.
     */
    private static final class Holder {
        private static final Analyzer ANALYZER = new Analyzer(new CatalogManager(FakeV2SessionCatalog$.MODULE$,
                new SessionCatalog(() -> {
                    throw new IllegalStateException("no table catalog: a projection reads no table");
                }, () -> {
                    throw new IllegalStateException("no global temporary views: a projection reads none");
                }, FunctionRegistry$.MODULE$.builtin(), TableFunctionRegistry$.MODULE$.builtin(), null,
                        CatalystSqlParser$.MODULE$, DummyFunctionResourceLoader$.MODULE$,
                        DummyFunctionExpressionBuilder$.MODULE$, 100, -1L, "default")));
    }
}
