import groovy.json.JsonSlurper

def slurp = { path -> new JsonSlurper().parse(new File(basedir, path)).runs[0] }
def uris = { run -> run.results.collect { it.locations[0].physicalLocation.artifactLocation.uri } }

// Per module: its own findings and category; paths relative to the repository root (the enclosing git work
// tree: this IT runs inside streamlint's own checkout), never absolute. The orders module has a baseline that
// lists its finding.
def clicks = slurp('clicks/target/streamlint.sarif')
assert clicks.automationDetails.id == 'streamlint/clicks/'
assert uris(clicks).size() == 1
assert uris(clicks)[0].endsWith('multi-module/clicks/src/main/java/demo/clicks/ClicksJob.java')
assert !uris(clicks)[0].startsWith('/')
def orders = slurp('orders/target/streamlint.sarif')
assert orders.automationDetails.id == 'streamlint/orders/'
assert orders.results.isEmpty()

// The reactor: one run with the findings of both modules, less what the modules' baselines list.
def all = slurp('target/streamlint-aggregate.sarif')
assert all.automationDetails.id == 'streamlint/'
assert uris(all).size() == 1
assert uris(all).every { it.contains('multi-module/clicks/') && !it.startsWith('/') && !it.contains('file:') }
def log = new File(basedir, 'build.log').text
assert log.contains('Streamlint: 1 finding (1 error, 0 warnings, 0 notes) in 2 files (not reported: 1 in the baseline).')
assert all.results.every { it.partialFingerprints.primaryLocationLineHash ==~ /[0-9a-f]+:\d+/ }
return true
