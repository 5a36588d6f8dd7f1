def log = new File(basedir, 'build.log').text
assert log.contains('Streamlint: no findings in 1 file.')
assert !log.contains('OldJob')
return true
