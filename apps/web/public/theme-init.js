// Applies the saved dark-mode choice before the first paint, so no screen flashes the wrong theme.
// A file, not an inline script, so the Content-Security-Policy can forbid inline scripts.
(function () {
  var dark = false;
  try {
    dark = window.localStorage.getItem('darkMode') === 'true';
  } catch {
    dark = false;
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
})();
