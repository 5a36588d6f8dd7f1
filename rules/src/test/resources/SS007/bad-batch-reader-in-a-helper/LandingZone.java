package com.acme.ss007.landing;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/** Reads the landing directory of the order exports; written for the nightly batch job. */
public final class LandingZone {

    public static final String ORDERS = "in/ss007/orders";

    static final StructType ORDER = new StructType()
            .add("orderId", DataTypes.LongType)
            .add("amount", DataTypes.DoubleType);

    private LandingZone() {
    }

    public static Dataset<Row> orders(SparkSession spark) {
        return spark.read().schema(ORDER).json(ORDERS);
    }
}
