/**
 * The release page at /_release: a tool for release managers, served by the edge as one HTML page plus one script
 * (/_release/app.js) so the Content-Security-Policy needs no inline script. The token is kept in sessionStorage and
 * sent as a bearer token; every change carries the revision the page was showing (If-Match).
 */
export function releasePageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Release control</title>
  <style>
    :root { font-family: system-ui, sans-serif; color: #1d2330; background: #f4f6f9; }
    body { margin: 0; }
    header { background: #1d2330; color: #fff; padding: 0.8rem 1.5rem; display: flex; gap: 1rem; align-items: center; justify-content: space-between; }
    header h1 { font-size: 1.1rem; margin: 0; }
    main { padding: 1.5rem; max-width: 75rem; margin: 0 auto; }
    .remotes { display: grid; grid-template-columns: repeat(auto-fill, minmax(34rem, 1fr)); gap: 1rem; }
    section.remote, section.panel { background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); padding: 1rem 1.2rem; }
    h2 { font-size: 1.05rem; margin: 0 0 .5rem; }
    .facts { display: grid; grid-template-columns: 7rem 1fr; gap: .2rem .6rem; margin-bottom: .6rem; }
    .facts dt { color: #5b6475; } .facts dd { margin: 0; font-family: ui-monospace, monospace; }
    table { width: 100%; border-collapse: collapse; font-size: .9rem; }
    th, td { text-align: left; padding: .3rem .4rem; border-bottom: 1px solid #e5e8ee; vertical-align: top; }
    td.version { font-family: ui-monospace, monospace; }
    button { font: inherit; font-size: .85rem; padding: .25rem .6rem; border-radius: 4px; border: 1px solid #9aa3b5; background: #fff; cursor: pointer; margin: 0 .2rem .2rem 0; }
    button.primary { background: #1f7a4d; border-color: #1f7a4d; color: #fff; }
    button.danger { background: #b3261e; border-color: #b3261e; color: #fff; }
    .checks { list-style: none; padding: 0; margin: .3rem 0; font-size: .85rem; }
    .checks li.ok::before { content: "\\2713  "; color: #1f7a4d; } .checks li.fail::before { content: "\\2717  "; color: #b3261e; }
    #message { min-height: 1.5rem; margin-bottom: 1rem; white-space: pre-wrap; }
    #message.error { color: #b3261e; } #message.ok { color: #1f7a4d; }
    .tag { font-size: .75rem; padding: .05rem .4rem; border-radius: 3px; background: #e5e8ee; margin-left: .3rem; }
    .tag.live { background: #d4f0e0; } .tag.canary { background: #fbecc8; } .tag.quarantined { background: #f6d5d3; }
    ul.quarantined { list-style: none; padding: 0; margin: 0; }
    ul.quarantined li { margin-bottom: .3rem; }
    form.login { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
    form.login input { width: 100%; box-sizing: border-box; padding: .5rem; margin: .5rem 0 1rem; font: inherit; }
    .muted { color: #5b6475; font-size: .85rem; }
    figure.measures { margin: .8rem 0; }
    figure.measures figcaption { font-weight: 600; margin-bottom: .3rem; }
    figure.measures svg { display: block; max-width: 100%; height: auto; }
    figure.measures svg text { font: 11px system-ui, sans-serif; fill: #1d2330; }
    figure.measures .bar-live { fill: #1f7a4d; } figure.measures .bar-canary { fill: #9a5b00; }
    table.measures caption { text-align: left; color: #5b6475; font-size: .85rem; padding: .2rem 0; }
    table.measures td, table.measures th { font-variant-numeric: tabular-nums; }
  </style>
</head>
<body>
  <header><h1>Release control</h1><div><span id="revision" class="muted"></span> <button id="sign-out" hidden>Sign out</button></div></header>
  <main>
    <div id="message" role="status" aria-live="polite"></div>
    <form class="login" id="login" hidden>
      <h2>Release manager token</h2>
      <label for="token">Bearer token</label>
      <input id="token" name="token" type="password" autocomplete="off" required>
      <button class="primary" type="submit">Open</button>
      <p class="muted">Kept in this tab only (sessionStorage).</p>
    </form>
    <div id="app" hidden>
      <div class="remotes" id="remotes"></div>
      <section class="panel" style="margin-top:1rem">
        <h2>History</h2>
        <p class="muted" id="verify"></p>
        <table><thead><tr><th>When</th><th>Who</th><th>Action</th><th>Remote</th><th>From</th><th>To</th><th>Reason</th></tr></thead><tbody id="history"></tbody></table>
      </section>
    </div>
  </main>
  <script src="/_release/app.js" defer></script>
</body>
</html>`;
}

export const RELEASE_PAGE_SCRIPT = String.raw`'use strict';
(function () {
  var TOKEN_KEY = 'release-token';
  var state = { revision: null, checks: {} };
  var $ = function (id) { return document.getElementById(id); };

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attrs[key];
      else if (key.indexOf('on') === 0) node.addEventListener(key.slice(2), attrs[key]);
      else node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  function say(text, kind) { var m = $('message'); m.textContent = text; m.className = kind || ''; }

  function api(method, path, body) {
    var headers = { authorization: 'Bearer ' + sessionStorage.getItem(TOKEN_KEY) };
    if (body) headers['content-type'] = 'application/json';
    if (method !== 'GET' && state.revision !== null) headers['if-match'] = '"' + state.revision + '"';
    return fetch('/_release/api' + path, { method: method, headers: headers, body: body ? JSON.stringify(body) : undefined })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (data) {
          if (response.status === 401) { sessionStorage.removeItem(TOKEN_KEY); showLogin('That token was not accepted.'); }
          return { status: response.status, data: data };
        });
      });
  }

  function errorText(result) {
    var text = (result.data.errors || []).map(function (e) { return e.message; }).join('\n') || ('HTTP ' + result.status);
    if (result.status === 412) text += '\nThe page was refreshed with the current state.';
    return text;
  }

  function checkList(outcome) {
    if (!outcome) return null;
    return el('ul', { class: 'checks' }, outcome.results.map(function (r) {
      return el('li', { class: r.ok ? 'ok' : 'fail', text: r.id + ': ' + r.detail });
    }));
  }

  function change(label, path, body) {
    return api('POST', path, body).then(function (result) {
      if (result.status === 422 && result.data.checks) {
        say(label + ' refused:\n' + errorText(result), 'error');
        if (window.confirm(label + ' failed the checks:\n\n' + errorText(result) + '\n\nForce it anyway? This is recorded in the audit log.')) {
          var forced = Object.assign({}, body, { force: true, reason: window.prompt('Reason for forcing', '') || 'forced by release manager' });
          return change(label + ' (forced)', path, forced);
        }
        return load();
      }
      if (result.status >= 400) { say(label + ' refused:\n' + errorText(result), 'error'); return load(); }
      say(label + ': done.', 'ok');
      return load();
    });
  }

  /**
   * Versions the edge stopped rendering on the server (docs/releases.md "Quarantine"), each with why and since when,
   * and the release manager's way back: a button that asks before it clears.
   */
  function quarantineList(name, quarantined) {
    var versions = Object.keys(quarantined);
    if (versions.length === 0) return el('span', { text: 'none' });
    return el('ul', { class: 'quarantined' }, versions.map(function (version) {
      var q = quarantined[version];
      return el('li', { 'data-quarantined': version }, [
        el('span', { class: 'version', text: version }),
        document.createTextNode(' since ' + new Date(q.since).toLocaleString() + ': ' + q.reason + ' '),
        el('button', { type: 'button', 'data-action': 'clear-quarantine', 'aria-label': 'Clear the quarantine of ' + name + ' ' + version, onclick: function () {
          if (window.confirm('Render ' + name + ' ' + version + ' on the server again?\n\nIt was quarantined because: ' + q.reason + '\nClear it once the publisher fixed the build, or to try again. This is recorded in the audit log.')) {
            change('Clear the quarantine of ' + name + ' ' + version, '/remotes/' + name + '/quarantine/clear', { version: version });
          }
        }, text: 'Clear quarantine' }),
      ]);
    }));
  }

  function renderRemote(name, remote) {
    var quarantined = remote.quarantined || {};
    var rows = remote.versions.map(function (v) {
      var key = name + '@' + v.version;
      var isLive = v.version === remote.live;
      var isCanary = remote.canary && remote.canary.version === v.version && remote.canary.percent > 0;
      var actions = el('td', {}, [
        el('button', { type: 'button', 'data-action': 'check', onclick: function () {
          api('GET', '/remotes/' + name + '/versions/' + encodeURIComponent(v.version) + '/checks').then(function (r) {
            state.checks[key] = r.data; render();
          });
        }, text: 'Check' }),
        isLive ? null : el('button', { type: 'button', class: 'primary', 'data-action': 'switch', 'aria-label': 'Switch ' + name + ' to ' + v.version, onclick: function () {
          if (window.confirm('Make ' + name + ' ' + v.version + ' live for every player?')) change('Switch ' + name + ' to ' + v.version, '/remotes/' + name + '/switch', { version: v.version });
        }, text: 'Switch' }),
        isLive ? null : el('button', { type: 'button', 'data-action': 'canary', onclick: function () {
          var percent = window.prompt('Canary share for ' + name + ' ' + v.version + ' (0-100 %)', '10');
          if (percent !== null) change('Canary ' + name + ' ' + v.version + ' at ' + percent + '%', '/remotes/' + name + '/canary', { version: v.version, percent: Number(percent) });
        }, text: 'Canary' }),
        el('button', { type: 'button', 'data-action': 'override', onclick: function () {
          api('POST', '/override-links', { remote: name, version: v.version, minutes: 60 }).then(function (r) {
            if (r.status >= 400) say(errorText(r), 'error');
            else { say('Override link (this browser only, until ' + r.data.expiresAt + '):\n' + r.data.url, 'ok'); }
          });
        }, text: 'Override link' }),
      ]);
      return el('tr', { 'data-version': v.version }, [
        el('td', { class: 'version' }, [document.createTextNode(v.version),
          isLive ? el('span', { class: 'tag live', text: 'live' }) : null,
          isCanary ? el('span', { class: 'tag canary', text: 'canary ' + remote.canary.percent + '%' }) : null,
          quarantined[v.version] ? el('span', { class: 'tag quarantined', text: 'quarantined' }) : null,
          checkList(state.checks[key])]),
        el('td', { text: new Date(v.publishedAt).toLocaleString() + ' by ' + v.publishedBy }),
        actions,
      ]);
    });
    var previous = remote.previous[remote.previous.length - 1];
    return el('section', { class: 'remote', 'data-remote': name }, [
      el('h2', { text: name + ' (' + remote.federationName + ')' }),
      el('dl', { class: 'facts' }, [
        el('dt', { text: 'Live' }), el('dd', { 'data-field': 'live', text: remote.live || 'none' }),
        el('dt', { text: 'Canary' }), el('dd', { 'data-field': 'canary', text: remote.canary && remote.canary.percent > 0 ? remote.canary.version + ' at ' + remote.canary.percent + '%' : 'off' }),
        el('dt', { text: 'Rollback to' }), el('dd', { 'data-field': 'previous', text: previous || 'none' }),
        el('dt', { text: 'Quarantined' }), el('dd', { 'data-field': 'quarantined' }, [quarantineList(name, quarantined)]),
      ]),
      el('div', {}, [
        previous ? el('button', { type: 'button', class: 'danger', 'data-action': 'rollback', 'aria-label': 'Roll back ' + name, onclick: function () {
          if (window.confirm('Roll ' + name + ' back from ' + remote.live + ' to ' + previous + '?')) change('Rollback ' + name, '/remotes/' + name + '/rollback', {});
        }, text: 'Roll back to ' + previous }) : null,
        remote.canary && remote.canary.percent > 0 ? el('button', { type: 'button', 'data-action': 'canary-off', onclick: function () {
          change('Canary off for ' + name, '/remotes/' + name + '/canary', { version: remote.canary.version, percent: 0 });
        }, text: 'Turn canary off' }) : null,
      ]),
      renderMeasures(name, latest.measures && latest.measures.remotes ? latest.measures.remotes[name] : null),
      el('table', {}, [el('thead', {}, [el('tr', {}, [el('th', { text: 'Version' }), el('th', { text: 'Published' }), el('th', { text: 'Actions' })])]), el('tbody', {}, rows)]),
    ]);
  }

  var SVG = 'http://www.w3.org/2000/svg';
  function svg(tag, attrs, children) {
    var node = document.createElementNS(SVG, tag);
    Object.keys(attrs || {}).forEach(function (key) { if (key === 'text') node.textContent = attrs[key]; else node.setAttribute(key, attrs[key]); });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }
  function pct(rate) { return rate === null || rate === undefined ? 'no data' : (rate * 100).toFixed(1) + ' %'; }
  function ms(value) { return value === null || value === undefined ? 'no data' : Math.round(value) + ' ms'; }

  /** Live against canary, side by side: error rate, p75 LCP, p75 INP (a chart, and the same numbers as a table). */
  function renderMeasures(name, m) {
    if (!m) return null;
    var versions = [{ key: 'live', label: 'live ' + m.live.version, data: m.live }];
    if (m.canary) versions.push({ key: 'canary', label: 'canary ' + m.canary.version, data: m.canary });
    var metrics = [
      { label: 'Error rate', value: function (d) { return d.failureRate; }, text: pct },
      { label: 'p75 LCP', value: function (d) { return d.p75Lcp; }, text: ms },
      { label: 'p75 INP', value: function (d) { return d.p75Inp; }, text: ms },
    ];
    var groupWidth = 170, barWidth = 56, height = 120, top = 16, base = 92;
    var chart = svg('svg', { viewBox: '0 0 ' + (groupWidth * metrics.length) + ' ' + height, width: groupWidth * metrics.length, height: height, role: 'img',
      'aria-label': name + ': ' + metrics.map(function (metric) {
        return metric.label + ' ' + versions.map(function (v) { return v.label + ' ' + metric.text(metric.value(v.data)); }).join(', ');
      }).join('; ') }, []);
    metrics.forEach(function (metric, i) {
      var values = versions.map(function (v) { return metric.value(v.data); });
      var max = Math.max.apply(null, values.map(function (v) { return v || 0; })) || 1;
      var x0 = i * groupWidth + 10;
      chart.appendChild(svg('text', { x: x0, y: 11, text: metric.label }));
      versions.forEach(function (v, j) {
        var value = values[j];
        var barHeight = value ? Math.max(2, (value / max) * (base - top - 12)) : 0;
        var x = x0 + j * (barWidth + 8);
        chart.appendChild(svg('rect', { class: 'bar-' + v.key, x: x, y: base - barHeight, width: barWidth, height: barHeight }));
        chart.appendChild(svg('text', { x: x, y: base - barHeight - 3, text: metric.text(value) }));
        chart.appendChild(svg('text', { x: x, y: base + 13, text: v.key }));
      });
    });
    var head = el('tr', {}, [el('th', { scope: 'col', text: 'Version' }), el('th', { scope: 'col', text: 'Visitors' }), el('th', { scope: 'col', text: 'Error rate' }),
      el('th', { scope: 'col', text: 'p75 LCP' }), el('th', { scope: 'col', text: 'p75 INP' }), el('th', { scope: 'col', text: 'p75 CLS' })]);
    var rows = versions.map(function (v) {
      var d = v.data;
      return el('tr', { 'data-channel': v.key }, [el('th', { scope: 'row', class: 'version', text: v.label }), el('td', { text: String(d.visitors) }),
        el('td', { text: pct(d.failureRate) + ' (' + d.failedVisitors + ')' }), el('td', { text: ms(d.p75Lcp) }), el('td', { text: ms(d.p75Inp) }),
        el('td', { text: d.p75Cls === null ? 'no data' : String(d.p75Cls) })]);
    });
    var captionId = 'measures-' + name;
    return el('figure', { class: 'measures', 'aria-labelledby': captionId }, [
      el('figcaption', { id: captionId, text: 'Real players since ' + new Date(m.since).toLocaleString() }),
      chart,
      el('table', { class: 'measures' }, [el('caption', { text: name + ': live against canary (the numbers of the chart)' }), el('thead', {}, [head]), el('tbody', {}, rows)]),
    ]);
  }

  var latest = null;
  function render() {
    if (!latest) return;
    var status = latest.status, history = latest.history;
    $('revision').textContent = 'map revision ' + status.revision;
    var remotes = $('remotes'); remotes.textContent = '';
    Object.keys(status.remotes).forEach(function (name) { remotes.appendChild(renderRemote(name, status.remotes[name])); });
    var body = $('history'); body.textContent = '';
    history.entries.forEach(function (e) {
      var to = e.to + (e.percent ? ' (' + e.percent.to + '%)' : '');
      body.appendChild(el('tr', { 'data-action': e.action }, [
        el('td', { text: new Date(e.at).toLocaleString() }), el('td', { class: 'actor', text: e.actor }),
        el('td', { text: e.action + (e.forced ? ' (forced)' : '') }), el('td', { text: e.remote }),
        el('td', { class: 'version', text: e.from || '' }), el('td', { class: 'version', text: to }), el('td', { text: e.reason }),
      ]));
    });
  }

  function load() {
    return Promise.all([api('GET', '/status'), api('GET', '/history?limit=100'), api('GET', '/verify'), api('GET', '/measures')]).then(function (results) {
      if (results[0].status !== 200) return;
      state.revision = results[0].data.revision;
      latest = { status: results[0].data, history: results[1].data, measures: results[3].status === 200 ? results[3].data : null };
      var verify = results[2].data;
      $('verify').textContent = verify.ok ? 'Audit log verified: ' + verify.entries + ' entries, hash chain intact.' : 'AUDIT LOG BROKEN at line ' + verify.brokenAt + ': ' + verify.problem;
      render();
    });
  }

  function showLogin(text) {
    $('app').hidden = true; $('login').hidden = false; $('sign-out').hidden = true;
    if (text) say(text, 'error');
  }

  function showApp() { $('login').hidden = true; $('app').hidden = false; $('sign-out').hidden = false; return load(); }

  $('login').addEventListener('submit', function (event) {
    event.preventDefault();
    sessionStorage.setItem(TOKEN_KEY, $('token').value.trim());
    api('GET', '/status').then(function (r) {
      if (r.status === 200) showApp();
      else if (r.status === 403) showLogin('This token may not use release control.');
    });
  });
  $('sign-out').addEventListener('click', function () { sessionStorage.removeItem(TOKEN_KEY); showLogin(); });

  if (sessionStorage.getItem(TOKEN_KEY)) showApp(); else showLogin();
})();
`;
