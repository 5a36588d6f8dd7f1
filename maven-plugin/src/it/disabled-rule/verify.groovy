import groovy.json.JsonSlurper

// A disabled rule neither runs nor appears in the report's rule list.
def run = new JsonSlurper().parse(new File(basedir, 'target/streamlint.sarif')).runs[0]
assert run.results.isEmpty()
def ids = run.tool.driver.rules*.id
assert !ids.contains('SS003')
assert ids.containsAll(['SS001', 'SS002'])
assert new File(basedir, 'build.log').text.contains('Streamlint: no findings')
return true
