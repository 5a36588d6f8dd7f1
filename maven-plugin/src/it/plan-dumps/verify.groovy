// A plan dump under planDumpDirectory is linted with the sources: a memory sink without queryName (SS018),
// reported at the writer line of the dump's query text.
def log = new File(basedir, 'build.log').text
assert log =~ /\[ERROR\] \S*plans\/prices\.streamlint-plan\.json:4:1: .+ \[SS018\]/
assert log =~ /Streamlint found 1 error \(failOnSeverity=error\)/
return true
