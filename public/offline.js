// The offline page's only script (the site's CSP allows no inline script): "Reîncearcă" loads the page again.
document.getElementById('retry')?.addEventListener('click', () => window.location.reload());
