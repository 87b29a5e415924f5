import type { DisplayPageSlug } from '@casino/contract/schemas';

/** Textes français des pages d’information (HTML de la liste blanche de contract/src/schemas/content.ts). */
export const PAGE_BODIES_FR: Record<DisplayPageSlug, string> = {
  aboutus: `
<p>Nous sommes un casino en ligne pensé pour les joueurs qui veulent un grand choix de jeux, des règles claires et des retraits rapides. Notre catalogue réunit plus de deux mille machines à sous, jeux de table et tables avec croupier en direct de plus de vingt studios, tous disponibles en dix langues.</p>
<h2>Licenciés et audités</h2>
<p>Le site est exploité par un opérateur de jeux titulaire d’une licence. Chaque jeu utilise un générateur de nombres aléatoires certifié, et des laboratoires indépendants contrôlent régulièrement nos jeux et nos processus de paiement. Vous pouvez lire comment cela fonctionne sur la <a href="/display/fairness-and-rng-testing-methods">page consacrée à l’équité</a>.</p>
<h2>Nos engagements</h2>
<ul>
<li>Des conditions de bonus transparentes, avec l’exigence de mise indiquée dès le départ.</li>
<li>Des retraits traités sous 24 heures une fois votre compte vérifié.</li>
<li>Une assistance dans votre langue tous les jours de 08:00 à 23:00 UTC.</li>
<li>Des outils pour garder le contrôle, décrits sur la <a href="/display/responsiblegaming">page du jeu responsable</a>.</li>
</ul>
<p>Le jeu est réservé aux adultes. Vous devez avoir 18 ans ou plus, ou l’âge légal de votre pays s’il est plus élevé.</p>`,

  terms: `
<p>Les présentes conditions générales constituent un accord contraignant entre vous et l’exploitant de ce site. En ouvrant un compte, vous confirmez les avoir lues, comprises et acceptées. Nous pouvons les mettre à jour ; dans ce cas, vous devrez accepter la nouvelle version avant de continuer à jouer.</p>
<h2>1. Votre compte</h2>
<p>Vous ne pouvez détenir qu’un seul compte. Vous devez avoir au moins 18 ans et les informations que vous nous fournissez doivent être exactes et complètes. Vous êtes responsable de la confidentialité de votre mot de passe et de vos codes de sécurité.</p>
<h2>2. Dépôts et retraits</h2>
<p>Les dépôts doivent provenir de moyens de paiement enregistrés à votre nom. Avant votre premier retrait, nous vérifions votre identité comme le décrit notre <a href="/display/aml-and-kyc-policy">politique AML et KYC</a>. Les retraits sont versés, dans la mesure du possible, sur le moyen utilisé pour le dépôt.</p>
<h2>3. Bonus</h2>
<p>Chaque bonus a sa propre exigence de mise et sa date d’expiration, affichées avant l’activation. L’abus de bonus, comme l’ouverture de plusieurs comptes ou des schémas de mise sans risque, entraîne l’annulation du bonus et de ses gains.</p>
<h2>4. Jeu équitable</h2>
<p>Les résultats des jeux sont déterminés par des générateurs de nombres aléatoires certifiés. En cas de dysfonctionnement d’un jeu, toutes les mises et tous les gains concernés sont annulés. Nous pouvons fermer les comptes impliqués dans une fraude, une collusion ou l’utilisation de logiciels automatisés.</p>
<h2>5. Réclamations</h2>
<p>Si vous n’êtes pas satisfait de notre service, suivez les étapes de la <a href="/display/dispute-resolution">page de résolution des litiges</a>.</p>`,

  privacypolicy: `
<p>Nous respectons votre vie privée et ne traitons les données personnelles que pour gérer votre compte, remplir nos obligations légales et assurer la sécurité du site. Cette politique explique ce que nous collectons et les choix dont vous disposez.</p>
<h2>Ce que nous collectons</h2>
<ul>
<li>Données d’identité et de contact : nom, date de naissance, adresse, e-mail et numéro de téléphone.</li>
<li>Données de compte : dépôts, retraits, mises, bonus et échanges avec l’assistance.</li>
<li>Données techniques : adresse IP, type d’appareil et de navigateur, et les cookies décrits dans notre <a href="/display/cookiepolicy">politique relative aux cookies</a>.</li>
</ul>
<h2>Pourquoi nous les utilisons</h2>
<p>Nous utilisons vos données pour fournir les jeux, traiter les paiements, vérifier votre identité, prévenir la fraude et le blanchiment d’argent et, uniquement avec votre accord, vous envoyer des offres. Nous ne vendons jamais de données personnelles.</p>
<h2>Vos droits</h2>
<p>Vous pouvez demander une copie de vos données, les faire corriger, vous opposer au marketing ou nous demander de supprimer les données que la loi ne nous oblige pas à conserver. Écrivez à notre assistance : nous répondons sous 30 jours.</p>
<h2>Durée de conservation</h2>
<p>La loi contre le blanchiment d’argent nous impose de conserver les données de compte et de transaction au moins cinq ans après la fermeture du compte.</p>`,

  responsiblegaming: `
<p>Le jeu doit rester un divertissement, jamais un moyen de gagner de l’argent ou de fuir des problèmes. Nous voulons que vous preniez plaisir à jouer en gardant le contrôle ; c’est pourquoi nous proposons des outils utilisables à tout moment depuis votre compte.</p>
<h2>Des outils pour vous aider</h2>
<ul>
<li><strong>Limites de dépôt</strong> : fixez un maximum quotidien, hebdomadaire ou mensuel.</li>
<li><strong>Pause</strong> : suspendez votre compte de 24 heures à six semaines.</li>
<li><strong>Auto-exclusion</strong> : fermez votre compte pour six mois ou plus ; voir <a href="/display/self-exclusion">auto-exclusion</a>.</li>
<li><strong>Rappels de temps de jeu</strong> : des rappels de la durée depuis laquelle vous jouez.</li>
</ul>
<h2>Signaux d’alerte</h2>
<p>Dépenser plus que prévu, chercher à se refaire, emprunter pour jouer ou cacher son jeu à ses proches sont des signes qu’il est peut-être temps d’arrêter. Soyez honnête avec vous-même et faites une pause.</p>
<h2>Où trouver de l’aide</h2>
<p>Une aide gratuite et confidentielle est proposée par des organismes tels que <a href="https://www.gamcare.org.uk/">GamCare</a>, <a href="https://www.begambleaware.org/">BeGambleAware</a> et <a href="https://www.gamblingtherapy.org/">Gambling Therapy</a>. Notre assistance peut aussi fixer des limites pour vous.</p>
<p>Le jeu est interdit aux moins de 18 ans. Si vous partagez un appareil avec des enfants, utilisez un logiciel de contrôle parental.</p>`,

  cookiepolicy: `
<p>Les cookies sont de petits fichiers texte qu’un site enregistre dans votre navigateur. Nous en utilisons le moins possible et demandons votre consentement avant de déposer tout cookie qui n’est pas strictement nécessaire.</p>
<h2>Les cookies que nous utilisons</h2>
<ul>
<li><strong>auth_token</strong> : vous garde connecté. Strictement nécessaire.</li>
<li><strong>i18n_redirected</strong> : retient la langue choisie pendant 365 jours.</li>
<li><strong>Cookie partenaire</strong> : retient pendant 365 jours le partenaire qui vous a envoyé chez nous, afin qu’il soit crédité.</li>
<li><strong>Cookies d’analyse</strong> : nous aident à comprendre quelles pages sont utilisées, uniquement avec votre consentement.</li>
</ul>
<h2>Gérer les cookies</h2>
<p>Vous pouvez supprimer ou bloquer les cookies dans les réglages de votre navigateur. Si vous bloquez les cookies strictement nécessaires, vous ne pourrez pas vous connecter.</p>`,

  'self-exclusion': `
<p>Si vous sentez que le jeu vous prend trop de temps ou d’argent, vous pouvez vous exclure du jeu. L’auto-exclusion est une démarche sérieuse qui ne peut pas être annulée avant la fin de la période.</p>
<h2>Comment cela fonctionne</h2>
<ol>
<li>Ouvrez <strong>Compte → Auto-exclusion</strong>, ou contactez notre assistance.</li>
<li>Choisissez une période : six mois, un an, cinq ans ou définitivement.</li>
<li>Confirmez. Votre compte est bloqué immédiatement et les bonus en cours sont annulés.</li>
</ol>
<p>Pendant l’exclusion, vous ne pouvez ni vous connecter pour jouer, ni déposer, ni recevoir de messages marketing. Le solde restant peut toujours être retiré.</p>
<h2>Une pause plus courte</h2>
<p>Si vous avez seulement besoin d’une pause, choisissez plutôt une période de 24 heures à six semaines. Pour en savoir plus, consultez la <a href="/display/responsiblegaming">page du jeu responsable</a>.</p>`,

  'dispute-resolution': `
<p>Nous prenons chaque réclamation au sérieux et cherchons à la résoudre rapidement et équitablement.</p>
<h2>Étape 1 : contacter l’assistance</h2>
<p>La plupart des questions sont réglées par chat en direct ou par e-mail en quelques heures. Indiquez votre identifiant, la date et l’heure de l’événement et, si possible, le numéro de la partie ou du paiement.</p>
<h2>Étape 2 : réclamation officielle</h2>
<p>Si vous n’êtes pas satisfait, envoyez une réclamation officielle par e-mail. Un responsable des réclamations qui n’a pas traité le dossier initial l’examine et vous répond par écrit sous 14 jours.</p>
<h2>Étape 3 : examen indépendant</h2>
<p>Si vous êtes toujours en désaccord, vous pouvez soumettre le litige à l’organisme indépendant désigné par notre autorité de licence. Ce service est gratuit pour les joueurs et nous acceptons sa décision.</p>
<p>Les historiques de jeu sont conservés au moins cinq ans : nous pouvons toujours vérifier ce qui s’est passé lors d’une partie contestée.</p>`,

  'aml-and-kyc-policy': `
<p>Nous respectons les lois contre le blanchiment d’argent (AML) et le financement du terrorisme. Connaître nos clients (KYC) vous protège, et nous aussi, contre la fraude et garde la plateforme saine.</p>
<h2>Vérification</h2>
<p>Avant votre premier retrait, et chaque fois que la loi l’exige, nous demandons :</p>
<ul>
<li>un passeport, une carte d’identité ou un permis de conduire en cours de validité ;</li>
<li>un justificatif de domicile de moins de trois mois ;</li>
<li>une preuve que le moyen de paiement utilisé vous appartient.</li>
</ul>
<p>Téléversez les documents dans <strong>Compte → Vérification</strong>. Nous les vérifions généralement sous 24 heures.</p>
<h2>Surveillance</h2>
<p>Nous surveillons les transactions pour détecter les schémas inhabituels. Les dépôts doivent être misés au moins une fois avant de pouvoir être retirés. Nous pouvons vous interroger sur l’origine de vos fonds et devons signaler toute activité suspecte aux autorités sans en informer le client.</p>`,

  'fairness-and-rng-testing-methods': `
<p>Chaque tour de machine à sous, chaque distribution de cartes et chaque résultat de roulette sur ce site est déterminé par un générateur de nombres aléatoires (RNG). Le RNG produit des résultats qui ne peuvent être ni prédits ni influencés, ni par les joueurs ni par nous.</p>
<h2>Comment le RNG est testé</h2>
<ul>
<li>Des laboratoires indépendants testent le RNG de chaque jeu avant sa mise en ligne, par des tests statistiques sur des millions de résultats.</li>
<li>Le taux de retour au joueur (RTP) de chaque jeu est mesuré et comparé à la valeur publiée par le studio.</li>
<li>Les tests sont répétés régulièrement et à chaque mise à jour d’un jeu.</li>
</ul>
<h2>Taux de retour au joueur</h2>
<p>Le RTP est la part de l’ensemble des mises qu’un jeu reverse sur une très longue période. Une machine à sous avec un RTP de 96 % rend en moyenne 96 unités sur 100 misées. Sur une courte session, les résultats varient fortement : le RTP est une moyenne, pas une promesse.</p>
<p>Chaque jeu affiche son RTP dans son panneau d’information, et l’historique complet de vos parties est disponible dans votre compte.</p>`,

  'account-pay-outs-and-bonuses': `
<p>Cette page rassemble les règles qui s’appliquent à votre solde, à vos retraits et à l’argent des bonus.</p>
<h2>Soldes</h2>
<p>Votre compte a un solde en argent réel et, lorsqu’un bonus est actif, un solde bonus. Les mises sont d’abord prélevées sur le solde en argent réel.</p>
<h2>Retraits</h2>
<ul>
<li>Retrait minimum : 20 dans la devise de votre compte.</li>
<li>Les comptes vérifiés sont payés sous 24 heures ; les paiements par carte peuvent prendre 1 à 3 jours bancaires de plus.</li>
<li>Un retrait en attente peut être annulé depuis votre historique de paiements tant qu’il n’est pas traité.</li>
</ul>
<h2>Mise des bonus</h2>
<p>L’argent du bonus devient retirable une fois misé le nombre de fois indiqué dans l’offre, par exemple 35 fois. Les machines à sous comptent à 100 % pour la mise, les jeux de table à 10 % et les jeux en direct à 5 %. Tant qu’un bonus est actif, la mise maximale est de 5 par tour.</p>`,

  cash_back_system: `
<p>Le cashback vous rend une partie de vos pertes nettes de la semaine précédente : une mauvaise semaine n’est jamais une perte totale.</p>
<h2>Combien</h2>
<p>Le pourcentage dépend de votre <a href="/display/status">statut</a> : de 5 % au niveau Fer jusqu’à 15 % au niveau Diamant.</p>
<h2>Comment il est calculé</h2>
<p>Perte nette = mises en argent réel − gains en argent réel − bonus reçus, du lundi 00:00 au dimanche 23:59 UTC. Seul le jeu en argent réel compte.</p>
<h2>Quand il est versé</h2>
<p>Le cashback est crédité chaque lundi et doit être réclamé sous 72 heures dans <strong>Compte → Campagnes de bonus</strong>. Son exigence de mise n’est que de 5 fois.</p>`,

  points: `
<p>Chaque mise en argent réel rapporte des points de fidélité : un point pour 10 unités de votre devise misées.</p>
<h2>Échanger des points</h2>
<p>Échangez vos points contre de l’argent réel à tout moment sur la <a href="/points">page des points</a>. Le taux standard est de 100 points pour 1 unité de votre devise ; les statuts supérieurs bénéficient d’un meilleur taux. L’argent obtenu n’a aucune exigence de mise.</p>
<h2>Points et statut</h2>
<p>Les points gagnés comptent aussi pour votre <a href="/display/status">niveau de statut</a>. Échanger des points ne fait pas baisser votre statut.</p>`,

  free_spins: `
<p>Les tours gratuits vous permettent de jouer à une machine à sous sans miser votre propre argent. Vous les obtenez avec l’offre de bienvenue, dans les promotions hebdomadaires, comme prix de tournoi et en saisissant un code bonus.</p>
<h2>Règles</h2>
<ul>
<li>Les tours gratuits sont valables dans le jeu indiqué dans l’offre et expirent après 7 jours.</li>
<li>Chaque tour est joué à la mise indiquée dans l’offre.</li>
<li>Les gains des tours gratuits sont versés en argent bonus avec une exigence de mise de 40 fois.</li>
</ul>
<p>Retrouvez vos tours gratuits dans <strong>Compte → Campagnes de bonus</strong>.</p>`,

  first_deposit_bonus: `
<p>Commencez avec le double : nous doublons votre premier dépôt à 100 % jusqu’à 500 € (ou l’équivalent dans votre devise) et ajoutons 100 tours gratuits.</p>
<h2>Comment l’obtenir</h2>
<ol>
<li>Inscrivez-vous et confirmez votre e-mail.</li>
<li>Effectuez un premier dépôt d’au moins 20 €.</li>
<li>Le bonus est crédité automatiquement ; les tours gratuits arrivent par lots de 20 sur cinq jours.</li>
</ol>
<h2>Conditions de l’offre</h2>
<ul>
<li>Mise : 35 fois le montant du bonus en 30 jours.</li>
<li>Mise maximale pendant la mise du bonus : 5 €.</li>
<li>Un bonus de bienvenue par personne, foyer et appareil.</li>
</ul>
<p>Les <a href="/display/terms">conditions générales</a> s’appliquent.</p>`,

  status: `
<p>Plus vous jouez, plus votre statut monte, et chaque niveau apporte de meilleures récompenses. Tout nouveau joueur commence au niveau Fer.</p>
<h2>Niveaux</h2>
<ul>
<li><strong>Fer</strong> : 5 % de cashback, taux de points standard.</li>
<li><strong>Bronze</strong> : 7 % de cashback, un bonus d’anniversaire.</li>
<li><strong>Argent</strong> : 9 % de cashback, taux de points amélioré de 10 %.</li>
<li><strong>Or</strong> : 11 % de cashback, retraits plus rapides.</li>
<li><strong>Platine</strong> : 13 % de cashback, plafonds de retrait plus élevés.</li>
<li><strong>Diamant</strong> : 15 % de cashback et un gestionnaire personnel.</li>
</ul>
<p>Le statut dépend des points gagnés au cours des 90 derniers jours et est réexaminé le premier jour de chaque mois.</p>`,

  'pf-jackpots': `
<p>Trois jackpots progressifs couvrent notre catalogue de machines à sous : <strong>Mini</strong>, <strong>Major</strong> et <strong>Grand</strong>. Une petite part de chaque mise en argent réel alimente les cagnottes, qui grossissent à chaque seconde de jeu.</p>
<h2>Comment gagner</h2>
<p>Tout tour en argent réel dans un jeu participant peut déclencher un jackpot. Plus votre mise est élevée, plus vos chances le sont, mais chaque mise a sa chance. Le jackpot est versé sur votre solde en argent réel, sans exigence de mise.</p>
<h2>Valeurs de départ</h2>
<p>Après un gain, Mini repart à 100 €, Major à 1 000 € et Grand à 10 000 €. Les montants actuels s’affichent dans le widget des jackpots de la page d’accueil.</p>`,
};
