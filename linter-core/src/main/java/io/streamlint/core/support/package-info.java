/**
 * The ground floor: what every other package may use and that uses none of them (writing files atomically,
 * large-stack threads, the one decoder of source text, the tool's name and version). Depends on the JDK alone.
 */
package io.streamlint.core.support;
