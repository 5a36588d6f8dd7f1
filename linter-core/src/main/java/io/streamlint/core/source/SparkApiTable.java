package io.streamlint.core.source;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What each public method of Spark's Java API does to the values the analysis tracks, for every class the
 * analysis follows (Spark 3.5 to 4.1). Every method is classified: modelled, an operator that keeps the lineage
 * without being understood, or explicitly of no interest; {@code SparkApiTableTest} reads the Spark jars and fails
 * on a method nobody classified. A method missing here (a newer Spark) is treated as {@link Kind#OPAQUE}.
 */
final class SparkApiTable {

    /** What a method does. */
    enum Kind {
        // Dataset
        WATERMARK, GROUP, GLOBAL_AGGREGATE, PROJECT, KEEP, DEDUPLICATE, JOIN, SET_OPERATION, ACTION, WRITE_STREAM,
        VIEW, COLUMN, FUNCTIONS, SAMPLE,
        /** A Dataset method we do not follow: the lineage goes on through an operator whose columns are unknown. */
        OPAQUE,
        // grouped Datasets
        AGGREGATE, PIVOT, GROUP_MAP, STATEFUL, COGROUP, KEEP_GROUPED,
        // readers and writers
        READER_SETTING, LOAD, WRITER_SETTING, START, BATCH_WRITER,
        // sessions
        READER, SQL, TABLE, BATCH_SOURCE, CONF, CONF_SET, CONF_UNSET, SAME_SESSION, NEW_SESSION, BUILDER_CONFIG,
        BUILDER_SETTING, CREATE_SESSION,
        /** Returns something the analysis does not track (metadata, a catalog, a listener manager, ...). */
        OTHER,
        /** Public in the bytecode but not user API (Python/R bridges, logging, private[sql] members). */
        INTERNAL
    }

    /** The classes the analysis follows, by simple name ({@code SparkSession.Builder} for the nested builder). */
    static final Set<String> CLASSES = Set.of("Dataset", "RelationalGroupedDataset", "KeyValueGroupedDataset",
            "DataFrameNaFunctions", "DataFrameStatFunctions", "DataStreamReader", "DataStreamWriter", "DataFrameReader",
            "DataFrameWriter", "SparkSession", "SparkSession.Builder", "RuntimeConfig", "SQLContext");

    /** Spark's Logging trait, mixed into several API classes. */
    private static final String LOGGING = "LogStringContext MDC initializeForcefully initializeLogIfNecessary "
            + "isTraceEnabled log logBasedOnLevel logDebug logError logInfo logName logTrace logWarning withLogContext";

    private static final Map<String, Map<String, Kind>> TABLE = new HashMap<>();

    static {
        put("Dataset", Kind.WATERMARK, "withWatermark");
        put("Dataset", Kind.GROUP, "groupBy rollup cube groupingSets groupByKey");
        put("Dataset", Kind.GLOBAL_AGGREGATE, "agg");
        put("Dataset", Kind.PROJECT, "select selectExpr selectUntyped withColumn withColumns withColumnRenamed "
                + "withColumnsRenamed drop toDF to transform unpivot unpivotWithSeq melt explode map flatMap "
                + "mapPartitions toJSON withMetadata transpose describe summary mapInPandas pythonMapInArrow "
                + "mapPartitionsInR withSequenceColumn");
        put("Dataset", Kind.KEEP, "filter where repartition repartitionByRange repartitionByExpression repartitionById "
                + "coalesce hint observe as alias limit offset orderBy sort sortWithinPartitions sortInternal unpersist");
        put("Dataset", Kind.SAMPLE, "sample");
        put("Dataset", Kind.DEDUPLICATE, "dropDuplicates distinct dropDuplicatesWithinWatermark");
        put("Dataset", Kind.JOIN, "join crossJoin joinWith lateralJoin joinAsOf");
        put("Dataset", Kind.SET_OPERATION, "union unionAll unionByName intersect intersectAll except exceptAll");
        put("Dataset", Kind.ACTION, "collect collectAsList count first foreach foreachPartition head isEmpty reduce "
                + "show tail take takeAsList toLocalIterator write writeTo mergeInto randomSplit randomSplitAsList cache "
                + "persist checkpoint localCheckpoint rdd javaRDD toJavaRDD");
        put("Dataset", Kind.WRITE_STREAM, "writeStream");
        put("Dataset", Kind.VIEW, "createOrReplaceTempView createTempView createGlobalTempView "
                + "createOrReplaceGlobalTempView registerTempTable");
        put("Dataset", Kind.COLUMN, "col apply colRegex metadataColumn exists scalar");
        put("Dataset", Kind.FUNCTIONS, "na stat");
        put("Dataset", Kind.OTHER, "columns dtypes schema printSchema explain isLocal isStreaming inputFiles encoder "
                + "exprEnc queryExecution sparkSession sqlContext storageLevel sameSemantics semanticHash toString "
                + "logicalPlan id resolve numericColumns");
        put("Dataset", Kind.INTERNAL, "collectAsArrowToPython collectAsArrowToR collectToPython getRows "
                + "getRowsToPython htmlString javaToPython showString tailToPython toArrowBatchRdd toPythonIterator");

        put("RelationalGroupedDataset", Kind.AGGREGATE, "agg count sum avg mean min max");
        put("RelationalGroupedDataset", Kind.PIVOT, "pivot");
        put("RelationalGroupedDataset", Kind.KEEP_GROUPED, "as");
        put("RelationalGroupedDataset", Kind.INTERNAL, "df toDF selectNumericColumns groupingExprs toString "
                + "applyInPandasWithState flatMapCoGroupsInPandas flatMapGroupsInPandas flatMapGroupsInR");

        put("KeyValueGroupedDataset", Kind.AGGREGATE, "count agg aggUntyped reduceGroups keys");
        put("KeyValueGroupedDataset", Kind.GROUP_MAP, "mapGroups flatMapGroups flatMapSortedGroups");
        put("KeyValueGroupedDataset", Kind.STATEFUL, "mapGroupsWithState flatMapGroupsWithState transformWithState");
        put("KeyValueGroupedDataset", Kind.COGROUP, "cogroup cogroupSorted");
        put("KeyValueGroupedDataset", Kind.KEEP_GROUPED, "keyAs mapValues");
        put("KeyValueGroupedDataset", Kind.INTERNAL, "queryExecution toString");

        put("DataFrameNaFunctions", Kind.KEEP, "drop fill fillMap fillValue replace");
        put("DataFrameStatFunctions", Kind.ACTION, "approxQuantile bloomFilter corr countMinSketch cov");
        put("DataFrameStatFunctions", Kind.OPAQUE, "crosstab freqItems");
        put("DataFrameStatFunctions", Kind.SAMPLE, "sampleBy");
        put("DataFrameStatFunctions", Kind.INTERNAL, "df");

        for (String reader : new String[] {"DataStreamReader", "DataFrameReader"}) {
            put(reader, Kind.READER_SETTING, "format option options schema");
            put(reader, Kind.LOAD, "load csv json orc parquet table text textFile xml");
            put(reader, Kind.INTERNAL, LOGGING + " assertNoSpecifiedSchema validateJsonSchema validateXmlSchema "
                    + "validateSingleVariantColumn extraOptions source userSpecifiedSchema");
        }
        put("DataFrameReader", Kind.LOAD, "jdbc");

        put("DataStreamWriter", Kind.WRITER_SETTING, "format outputMode queryName trigger option options foreach "
                + "foreachBatch partitionBy clusterBy");
        put("DataStreamWriter", Kind.START, "start toTable");
        put("DataStreamWriter", Kind.INTERNAL, "foreachImplementation");

        put("DataFrameWriter", Kind.BATCH_WRITER, "bucketBy clusterBy csv format insertInto jdbc json mode option "
                + "options orc parquet partitionBy save saveAsTable sortBy text xml");
        put("DataFrameWriter", Kind.INTERNAL, "assertNotBucketed assertNotClustered assertNotPartitioned "
                + "bucketColumnNames clusteringColumns curmode extraOptions isBucketed numBuckets partitioningColumns "
                + "sortColumnNames source validatePartitioning");

        for (String session : new String[] {"SparkSession", "SQLContext"}) {
            put(session, Kind.READER, "readStream read");
            put(session, Kind.SQL, "sql");
            put(session, Kind.TABLE, "table");
            put(session, Kind.BATCH_SOURCE, "createDataFrame createDataset emptyDataFrame emptyDataset range "
                    + "baseRelationToDataFrame internalCreateDataFrame");
            put(session, Kind.NEW_SESSION, "newSession");
            put(session, Kind.INTERNAL, LOGGING + " sessionState sharedState");
        }
        put("SparkSession", Kind.BATCH_SOURCE, "executeCommand tvf applySchemaToPythonRDD");
        put("SparkSession", Kind.CONF, "conf");
        put("SparkSession", Kind.SAME_SESSION, "sqlContext sparkContext");
        put("SparkSession", Kind.NEW_SESSION, "cloneSession");
        put("SparkSession", Kind.OTHER, "addArtifact addArtifacts addTag catalog clearTags close experimental getTags "
                + "implicits interruptAll interruptOperation interruptTag isUsable listenerManager removeTag stop "
                + "streams time udf version withActive extensions initialSessionOptions leafNodeDefaultParallelism "
                + "parseDataType sessionUUID udtf");
        put("SQLContext", Kind.BATCH_SOURCE, "applySchema jsonFile jsonRDD parquetFile load jdbc createExternalTable");
        put("SQLContext", Kind.CONF_SET, "setConf");
        put("SQLContext", Kind.SAME_SESSION, "sparkSession sparkContext");
        put("SQLContext", Kind.OTHER, "cacheTable clearCache dropTempTable experimental getAllConfs getConf implicits "
                + "isCached listenerManager streams tableNames tables udf uncacheTable conf "
                + "registerDataFrameAsTable");

        put("SparkSession.Builder", Kind.BUILDER_CONFIG, "config options");
        put("SparkSession.Builder", Kind.BUILDER_SETTING, "appName master enableHiveSupport withExtensions classic "
                + "connect remote sparkContext");
        put("SparkSession.Builder", Kind.CREATE_SESSION, "getOrCreate create");
        put("SparkSession.Builder", Kind.INTERNAL, LOGGING + " handleBuilderConfig");

        put("RuntimeConfig", Kind.CONF_SET, "set");
        put("RuntimeConfig", Kind.CONF_UNSET, "unset");
        put("RuntimeConfig", Kind.OTHER, "contains get getAll getOption isModifiable");
    }

    private SparkApiTable() {
    }

    private static void put(String type, Kind kind, String methods) {
        Map<String, Kind> byMethod = TABLE.computeIfAbsent(type, t -> new HashMap<>());
        for (String method : methods.trim().split("\\s+")) {
            Kind previous = byMethod.put(method, kind);
            if (previous != null && previous != kind) {
                throw new IllegalStateException(type + "." + method + " classified twice: " + previous + ", " + kind);
            }
        }
    }

    /** How {@code type.method} is classified, if it is. */
    static Optional<Kind> classification(String type, String method) {
        return Optional.ofNullable(TABLE.getOrDefault(type, Map.of()).get(method));
    }

    /** What {@code type.method} does; unclassified Dataset methods keep the lineage as an opaque operator. */
    static Kind kind(String type, String method) {
        return classification(type, method).orElse(type.equals("Dataset") ? Kind.OPAQUE : Kind.OTHER);
    }
}
