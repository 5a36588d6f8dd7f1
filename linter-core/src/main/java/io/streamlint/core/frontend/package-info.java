/**
 * What a frontend hands the engine besides the applications it modelled: an index of its source files (the scope
 * and code at a position, test code, the suppressions written there, the named element a line shows such as a plan
 * node), so that the engine needs no frontend's syntax and the reports no frontend. Depends on {@code api},
 * {@code model} and {@code support}.
 */
package io.streamlint.core.frontend;
