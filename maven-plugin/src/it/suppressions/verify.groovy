import groovy.json.JsonSlurper

// Both SS003 findings are suppressed (annotation, comment); the suppression that suppresses nothing is a note.
def log = new File(basedir, 'build.log').text
assert !log.contains('[SS003]')
assert log =~ /\[INFO\] \S*src\/main\/java\/demo\/Jobs\.java:20:23: note: @SuppressWarnings\("streamlint:SS002"\) suppresses nothing \[SL001\]/
assert log.contains('(not reported: 2 suppressed in the code)')
def results = new JsonSlurper().parse(new File(basedir, 'target/streamlint.sarif')).runs[0].results
def suppressed = results.findAll { it.suppressions }
assert suppressed*.ruleId == ['SS003', 'SS003']
assert suppressed*.suppressions*.kind.flatten() == ['inSource', 'inSource']
assert suppressed[1].suppressions[0].justification == 'a throw-away demo query, its output is rebuilt on every start'
assert results.findAll { !it.suppressions }*.ruleId == ['SL001']
// The log shows the message's first clause; the report has all of it.
assert results.find { it.ruleId == 'SL001' }.message.text.contains('suppresses nothing: SS002 reports nothing in method nothingToSuppress; remove the suppression.')
return true
