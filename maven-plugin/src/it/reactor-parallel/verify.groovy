import groovy.json.JsonSlurper

def file = { path -> new File(basedir, path) }
def run = { path -> new JsonSlurper().parse(file(path)).runs[0] }
def uris = { r -> r.results.collect { it.locations[0].physicalLocation.artifactLocation.uri } }

// Each module inherited the check from the parent: its own report and category, its own findings only.
def ingest = run('ingest/target/streamlint.sarif')
assert ingest.automationDetails.id == 'streamlint/ingest/'
assert ingest.results*.ruleId == ['SS003']
assert uris(ingest)[0].endsWith('reactor-parallel/ingest/src/main/java/demo/ingest/PageViewIngestJob.java')
assert !uris(ingest)[0].startsWith('/')
def sessions = run('sessions/target/streamlint.sarif')
assert sessions.automationDetails.id == 'streamlint/sessions/'
assert sessions.results.isEmpty()
// The parent (packaging pom, no sources) writes no report of its own.
assert !file('target/streamlint.sarif').exists()

// The reactor's report: the one finding, under the aggregate category.
def all = run('target/streamlint-aggregate.sarif')
assert all.automationDetails.id == 'streamlint/'
assert all.results*.ruleId == ['SS003']
assert uris(all) == uris(ingest)

// Deterministic: -T 2 writes byte for byte what the serial build wrote.
['ingest', 'sessions'].each { m ->
    assert file("$m/target/streamlint.sarif").bytes == file("$m/target/serial.sarif").bytes: "$m differs under -T 2"
}
assert file('target/streamlint-aggregate.sarif').bytes == file('target/serial-aggregate.sarif').bytes

// Each goal keeps its own stored run: the modules' check and the root's aggregate.
assert file('ingest/target/streamlint/check-cache.json').isFile()
assert file('sessions/target/streamlint/check-cache.json').isFile()
assert file('target/streamlint/aggregate-cache.json').isFile()
assert !file('target/streamlint/cache.json').exists()

def log = file('build.log').text
assert !(log =~ /(?i)not marked .*thread/): 'the goals are declared thread-safe'
// Build 3: ingest fails with the summary, sessions passes despite it.
assert log =~ /\[ERROR\] \S*ingest\/src\/main\/java\/demo\/ingest\/PageViewIngestJob\.java:22:18: .+ \[SS003\]/
assert log.contains('Streamlint found 1 error (failOnSeverity=error). See target/failing.sarif')
assert run('sessions/target/failing.sarif').results.isEmpty()
assert run('ingest/target/failing.sarif').results*.ruleId == ['SS003']
return true
