package io.streamlint.core.support;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ToolInfoTest {

    @Test
    void versionComesFromTheFilteredResource() {
        assertTrue(ToolInfo.isSemanticVersion(ToolInfo.version()), ToolInfo.version());
        assertEquals("Streamlint", ToolInfo.NAME);
    }

    @Test
    void recognisesSemanticVersions() {
        assertTrue(ToolInfo.isSemanticVersion("1.2.3"));
        assertTrue(ToolInfo.isSemanticVersion("0.1.0-SNAPSHOT"));
        assertFalse(ToolInfo.isSemanticVersion("1.2"));
        assertFalse(ToolInfo.isSemanticVersion("unknown"));
    }
}
