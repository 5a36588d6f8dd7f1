package io.streamlint.core.model;

import io.streamlint.core.model.SparkFacts.JoinType;
import io.streamlint.core.model.SparkFacts.Side;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spark's join facts, as UnsupportedOperationChecker and JoinType.apply have them. */
class SparkFactsTest {

    @Test
    void joinTypeNamesAreNormalizedAsSparkDoes() {
        for (String name : List.of("left", "LEFT_OUTER", "leftOuter", "left_outer", "leftouter")) {
            assertEquals(Optional.of(JoinType.LEFT_OUTER), SparkFacts.joinType(name), name);
        }
        for (String name : List.of("outer", "full", "FullOuter", "full_outer")) {
            assertEquals(Optional.of(JoinType.FULL_OUTER), SparkFacts.joinType(name), name);
        }
        assertEquals(Optional.of(JoinType.LEFT_SEMI), SparkFacts.joinType("semi"));
        assertEquals(Optional.of(JoinType.LEFT_ANTI), SparkFacts.joinType("left_anti"));
        assertEquals(Optional.of(JoinType.RIGHT_OUTER), SparkFacts.joinType("right"));
        assertEquals(Optional.of(JoinType.CROSS), SparkFacts.joinType("Cross"));
        assertEquals(Optional.empty(), SparkFacts.joinType("left outer"));
        assertEquals(Optional.empty(), SparkFacts.joinType("upsert"));
    }

    @Test
    void rejectedJoinInputsFollowTheChecker() {
        assertTrue(SparkFacts.rejectsJoinInputs(JoinType.RIGHT_OUTER, true, false));
        assertFalse(SparkFacts.rejectsJoinInputs(JoinType.RIGHT_OUTER, false, true));
        assertTrue(SparkFacts.rejectsJoinInputs(JoinType.FULL_OUTER, false, true));
        assertFalse(SparkFacts.rejectsJoinInputs(JoinType.FULL_OUTER, true, true));
        assertTrue(SparkFacts.rejectsJoinInputs(JoinType.LEFT_SEMI, false, true));
        assertFalse(SparkFacts.rejectsJoinInputs(JoinType.LEFT_OUTER, true, false));
        assertTrue(SparkFacts.rejectsJoinInputs(JoinType.LEFT_ANTI, true, true));
        assertFalse(SparkFacts.rejectsJoinInputs(JoinType.LEFT_ANTI, true, false));
        for (JoinType inner : List.of(JoinType.INNER, JoinType.CROSS)) {
            assertFalse(SparkFacts.rejectsJoinInputs(inner, false, true));
            assertFalse(SparkFacts.rejectsJoinInputs(inner, true, false));
        }
        assertEquals(List.of(Side.RIGHT), SparkFacts.nullableSides(JoinType.LEFT_SEMI));
        assertEquals(List.of(Side.LEFT), SparkFacts.nullableSides(JoinType.RIGHT_OUTER));
        assertEquals(List.of(), SparkFacts.nullableSides(JoinType.INNER));
    }

    @Test
    void streamStreamJoinsRunInAppendModeOnlyUpToSpark41() {
        for (SparkVersion version : SparkVersion.values()) {
            for (JoinType type : JoinType.values()) {
                assertEquals(Set.of("append"), SparkFacts.of(version).streamStreamJoinOutputModes(type), version + " " + type);
            }
        }
    }
}
