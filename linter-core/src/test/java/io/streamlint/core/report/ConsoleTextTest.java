package io.streamlint.core.report;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConsoleTextTest {

    @Test
    void controlCharactersAndBidiControlsAreEscaped() {
        assertEquals("x.java\\u000aEvil.java:1:1: error: fake [SS001]",
                ConsoleText.printable("x.java\nEvil.java:1:1: error: fake [SS001]"));
        assertEquals("a\\u000db\\u001b[31mc\\u0000d\\u007fe\\u0085f\\u009bg", ConsoleText.printable("a\rb\u001b[31mc\u0000d\u007fe\u0085f\u009bg"));
        assertEquals("\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069\\u200e\\u200f\\u061c\\u2028\\u2029",
                ConsoleText.printable("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c\u2028\u2029"));
        assertEquals("a b", ConsoleText.printable("a\tb"));
        assertEquals("null", ConsoleText.printable(null));
    }

    @Test
    void printableTextIsLeftAsItIs() {
        String text = "src/main/java/Jöb.java:3:4: error: Option 'x' is unknown. [SS001] \\u0022";
        assertSame(text, ConsoleText.printable(text));
    }

    @Test
    void aTraceIsOneLinePerThrowableAndFrame() {
        Exception e = new IllegalStateException("bad\nEvil.java:1:1: error: fake", new RuntimeException("\u001b[2J"));
        String trace = ConsoleText.trace(e);
        assertTrue(trace.startsWith("java.lang.IllegalStateException: bad\\u000aEvil.java:1:1: error: fake\n\tat "), trace);
        assertTrue(trace.contains("\nCaused by: java.lang.RuntimeException: \\u001b[2J\n"), trace);
        assertTrue(trace.lines().noneMatch(line -> line.startsWith("Evil.java")), trace);
        assertTrue(trace.chars().noneMatch(c -> c == 0x1b), trace);
    }
}
