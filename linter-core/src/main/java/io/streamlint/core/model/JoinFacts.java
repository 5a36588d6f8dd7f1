package io.streamlint.core.model;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Spark's joins of streams: join types as Spark names them, the stream-stream joins
 * UnsupportedOperationChecker rejects, and the sides whose rows a join may emit with nulls.
 */
public final class JoinFacts {

    private JoinFacts() {
    }

    /** Spark's join types, named as in its messages (Catalyst's {@code JoinType}). */
    public enum JoinType {
        INNER("Inner"), CROSS("Cross"), LEFT_OUTER("LeftOuter"), RIGHT_OUTER("RightOuter"), FULL_OUTER("FullOuter"),
        LEFT_SEMI("LeftSemi"), LEFT_ANTI("LeftAnti");

        private final String sparkName;

        JoinType(String sparkName) {
            this.sparkName = sparkName;
        }

        /** {@code LeftOuter}, as Spark's messages name it. */
        public String sparkName() {
            return sparkName;
        }
    }

    /** An input of a join. */
    public enum Side { LEFT, RIGHT }

    /**
     * The join type a {@code join(.., joinType)} string names, normalized as {@code JoinType.apply} does (lower
     * case, underscores removed: {@code left_outer} = {@code leftouter} = {@code left}); empty for a name Spark
     * rejects with UNSUPPORTED_JOIN_TYPE.
     */
    /** The join type names Spark lists when it rejects one it does not know (UNSUPPORTED_JOIN_TYPE, 3.5 and 4.x). */
    public static final String JOIN_TYPE_NAMES = "inner, cross, left_outer, right_outer, full_outer, left_semi, left_anti";

    public static Optional<JoinType> joinType(String name) {
        return Optional.ofNullable(switch (name.toLowerCase(Locale.ROOT).replace("_", "")) {
            case "inner" -> JoinType.INNER;
            case "outer", "full", "fullouter" -> JoinType.FULL_OUTER;
            case "leftouter", "left" -> JoinType.LEFT_OUTER;
            case "rightouter", "right" -> JoinType.RIGHT_OUTER;
            case "leftsemi", "semi" -> JoinType.LEFT_SEMI;
            case "leftanti", "anti" -> JoinType.LEFT_ANTI;
            case "cross" -> JoinType.CROSS;
            default -> null;
        });
    }

    /**
     * True when Spark rejects a join of {@code type} with these inputs whatever the condition and output mode
     * (UnsupportedOperationChecker's join case, the same in 3.5.9, 4.0.0 and 4.1.1): a right or full outer join
     * of a stream with a static right side, a left outer, left semi or full outer join of a static left side with
     * a stream, and a left anti join with a stream on the right (also of two streams).
     */
    public static boolean rejectsJoinInputs(JoinType type, boolean leftStreaming, boolean rightStreaming) {
        return switch (type) {
            case RIGHT_OUTER -> leftStreaming && !rightStreaming;
            case FULL_OUTER -> leftStreaming != rightStreaming;
            case LEFT_OUTER, LEFT_SEMI -> !leftStreaming && rightStreaming;
            case LEFT_ANTI -> rightStreaming;
            case INNER, CROSS -> false;
        };
    }

    /**
     * The nullable side(s) of a stream-stream join whose state Spark must be able to evict
     * (UnsupportedOperationChecker.checkForStreamStreamJoinWatermark): a watermarked join key, or a watermark on
     * one of these inputs plus a range condition bounding the other input's time by it. Right for left outer and
     * left semi, left for right outer, either for full outer; none for inner and cross joins (not checked).
     */
    public static List<Side> nullableSides(JoinType type) {
        return switch (type) {
            case LEFT_OUTER, LEFT_SEMI -> List.of(Side.RIGHT);
            case RIGHT_OUTER -> List.of(Side.LEFT);
            case FULL_OUTER -> List.of(Side.LEFT, Side.RIGHT);
            case INNER, CROSS, LEFT_ANTI -> List.of();
        };
    }
}
