def log = new File(basedir, 'build.log').text
assert log =~ /\[ERROR\] \S*src\/acceptance\/java\/demo\/JobAcceptance\.java:13:\d+: .+ \[SS003\]/
assert log.contains('Streamlint found 1 error (failOnSeverity=error)')
assert log.contains('(not reported: 1 production-only in test code)')
assert !log.contains('[SS004]')
assert !log.contains('Clean.java')
return true
