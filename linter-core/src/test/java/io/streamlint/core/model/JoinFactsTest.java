package io.streamlint.core.model;

import io.streamlint.core.model.JoinFacts.JoinType;
import io.streamlint.core.model.JoinFacts.Side;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spark's join facts, as UnsupportedOperationChecker and JoinType.apply have them. */
class JoinFactsTest {

    @Test
    void joinTypeNamesAreNormalizedAsSparkDoes() {
        for (String name : List.of("left", "LEFT_OUTER", "leftOuter", "left_outer", "leftouter")) {
            assertEquals(Optional.of(JoinType.LEFT_OUTER), JoinFacts.joinType(name), name);
        }
        for (String name : List.of("outer", "full", "FullOuter", "full_outer")) {
            assertEquals(Optional.of(JoinType.FULL_OUTER), JoinFacts.joinType(name), name);
        }
        assertEquals(Optional.of(JoinType.LEFT_SEMI), JoinFacts.joinType("semi"));
        assertEquals(Optional.of(JoinType.LEFT_ANTI), JoinFacts.joinType("left_anti"));
        assertEquals(Optional.of(JoinType.RIGHT_OUTER), JoinFacts.joinType("right"));
        assertEquals(Optional.of(JoinType.CROSS), JoinFacts.joinType("Cross"));
        assertEquals(Optional.empty(), JoinFacts.joinType("left outer"));
        assertEquals(Optional.empty(), JoinFacts.joinType("upsert"));
    }

    @Test
    void rejectedJoinInputsFollowTheChecker() {
        assertTrue(JoinFacts.rejectsJoinInputs(JoinType.RIGHT_OUTER, true, false));
        assertFalse(JoinFacts.rejectsJoinInputs(JoinType.RIGHT_OUTER, false, true));
        assertTrue(JoinFacts.rejectsJoinInputs(JoinType.FULL_OUTER, false, true));
        assertFalse(JoinFacts.rejectsJoinInputs(JoinType.FULL_OUTER, true, true));
        assertTrue(JoinFacts.rejectsJoinInputs(JoinType.LEFT_SEMI, false, true));
        assertFalse(JoinFacts.rejectsJoinInputs(JoinType.LEFT_OUTER, true, false));
        assertTrue(JoinFacts.rejectsJoinInputs(JoinType.LEFT_ANTI, true, true));
        assertFalse(JoinFacts.rejectsJoinInputs(JoinType.LEFT_ANTI, true, false));
        for (JoinType inner : List.of(JoinType.INNER, JoinType.CROSS)) {
            assertFalse(JoinFacts.rejectsJoinInputs(inner, false, true));
            assertFalse(JoinFacts.rejectsJoinInputs(inner, true, false));
        }
        assertEquals(List.of(Side.RIGHT), JoinFacts.nullableSides(JoinType.LEFT_SEMI));
        assertEquals(List.of(Side.LEFT), JoinFacts.nullableSides(JoinType.RIGHT_OUTER));
        assertEquals(List.of(), JoinFacts.nullableSides(JoinType.INNER));
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
