package com.clicks.lake;

/** Paths and limits of the clickstream lake. */
final class LakeConfig {

    static final String LANDING = "s3a://clicks-landing/events/";
    static final String PARTNER_DROP = "s3a://clicks-landing/partners/";
    static final String SESSIONS_TABLE = "lake.sessions";
    static final String FILES_PER_BATCH = "200";

    private LakeConfig() {
    }
}
