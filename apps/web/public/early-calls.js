// The shell waits for the lookups and the configuration before it draws a page. With a live
// session, this classic script starts those calls while the application's code downloads and
// runs; the app takes the answers from window.__atriumEarly (lib/early-calls.ts) or calls again.
(function () {
  try {
    if (!/^\/eng(\/|$)/i.test(location.pathname)) return;
    var session = JSON.parse(localStorage.getItem('atrium.session') || 'null');
    if (!session || !session.user || !session.accessToken) return;
    if (session.expiresAt && session.expiresAt <= Date.now()) return;
    var auth = { accept: 'application/json', authorization: 'Bearer ' + session.accessToken };
    window.__atriumEarly = {
      userId: session.user.userId,
      calls: {
        lookups: fetch('/api/lookups', { headers: auth }),
        'Office/lookups': fetch('/api/Office/lookups', { headers: auth }),
        'app/config': fetch('/api/app/config', { headers: { accept: 'application/json' } }),
      },
    };
  } catch {
    /* the app makes the calls itself */
  }
})();
