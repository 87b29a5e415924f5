import type { Locale, SlotState } from '@casino/contract/schemas';
import { formatMoney, formatNumber, formatPercent, moneyFormatOptions } from '@casino/shared/i18n/formatters';
import { SLOT_TEXTS } from './slot-texts';

/** Glyphs drawn for each reel symbol (plain text: no image request leaves the page). */
const GLYPHS: Record<string, string> = { seven: '7', star: '★', diamond: '♦', heart: '♥', spade: '♠', club: '♣' };

/** Only the slot's own inline script and style may run; it talks to this origin only and may be framed by it only. */
export function slotContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** JSON inside a <script> element: "<" is escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The whole game as one self-contained HTML document: inline CSS and JS, no external request. In a frame 760 px wide or
 * more (a laptop) the reels and the controls stand side by side, so the whole game, autoplay included, fits the frame
 * without scrolling inside it; a narrower frame (a phone) stacks them.
 */
export function slotPage(state: SlotState, lang: Locale, nonce: string, hue: number): string {
  const t = SLOT_TEXTS[lang];
  // Money, the bets and the RTP as the site writes them in this language ("1.269,90 €", "96,12 %" in de): the same
  // formatters as the site's pages (@casino/shared), and their Intl options for the amounts the script writes later.
  const money = (amount: string | number) => formatMoney(amount, state.currency, lang);
  const format = { money: moneyFormatOptions(state.currency, lang), bets: state.bets.map(money) };
  const payRows = ['seven', 'star', 'diamond', 'heart', 'spade', 'club']
    .map((symbol) => {
      const pays = state.payTable.filter((p) => p.symbol === symbol).map((p) => `${p.count}× ${formatNumber(p.multiplier, lang)}`);
      return `<li><b class="s-${symbol}">${GLYPHS[symbol]}</b> ${pays.join(' · ')}</li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(state.game.name)}</title><link rel="icon" href="data:,">
<style nonce="${nonce}">
*{box-sizing:border-box}html,body{margin:0;height:100%}html{background:hsl(${hue},45%,9%)}
body{font:15px/1.35 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#f5f5f7;background:radial-gradient(circle at 50% 0,hsl(${hue},55%,28%),hsl(${hue},45%,9%) 70%);display:flex;flex-direction:column;align-items:center;justify-content:safe center;padding:12px;gap:12px}
header{text-align:center}h1{margin:0;font-size:clamp(18px,4vw,28px);letter-spacing:.5px}
.mode{display:inline-block;margin-top:4px;padding:2px 10px;border-radius:999px;font-size:12px;font-weight:700;text-transform:uppercase;background:${state.mode === 'real' ? '#d4a017' : '#3b82f6'};color:#111}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;padding:10px;border-radius:14px;background:rgba(0,0,0,.45);box-shadow:inset 0 0 0 2px rgba(255,255,255,.15);width:min(520px,100%)}
.reel{display:grid;grid-template-rows:repeat(3,1fr);gap:6px}
.cell{aspect-ratio:1;display:flex;align-items:center;justify-content:center;border-radius:10px;background:linear-gradient(#fff,#e6e6ee);color:#222;font-size:clamp(22px,7vw,44px);font-weight:800;transition:transform .12s}
.cell.mid{box-shadow:0 0 0 2px hsla(${hue},90%,60%,.7)}
.cell.win{background:linear-gradient(#fff7c2,#ffd95a);transform:scale(1.06)}
.spinning .cell{filter:blur(2px);transform:translateY(3px)}
.s-seven{color:#d11}.s-star{color:#e6a100}.s-diamond{color:#1e6fd9}.s-heart{color:#d12a6a}.s-spade{color:#222}.s-club{color:#17804a}
.message{min-height:1.4em;font-weight:600;text-align:center}.message.error{color:#ff8080}.message.win{color:#ffd95a}
.panel{display:flex;flex-wrap:wrap;gap:10px;align-items:center;justify-content:center;width:min(520px,100%)}
.box{background:rgba(0,0,0,.4);border-radius:10px;padding:6px 12px;min-width:110px;text-align:center}
.box small{display:block;font-size:11px;opacity:.75;text-transform:uppercase;letter-spacing:.5px}.box output,.box strong{font-size:17px;font-weight:700}
.bet{display:flex;align-items:center;gap:6px}
button{font:inherit;cursor:pointer;border:0;border-radius:10px}
.step{width:34px;height:34px;background:rgba(255,255,255,.15);color:#fff;font-size:20px;font-weight:700}
.spin{padding:12px 34px;font-size:18px;font-weight:800;text-transform:uppercase;background:linear-gradient(#3ddc84,#1f9d55);color:#06210f;box-shadow:0 4px 0 #146c3a}
button:disabled{opacity:.5;cursor:not-allowed}
fieldset.auto{width:min(520px,100%);border:1px solid rgba(255,255,255,.25);border-radius:10px;display:flex;flex-wrap:wrap;gap:8px 12px;align-items:end;justify-content:center;padding:8px 12px}
fieldset.auto legend{font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.5px;padding:0 4px}
.auto label{display:flex;flex-direction:column;font-size:12px;gap:2px}.auto input,.auto select{font:inherit;width:9em;padding:4px 6px;border-radius:6px;border:1px solid #888;background:#fff;color:#111}
.auto-toggle{padding:8px 14px;font-weight:700;background:#f5f5f7;color:#111}
details{width:min(520px,100%);font-size:13px;opacity:.9}ul{list-style:none;padding:0;margin:6px 0;columns:2}li b{display:inline-block;width:1.4em;font-size:18px;background:#fff;border-radius:4px;text-align:center;margin-right:4px}
@media (min-width:760px){body{display:grid;grid-template-columns:minmax(0,520px) minmax(0,400px);align-content:safe center;justify-content:center;gap:12px 24px}header{grid-column:1/-1}.reels{grid-column:1;grid-row:2/span 4;align-self:center}.message,.panel,fieldset.auto,details{grid-column:2;width:100%}}
</style></head>
<body>
<header><h1>${escapeHtml(state.game.name)}</h1><span class="mode">${state.mode === 'real' ? t.real : t.demo}</span></header>
<div class="reels" id="reels" aria-live="polite"></div>
<div class="message" id="message" role="status"></div>
<div class="panel">
  <div class="box"><small>${t.balance}</small><output id="balance">${escapeHtml(money(state.balance))}</output></div>
  <div class="box"><small>${t.bet}</small><div class="bet"><button class="step" id="down" aria-label="${t.lowerBet}">−</button><strong id="bet">${escapeHtml(format.bets[0] ?? '')}</strong><button class="step" id="up" aria-label="${t.raiseBet}">+</button></div></div>
  <div class="box"><small>${t.lastWin}</small><output id="lastWin">${escapeHtml(money(0))}</output></div>
  <button class="spin" id="spin">${t.spin}</button>
</div>
${state.autoplay ? autoplayControls(t, lang) : ''}
<details><summary>${t.payTable} · RTP ${escapeHtml(formatPercent(state.rtp, lang))}</summary><ul>${payRows}</ul></details>
<script type="application/json" id="state" nonce="${nonce}">${scriptJson({ state, texts: t, glyphs: GLYPHS, format })}</script>
<script nonce="${nonce}">
(function () {
  var data = JSON.parse(document.getElementById('state').textContent);
  var state = data.state, t = data.texts, glyphs = data.glyphs, format = data.format;
  var betIndex = 0, busy = false, closed = false;
  // Autoplay (only where the profile offers it): rounds left, the balance it started from and the player's limits.
  var auto = null, autoTimer = null, lastStart = 0, holdTimer = null;
  var el = function (id) { return document.getElementById(id); };
  var moneyFormat = null;
  try { moneyFormat = new Intl.NumberFormat(format.money.locale, format.money.options); } catch (e) {}
  var money = function (v) {
    if (moneyFormat && isFinite(Number(v))) return moneyFormat.format(Number(v));
    return v + ' ' + state.currency;
  };
  function drawReels(reels, line) {
    var html = '';
    for (var r = 0; r < 5; r++) {
      html += '<div class="reel">';
      for (var row = 0; row < 3; row++) {
        var symbol = reels[r][row];
        var win = line && row === 1 && r < line.count;
        html += '<div class="cell s-' + symbol + (row === 1 ? ' mid' : '') + (win ? ' win' : '') + '">' + glyphs[symbol] + '</div>';
      }
      html += '</div>';
    }
    el('reels').innerHTML = html;
  }
  // The profile's minimum time per round (DE: 5 s): Spin waits that long after the last round started, so the player
  // is never offered a spin the API would refuse (the API still refuses one sent sooner). Re-drawn when the wait ends.
  function held() { return state.minSecondsPerRound ? Math.max(0, lastStart + state.minSecondsPerRound * 1000 - Date.now()) : 0; }
  function holdSpin() {
    if (holdTimer || held() === 0) return;
    holdTimer = setTimeout(function () { holdTimer = null; render(); holdSpin(); }, held() + 50);
  }
  function show(text, kind) { var m = el('message'); m.textContent = text; m.className = 'message' + (kind ? ' ' + kind : ''); }
  function render() {
    el('balance').textContent = money(state.balance);
    el('bet').textContent = format.bets[betIndex];
    el('down').disabled = busy || closed || !!auto || betIndex === 0;
    el('up').disabled = busy || closed || !!auto || betIndex === state.bets.length - 1;
    el('spin').disabled = busy || closed || !!auto || held() > 0;
    if (el('autoToggle')) {
      el('autoToggle').textContent = auto ? t.autoStop : t.autoStart;
      el('autoToggle').disabled = closed;
      ['autoRounds', 'autoLoss', 'autoWin'].forEach(function (id) { el(id).disabled = !!auto || closed; });
    }
  }
  function randomReels() {
    var names = Object.keys(glyphs), reels = [];
    for (var r = 0; r < 5; r++) { reels.push([]); for (var row = 0; row < 3; row++) reels[r].push(names[Math.floor(Math.random() * names.length)]); }
    return reels;
  }
  function tellParent() {
    try { if (window.parent !== window) window.parent.postMessage({ type: 'casino:balance', mode: state.mode, currency: state.currency, balance: state.balance }, location.origin); } catch (e) {}
  }
  function amount(text) { var v = Number(String(text).trim().replace(/\\s/g, '').replace(',', '.')); return text.trim() && isFinite(v) && v > 0 ? v : null; }
  function stopAuto(message, kind) {
    if (autoTimer) clearTimeout(autoTimer);
    autoTimer = null; auto = null;
    if (message) show(message, kind);
    render();
  }
  function startAuto() {
    var loss = amount(el('autoLoss').value), win = amount(el('autoWin').value);
    if (loss === null) { show(t.autoNeedsLoss, 'error'); el('autoLoss').focus(); return; }
    if (Number(state.bets[betIndex]) > loss) { show(t.autoLossReached, 'error'); return; }
    auto = { left: Number(el('autoRounds').value), start: Number(state.balance), loss: loss, win: win };
    render();
    next(0);
  }
  // The next autoplay round, never sooner than the profile's minimum time per round after the last one started.
  function next(afterMs) {
    if (!auto) return;
    var wait = Math.max(afterMs, lastStart + state.minSecondsPerRound * 1000 + 300 - Date.now());
    autoTimer = setTimeout(function () { autoTimer = null; if (auto) spin(true); }, Math.max(0, wait));
  }
  // After each autoplay round: stop on the rounds, the win limit, or before a round that could pass the loss limit.
  function afterAutoRound() {
    if (!auto) return;
    auto.left--;
    var net = Number(state.balance) - auto.start;
    if (auto.win !== null && net >= auto.win) return stopAuto(t.autoWinReached, 'win');
    if (-net + Number(state.bets[betIndex]) > auto.loss) return stopAuto(t.autoLossReached);
    if (auto.left <= 0) return stopAuto(t.autoDone);
    show(t.autoLeft + ' ' + auto.left);
    next(900);
  }
  function spin(isAuto) {
    if (busy || closed || (auto && isAuto !== true)) return;
    busy = true; render(); show('');
    lastStart = Date.now();
    var spinner = setInterval(function () { drawReels(randomReels(), null); }, 70);
    el('reels').classList.add('spinning');
    var started = Date.now();
    fetch(location.pathname + '/round', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(isAuto === true ? { bet: state.bets[betIndex], autoplay: true } : { bet: state.bets[betIndex] }) })
      .then(function (response) { return response.json().then(function (body) { return { status: response.status, body: body }; }); })
      .then(function (reply) {
        return new Promise(function (resolve) { setTimeout(function () { resolve(reply); }, Math.max(0, 600 - (Date.now() - started))); });
      })
      .then(function (reply) {
        clearInterval(spinner); el('reels').classList.remove('spinning');
        if (reply.status === 200 && reply.body.status === 'ok') {
          var round = reply.body.data;
          state.balance = round.balance;
          drawReels(round.reels, round.line);
          el('lastWin').textContent = money(round.win);
          if (round.line) show(t.youWin + ': ' + money(round.win), 'win'); else show(t.noWin);
          tellParent();
          busy = false;
          return afterAutoRound();
        }
        // A refused round stops autoplay, but a too-early one (the profile's time per round) only waits.
        if (reply.status === 429 && reply.body.limit && auto) { busy = false; show(t.tooFast, 'error'); return next(1000); }
        if (auto) stopAuto();
        var code = reply.body && reply.body.errors && reply.body.errors[0] && reply.body.errors[0].code;
        if (reply.status === 409) { show(t.insufficientFunds, 'error'); }
        else if (reply.status === 429 && reply.body.limit) { show(t.tooFast, 'error'); }
        else if (reply.status === 403 && reply.body.limit) { show(t.limit, 'error'); }
        else if (reply.status === 403 && code === 'play.autoplay_off') { show(t.autoOff, 'error'); }
        else if (reply.status === 403) { show(t.blocked, 'error'); closed = true; }
        else if (reply.status === 404) { show(t.sessionExpired, 'error'); closed = true; }
        else { show(t.error, 'error'); }
        // The host reads the session's net position again after every answer, refused ones too (a limit may end it).
        tellParent();
      })
      .catch(function () { clearInterval(spinner); el('reels').classList.remove('spinning'); stopAuto(); show(t.error, 'error'); })
      .then(function () { busy = false; render(); holdSpin(); });
  }
  el('spin').addEventListener('click', function () { spin(false); });
  if (el('autoToggle')) el('autoToggle').addEventListener('click', function () { if (auto) stopAuto(); else startAuto(); });
  // The host pauses the game (a reality check, the pre-play notice): autoplay stops and waits for the player.
  window.addEventListener('message', function (event) {
    if (event.source === window.parent && event.origin === location.origin && event.data && event.data.type === 'casino:pause') stopAuto();
  });
  el('down').addEventListener('click', function () { if (betIndex > 0) { betIndex--; render(); } });
  el('up').addEventListener('click', function () { if (betIndex < state.bets.length - 1) { betIndex++; render(); } });
  document.addEventListener('keydown', function (event) { if (event.code === 'Space' && event.target === document.body) { event.preventDefault(); spin(false); } });
  drawReels(randomReels(), null);
  render();
})();
</script>
</body></html>`;
}

/** Autoplay's controls: how many rounds, the loss limit it must have and an optional win limit (issue 35). */
function autoplayControls(t: (typeof SLOT_TEXTS)[Locale], lang: Locale): string {
  const rounds = [10, 25, 50, 100].map((n) => `<option value="${n}">${formatNumber(n, lang)}</option>`).join('');
  return `<fieldset class="auto" id="autoplay"><legend>${t.autoplay}</legend>
<label>${t.autoRounds}<select id="autoRounds">${rounds}</select></label>
<label>${t.autoLoss}<input id="autoLoss" inputmode="decimal" autocomplete="off" required></label>
<label>${t.autoWin}<input id="autoWin" inputmode="decimal" autocomplete="off"></label>
<button type="button" class="auto-toggle" id="autoToggle">${t.autoStart}</button>
</fieldset>`;
}

/** What the frame shows for an unknown or expired launch URL: a translated sentence instead of raw JSON. */
export function expiredSessionPage(lang: Locale, nonce: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>404</title><link rel="icon" href="data:,">
<style nonce="${nonce}">body{margin:0;height:100vh;display:flex;align-items:center;justify-content:center;background:#15161c;color:#f5f5f7;font:16px system-ui,Arial,sans-serif;text-align:center;padding:16px}</style>
</head><body><p>${escapeHtml(SLOT_TEXTS[lang].sessionExpired)}</p></body></html>`;
}
