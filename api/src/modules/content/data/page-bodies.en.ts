import type { DisplayPageSlug } from '@casino/contract/schemas';

/** English bodies of the display pages (HTML of the whitelist in contract/src/schemas/content.ts). */
export const PAGE_BODIES_EN: Record<DisplayPageSlug, string> = {
  aboutus: `
<p>We are an online casino built for players who want a wide choice of games, clear rules and fast pay-outs. Our catalogue brings together more than two thousand slots, table games and live dealer tables from over twenty studios, all available in ten languages.</p>
<h2>Licensed and audited</h2>
<p>The site is run by a licensed gaming operator. Every game uses a certified random number generator, and independent laboratories test our games and payment processes regularly. You can read how this works on the <a href="/display/fairness-and-rng-testing-methods">fairness page</a>.</p>
<h2>What we promise</h2>
<ul>
<li>Transparent bonus terms with the wagering requirement stated up front.</li>
<li>Withdrawals processed within 24 hours once your account is verified.</li>
<li>Support in your language every day from 08:00 to 23:00 UTC.</li>
<li>Tools that help you stay in control, described on the <a href="/display/responsiblegaming">responsible gaming page</a>.</li>
</ul>
<p>Playing here is for adults only. You must be 18 or older, or the legal age in your country if that is higher.</p>`,

  terms: `
<p>These terms and conditions form a binding agreement between you and the operator of this site. By opening an account you confirm that you have read, understood and accepted them. We may update the terms; when we do, you will be asked to accept the new version before you continue to play.</p>
<h2>1. Your account</h2>
<p>You may hold only one account. You must be at least 18 years old and the information you give us must be true and complete. You are responsible for keeping your password and any security codes secret.</p>
<h2>2. Deposits and withdrawals</h2>
<p>Deposits must come from payment methods registered in your own name. Before your first withdrawal we verify your identity as described in our <a href="/display/aml-and-kyc-policy">AML and KYC policy</a>. Withdrawals are paid to the method used for the deposit wherever possible.</p>
<h2>3. Bonuses</h2>
<p>Every bonus has its own wagering requirement and expiry date, shown before you activate it. Bonus abuse, such as opening several accounts or using betting patterns that carry no risk, leads to the bonus and its winnings being cancelled.</p>
<h2>4. Fair play</h2>
<p>Game results are decided by certified random number generators. If a game malfunctions, all affected bets and wins are void. We may close accounts involved in fraud, collusion or the use of automated software.</p>
<h2>5. Complaints</h2>
<p>If you are unhappy with our service, follow the steps on the <a href="/display/dispute-resolution">dispute resolution page</a>.</p>`,

  privacypolicy: `
<p>We respect your privacy and process personal data only to run your account, meet our legal duties and keep the site safe. This policy explains what we collect and the choices you have.</p>
<h2>What we collect</h2>
<ul>
<li>Identity and contact details: name, date of birth, address, email and phone number.</li>
<li>Account data: deposits, withdrawals, bets, bonuses and communication with support.</li>
<li>Technical data: IP address, device and browser type, and the cookies described in our <a href="/display/cookiepolicy">cookie policy</a>.</li>
</ul>
<h2>Why we use it</h2>
<p>We use your data to provide the games, process payments, verify your identity, prevent fraud and money laundering, and, only if you agree, to send you offers. We never sell personal data.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, correct it, object to marketing or ask us to delete data we are not legally required to keep. Write to our support team and we will answer within 30 days.</p>
<h2>How long we keep it</h2>
<p>Anti-money-laundering law requires us to keep account and transaction records for at least five years after the account is closed.</p>`,

  responsiblegaming: `
<p>Gaming should be entertainment, never a way to make money or escape problems. We want you to enjoy playing and stay in control, so we offer tools you can use at any time from your account.</p>
<h2>Tools that help</h2>
<ul>
<li><strong>Deposit limits</strong>: set a daily, weekly or monthly maximum.</li>
<li><strong>Cooling-off</strong>: pause your account for 24 hours up to six weeks.</li>
<li><strong>Self-exclusion</strong>: close your account for six months or longer; see <a href="/display/self-exclusion">self-exclusion</a>.</li>
<li><strong>Reality checks</strong>: reminders of how long you have been playing.</li>
</ul>
<h2>Warning signs</h2>
<p>Spending more than you planned, chasing losses, borrowing money to play or hiding your gaming from others are signs that it may be time to stop. Be honest with yourself and take a break.</p>
<h2>Where to find help</h2>
<p>Free and confidential help is available from organisations such as <a href="https://www.gamcare.org.uk/">GamCare</a>, <a href="https://www.begambleaware.org/">BeGambleAware</a> and <a href="https://www.gamblingtherapy.org/">Gambling Therapy</a>. Our support team can also set limits for you.</p>
<p>We do not allow anyone under 18 to play. If you share a device with children, use parental control software.</p>`,

  cookiepolicy: `
<p>Cookies are small text files that a website stores in your browser. We use as few as we can, and we ask for your consent before setting any cookie that is not strictly necessary.</p>
<h2>Cookies we use</h2>
<ul>
<li><strong>auth_token</strong>: keeps you signed in. Strictly necessary.</li>
<li><strong>i18n_redirected</strong>: remembers the language you chose, for 365 days.</li>
<li><strong>Partner cookie</strong>: remembers which partner sent you to us, for 365 days, so the partner can be credited.</li>
<li><strong>Analytics cookies</strong>: help us understand which pages are used, only with your consent.</li>
</ul>
<h2>Managing cookies</h2>
<p>You can delete or block cookies in your browser settings. If you block strictly necessary cookies you will not be able to sign in.</p>`,

  'self-exclusion': `
<p>If you feel that gaming is taking up too much of your time or money, you can exclude yourself from playing. Self-exclusion is a serious step and cannot be reversed before the period ends.</p>
<h2>How it works</h2>
<ol>
<li>Open <strong>Account → Self-exclusion</strong>, or ask our support team.</li>
<li>Choose a period: six months, one year, five years or permanently.</li>
<li>Confirm. Your account is blocked immediately and any pending bonuses are cancelled.</li>
</ol>
<p>While you are excluded you cannot sign in to play, deposit or receive marketing messages. Any remaining balance can still be withdrawn.</p>
<h2>A shorter break</h2>
<p>If you only need a pause, choose a cooling-off period of 24 hours to six weeks instead. Read more on the <a href="/display/responsiblegaming">responsible gaming page</a>.</p>`,

  'dispute-resolution': `
<p>We take every complaint seriously and aim to resolve it quickly and fairly.</p>
<h2>Step 1: contact support</h2>
<p>Most questions are solved in live chat or by email within a few hours. Please give your login, the date and time of the event and, if possible, the round or payment number.</p>
<h2>Step 2: formal complaint</h2>
<p>If you are not satisfied, send a formal complaint by email. A complaints manager who was not involved in the original case will review it and give you a written answer within 14 days.</p>
<h2>Step 3: independent review</h2>
<p>If you still disagree, you can refer the dispute to the independent body named by our licensing authority. The service is free for players, and we accept its decision.</p>
<p>Game records are kept for at least five years, so we can always check what happened in a disputed round.</p>`,

  'aml-and-kyc-policy': `
<p>We comply with anti-money-laundering (AML) and counter-terrorist-financing laws. Knowing our customers (KYC) protects you and us from fraud and keeps the platform clean.</p>
<h2>Verification</h2>
<p>Before your first withdrawal, and whenever the law requires it, we ask for:</p>
<ul>
<li>a valid passport, national ID card or driving licence;</li>
<li>proof of address issued within the last three months;</li>
<li>proof that you own the payment method you used.</li>
</ul>
<p>Upload the documents in <strong>Account → Verification</strong>. We usually check them within 24 hours.</p>
<h2>Monitoring</h2>
<p>We monitor transactions for unusual patterns. Deposits must be wagered at least once before they can be withdrawn. We may ask about the source of your funds and must report suspicious activity to the authorities without telling the customer.</p>`,

  'fairness-and-rng-testing-methods': `
<p>Every slot spin, card deal and roulette result on this site is decided by a random number generator (RNG). The RNG produces results that cannot be predicted or influenced, not by players and not by us.</p>
<h2>How the RNG is tested</h2>
<ul>
<li>Independent laboratories test each game's RNG before it goes live, using statistical tests on millions of outcomes.</li>
<li>The return to player (RTP) of each game is measured and compared with the value the studio publishes.</li>
<li>Tests are repeated regularly and whenever a game is updated.</li>
</ul>
<h2>Return to player</h2>
<p>RTP is the share of all stakes a game pays back over a very long time. A slot with an RTP of 96% returns on average 96 of every 100 units staked. Over a short session results vary widely: RTP is an average, not a promise.</p>
<p>Each game shows its RTP in its information panel, and your complete round history is available in your account.</p>`,

  'account-pay-outs-and-bonuses': `
<p>This page brings together the rules that apply to your balance, withdrawals and bonus money.</p>
<h2>Balances</h2>
<p>Your account has a real-money balance and, when a bonus is active, a bonus balance. Bets are taken from the real-money balance first.</p>
<h2>Withdrawals</h2>
<ul>
<li>Minimum withdrawal: 20 in your account currency.</li>
<li>Verified accounts are paid within 24 hours; card payments may take a further 1–3 banking days.</li>
<li>A pending withdrawal can be cancelled from your payment history until it is processed.</li>
</ul>
<h2>Bonus wagering</h2>
<p>Bonus money becomes withdrawable once you have wagered it the number of times stated in the offer, for example 35 times. Slots count 100% towards wagering, table games 10% and live games 5%. While a bonus is active the maximum bet is 5 per spin.</p>`,

  cash_back_system: `
<p>Cashback returns part of your net losses from the previous week, so a bad week is never a total loss.</p>
<h2>How much</h2>
<p>The percentage depends on your <a href="/display/status">status</a>: from 5% at Iron up to 15% at Diamond.</p>
<h2>How it is calculated</h2>
<p>Net loss = real-money bets − real-money wins − bonuses received, from Monday 00:00 to Sunday 23:59 UTC. Only real-money play counts.</p>
<h2>When it is paid</h2>
<p>Cashback is credited every Monday and must be claimed within 72 hours in <strong>Account → Bonus campaigns</strong>. It carries a wagering requirement of only 5 times.</p>`,

  points: `
<p>Every real-money bet earns loyalty points: one point for every 10 units of your currency staked.</p>
<h2>Exchanging points</h2>
<p>Exchange points for real money at any time on the <a href="/points">points page</a>. The standard rate is 100 points for 1 unit of your currency; higher statuses get a better rate. Exchanged money has no wagering requirement.</p>
<h2>Points and status</h2>
<p>Points you earn also count towards your <a href="/display/status">status level</a>. Exchanging points does not lower your status.</p>`,

  free_spins: `
<p>Free spins let you play a slot without staking your own money. You get them in the welcome package, in weekly promotions, as tournament prizes and by entering a bonus code.</p>
<h2>Rules</h2>
<ul>
<li>Free spins are valid in the game named in the offer and expire after 7 days.</li>
<li>Each spin is played at the bet value stated in the offer.</li>
<li>Winnings from free spins are paid as bonus money with a wagering requirement of 40 times.</li>
</ul>
<p>Find your free spins in <strong>Account → Bonus campaigns</strong>.</p>`,

  first_deposit_bonus: `
<p>Start with double the money: we match your first deposit 100% up to €500 (or the equivalent in your currency) and add 100 free spins.</p>
<h2>How to get it</h2>
<ol>
<li>Register and confirm your email.</li>
<li>Make a first deposit of at least €20.</li>
<li>The bonus is credited automatically; the free spins arrive in batches of 20 over five days.</li>
</ol>
<h2>Conditions</h2>
<ul>
<li>Wagering: 35 times the bonus amount within 30 days.</li>
<li>Maximum bet while wagering: €5.</li>
<li>One welcome bonus per person, household and device.</li>
</ul>
<p>The general <a href="/display/terms">terms and conditions</a> apply.</p>`,

  status: `
<p>The more you play, the higher your status, and every level brings better rewards. Every new player starts at Iron.</p>
<h2>Levels</h2>
<ul>
<li><strong>Iron</strong>: 5% cashback, standard points rate.</li>
<li><strong>Bronze</strong>: 7% cashback, a birthday bonus.</li>
<li><strong>Silver</strong>: 9% cashback, 10% better points rate.</li>
<li><strong>Gold</strong>: 11% cashback, faster withdrawals.</li>
<li><strong>Platinum</strong>: 13% cashback, higher withdrawal limits.</li>
<li><strong>Diamond</strong>: 15% cashback and a personal manager.</li>
</ul>
<p>Status is based on the points you earned over the last 90 days and is reviewed on the first day of each month.</p>`,

  'pf-jackpots': `
<p>Three progressive jackpots run across our slot catalogue: <strong>Mini</strong>, <strong>Major</strong> and <strong>Grand</strong>. A small share of every real-money bet goes into the pools, so they grow every second someone plays.</p>
<h2>How to win</h2>
<p>Any real-money spin in a participating game can trigger a jackpot. The bigger your bet, the higher your chance, but every bet has a chance. The jackpot is paid to your real-money balance with no wagering requirement.</p>
<h2>Seed values</h2>
<p>After a win, Mini restarts at €100, Major at €1,000 and Grand at €10,000. The current amounts are shown in the jackpots widget on the home page.</p>`,
};
