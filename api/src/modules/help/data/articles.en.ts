/** English bodies of the help articles, keyed by slug (HTML whitelist: contract/src/schemas/content.ts). */
export const HELP_BODIES_EN: Record<string, string> = {
  'how-to-register': `
<ol>
<li>Press <strong>Register</strong> at the top of any page.</li>
<li>Enter your email or phone number, choose a password and your account currency.</li>
<li>Confirm that you are 18 or older and accept the <a href="/display/terms">terms and conditions</a>.</li>
<li>Confirm your email or phone with the code we send you.</li>
</ol>
<p>You can hold only one account. The currency cannot be changed later, but you can open accounts in other currencies from your balance page.</p>`,
  'verify-your-account': `
<p>We verify every account before its first withdrawal. Upload clear photos or scans in <strong>Account → Verification</strong>:</p>
<ul>
<li>an identity document (passport, ID card or driving licence);</li>
<li>a proof of address no older than three months;</li>
<li>a photo of the card you used, with the middle digits covered.</li>
</ul>
<p>Files may be JPEG, PNG or PDF up to 10 MB. We usually check them within 24 hours and email you the result.</p>`,
  'forgot-password': `
<p>On the sign-in form press <strong>Forgot password?</strong> and enter your email or phone number. We send you a reset link or a one-time code.</p>
<p>The link is valid for one hour. If nothing arrives within a few minutes, check your spam folder or contact support.</p>`,
  'two-factor-authentication': `
<p>Two-factor authentication asks for a one-time code in addition to your password, so a stolen password alone is not enough to enter your account.</p>
<ol>
<li>Open <strong>Profile → Security</strong>.</li>
<li>Choose SMS codes, or scan the QR code with an authenticator app.</li>
<li>Enter the code shown to confirm.</li>
</ol>
<p>Keep access to your phone: if you lose it, support will need to verify your identity before turning two-factor authentication off.</p>`,
  'how-to-deposit': `
<p>Open the cashier with the <strong>Deposit</strong> button, choose a method and enter the amount. The minimum deposit is 10 in your account currency.</p>
<ul>
<li>Cards and e-wallets are credited instantly.</li>
<li>Bank transfers take up to one banking day.</li>
<li>Crypto is credited after network confirmation.</li>
</ul>
<p>We never charge a fee for deposits.</p>`,
  'withdrawal-times': `
<p>Withdrawals from verified accounts are approved within 24 hours, usually much faster. After approval:</p>
<ul>
<li>e-wallets and crypto: within minutes;</li>
<li>cards: 1–3 banking days;</li>
<li>bank transfer: 1–5 banking days.</li>
</ul>
<p>Until a withdrawal is processed you can cancel it from <strong>History → Payments</strong>; the money returns to your balance.</p>`,
  'activate-a-bonus': `
<p>Available offers are listed in <strong>Account → Bonus campaigns</strong>. Read the conditions and press <strong>Activate</strong>. Only one bonus can be active at a time.</p>
<p>If you have a bonus code, enter it on the <a href="/bonus/code">bonus code page</a>. Codes are not case-sensitive.</p>`,
  'exchange-points': `
<p>You earn points with every real-money bet. Open the <a href="/points">points page</a>, enter how many points to exchange and confirm.</p>
<p>The money is added to your real-money balance straight away and can be withdrawn with no wagering.</p>`,
  'demo-mode': `
<p>Most slots and many table games can be played in demo mode. Open the game and choose <strong>Demo</strong>; you play with virtual money that has no value.</p>
<p>Demo mode works even without an account. Live dealer games have no demo mode.</p>`,
  'game-interrupted': `
<p>Every bet is recorded on our server the moment you place it. If your connection drops, the round is completed on the server according to the game rules.</p>
<p>Open the game again to see the result, or check <strong>History → Rounds</strong>. If something still looks wrong, contact support with the round number.</p>`,
};
