import groovy.json.JsonSlurper

def slurp = { path -> new JsonSlurper().parse(new File(basedir, path)).runs[0] }
def uris = { run -> run.results.collect { it.locations[0].physicalLocation.artifactLocation.uri } }

// Per module: its own findings and category; paths relative to the repository root (the enclosing git work
// tree: this IT runs inside streamlint's own checkout), never absolute.
['orders', 'clicks'].each { m ->
    def run = slurp("$m/target/streamlint.sarif")
    assert run.automationDetails.id == "streamlint/$m/"
    assert uris(run).size() == 1
    def uri = uris(run)[0]
    assert uri.endsWith("multi-module/$m/src/main/java/demo/$m/${m.capitalize()}Job.java") && !uri.startsWith('/')
}

// The reactor: one run with both modules' findings.
def all = slurp('target/streamlint-aggregate.sarif')
assert all.automationDetails.id == 'streamlint/'
assert uris(all).size() == 2
assert uris(all).every { it.contains('multi-module/') && !it.startsWith('/') && !it.contains('file:') }
assert all.results.every { it.partialFingerprints.primaryLocationLineHash ==~ /[0-9a-f]+:\d+/ }
return true
