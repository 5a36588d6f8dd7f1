/**
 * Testing rules with samples: {@link io.streamlint.ruletesting.SampleHarness} lints Java samples with a given set of
 * rules and checks their {@code // expect:} markers ({@link io.streamlint.ruletesting.Expectations}) exactly: rule id,
 * line, severity and message fragments. For Streamlint's own rules and a team's alike (docs/rule-testing.md).
 */
package io.streamlint.ruletesting;
