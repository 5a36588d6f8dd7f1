// -Dstreamlint.skip=true: the goal logs that it skipped and writes nothing.
def log = new File(basedir, 'build.log').text
assert log.contains('Streamlint: skipped')
assert !log.contains('SARIF report')
assert !new File(basedir, 'target/streamlint.sarif').exists()
return true
