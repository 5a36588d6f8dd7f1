/**
 * What a frontend hands the engine besides the applications it modelled: an index of its source files (the scope
 * and code at a position, test code, the suppressions written there), so that the engine needs no frontend's
 * syntax. Depends on {@code api}, {@code model} and {@code support}.
 */
package io.streamlint.core.frontend;
