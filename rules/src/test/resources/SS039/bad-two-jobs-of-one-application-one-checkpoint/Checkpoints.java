package com.acme.ss039.onelauncher;

/** The lake's checkpoint directories. */
final class Checkpoints {
    static final String ROOT = "checkpoints/lake/";
    static final String ORDERS = ROOT + "orders";
    static final String REFUNDS = ROOT + "orders";

    private Checkpoints() {
    }
}
