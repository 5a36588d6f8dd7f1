package io.streamlint.rules.shapes;

/**
 * A way real projects write a job: {@link #apply} rewrites a sample into it, keeping the job's code verbatim where
 * it can, so that each finding of the original has one place (or several, where the shape copies code) it is
 * expected at. A sample the shape cannot rewrite throws {@link NotApplicable} with the reason; that is decided by the
 * sample's code alone, so the same pairs are skipped on every run.
 */
interface Shape {

    /** The shape's name, e.g. {@code branchy-main}. */
    String id();

    /** One sentence: what the shape does to a job. */
    String description();

    Program apply(Sample sample) throws NotApplicable;

    /** The shape does not fit the sample; the reason is counted in the suite's summary. */
    final class NotApplicable extends Exception {
        NotApplicable(String reason) {
            super(reason, null, false, false);
        }
    }
}
