import groovy.json.JsonSlurper
import io.streamlint.ruletesting.Expectations

// The plugin, with the samples' real class path (Spark, Kafka, Delta), reports exactly what the samples'
// `// expect:` markers say: the same check the CLI's SamplesProjectTest makes, through Maven.
def sources = new File(basedir, '../../../../samples/src/main/java').canonicalFile
def expected = [] as Set
sources.eachFileRecurse { f ->
    if (f.name.endsWith('.java')) {
        Expectations.read(f.toPath()).each { expected << "${it.file().fileName}:${it.line()} ${it.ruleId()}" }
    }
}
def results = new JsonSlurper().parse(new File(basedir, 'target/streamlint.sarif')).runs[0].results
def actual = results.collect { r ->
    def loc = r.locations[0].physicalLocation
    "${loc.artifactLocation.uri.tokenize('/').last()}:${loc.region.startLine} ${r.ruleId}"
} as Set
assert !expected.isEmpty()
assert actual == expected : "reported ${actual - expected}, missing ${expected - actual}"
def log = new File(basedir, 'build.log').text
assert log.contains("Streamlint: ${expected.size()} findings")
// Spark's parser, which reads the samples' SQL text, logs nothing: no host name lookup warning.
assert !(log =~ /(?i)hostname|SPARK_LOCAL_IP/)
// The findings block ends with the summary, which names the report.
def block = log.readLines().dropWhile { !(it =~ /--- streamlint(-maven-plugin)?:\S+:check /) }.drop(1)
        .takeWhile { !it.startsWith('[INFO] ---') && !it.startsWith('[INFO] BUILD') }
assert block.size() == expected.size() + 1 : block
assert block.last() =~ /^\[INFO\] Streamlint: .+ SARIF report: target\/streamlint\.sarif$/
return true
