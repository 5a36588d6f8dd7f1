package io.streamlint.core.engine;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * What identifies a finding across edits that do not touch it: its rule, its file, the declarations around it
 * ({@code demo.Job.main(String[])}), the flagged code without white space, and which of several equal ones it
 * is. Line numbers are left out, so moving code or editing elsewhere keeps the key.
 *
 * @param scope      enclosing types and member, e.g. {@code demo.Job.run(SparkSession)}; "" if unknown
 * @param code       the flagged code with all white space removed
 * @param occurrence 0 for the first finding with the same rule, file, scope and code, 1 for the next, ...
 */
public record FindingKey(String scope, String code, int occurrence) {

    /** A hex digest of the key with the rule and the file path as the reports write it. */
    public String fingerprint(String ruleId, String path) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            String joined = String.join("\u0000", ruleId, path, scope, code, Integer.toString(occurrence));
            return HexFormat.of().formatHex(sha.digest(joined.getBytes(StandardCharsets.UTF_8)), 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
