// No src/main/java: the goal says so and succeeds without a report.
def log = new File(basedir, 'build.log').text
assert log.contains('Streamlint: no Java source files, nothing to lint')
assert !new File(basedir, 'target/streamlint.sarif').exists()
return true
