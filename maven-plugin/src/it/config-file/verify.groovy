import groovy.json.JsonSlurper

// streamlint.yaml at the project root: SS003 does not run, SS002 is an error and fails the build.
def log = new File(basedir, 'build.log').text
assert log =~ /\[ERROR\] \S*src\/main\/java\/demo\/Clicks\.java:11:\d+: error: .+ \[SS002\]/
assert !log.contains('[SS003]')
assert log.contains('Streamlint found 1 error (failOnSeverity=error)')
def run = new JsonSlurper().parse(new File(basedir, 'target/streamlint.sarif')).runs[0]
assert run.results*.ruleId == ['SS002']
assert run.results[0].level == 'error'
assert !run.tool.driver.rules*.id.contains('SS003')
return true
