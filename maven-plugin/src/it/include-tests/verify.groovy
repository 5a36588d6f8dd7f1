def log = new File(basedir, 'build.log').text
assert log =~ /\[ERROR\] \S*src\/test\/java\/demo\/JobTest\.java:12:\d+: .+ \[SS003\]/
assert log.contains('Streamlint found 1 error (failOnSeverity=error)')
assert !log.contains('Clean.java')
return true
