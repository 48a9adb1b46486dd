// Applies the theme before first paint so there is no flash of the wrong theme: the one the user picked, else the
// system's. An external file because the Content Security Policy forbids inline scripts.
(function () {
  var picked = null;
  try {
    picked = window.localStorage.getItem('theme');
  } catch {
    // Storage may be unavailable (privacy mode): the system's theme applies.
  }
  var dark = picked ? picked === 'dark' : !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) document.documentElement.classList.add('dark');
})();
