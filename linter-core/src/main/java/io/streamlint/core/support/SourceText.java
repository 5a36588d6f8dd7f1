package io.streamlint.core.support;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** The one reading of a source file's bytes as text, so that the frontends and the reports see the same characters. */
public final class SourceText {

    private static final String BYTE_ORDER_MARK = "\uFEFF";

    private SourceText() {
    }

    /** A file's text; {@code utf8} is false when its bytes are not UTF-8 and were read as ISO-8859-1. */
    public record Decoded(String text, boolean utf8) {
    }

    /** Source code as the frontends read it: UTF-8 without its byte order mark, else ISO-8859-1 (never fails). */
    public static Decoded decode(byte[] bytes) {
        return utf8(bytes)
                .map(text -> new Decoded(text.startsWith(BYTE_ORDER_MARK) ? text.substring(1) : text, true))
                .orElseGet(() -> new Decoded(new String(bytes, StandardCharsets.ISO_8859_1), false));
    }

    /**
     * The bytes as UTF-8 with a byte order mark kept (as GitHub reads a file to hash its lines); empty when they
     * are not UTF-8.
     */
    public static Optional<String> utf8(byte[] bytes) {
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }
}
