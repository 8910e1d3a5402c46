// Imported first by the CLI's entry, before anything can load ink. When ink loads, is-in-ci reads CI and
// CONTINUOUS_INTEGRATION (and chalk's supports-color reads CI): if either is set, ink draws only the last frame, at
// exit, and without colours. The CLI loads ink only to draw on a terminal a person is watching (the login
// questions, the column picker, a progress bar), so a CI variable left in that person's shell must not hide the
// question being asked. The CLI itself reads neither variable.
for (const key of ['CI', 'CONTINUOUS_INTEGRATION']) delete process.env[key];
