import groovy.json.JsonSlurper

// Clean project: the check ran, found nothing, and wrote an empty SARIF run.
def log = new File(basedir, 'build.log').text
assert log.contains('Streamlint: no findings in 2 files.')
assert log.contains('SARIF report: target/streamlint.sarif')
assert !log.contains('Streamlint found')

def sarif = new File(basedir, 'target/streamlint.sarif')
assert sarif.isFile()
def json = new JsonSlurper().parse(sarif)
assert json.version == '2.1.0'
assert json.runs.size() == 1
assert json.runs[0].containsKey('results'): 'an empty results array says "ran, found nothing"'
assert json.runs[0].results.isEmpty()
return true
