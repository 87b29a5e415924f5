/** English bodies of the blog articles, keyed by slug (HTML whitelist: contract/src/schemas/content.ts). */
export const BLOG_BODIES_EN: Record<string, string> = {
  'what-rtp-really-means': `
<p>Every slot publishes a return-to-player figure, usually between 94% and 97%. It is tempting to read 96% as "I will get 96 back from every 100 I bet". That is true only over millions of spins, across all players.</p>
<h2>Short sessions are different</h2>
<p>In a session of a few hundred spins your result can be far above or far below the RTP. A single bonus round can pay hundreds of times your bet, and long dry spells are normal.</p>
<h2>How to use RTP</h2>
<ul>
<li>Prefer games with a higher RTP when everything else is equal: the difference adds up over time.</li>
<li>Check the RTP in the game's information panel; some games exist in several versions.</li>
<li>Never treat RTP as a prediction for tonight.</li>
</ul>`,
  'slot-volatility-explained': `
<p>Volatility describes how a slot pays, not how much. A low-volatility game pays small wins often; a high-volatility game pays rarely but sometimes very big.</p>
<h2>Which one suits you?</h2>
<p>With a small budget and a wish to play longer, low volatility keeps your balance steadier. If you accept long losing runs for a shot at a large win, high volatility is the thrill you are looking for.</p>
<p>Studios usually rate volatility from 1 to 5 in the game rules. Whatever you choose, set your bet so that your budget covers at least a hundred spins.</p>`,
  'how-megaways-slots-work': `
<p>In a classic slot the reels always show the same number of symbols. In a Megaways slot each reel shows between two and seven symbols, chosen at random on every spin.</p>
<h2>Why the number of ways changes</h2>
<p>The number of ways to win is the product of the symbols on each reel. Six reels with seven symbols each give 7 × 7 × 7 × 7 × 7 × 7 = 117,649 ways. Any matching symbols on adjacent reels from the left pay.</p>
<p>Most Megaways games add cascading reels: winning symbols disappear and new ones fall in, so one spin can produce several wins in a row.</p>`,
  'progressive-jackpot-myths': `
<p>Progressive jackpots are the biggest prizes in the casino, and they attract the most myths.</p>
<ol>
<li><strong>"It is due to drop."</strong> Every spin is independent. A jackpot that has not paid for weeks is no more likely to pay now.</li>
<li><strong>"Only big bets can win."</strong> Higher bets may raise the chance, but in our pools every real-money bet can trigger a jackpot.</li>
<li><strong>"The casino decides who wins."</strong> The trigger comes from the certified random number generator.</li>
<li><strong>"Jackpot games have a lower RTP."</strong> Part of each bet feeds the pool, and that part is included in the published RTP.</li>
<li><strong>"Winners are never paid."</strong> Jackpots are paid to the real-money balance with no wagering requirement.</li>
</ol>`,
  'blackjack-basic-strategy': `
<p>Basic strategy is the mathematically best decision for every combination of your hand and the dealer's up card. It does not guarantee a win, but it brings the house edge down to about 0.5%.</p>
<h2>The key rules</h2>
<ul>
<li>Always split aces and eights; never split tens or fives.</li>
<li>Double on 11 against any dealer card except an ace.</li>
<li>Stand on hard 17 or more; hit on 12–16 when the dealer shows 7 or higher.</li>
<li>Never take insurance.</li>
</ul>
<p>Keep a strategy chart next to you while you learn. Using one is allowed at every table on our site.</p>`,
  'roulette-variants-compared': `
<p>All roulette wheels look alike, but the number of zeros makes a big difference to your odds.</p>
<ul>
<li><strong>European roulette</strong> has 37 pockets with a single zero: a house edge of 2.7%.</li>
<li><strong>French roulette</strong> adds the La Partage rule: even-money bets lose only half when zero comes up, bringing the edge down to 1.35% on those bets.</li>
<li><strong>American roulette</strong> has a zero and a double zero: the edge rises to 5.26%.</li>
</ul>
<p>Our advice is simple: when you can choose, play French or European roulette.</p>`,
  'live-dealer-beginners-guide': `
<p>Live dealer games are streamed in real time from a studio with real cards, wheels and croupiers. You place your bets on screen while a timer counts down.</p>
<h2>Tips for your first table</h2>
<ul>
<li>Watch a few rounds before you bet so you learn the rhythm of the table.</li>
<li>Check the minimum and maximum bets shown on the table.</li>
<li>Be polite in the chat: dealers and other players can read it.</li>
<li>A stable connection matters; if it drops, your bet is settled by the game rules.</li>
</ul>`,
  'baccarat-basics': `
<p>In baccarat you do not play your own hand: you bet on which of two hands, Player or Banker, will finish closer to nine. You can also bet on a tie.</p>
<h2>The odds</h2>
<ul>
<li>Banker wins slightly more often; it pays 1:1 minus a 5% commission. House edge: 1.06%.</li>
<li>Player pays 1:1. House edge: 1.24%.</li>
<li>Tie pays 8:1 but carries a house edge of over 14%.</li>
</ul>
<p>The drawing rules are fixed, so there are no decisions to get wrong once your bet is placed.</p>`,
  'wagering-requirements-in-plain-words': `
<p>A wagering requirement tells you how much you must bet before bonus money becomes withdrawable. A €100 bonus with a 35x requirement means €3,500 in total bets.</p>
<h2>Read the small print</h2>
<ul>
<li>Game contribution: slots usually count 100%, table games much less.</li>
<li>Time limit: unfinished wagering is lost when the bonus expires.</li>
<li>Maximum bet: bigger bets while wagering can void the bonus.</li>
</ul>
<p>A smaller bonus with a low requirement is often worth more than a big bonus with a high one. Your wagering progress is always visible in your account.</p>`,
  'bankroll-management': `
<p>Your bankroll is the money you have set aside for play, money you can afford to lose without it affecting bills, savings or family.</p>
<h2>A simple plan</h2>
<ol>
<li>Decide your budget for the week before you start and set a deposit limit in your account.</li>
<li>Split it into sessions, and never top up in the middle of one.</li>
<li>Choose a bet of at most 1% of your session budget.</li>
<li>Set a stop point for losses and for wins, and keep to both.</li>
</ol>
<p>Winning streaks end and losing streaks end. A plan is what keeps the game fun in both.</p>`,
  'signs-it-is-time-for-a-break': `
<p>Most people play for fun and stop without effort. For some, gaming slowly takes more time and money than they intended. These signs help you notice early.</p>
<ol>
<li>You play to win back what you lost.</li>
<li>Sessions last longer than you planned, again and again.</li>
<li>You borrow money or use money meant for bills.</li>
<li>You hide how much you play from people close to you.</li>
<li>You feel restless or irritable when you cannot play.</li>
</ol>
<p>If you recognise yourself, take a break: a cooling-off period can be set in your account in a minute, and confidential help is listed on our <a href="/display/responsiblegaming">responsible gaming page</a>.</p>`,
  'getting-the-most-from-free-spins': `
<p>Free spins look the same in every offer, but their real value differs a lot.</p>
<ul>
<li><strong>Spin value</strong>: 50 spins at €0.10 are worth €5; 20 spins at €0.50 are worth €10.</li>
<li><strong>Expiry</strong>: spins usually expire after a week. Use them before they do.</li>
<li><strong>Wagering</strong>: winnings from spins are often bonus money with their own requirement.</li>
<li><strong>The game</strong>: spins are tied to one slot, so check its RTP and volatility.</li>
</ul>
<p>Your active spins and their conditions are listed in your account under bonus campaigns.</p>`,
};
