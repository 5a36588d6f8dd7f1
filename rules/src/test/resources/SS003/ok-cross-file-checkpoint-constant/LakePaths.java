package com.acme.lake.config;

/** Storage locations shared by the lake jobs. */
public final class LakePaths {

    public static final String ROOT = "s3a://acme-lake";
    public static final String CHECKPOINTS = ROOT + "/_checkpoints";
    public static final String CHECKPOINT_OPTION = "checkpointLocation";

    private LakePaths() {
    }
}
