@echo off
rem Runs the Streamlint command line: streamlint [options] PATH...   (streamlint --help)
rem
rem JAVA_HOME        the Java (17 or newer) to run; else java on the PATH
rem JAVA_OPTS        JVM options, after the defaults below (so they win), e.g. -Xmx4g
rem STREAMLINT_OPTS  JVM options for Streamlint only, after JAVA_OPTS
rem
rem Messages naming a folder are printed outside parenthesised blocks: a ")" in a folder name, as in
rem "Program Files (x86)", would end the block.

setlocal
rem JVM options for a short analysis run (measured in BENCHMARKS.md, "Launcher JVM options (issue 17)").
set "DEFAULT_JVM_OPTS=-XX:+UseSerialGC -XX:TieredStopAtLevel=1"
set "MAIN_CLASS=io.streamlint.cli.StreamlintCommand"

for %%d in ("%~dp0..") do set "STREAMLINT_HOME=%%~fd"
set "LIB=%STREAMLINT_HOME%\lib"
if not exist "%LIB%\streamlint-cli-*.jar" goto brokenInstallation

if defined JAVA_HOME goto javaFromJavaHome
set "JAVA=java"
where java >nul 2>&1
if errorlevel 1 goto noJava
goto checkVersion

:javaFromJavaHome
set "JAVA=%JAVA_HOME%\bin\java.exe"
if not exist "%JAVA%" goto badJavaHome

:checkVersion
rem The version on java -version's first line: openjdk version "17.0.15" 2025-04-15, or "1.8.0_392".
rem (call: a command starting with a quote would lose its first and last quotes to cmd /c.)
set "JAVA_VERSION="
for /f "tokens=3" %%v in ('call "%JAVA%" -version 2^>^&1 ^| findstr /i /c:"version"') do (
  if not defined JAVA_VERSION set "JAVA_VERSION=%%~v"
)
set "JAVA_MAJOR=0"
for /f "tokens=1,2 delims=._-+" %%a in ("%JAVA_VERSION%") do (
  if "%%a"=="1" (set "JAVA_MAJOR=%%b") else (set "JAVA_MAJOR=%%a")
)
if %JAVA_MAJOR% LSS 17 goto oldJava

"%JAVA%" %DEFAULT_JVM_OPTS% %JAVA_OPTS% %STREAMLINT_OPTS% -cp "%LIB%\*" %MAIN_CLASS% %*
exit /b %ERRORLEVEL%

:brokenInstallation
echo streamlint: broken installation: no streamlint-cli jar in %LIB%; unpack the whole distribution (bin\, lib\, conf\) and run bin\streamlint.bat from it 1>&2
exit /b 2

:noJava
echo streamlint: no java on the PATH and JAVA_HOME is not set; install Java 17 or newer, or set JAVA_HOME 1>&2
exit /b 2

:badJavaHome
echo streamlint: JAVA_HOME is %JAVA_HOME%, but %JAVA% does not exist; point JAVA_HOME at a Java 17 or newer, or unset it to use java on the PATH 1>&2
exit /b 2

:oldJava
echo streamlint: Streamlint needs Java 17 or newer, but %JAVA% is Java %JAVA_VERSION%; set JAVA_HOME to a Java 17 or newer 1>&2
exit /b 2
