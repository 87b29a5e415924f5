import type { DisplayPageSlug } from '@casino/contract/schemas';

/** Deutsche Texte der Informationsseiten (HTML der Whitelist in contract/src/schemas/content.ts); der Spieler ist „Sie“. */
export const PAGE_BODIES_DE: Record<DisplayPageSlug, string> = {
  aboutus: `
<p>Wir sind ein Online-Casino für Spieler, die eine große Spielauswahl, klare Regeln und schnelle Auszahlungen wünschen. Unser Katalog vereint mehr als zweitausend Slots, Tischspiele und Live-Dealer-Tische von über zwanzig Studios, alle in zehn Sprachen verfügbar.</p>
<h2>Lizenziert und geprüft</h2>
<p>Die Website wird von einem lizenzierten Glücksspielbetreiber geführt. Jedes Spiel verwendet einen zertifizierten Zufallszahlengenerator, und unabhängige Labore prüfen unsere Spiele und Zahlungsabläufe regelmäßig. Wie das funktioniert, lesen Sie auf der <a href="/display/fairness-and-rng-testing-methods">Seite zur Fairness</a>.</p>
<h2>Was wir versprechen</h2>
<ul>
<li>Transparente Bonusbedingungen, bei denen die Umsatzanforderung von Anfang an genannt wird.</li>
<li>Auszahlungen innerhalb von 24 Stunden, sobald Ihr Konto verifiziert ist.</li>
<li>Support in Ihrer Sprache, täglich von 08:00 bis 23:00 Uhr UTC.</li>
<li>Werkzeuge, die Ihnen helfen, die Kontrolle zu behalten, beschrieben auf der <a href="/display/responsiblegaming">Seite zum verantwortungsvollen Spielen</a>.</li>
</ul>
<p>Spielen ist hier nur Erwachsenen erlaubt. Sie müssen mindestens 18 Jahre alt sein oder das in Ihrem Land geltende höhere Mindestalter erreicht haben.</p>`,

  terms: `
<p>Diese Allgemeinen Geschäftsbedingungen bilden eine verbindliche Vereinbarung zwischen Ihnen und dem Betreiber dieser Website. Mit der Eröffnung eines Kontos bestätigen Sie, dass Sie sie gelesen, verstanden und akzeptiert haben. Wir können die Bedingungen aktualisieren; in diesem Fall werden Sie gebeten, die neue Fassung zu akzeptieren, bevor Sie weiterspielen.</p>
<h2>1. Ihr Konto</h2>
<p>Sie dürfen nur ein Konto führen. Sie müssen mindestens 18 Jahre alt sein, und Ihre Angaben müssen wahr und vollständig sein. Sie sind dafür verantwortlich, Ihr Passwort und alle Sicherheitscodes geheim zu halten.</p>
<h2>2. Einzahlungen und Auszahlungen</h2>
<p>Einzahlungen müssen von Zahlungsmethoden stammen, die auf Ihren eigenen Namen registriert sind. Vor Ihrer ersten Auszahlung prüfen wir Ihre Identität wie in unserer <a href="/display/aml-and-kyc-policy">AML- und KYC-Richtlinie</a> beschrieben. Auszahlungen erfolgen nach Möglichkeit an die Methode, die für die Einzahlung verwendet wurde.</p>
<h2>3. Boni</h2>
<p>Jeder Bonus hat eine eigene Umsatzanforderung und ein eigenes Ablaufdatum, die vor der Aktivierung angezeigt werden. Bonusmissbrauch, etwa das Eröffnen mehrerer Konten oder risikolose Einsatzmuster, führt zur Stornierung des Bonus und seiner Gewinne.</p>
<h2>4. Fairplay</h2>
<p>Spielergebnisse werden von zertifizierten Zufallszahlengeneratoren bestimmt. Bei einer Fehlfunktion eines Spiels sind alle betroffenen Einsätze und Gewinne ungültig. Wir können Konten schließen, die an Betrug, Absprachen oder dem Einsatz automatisierter Software beteiligt sind.</p>
<h2>5. Beschwerden</h2>
<p>Wenn Sie mit unserem Service unzufrieden sind, folgen Sie den Schritten auf der <a href="/display/dispute-resolution">Seite zur Streitbeilegung</a>.</p>`,

  privacypolicy: `
<p>Wir respektieren Ihre Privatsphäre und verarbeiten personenbezogene Daten nur, um Ihr Konto zu führen, unsere gesetzlichen Pflichten zu erfüllen und die Website sicher zu halten. Diese Richtlinie erklärt, was wir erheben und welche Wahlmöglichkeiten Sie haben.</p>
<h2>Was wir erheben</h2>
<ul>
<li>Identitäts- und Kontaktdaten: Name, Geburtsdatum, Adresse, E-Mail-Adresse und Telefonnummer.</li>
<li>Kontodaten: Einzahlungen, Auszahlungen, Einsätze, Boni und die Kommunikation mit dem Support.</li>
<li>Technische Daten: IP-Adresse, Geräte- und Browsertyp sowie die in unserer <a href="/display/cookiepolicy">Cookie-Richtlinie</a> beschriebenen Cookies.</li>
</ul>
<h2>Wofür wir sie verwenden</h2>
<p>Wir verwenden Ihre Daten, um die Spiele bereitzustellen, Zahlungen abzuwickeln, Ihre Identität zu prüfen, Betrug und Geldwäsche zu verhindern und Ihnen, nur mit Ihrer Zustimmung, Angebote zu senden. Wir verkaufen niemals personenbezogene Daten.</p>
<h2>Ihre Rechte</h2>
<p>Sie können eine Kopie Ihrer Daten anfordern, sie berichtigen lassen, der Werbung widersprechen oder uns bitten, Daten zu löschen, die wir nicht gesetzlich aufbewahren müssen. Schreiben Sie an unser Support-Team; wir antworten innerhalb von 30 Tagen.</p>
<h2>Wie lange wir sie aufbewahren</h2>
<p>Das Geldwäschegesetz verpflichtet uns, Konto- und Transaktionsdaten mindestens fünf Jahre nach Schließung des Kontos aufzubewahren.</p>`,

  responsiblegaming: `
<p>Spielen soll Unterhaltung sein, niemals ein Weg, Geld zu verdienen oder Problemen zu entkommen. Wir möchten, dass Sie Freude am Spiel haben und die Kontrolle behalten, deshalb bieten wir Werkzeuge, die Sie jederzeit in Ihrem Konto nutzen können.</p>
<h2>Werkzeuge, die helfen</h2>
<ul>
<li><strong>Einzahlungslimits</strong>: Legen Sie ein tägliches, wöchentliches oder monatliches Maximum fest.</li>
<li><strong>Auszeit</strong>: Pausieren Sie Ihr Konto für 24 Stunden bis zu sechs Wochen.</li>
<li><strong>Selbstausschluss</strong>: Schließen Sie Ihr Konto für sechs Monate oder länger; siehe <a href="/display/self-exclusion">Selbstausschluss</a>.</li>
<li><strong>Realitätschecks</strong>: Erinnerungen daran, wie lange Sie schon spielen.</li>
</ul>
<h2>Warnzeichen</h2>
<p>Mehr auszugeben als geplant, Verlusten hinterherzujagen, sich Geld zum Spielen zu leihen oder das Spielen vor anderen zu verbergen sind Zeichen, dass es Zeit sein könnte aufzuhören. Seien Sie ehrlich zu sich selbst und legen Sie eine Pause ein.</p>
<h2>Wo Sie Hilfe finden</h2>
<p>Kostenlose und vertrauliche Hilfe bieten Organisationen wie <a href="https://www.gamcare.org.uk/">GamCare</a>, <a href="https://www.begambleaware.org/">BeGambleAware</a> und <a href="https://www.gamblingtherapy.org/">Gambling Therapy</a>. Auch unser Support-Team kann Limits für Sie festlegen.</p>
<p>Personen unter 18 Jahren dürfen bei uns nicht spielen. Wenn Sie ein Gerät mit Kindern teilen, verwenden Sie eine Jugendschutzsoftware.</p>`,

  cookiepolicy: `
<p>Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Wir verwenden so wenige wie möglich und bitten um Ihre Zustimmung, bevor wir ein Cookie setzen, das nicht unbedingt erforderlich ist.</p>
<h2>Welche Cookies wir verwenden</h2>
<ul>
<li><strong>auth_token</strong>: hält Sie angemeldet. Unbedingt erforderlich.</li>
<li><strong>i18n_redirected</strong>: merkt sich 365 Tage lang die von Ihnen gewählte Sprache.</li>
<li><strong>Partner-Cookie</strong>: merkt sich 365 Tage lang, welcher Partner Sie zu uns geschickt hat, damit ihm das gutgeschrieben werden kann.</li>
<li><strong>Analyse-Cookies</strong>: helfen uns zu verstehen, welche Seiten genutzt werden, nur mit Ihrer Zustimmung.</li>
</ul>
<h2>Cookies verwalten</h2>
<p>Sie können Cookies in den Einstellungen Ihres Browsers löschen oder blockieren. Wenn Sie unbedingt erforderliche Cookies blockieren, können Sie sich nicht anmelden.</p>`,

  'self-exclusion': `
<p>Wenn Sie das Gefühl haben, dass das Spielen zu viel Ihrer Zeit oder Ihres Geldes beansprucht, können Sie sich selbst vom Spielen ausschließen. Der Selbstausschluss ist ein ernster Schritt und kann vor Ablauf des Zeitraums nicht rückgängig gemacht werden.</p>
<h2>So funktioniert es</h2>
<ol>
<li>Öffnen Sie <strong>Konto → Selbstausschluss</strong> oder wenden Sie sich an unser Support-Team.</li>
<li>Wählen Sie einen Zeitraum: sechs Monate, ein Jahr, fünf Jahre oder dauerhaft.</li>
<li>Bestätigen Sie. Ihr Konto wird sofort gesperrt, und ausstehende Boni werden storniert.</li>
</ol>
<p>Während des Ausschlusses können Sie sich nicht zum Spielen anmelden, nicht einzahlen und keine Werbenachrichten erhalten. Ein verbleibendes Guthaben können Sie weiterhin auszahlen lassen.</p>
<h2>Eine kürzere Pause</h2>
<p>Wenn Sie nur eine Pause brauchen, wählen Sie stattdessen eine Auszeit von 24 Stunden bis zu sechs Wochen. Mehr dazu auf der <a href="/display/responsiblegaming">Seite zum verantwortungsvollen Spielen</a>.</p>`,

  'dispute-resolution': `
<p>Wir nehmen jede Beschwerde ernst und möchten sie schnell und fair lösen.</p>
<h2>Schritt 1: den Support kontaktieren</h2>
<p>Die meisten Fragen werden im Live-Chat oder per E-Mail innerhalb weniger Stunden geklärt. Bitte nennen Sie Ihren Login, Datum und Uhrzeit des Vorfalls und, wenn möglich, die Runden- oder Zahlungsnummer.</p>
<h2>Schritt 2: förmliche Beschwerde</h2>
<p>Wenn Sie nicht zufrieden sind, senden Sie eine förmliche Beschwerde per E-Mail. Ein Beschwerdemanager, der mit dem ursprünglichen Fall nicht befasst war, prüft sie und gibt Ihnen innerhalb von 14 Tagen eine schriftliche Antwort.</p>
<h2>Schritt 3: unabhängige Prüfung</h2>
<p>Wenn Sie weiterhin anderer Meinung sind, können Sie den Streitfall an die von unserer Lizenzbehörde benannte unabhängige Stelle weiterleiten. Der Dienst ist für Spieler kostenlos, und wir akzeptieren ihre Entscheidung.</p>
<p>Spielaufzeichnungen werden mindestens fünf Jahre aufbewahrt, sodass wir jederzeit prüfen können, was in einer strittigen Runde geschehen ist.</p>`,

  'aml-and-kyc-policy': `
<p>Wir halten die Gesetze zur Bekämpfung von Geldwäsche (AML) und Terrorismusfinanzierung ein. Unsere Kunden zu kennen (KYC) schützt Sie und uns vor Betrug und hält die Plattform sauber.</p>
<h2>Verifizierung</h2>
<p>Vor Ihrer ersten Auszahlung und immer dann, wenn das Gesetz es verlangt, bitten wir um:</p>
<ul>
<li>einen gültigen Reisepass, Personalausweis oder Führerschein;</li>
<li>einen Adressnachweis, der in den letzten drei Monaten ausgestellt wurde;</li>
<li>einen Nachweis, dass Ihnen die verwendete Zahlungsmethode gehört.</li>
</ul>
<p>Laden Sie die Dokumente unter <strong>Konto → Verifizierung</strong> hoch. In der Regel prüfen wir sie innerhalb von 24 Stunden.</p>
<h2>Überwachung</h2>
<p>Wir überwachen Transaktionen auf ungewöhnliche Muster. Einzahlungen müssen mindestens einmal umgesetzt werden, bevor sie ausgezahlt werden können. Wir können nach der Herkunft Ihrer Mittel fragen und müssen verdächtige Aktivitäten den Behörden melden, ohne den Kunden darüber zu informieren.</p>`,

  'fairness-and-rng-testing-methods': `
<p>Jeder Dreh am Slot, jede Kartenausgabe und jedes Roulette-Ergebnis auf dieser Website wird von einem Zufallszahlengenerator (RNG) bestimmt. Der RNG erzeugt Ergebnisse, die weder vorhergesagt noch beeinflusst werden können, weder von Spielern noch von uns.</p>
<h2>Wie der RNG geprüft wird</h2>
<ul>
<li>Unabhängige Labore prüfen den RNG jedes Spiels vor dem Start mit statistischen Tests über Millionen von Ergebnissen.</li>
<li>Die Auszahlungsquote (RTP) jedes Spiels wird gemessen und mit dem vom Studio veröffentlichten Wert verglichen.</li>
<li>Die Tests werden regelmäßig wiederholt und immer dann, wenn ein Spiel aktualisiert wird.</li>
</ul>
<h2>Auszahlungsquote</h2>
<p>Der RTP ist der Anteil aller Einsätze, den ein Spiel über sehr lange Zeit zurückzahlt. Ein Slot mit einem RTP von 96 % zahlt im Durchschnitt 96 von 100 eingesetzten Einheiten zurück. In einer kurzen Sitzung schwanken die Ergebnisse stark: Der RTP ist ein Durchschnitt, kein Versprechen.</p>
<p>Jedes Spiel zeigt seinen RTP in seinem Informationsbereich, und Ihren vollständigen Rundenverlauf finden Sie in Ihrem Konto.</p>`,

  'account-pay-outs-and-bonuses': `
<p>Diese Seite fasst die Regeln zusammen, die für Ihr Guthaben, Auszahlungen und Bonusgeld gelten.</p>
<h2>Guthaben</h2>
<p>Ihr Konto hat ein Echtgeldguthaben und, wenn ein Bonus aktiv ist, ein Bonusguthaben. Einsätze werden zuerst vom Echtgeldguthaben abgebucht.</p>
<h2>Auszahlungen</h2>
<ul>
<li>Mindestauszahlung: 20 in Ihrer Kontowährung.</li>
<li>Verifizierte Konten werden innerhalb von 24 Stunden ausgezahlt; Kartenzahlungen können weitere 1–3 Bankarbeitstage dauern.</li>
<li>Eine ausstehende Auszahlung kann in Ihrem Zahlungsverlauf storniert werden, bis sie bearbeitet ist.</li>
</ul>
<h2>Bonusumsatz</h2>
<p>Bonusgeld wird auszahlbar, sobald Sie es so oft umgesetzt haben, wie im Angebot angegeben, zum Beispiel 35-mal. Slots zählen zu 100 % zum Umsatz, Tischspiele zu 10 % und Live-Spiele zu 5 %. Solange ein Bonus aktiv ist, beträgt der Höchsteinsatz 5 pro Dreh.</p>`,

  cash_back_system: `
<p>Cashback erstattet einen Teil Ihrer Nettoverluste der Vorwoche, sodass eine schlechte Woche nie ein Totalverlust ist.</p>
<h2>Wie viel</h2>
<p>Der Prozentsatz hängt von Ihrem <a href="/display/status">Status</a> ab: von 5 % bei Eisen bis zu 15 % bei Diamant.</p>
<h2>Wie er berechnet wird</h2>
<p>Nettoverlust = Echtgeldeinsätze − Echtgeldgewinne − erhaltene Boni, von Montag 00:00 bis Sonntag 23:59 Uhr UTC. Nur Echtgeldspiel zählt.</p>
<h2>Wann er ausgezahlt wird</h2>
<p>Cashback wird jeden Montag gutgeschrieben und muss innerhalb von 72 Stunden unter <strong>Konto → Bonuskampagnen</strong> abgeholt werden. Die Umsatzanforderung beträgt nur das 5-Fache.</p>`,

  points: `
<p>Jeder Echtgeldeinsatz bringt Treuepunkte: einen Punkt für je 10 eingesetzte Einheiten Ihrer Währung.</p>
<h2>Punkte eintauschen</h2>
<p>Tauschen Sie Punkte jederzeit auf der <a href="/points">Punkteseite</a> in Echtgeld um. Der Standardkurs beträgt 100 Punkte für 1 Einheit Ihrer Währung; höhere Status erhalten einen besseren Kurs. Eingetauschtes Geld hat keine Umsatzanforderung.</p>
<h2>Punkte und Status</h2>
<p>Die gesammelten Punkte zählen auch für Ihre <a href="/display/status">Statusstufe</a>. Das Eintauschen von Punkten senkt Ihren Status nicht.</p>`,

  free_spins: `
<p>Mit Freispielen spielen Sie einen Slot, ohne eigenes Geld einzusetzen. Sie erhalten sie im Willkommenspaket, in wöchentlichen Aktionen, als Turnierpreise und durch Eingabe eines Bonuscodes.</p>
<h2>Regeln</h2>
<ul>
<li>Freispiele gelten in dem im Angebot genannten Spiel und verfallen nach 7 Tagen.</li>
<li>Jeder Dreh wird mit dem im Angebot genannten Einsatz gespielt.</li>
<li>Gewinne aus Freispielen werden als Bonusgeld mit einer 40-fachen Umsatzanforderung ausgezahlt.</li>
</ul>
<p>Ihre Freispiele finden Sie unter <strong>Konto → Bonuskampagnen</strong>.</p>`,

  first_deposit_bonus: `
<p>Starten Sie mit doppeltem Geld: Wir verdoppeln Ihre erste Einzahlung zu 100 % bis zu 500 € (oder dem Gegenwert in Ihrer Währung) und legen 100 Freispiele dazu.</p>
<h2>So erhalten Sie ihn</h2>
<ol>
<li>Registrieren Sie sich und bestätigen Sie Ihre E-Mail-Adresse.</li>
<li>Leisten Sie eine erste Einzahlung von mindestens 20 €.</li>
<li>Der Bonus wird automatisch gutgeschrieben; die Freispiele kommen in Paketen zu 20 über fünf Tage.</li>
</ol>
<h2>Bedingungen</h2>
<ul>
<li>Umsatz: das 35-Fache des Bonusbetrags innerhalb von 30 Tagen.</li>
<li>Höchsteinsatz während des Umsatzes: 5 €.</li>
<li>Ein Willkommensbonus pro Person, Haushalt und Gerät.</li>
</ul>
<p>Es gelten die allgemeinen <a href="/display/terms">Geschäftsbedingungen</a>.</p>`,

  status: `
<p>Je mehr Sie spielen, desto höher Ihr Status, und jede Stufe bringt bessere Belohnungen. Jeder neue Spieler beginnt bei Eisen.</p>
<h2>Stufen</h2>
<ul>
<li><strong>Eisen</strong>: 5 % Cashback, Standard-Punktekurs.</li>
<li><strong>Bronze</strong>: 7 % Cashback, ein Geburtstagsbonus.</li>
<li><strong>Silber</strong>: 9 % Cashback, 10 % besserer Punktekurs.</li>
<li><strong>Gold</strong>: 11 % Cashback, schnellere Auszahlungen.</li>
<li><strong>Platin</strong>: 13 % Cashback, höhere Auszahlungslimits.</li>
<li><strong>Diamant</strong>: 15 % Cashback und ein persönlicher Betreuer.</li>
</ul>
<p>Der Status richtet sich nach den Punkten, die Sie in den letzten 90 Tagen gesammelt haben, und wird am ersten Tag jedes Monats überprüft.</p>`,

  'pf-jackpots': `
<p>Drei progressive Jackpots laufen über unseren Slot-Katalog: <strong>Mini</strong>, <strong>Major</strong> und <strong>Grand</strong>. Ein kleiner Teil jedes Echtgeldeinsatzes fließt in die Töpfe, sodass sie mit jeder Sekunde wachsen, in der jemand spielt.</p>
<h2>So gewinnen Sie</h2>
<p>Jeder Echtgeld-Dreh in einem teilnehmenden Spiel kann einen Jackpot auslösen. Je höher Ihr Einsatz, desto größer Ihre Chance, aber jeder Einsatz hat eine Chance. Der Jackpot wird ohne Umsatzanforderung auf Ihr Echtgeldguthaben ausgezahlt.</p>
<h2>Startwerte</h2>
<p>Nach einem Gewinn startet Mini wieder bei 100 €, Major bei 1.000 € und Grand bei 10.000 €. Die aktuellen Beträge zeigt das Jackpot-Widget auf der Startseite.</p>`,
};
