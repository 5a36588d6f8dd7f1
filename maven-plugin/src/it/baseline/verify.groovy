import groovy.json.JsonSlurper

// Paths in a baseline are relative to its own folder (here target/), so it stays valid wherever the code is.
def fresh = new JsonSlurper().parse(new File(basedir, 'target/fresh-baseline.json'))
assert fresh.findings*.file == ['../src/main/java/demo/New.java', '../src/main/java/demo/Old.java']
assert fresh.findings.every { it.fingerprint ==~ /[0-9a-f]{32}/ && it.scope && !it.containsKey('line') }

def log = new File(basedir, 'build.log').text
assert log.contains('Streamlint: wrote 2 findings to the baseline target/fresh-baseline.json')
assert log.contains('(not reported: 2 in the baseline)')
// The committed baseline: Old's finding is known, New's is new, Gone's entry is stale.
assert log =~ /\[ERROR\] \S*src\/main\/java\/demo\/New\.java:9:\d+: .+ \[SS003\]/
assert !(log =~ /\[ERROR\] \S*Old\.java/)
assert log.contains('Streamlint: 1 baseline entry matches no finding any more (fixed, or the code changed): SS003 in src/main/java/demo/Gone.java; regenerate the baseline to drop it.')
assert log.contains('Streamlint found 1 error (failOnSeverity=error)')
return true
