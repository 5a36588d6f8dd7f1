import groovy.json.JsonSlurper

// The pack's rule ran from the plugin's class realm, was configured by streamlint.yaml and failed the build.
def log = new File(basedir, 'build.log').text
assert log =~ /\[WARNING\] \S*src\/main\/java\/demo\/Payments\.java:16:\d+: warning: .+ \[ACME001\]/
assert log.contains('Streamlint found 1 warning (failOnSeverity=warning)')
def run = new JsonSlurper().parse(new File(basedir, 'target/streamlint.sarif')).runs[0]
assert run.results*.ruleId == ['ACME001']
assert run.results[0].locations[0].physicalLocation.region.startLine == 16
def rule = run.tool.driver.rules.find { it.id == 'ACME001' }
assert rule.name == 'QueryWithoutName'
assert rule.help.markdown.contains('## Why')
assert run.tool.driver.rules*.id.contains('SS001')
return true
