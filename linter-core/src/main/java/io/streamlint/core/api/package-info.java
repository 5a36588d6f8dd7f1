/**
 * What a rule is and what it reports (rules, their descriptors and documentation, findings, problems): the API the
 * rules module is written against, with {@code model}. Depends on {@code model} and {@code support}.
 */
package io.streamlint.core.api;
