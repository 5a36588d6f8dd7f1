package io.streamlint.core.report;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static java.util.stream.Collectors.toMap;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The line hashes GitHub's upload action computes, for the inputs of its own test ({@code fingerprints.test.ts}
 * in github/codeql-action): equal values mean alerts match whether the action or Streamlint computed them.
 */
class LineHashesTest {

    private static void assertHashes(String text, String... expected) {
        Map<Integer, String> byLine = IntStream.range(0, expected.length).boxed()
                .collect(toMap(i -> i + 1, i -> expected[i]));
        assertEquals(byLine, LineHashes.of(text));
    }

    @Test
    void emptyFileHasOneLine() {
        assertHashes("", "c129715d7a2bc9a3:1");
    }

    @Test
    void spacesAndTabsDoNotCount() {
        assertHashes(" a\nb\n  \t\tc\n d", "271789c17abda88f:1", "54703d4cd895b18:1", "180aee12dab6264:1",
                "a23a3dc5e078b07b:1");
    }

    @Test
    void withoutFinalLineEnd() {
        assertHashes(" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End", "8b7cf3e952e7aeb2:1", "b1ae1287ec4718d9:1",
                "bff680108adb0fcc:1", "c6805c5e1288b612:1", "b86d3392aea1be30:1", "e6ceba753e1a442:1");
    }

    @Test
    void lfCrAndCrlfLineEndsHashAlike() {
        List<String> expected = List.of("e9496ae3ebfced30:1", "fb7c023a8b9ccb3f:1", "ce8ba1a563dcdaca:1",
                "e20e36e16fcb0cc8:1", "b3edc88f2938467e:1", "c8e28b0b4002a3a0:1", "c129715d7a2bc9a3:1");
        for (String text : List.of(" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n",
                " hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r",
                " hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n")) {
            assertHashes(text, expected.toArray(String[]::new));
        }
    }
}
