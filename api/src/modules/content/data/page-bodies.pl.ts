import type { DisplayPageSlug } from '@casino/contract/schemas';

/** Polskie teksty stron informacyjnych (HTML z białej listy w contract/src/schemas/content.ts). */
export const PAGE_BODIES_PL: Record<DisplayPageSlug, string> = {
  aboutus: `
<p>Jesteśmy kasynem online dla graczy, którzy chcą dużego wyboru gier, jasnych zasad i szybkich wypłat. Nasz katalog obejmuje ponad dwa tysiące automatów, gier stołowych i stołów z krupierem na żywo od ponad dwudziestu studiów, wszystkie dostępne w dziesięciu językach.</p>
<h2>Licencjonowani i audytowani</h2>
<p>Serwis prowadzi licencjonowany operator gier. Każda gra korzysta z certyfikowanego generatora liczb losowych, a niezależne laboratoria regularnie sprawdzają nasze gry i procesy płatności. Jak to działa, przeczytasz na <a href="/display/fairness-and-rng-testing-methods">stronie o uczciwości gier</a>.</p>
<h2>Co obiecujemy</h2>
<ul>
<li>Przejrzyste warunki bonusów z wymogiem obrotu podanym od początku.</li>
<li>Wypłaty realizowane w ciągu 24 godzin od weryfikacji konta.</li>
<li>Pomoc w Twoim języku codziennie od 08:00 do 23:00 UTC.</li>
<li>Narzędzia, które pomagają zachować kontrolę, opisane na <a href="/display/responsiblegaming">stronie o odpowiedzialnej grze</a>.</li>
</ul>
<p>Gra jest tu tylko dla dorosłych. Musisz mieć ukończone 18 lat lub wiek wymagany w Twoim kraju, jeśli jest wyższy.</p>`,

  terms: `
<p>Niniejszy regulamin stanowi wiążącą umowę między Tobą a operatorem serwisu. Zakładając konto, potwierdzasz, że go przeczytałeś, zrozumiałeś i zaakceptowałeś. Możemy aktualizować regulamin; gdy to zrobimy, przed dalszą grą poprosimy Cię o akceptację nowej wersji.</p>
<h2>1. Twoje konto</h2>
<p>Możesz mieć tylko jedno konto. Musisz mieć co najmniej 18 lat, a podane przez Ciebie informacje muszą być prawdziwe i kompletne. Odpowiadasz za zachowanie w tajemnicy hasła i wszelkich kodów bezpieczeństwa.</p>
<h2>2. Wpłaty i wypłaty</h2>
<p>Wpłaty muszą pochodzić z metod płatności zarejestrowanych na Twoje nazwisko. Przed pierwszą wypłatą weryfikujemy Twoją tożsamość zgodnie z naszą <a href="/display/aml-and-kyc-policy">polityką AML i KYC</a>. W miarę możliwości wypłaty trafiają na metodę użytą do wpłaty.</p>
<h2>3. Bonusy</h2>
<p>Każdy bonus ma własny wymóg obrotu i datę ważności, pokazane przed aktywacją. Nadużywanie bonusów, na przykład zakładanie kilku kont lub stosowanie bezryzykownych schematów zakładów, skutkuje anulowaniem bonusu i wygranych z niego.</p>
<h2>4. Uczciwa gra</h2>
<p>O wynikach gier decydują certyfikowane generatory liczb losowych. W razie awarii gry wszystkie objęte nią zakłady i wygrane są nieważne. Możemy zamykać konta związane z oszustwem, zmową lub użyciem zautomatyzowanego oprogramowania.</p>
<h2>5. Reklamacje</h2>
<p>Jeśli nasza usługa Cię nie zadowala, wykonaj kroki opisane na <a href="/display/dispute-resolution">stronie rozstrzygania sporów</a>.</p>`,

  privacypolicy: `
<p>Szanujemy Twoją prywatność i przetwarzamy dane osobowe wyłącznie po to, by prowadzić Twoje konto, wypełniać obowiązki prawne i dbać o bezpieczeństwo serwisu. Ta polityka wyjaśnia, co zbieramy i jakie masz możliwości wyboru.</p>
<h2>Co zbieramy</h2>
<ul>
<li>Dane identyfikacyjne i kontaktowe: imię i nazwisko, data urodzenia, adres, e-mail i numer telefonu.</li>
<li>Dane konta: wpłaty, wypłaty, zakłady, bonusy i korespondencja z obsługą.</li>
<li>Dane techniczne: adres IP, typ urządzenia i przeglądarki oraz pliki cookie opisane w naszej <a href="/display/cookiepolicy">polityce plików cookie</a>.</li>
</ul>
<h2>Do czego ich używamy</h2>
<p>Używamy Twoich danych, aby udostępniać gry, realizować płatności, weryfikować tożsamość, zapobiegać oszustwom i praniu pieniędzy oraz, tylko za Twoją zgodą, wysyłać Ci oferty. Nigdy nie sprzedajemy danych osobowych.</p>
<h2>Twoje prawa</h2>
<p>Możesz poprosić o kopię swoich danych, ich poprawienie, sprzeciwić się marketingowi lub poprosić o usunięcie danych, których prawo nie każe nam przechowywać. Napisz do naszego zespołu obsługi, a odpowiemy w ciągu 30 dni.</p>
<h2>Jak długo je przechowujemy</h2>
<p>Przepisy o przeciwdziałaniu praniu pieniędzy wymagają przechowywania danych konta i transakcji przez co najmniej pięć lat od zamknięcia konta.</p>`,

  responsiblegaming: `
<p>Gra ma być rozrywką, nigdy sposobem na zarabianie pieniędzy ani ucieczką od problemów. Chcemy, żeby gra sprawiała Ci przyjemność, a Ty zachowywał kontrolę, dlatego oferujemy narzędzia, z których możesz w każdej chwili skorzystać na swoim koncie.</p>
<h2>Narzędzia, które pomagają</h2>
<ul>
<li><strong>Limity wpłat</strong>: ustaw dzienne, tygodniowe lub miesięczne maksimum.</li>
<li><strong>Przerwa</strong>: wstrzymaj konto na czas od 24 godzin do sześciu tygodni.</li>
<li><strong>Samowykluczenie</strong>: zamknij konto na sześć miesięcy lub dłużej; zobacz <a href="/display/self-exclusion">samowykluczenie</a>.</li>
<li><strong>Przypomnienia o czasie gry</strong>: informacje o tym, jak długo już grasz.</li>
</ul>
<h2>Sygnały ostrzegawcze</h2>
<p>Wydawanie więcej niż planowałeś, odgrywanie się, pożyczanie pieniędzy na grę czy ukrywanie gry przed innymi to znaki, że być może czas przestać. Bądź ze sobą szczery i zrób sobie przerwę.</p>
<h2>Gdzie szukać pomocy</h2>
<p>Bezpłatną i poufną pomoc oferują organizacje takie jak <a href="https://www.gamcare.org.uk/">GamCare</a>, <a href="https://www.begambleaware.org/">BeGambleAware</a> i <a href="https://www.gamblingtherapy.org/">Gambling Therapy</a>. Nasz zespół obsługi także może ustawić dla Ciebie limity.</p>
<p>Osoby poniżej 18 lat nie mogą u nas grać. Jeśli dzielisz urządzenie z dziećmi, używaj oprogramowania kontroli rodzicielskiej.</p>`,

  cookiepolicy: `
<p>Pliki cookie to małe pliki tekstowe, które strona zapisuje w Twojej przeglądarce. Używamy ich jak najmniej i prosimy o zgodę przed zapisaniem każdego pliku cookie, który nie jest niezbędny.</p>
<h2>Pliki cookie, których używamy</h2>
<ul>
<li><strong>auth_token</strong>: utrzymuje Cię zalogowanym. Niezbędny.</li>
<li><strong>i18n_redirected</strong>: zapamiętuje wybrany język przez 365 dni.</li>
<li><strong>Plik cookie partnera</strong>: zapamiętuje przez 365 dni, który partner Cię do nas skierował, aby mógł zostać rozliczony.</li>
<li><strong>Analityczne pliki cookie</strong>: pomagają nam zrozumieć, które strony są używane, tylko za Twoją zgodą.</li>
</ul>
<h2>Zarządzanie plikami cookie</h2>
<p>Możesz usuwać lub blokować pliki cookie w ustawieniach przeglądarki. Jeśli zablokujesz niezbędne pliki cookie, nie będziesz mógł się zalogować.</p>`,

  'self-exclusion': `
<p>Jeśli czujesz, że gra zabiera Ci zbyt dużo czasu lub pieniędzy, możesz wykluczyć się z gry. Samowykluczenie to poważny krok i nie można go cofnąć przed końcem okresu.</p>
<h2>Jak to działa</h2>
<ol>
<li>Otwórz <strong>Konto → Samowykluczenie</strong> albo poproś nasz zespół obsługi.</li>
<li>Wybierz okres: sześć miesięcy, rok, pięć lat lub na stałe.</li>
<li>Potwierdź. Konto zostaje natychmiast zablokowane, a oczekujące bonusy anulowane.</li>
</ol>
<p>W czasie wykluczenia nie możesz zalogować się, by grać, wpłacać ani otrzymywać wiadomości marketingowych. Pozostałe saldo nadal możesz wypłacić.</p>
<h2>Krótsza przerwa</h2>
<p>Jeśli potrzebujesz tylko przerwy, wybierz zamiast tego okres od 24 godzin do sześciu tygodni. Więcej na <a href="/display/responsiblegaming">stronie o odpowiedzialnej grze</a>.</p>`,

  'dispute-resolution': `
<p>Każdą reklamację traktujemy poważnie i staramy się rozpatrzyć ją szybko i uczciwie.</p>
<h2>Krok 1: skontaktuj się z obsługą</h2>
<p>Większość spraw rozwiązujemy na czacie na żywo lub e-mailem w ciągu kilku godzin. Podaj swój login, datę i godzinę zdarzenia oraz, jeśli to możliwe, numer rundy lub płatności.</p>
<h2>Krok 2: formalna reklamacja</h2>
<p>Jeśli nie jesteś zadowolony, wyślij formalną reklamację e-mailem. Menedżer ds. reklamacji, który nie zajmował się pierwotną sprawą, rozpatrzy ją i udzieli Ci pisemnej odpowiedzi w ciągu 14 dni.</p>
<h2>Krok 3: niezależna ocena</h2>
<p>Jeśli nadal się nie zgadzasz, możesz skierować spór do niezależnego organu wskazanego przez nasz organ licencyjny. Usługa jest dla graczy bezpłatna, a my akceptujemy jej rozstrzygnięcie.</p>
<p>Zapisy gier przechowujemy co najmniej pięć lat, więc zawsze możemy sprawdzić, co wydarzyło się w spornej rundzie.</p>`,

  'aml-and-kyc-policy': `
<p>Przestrzegamy przepisów o przeciwdziałaniu praniu pieniędzy (AML) i finansowaniu terroryzmu. Znajomość klientów (KYC) chroni Ciebie i nas przed oszustwami i utrzymuje platformę w czystości.</p>
<h2>Weryfikacja</h2>
<p>Przed pierwszą wypłatą, a także zawsze, gdy wymaga tego prawo, prosimy o:</p>
<ul>
<li>ważny paszport, dowód osobisty lub prawo jazdy;</li>
<li>potwierdzenie adresu wystawione w ciągu ostatnich trzech miesięcy;</li>
<li>dowód, że jesteś właścicielem użytej metody płatności.</li>
</ul>
<p>Prześlij dokumenty w <strong>Konto → Weryfikacja</strong>. Zwykle sprawdzamy je w ciągu 24 godzin.</p>
<h2>Monitorowanie</h2>
<p>Monitorujemy transakcje pod kątem nietypowych schematów. Wpłaty muszą zostać obrócone co najmniej raz, zanim będzie można je wypłacić. Możemy zapytać o źródło Twoich środków i musimy zgłaszać podejrzaną aktywność organom bez informowania klienta.</p>`,

  'fairness-and-rng-testing-methods': `
<p>Każdy obrót automatu, rozdanie kart i wynik ruletki w tym serwisie wyznacza generator liczb losowych (RNG). RNG daje wyniki, których nie da się przewidzieć ani na nie wpłynąć, ani graczom, ani nam.</p>
<h2>Jak testowany jest RNG</h2>
<ul>
<li>Niezależne laboratoria testują RNG każdej gry przed udostępnieniem, stosując testy statystyczne na milionach wyników.</li>
<li>Zwrot dla gracza (RTP) każdej gry jest mierzony i porównywany z wartością publikowaną przez studio.</li>
<li>Testy powtarza się regularnie i przy każdej aktualizacji gry.</li>
</ul>
<h2>Zwrot dla gracza</h2>
<p>RTP to część wszystkich stawek, którą gra zwraca w bardzo długim okresie. Automat z RTP 96% zwraca średnio 96 z każdych 100 postawionych jednostek. W krótkiej sesji wyniki bardzo się różnią: RTP to średnia, a nie obietnica.</p>
<p>Każda gra pokazuje swój RTP w panelu informacji, a pełna historia Twoich rund jest dostępna na koncie.</p>`,

  'account-pay-outs-and-bonuses': `
<p>Ta strona zbiera zasady dotyczące Twojego salda, wypłat i środków bonusowych.</p>
<h2>Salda</h2>
<p>Twoje konto ma saldo prawdziwych pieniędzy oraz, gdy bonus jest aktywny, saldo bonusowe. Zakłady są najpierw pobierane z salda prawdziwych pieniędzy.</p>
<h2>Wypłaty</h2>
<ul>
<li>Minimalna wypłata: 20 w walucie konta.</li>
<li>Zweryfikowane konta otrzymują wypłatę w ciągu 24 godzin; płatności kartą mogą potrwać dodatkowo 1–3 dni robocze.</li>
<li>Oczekującą wypłatę można anulować w historii płatności, dopóki nie zostanie zrealizowana.</li>
</ul>
<h2>Obrót bonusem</h2>
<p>Środki bonusowe można wypłacić, gdy obrócisz nimi tyle razy, ile podano w ofercie, na przykład 35 razy. Automaty liczą się do obrotu w 100%, gry stołowe w 10%, a gry na żywo w 5%. Gdy bonus jest aktywny, maksymalna stawka wynosi 5 na obrót.</p>`,

  cash_back_system: `
<p>Cashback zwraca część Twoich strat netto z poprzedniego tygodnia, więc zły tydzień nigdy nie jest całkowitą stratą.</p>
<h2>Ile</h2>
<p>Procent zależy od Twojego <a href="/display/status">statusu</a>: od 5% na poziomie Żelaznym do 15% na poziomie Diamentowym.</p>
<h2>Jak jest liczony</h2>
<p>Strata netto = zakłady za prawdziwe pieniądze − wygrane za prawdziwe pieniądze − otrzymane bonusy, od poniedziałku 00:00 do niedzieli 23:59 UTC. Liczy się tylko gra na prawdziwe pieniądze.</p>
<h2>Kiedy jest wypłacany</h2>
<p>Cashback jest przyznawany w każdy poniedziałek i trzeba go odebrać w ciągu 72 godzin w <strong>Konto → Kampanie bonusowe</strong>. Wymóg obrotu wynosi tylko 5 razy.</p>`,

  points: `
<p>Każdy zakład za prawdziwe pieniądze daje punkty lojalnościowe: jeden punkt za każde 10 postawionych jednostek Twojej waluty.</p>
<h2>Wymiana punktów</h2>
<p>Wymieniaj punkty na prawdziwe pieniądze w dowolnym momencie na <a href="/points">stronie punktów</a>. Standardowy kurs to 100 punktów za 1 jednostkę Twojej waluty; wyższe statusy mają lepszy kurs. Wymienione środki nie mają wymogu obrotu.</p>
<h2>Punkty i status</h2>
<p>Zdobyte punkty liczą się także do Twojego <a href="/display/status">poziomu statusu</a>. Wymiana punktów nie obniża statusu.</p>`,

  free_spins: `
<p>Darmowe spiny pozwalają grać na automacie bez stawiania własnych pieniędzy. Dostajesz je w pakiecie powitalnym, w cotygodniowych promocjach, jako nagrody w turniejach i po wpisaniu kodu bonusowego.</p>
<h2>Zasady</h2>
<ul>
<li>Darmowe spiny obowiązują w grze wskazanej w ofercie i wygasają po 7 dniach.</li>
<li>Każdy spin jest rozgrywany za stawkę podaną w ofercie.</li>
<li>Wygrane z darmowych spinów są wypłacane jako środki bonusowe z wymogiem obrotu 40 razy.</li>
</ul>
<p>Swoje darmowe spiny znajdziesz w <strong>Konto → Kampanie bonusowe</strong>.</p>`,

  first_deposit_bonus: `
<p>Zacznij z podwójną kwotą: dopłacamy 100% do Twojej pierwszej wpłaty, do 500 € (lub równowartości w Twojej walucie), i dodajemy 100 darmowych spinów.</p>
<h2>Jak go otrzymać</h2>
<ol>
<li>Zarejestruj się i potwierdź swój e-mail.</li>
<li>Dokonaj pierwszej wpłaty w wysokości co najmniej 20 €.</li>
<li>Bonus zostanie przyznany automatycznie; darmowe spiny przychodzą w paczkach po 20 przez pięć dni.</li>
</ol>
<h2>Warunki</h2>
<ul>
<li>Obrót: 35-krotność kwoty bonusu w ciągu 30 dni.</li>
<li>Maksymalna stawka w trakcie obrotu: 5 €.</li>
<li>Jeden bonus powitalny na osobę, gospodarstwo domowe i urządzenie.</li>
</ul>
<p>Obowiązuje ogólny <a href="/display/terms">regulamin</a>.</p>`,

  status: `
<p>Im więcej grasz, tym wyższy masz status, a każdy poziom to lepsze nagrody. Każdy nowy gracz zaczyna od poziomu Żelaznego.</p>
<h2>Poziomy</h2>
<ul>
<li><strong>Żelazny</strong>: 5% cashbacku, standardowy kurs punktów.</li>
<li><strong>Brązowy</strong>: 7% cashbacku, bonus urodzinowy.</li>
<li><strong>Srebrny</strong>: 9% cashbacku, kurs punktów lepszy o 10%.</li>
<li><strong>Złoty</strong>: 11% cashbacku, szybsze wypłaty.</li>
<li><strong>Platynowy</strong>: 13% cashbacku, wyższe limity wypłat.</li>
<li><strong>Diamentowy</strong>: 15% cashbacku i osobisty opiekun.</li>
</ul>
<p>Status zależy od punktów zdobytych w ciągu ostatnich 90 dni i jest weryfikowany pierwszego dnia każdego miesiąca.</p>`,

  'pf-jackpots': `
<p>W naszym katalogu automatów działają trzy progresywne jackpoty: <strong>Mini</strong>, <strong>Major</strong> i <strong>Grand</strong>. Niewielka część każdego zakładu za prawdziwe pieniądze trafia do puli, więc rosną one z każdą sekundą czyjejś gry.</p>
<h2>Jak wygrać</h2>
<p>Każdy obrót za prawdziwe pieniądze w uczestniczącej grze może uruchomić jackpot. Im wyższa stawka, tym większa szansa, ale każdy zakład ma szansę. Jackpot trafia na saldo prawdziwych pieniędzy bez wymogu obrotu.</p>
<h2>Wartości startowe</h2>
<p>Po wygranej Mini zaczyna od 100 €, Major od 1000 €, a Grand od 10 000 €. Aktualne kwoty pokazuje widżet jackpotów na stronie głównej.</p>`,
};
