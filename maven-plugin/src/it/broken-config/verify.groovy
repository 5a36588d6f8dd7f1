// A mistake in streamlint.yaml stops the build with the file, line, column and what is wrong.
def log = new File(basedir, 'build.log').text
assert log =~ /Streamlint: configuration error: \S*streamlint\.yaml:2:10: unknown severity 'eror' for SS002 \(expected error, warning, note or off\)/
return true
