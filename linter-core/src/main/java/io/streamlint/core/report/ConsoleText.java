package io.streamlint.core.report;

import org.jspecify.annotations.Nullable;

/**
 * The one escaping of text for the console and build logs (the text report, the CLI's messages on stderr, the Maven
 * plugin's log). Messages quote the analysed code and name its files, configuration keys, baseline entries and
 * exception messages, all of which anyone who can commit a file controls: a newline in them could print a second line
 * that parses as a finding, and a terminal escape sequence or a bidirectional override could act on the reader's
 * terminal or hide what the line says. So every C0 and C1 control character (newline, carriage return, escape, ...),
 * every bidirectional control (U+202A-U+202E, U+2066-U+2069, the marks U+200E, U+200F, U+061C) and the line and
 * paragraph separators U+2028, U+2029 are shown as {@code \\uXXXX}; a tab becomes a space. The result is one line.
 */
public final class ConsoleText {

    private ConsoleText() {
    }

    /** {@code text} as one printable line; "null" for null. */
    public static String printable(@Nullable String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean tab = c == '\t';
            boolean escaped = !tab && (c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e)
                    || (c >= 0x2066 && c <= 0x2069) || c == 0x200e || c == 0x200f || c == 0x061c
                    || c == 0x2028 || c == 0x2029);
            if ((tab || escaped) && out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (out != null) {
                if (tab) {
                    out.append(' ');
                } else if (escaped) {
                    out.append(String.format("\\u%04x", (int) c));
                } else {
                    out.append(c);
                }
            }
        }
        return out == null ? text : out.toString();
    }

    /**
     * A throwable and its causes for a bug report: each one's {@link Throwable#toString()} escaped as by
     * {@link #printable}, its stack frames as printed by the JVM.
     */
    public static String trace(Throwable e) {
        StringBuilder out = new StringBuilder();
        java.util.Set<Throwable> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Throwable t = e; t != null && seen.add(t); t = t.getCause()) {
            out.append(t == e ? "" : "Caused by: ").append(printable(t.toString())).append('\n');
            for (StackTraceElement frame : t.getStackTrace()) {
                out.append("\tat ").append(printable(frame.toString())).append('\n');
            }
        }
        return out.toString();
    }
}
