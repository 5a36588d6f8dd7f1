package io.streamlint.core.report;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PlainTextTest {

    @Test
    void dropsInlineMarkupAndJoinsParagraphLines() {
        assertEquals("Use withWatermark on event_time, not *.\n\nSee the guide.",
                PlainText.fromMarkdown("Use `withWatermark` on **event_time**,\n_not_ `*`.\n\nSee [the guide](https://x)."));
    }

    @Test
    void keepsListItemsAndCodeOnTheirOwnLines() {
        assertEquals("Either:\n- add a watermark,\n- or use update mode.\n\ndf.groupBy(\"k\")\n  .count();",
                PlainText.fromMarkdown("Either:\n- add a *watermark*,\n- or use\n  update mode.\n\n```java\ndf.groupBy(\"k\")\n  .count();\n```\n"));
    }

    @Test
    void aCodeSpanMayWrapAcrossLines() {
        assertEquals("Set spark.conf().set(\"k\", \"v\") and a stable queryName(...).",
                PlainText.fromMarkdown("Set `spark.conf().set(\"k\",\n\"v\")` and a stable `queryName(...)`."));
    }

    @Test
    void leavesSnakeCaseAndArithmeticAlone() {
        assertEquals("max_events_per_trigger is a * b", PlainText.fromMarkdown("max_events_per_trigger is a * b"));
    }
}
