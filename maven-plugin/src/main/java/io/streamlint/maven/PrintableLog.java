package io.streamlint.maven;

import io.streamlint.core.report.ConsoleText;
import org.apache.maven.plugin.logging.Log;

/**
 * The plugin's log: every message escaped by {@link ConsoleText#printable} (file names, configuration keys,
 * exception messages in it come from the analysed project), so that no line it writes can look like two, or act on a
 * terminal. A throwable is passed on as its escaped {@link ConsoleText#trace trace}.
 */
final class PrintableLog implements Log {

    private final Log log;

    PrintableLog(Log log) {
        this.log = log;
    }

    private static String text(CharSequence content) {
        return ConsoleText.printable(content == null ? null : content.toString());
    }

    private static String text(CharSequence content, Throwable error) {
        return text(content) + "\n" + ConsoleText.trace(error).stripTrailing();
    }

    @Override
    public boolean isDebugEnabled() {
        return log.isDebugEnabled();
    }

    @Override
    public void debug(CharSequence content) {
        log.debug(text(content));
    }

    @Override
    public void debug(CharSequence content, Throwable error) {
        log.debug(text(content, error));
    }

    @Override
    public void debug(Throwable error) {
        log.debug(ConsoleText.trace(error).stripTrailing());
    }

    @Override
    public boolean isInfoEnabled() {
        return log.isInfoEnabled();
    }

    @Override
    public void info(CharSequence content) {
        log.info(text(content));
    }

    @Override
    public void info(CharSequence content, Throwable error) {
        log.info(text(content, error));
    }

    @Override
    public void info(Throwable error) {
        log.info(ConsoleText.trace(error).stripTrailing());
    }

    @Override
    public boolean isWarnEnabled() {
        return log.isWarnEnabled();
    }

    @Override
    public void warn(CharSequence content) {
        log.warn(text(content));
    }

    @Override
    public void warn(CharSequence content, Throwable error) {
        log.warn(text(content, error));
    }

    @Override
    public void warn(Throwable error) {
        log.warn(ConsoleText.trace(error).stripTrailing());
    }

    @Override
    public boolean isErrorEnabled() {
        return log.isErrorEnabled();
    }

    @Override
    public void error(CharSequence content) {
        log.error(text(content));
    }

    @Override
    public void error(CharSequence content, Throwable error) {
        log.error(text(content, error));
    }

    @Override
    public void error(Throwable error) {
        log.error(ConsoleText.trace(error).stripTrailing());
    }
}
