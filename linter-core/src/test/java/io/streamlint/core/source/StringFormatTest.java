package io.streamlint.core.source;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class StringFormatTest {

    @Test
    void formatsTheConversionsOfSqlTemplatesAsJavaDoes() {
        assertEquals(Optional.of("SELECT * FROM events WHERE n > 10 AND tag = 'A' -- 100%"),
                StringFormat.format("SELECT * FROM %s WHERE n > %d AND tag = '%S' -- 100%%", List.of("events", "10", "a")));
        assertEquals(Optional.of("b a a"), StringFormat.format("%2$s %1$s %<s", List.of("a", "b")));
        assertEquals(Optional.of("[  x|-7  ]"), StringFormat.format("[%3s|%-4d]", List.of("x", "-7")));
        assertEquals(Optional.of("a" + System.lineSeparator() + "b"), StringFormat.format("a%nb", List.of()));
    }

    @Test
    void leavesTextUnknownWhereItWouldGuessOrJavaWouldThrow() {
        assertEquals(Optional.empty(), StringFormat.format("%.2f", List.of("1.5")), "a conversion it does not read");
        assertEquals(Optional.empty(), StringFormat.format("%d", List.of("ten")), "%d of a non-integer throws");
        assertEquals(Optional.empty(), StringFormat.format("%s and %s", List.of("one")), "a missing argument throws");
    }

    @Test
    void piecesSayWhereEachPartOfTheTextComesFrom() {
        assertEquals(Optional.of(List.of(new StringFormat.Piece("FROM ", 0, -1), new StringFormat.Piece("events", 5, 0),
                        new StringFormat.Piece(" LIMIT ", 7, -1), new StringFormat.Piece("5", 14, 1))),
                StringFormat.pieces("FROM %s LIMIT %d", List.of("events", "5")));
    }
}
