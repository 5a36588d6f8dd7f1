package io.streamlint.core.support;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SourceTextTest {

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    @Test
    void sourcesDropTheByteOrderMarkTheLineHashesKeep() {
        byte[] bytes = concat(BOM, "class A {} // é".getBytes(StandardCharsets.UTF_8));
        assertEquals(new SourceText.Decoded("class A {} // é", true), SourceText.decode(bytes));
        assertEquals(Optional.of("\uFEFFclass A {} // é"), SourceText.utf8(bytes));
    }

    @Test
    void bytesThatAreNotUtf8AreReadAsLatin1() {
        byte[] bytes = concat(BOM, "// caf\u00e9".getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(new SourceText.Decoded("\u00ef\u00bb\u00bf// caf\u00e9", false), SourceText.decode(bytes));
        assertEquals(Optional.empty(), SourceText.utf8(bytes));
    }

    @Test
    void emptyFilesAreEmptyText() {
        assertEquals(new SourceText.Decoded("", true), SourceText.decode(new byte[0]));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = new byte[a.length + b.length];
        System.arraycopy(a, 0, both, 0, a.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
