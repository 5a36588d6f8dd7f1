package io.streamlint.rules;

import io.streamlint.core.model.ConfFacts;
import io.streamlint.core.model.FunctionFacts;
import org.apache.spark.sql.catalyst.analysis.FunctionRegistry$;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.internal.SQLConf$;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The facts the rules rely on hold for the Spark on the test class path (4.0.0). */
class SparkFactsAgainstSparkTest {

    @Test
    void everyAggregateFunctionOfTheJavaApiIsKnown() {
        Set<String> aggregates = new TreeSet<>();
        var functionsByName = FunctionRegistry$.MODULE$.expressions().iterator();
        while (functionsByName.hasNext()) {
            var entry = functionsByName.next();
            if ("agg_funcs".equals(((ExpressionInfo) entry._2()._1()).getGroup())) {
                aggregates.add(entry._1());
            }
        }
        Set<String> missing = new TreeSet<>();
        for (Method m : functions.class.getMethods()) {
            String name = m.getName().toLowerCase(Locale.ROOT);
            if (Modifier.isStatic(m.getModifiers()) && aggregates.contains(name)
                    && !FunctionFacts.AGGREGATE_FUNCTIONS.contains(name)) {
                missing.add(name);
            }
        }
        assertEquals(Set.of(), missing, "aggregate functions of org.apache.spark.sql.functions");
    }

    @Test
    void theStateStoreConfNamesTheDefaultAndTheRocksDbProviders() {
        assertEquals(ConfFacts.STATE_STORE_PROVIDER_CONF, SQLConf$.MODULE$.STATE_STORE_PROVIDER_CLASS().key());
        assertEquals(ConfFacts.HDFS_STATE_STORE_PROVIDER,
                SQLConf$.MODULE$.STATE_STORE_PROVIDER_CLASS().defaultValueString());
        assertDoesNotThrow(() -> Class.forName(ConfFacts.ROCKSDB_STATE_STORE_PROVIDER));
    }

    @Test
    void theCorrectnessCheckOfChainedStatefulOperatorsIsOnByDefault() {
        assertEquals(ConfFacts.STATEFUL_OPERATOR_CHECK_CORRECTNESS_CONF,
                SQLConf$.MODULE$.STATEFUL_OPERATOR_CHECK_CORRECTNESS_ENABLED().key());
        assertEquals("true", SQLConf$.MODULE$.STATEFUL_OPERATOR_CHECK_CORRECTNESS_ENABLED().defaultValueString());
    }
}
