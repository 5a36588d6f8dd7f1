import groovy.json.JsonSlurper

// A sink without checkpointLocation: SS003 is logged like a compiler error, the build fails with a
// summary pointing at the SARIF report, and the report has the finding.
def log = new File(basedir, 'build.log').text
assert log =~ /\[ERROR\] \S*src\/main\/java\/demo\/Job\.java:\d+:\d+: .+ \[SS003\]/
assert log =~ /Streamlint found \d+ errors? \(failOnSeverity=error\)\. See target\/streamlint\.sarif/

def sarif = new File(basedir, 'target/streamlint.sarif')
assert sarif.isFile()
def results = new JsonSlurper().parse(sarif).runs[0].results
assert results.any { it.ruleId == 'SS003' }
return true
