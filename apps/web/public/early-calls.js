// With a live session, this classic script starts the first calls of the page while the
// application's code downloads and runs: the shell's lookups and configuration, and the opening
// calls of the screens people open most (the listings, a listing, the agents list). The app's
// api-client takes an answer when it makes the very same call (method, address, body and
// session: lib/early-calls.ts), else it calls itself; lib/early-calls.test.tsx checks that the
// calls made here are the ones the app makes.
(function () {
  try {
    if (!/^\/eng(\/|$)/i.test(location.pathname)) return;
    var session = JSON.parse(localStorage.getItem('atrium.session') || 'null');
    if (!session || !session.user || !session.accessToken) return;
    if (session.expiresAt && session.expiresAt <= Date.now()) return;
    var user = session.user;
    var roles = user.roleCodes || [];
    var agentIds = user.agentIds || [];
    var authorization = 'Bearer ' + session.accessToken;
    var calls = {};
    var call = function (method, path, body) {
      var json = body === undefined ? undefined : JSON.stringify(body);
      var headers = { accept: 'application/json', authorization: authorization };
      if (json !== undefined) headers['content-type'] = 'application/json';
      // the body is read as it arrives, so the app takes the answer without waiting for a read
      calls[method + ' /api/' + path + ' ' + (json || '')] = fetch('/api/' + path, {
        method: method,
        headers: headers,
        body: json,
      }).then(function (response) {
        var copy = response.clone();
        return response.text().then(function (text) {
          return { response: copy, text: text };
        });
      });
    };
    var has = function (role) {
      return roles.indexOf(role) >= 0;
    };
    var page = location.pathname.replace(/\/+$/, '');

    call('GET', 'lookups');
    call('GET', 'Office/lookups');
    call('GET', 'app/config');

    if (/^\/eng\/listings$/i.test(page)) {
      // listing-search-api: prefetchListingsPage (the tabs of LISTINGS_PAGE_TABS)
      var tabs = [1, 7, 8, 3, 4, 2, 9, 11, 100];
      var requested = Number(new URLSearchParams(location.search).get('tab'));
      var tab = tabs.indexOf(requested) >= 0 ? requested : tabs[0];
      var mine = has('agent') && agentIds.length > 0 ? agentIds : undefined;
      var criteria = { quickFilters: [] };
      call('POST', 'listing/search/counts', { tabs: tabs, agentIds: mine, criteria: criteria });
      call('POST', 'listing/search', {
        tab: tab,
        currentPage: 1,
        sortDirection: 'desc',
        agentIds: mine,
        criteria: criteria,
      });
    }
    var listing = /^\/eng\/listing\/([1-9][0-9]*)$/i.exec(page);
    if (listing) {
      // listings-api: prefetchListingPage
      call('GET', 'listing/' + listing[1] + '/details');
      call('GET', 'listing/lookups');
    }
    if (/^\/eng\/agents$/i.test(page)) {
      // agents-api: prefetchAgentList (an agent alone opens on every status, the others on the valid, published ones)
      var agentOnly =
        has('agent') &&
        !has('systemAdmin') &&
        !has('corporateMarketingEmployee') &&
        !has('marketingCoordinator');
      call('POST', 'agent/search', {
        currentPage: 1,
        itemsPerPage: 20,
        status: agentOnly ? 0 : 1,
        name: null,
        officeName: null,
        isValid: agentOnly ? null : 1,
        isPublished: agentOnly ? null : 1,
        withUndersizedImage: false,
        sortColumn: 'firstName',
        sortDirection: 'asc',
      });
    }
    window.__atriumEarly = { authorization: authorization, calls: calls };
  } catch {
    /* the app makes the calls itself */
  }
})();
