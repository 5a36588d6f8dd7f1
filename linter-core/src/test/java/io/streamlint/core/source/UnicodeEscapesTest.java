package io.streamlint.core.source;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** The text scans before parsing read Unicode escapes as javac does (JLS 3.3). */
class UnicodeEscapesTest {

    @Test
    void anEscapeIsTranslatedWithOneOrMoreUs() {
        assertEquals("import org.apache.spark.sql.*;", JavaFiles.unescaped("import org\\u002eapache\\uuu002e\\u0073park.sql.*;"));
        assertEquals("s.format(\"parquet\")", JavaFiles.unescaped("s\\u002eformat(\\u0022parquet\\u0022)"));
    }

    @Test
    void onlyAfterAnEvenNumberOfBackslashes() {
        // "\\u0022" is a backslash, then "u0022"; "\\\u0022" is a backslash, then a quote.
        assertEquals("\"\\\\u0022\"", JavaFiles.unescaped("\"\\\\u0022\""));
        assertEquals("\\\\\"", JavaFiles.unescaped("\\\\\\u0022"));
    }

    @Test
    void textWithoutEscapesIsReturnedAsItIs() {
        String text = "class A { String s = \"\\n\"; }";
        assertSame(text, JavaFiles.unescaped(text));
    }
}
