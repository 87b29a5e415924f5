/** English bodies of the news items, keyed by slug (HTML whitelist: contract/src/schemas/content.ts). */
export const NEWS_BODIES_EN: Record<string, string> = {
  'site-speaks-ten-languages': `
<p>From today the whole site, including the account area, game rules and support, is available in ten languages. Catalan and Kazakh are the newest additions.</p>
<p>The site picks your browser language automatically. You can switch at any time with the language selector in the footer; your choice is remembered for a year.</p>`,
  'twenty-new-games': `
<p>We have added twenty new games from our latest studio partner: fourteen video slots, four crash games and two roulette tables.</p>
<p>All of them can be tried in demo mode before you play for real money. Find them in the lobby under <strong>New</strong>.</p>`,
  'weekly-tournament-is-back': `
<p>Our weekly slot tournament returns with a €10,000 prize pool. Every real-money spin in the participating games earns tournament points based on your win multiplier.</p>
<ul>
<li>Runs from Monday 00:00 to Sunday 23:59 UTC.</li>
<li>The top 100 players share the prize pool.</li>
<li>Prizes are paid within an hour of the tournament ending.</li>
</ul>
<p>Join from the <a href="/tournaments/list">tournaments page</a>.</p>`,
  'faster-withdrawals': `
<p>We have reworked our payment checks. Withdrawals from verified accounts are now approved within two hours in most cases, day and night.</p>
<p>If your account is not verified yet, upload your documents in the verification section of your account so your first withdrawal is not delayed.</p>`,
  'two-factor-authentication': `
<p>You can now protect your account with a second sign-in step. Choose a code sent by SMS or a code from an authenticator app such as Google Authenticator.</p>
<p>Turn it on in <strong>Profile → Security</strong>. We strongly recommend it for every account with a balance.</p>`,
  'grand-jackpot-won': `
<p>Congratulations to a player from Poland who won the Grand jackpot of €48,210 with a €1 spin on a participating slot.</p>
<p>The jackpot was paid to the player's real-money balance with no wagering. The Grand pool has restarted at €10,000 and is already growing.</p>`,
  'daily-race-stages': `
<p>Races now run as a series of daily stages. Each stage lasts 24 hours, has its own leaderboard and pays its own prizes, so a late start never rules you out.</p>
<p>See the current stage and its games on the <a href="/races/list">races page</a>.</p>`,
  'crypto-deposits': `
<p>You can now deposit with Bitcoin and Tether (USDT). Deposits are credited in your account currency after the network confirms the transaction.</p>
<p>If you send crypto by mistake, for example to an expired address, you can request a refund from your payment history.</p>`,
  'new-status-levels': `
<p>Our loyalty programme now has six levels: Iron, Bronze, Silver, Gold, Platinum and Diamond. Every level raises your weekly cashback and improves your points exchange rate.</p>
<p>Read about the privileges of each level on the <a href="/display/status">status page</a>.</p>`,
  'planned-maintenance-february': `
<p>On 3 February from 04:00 to 05:00 UTC the site will be unavailable while we upgrade our servers.</p>
<p>Any game round still open when maintenance starts will be settled according to the game rules. Thank you for your patience.</p>`,
};
