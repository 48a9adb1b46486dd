// Applies the stored theme before first paint so there is no flash of the wrong theme.
// An external file because the Content Security Policy forbids inline scripts.
(function () {
  try {
    if (window.localStorage.getItem('theme') === 'dark') {
      document.documentElement.classList.add('dark');
    }
  } catch {
    // Storage may be unavailable (privacy mode); the default light theme applies.
  }
})();
