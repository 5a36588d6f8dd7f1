package com.acme.ss017.constants;

import org.apache.spark.sql.SparkSession;

/** The platform's state store choice, applied by every stateful job. */
final class StateStoreSettings {
    static final String PROVIDER_KEY = "spark.sql.streaming.stateStore.providerClass";
    static final String STATE_PACKAGE = "org.apache.spark.sql.execution.streaming.state.";
    static final String ROCKSDB = STATE_PACKAGE + "RocksDBStateStoreProvider";

    private StateStoreSettings() {
    }

    static void useRocksDb(SparkSession spark) {
        spark.conf().set(PROVIDER_KEY, ROCKSDB);
    }
}
