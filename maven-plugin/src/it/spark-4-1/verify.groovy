import groovy.json.JsonSlurper

// sparkVersion 4.1: the plugin resolves Spark 4.1's parser, which reads the WATERMARK clause (no SS044 on
// SensorMinutesJob, whose watermark bounds the window: no SS001) and rejects the clause without OF.
def log = new File(basedir, 'build.log').text
assert !log.contains('cannot resolve Spark 4.1')
def results = new JsonSlurper().parse(new File(basedir, 'target/streamlint.sarif')).runs[0].results
def found = results.collect { it.ruleId + ' ' + it.locations[0].physicalLocation.artifactLocation.uri.tokenize('/')[-1] }.sort()
assert found == ['SS044 TypoJob.java'] : found
return true
