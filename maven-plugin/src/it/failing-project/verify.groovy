import groovy.json.JsonSlurper

// A sink without checkpointLocation: SS003 is logged like a compiler error, the build fails with a
// summary pointing at the SARIF report, and the report has the finding.
def log = new File(basedir, 'build.log').text
assert log =~ /\[ERROR\] \S*src\/main\/java\/demo\/Job\.java:\d+:\d+: .+ \[SS003\]/
assert log =~ /Streamlint found \d+ errors? \(failOnSeverity=error\)\. See target\/streamlint\.sarif/

// The goal's block is compact: one short line per finding (its first clause), then the summary, which ends with
// the report's path.
def block = log.readLines().dropWhile { !(it =~ /--- streamlint(-maven-plugin)?:\S+:check /) }.drop(1)
        .takeWhile { !it.startsWith('[INFO] ---') && !it.startsWith('[INFO] BUILD') }
assert block.size() >= 2 : block
block.dropRight(1).each { line ->
    def finding = line =~ /^\[(ERROR|WARNING|INFO)\] \S+\.java:\d+:\d+: (error|warning|note): (.+) \[SS\d{3}\]$/
    assert finding.matches() : line
    assert finding.group(3).length() <= 160 : line
}
assert block.last() =~ /^\[INFO\] Streamlint: .+ SARIF report: target\/streamlint\.sarif$/

def sarif = new File(basedir, 'target/streamlint.sarif')
assert sarif.isFile()
def results = new JsonSlurper().parse(sarif).runs[0].results
assert results.any { it.ruleId == 'SS003' }
return true
