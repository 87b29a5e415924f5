import type { Locale } from '@casino/contract/schemas';

/** Every label of the reference slot, in the ten product languages (SPEC.md section 9). */
export interface SlotTexts {
  balance: string;
  bet: string;
  spin: string;
  lastWin: string;
  demo: string;
  real: string;
  insufficientFunds: string;
  sessionExpired: string;
  error: string;
  youWin: string;
  noWin: string;
  blocked: string;
  payTable: string;
  lowerBet: string;
  raiseBet: string;
  /** Issue 35: a responsible-gaming limit refused the round (403 limit.exceeded) */
  limit: string;
  /** Issue 35: the jurisdiction's minimum time per round has not passed (429 limit.too_fast) */
  tooFast: string;
  /** Issue 35: autoplay, where the jurisdiction's profile offers it */
  autoplay: string;
  /** how many rounds autoplay plays */
  autoRounds: string;
  /** the loss limit (required): autoplay stops before the session could lose more */
  autoLoss: string;
  /** the win limit (optional): autoplay stops once the session has won this much */
  autoWin: string;
  autoStart: string;
  autoStop: string;
  /** followed by a number */
  autoLeft: string;
  autoNeedsLoss: string;
  autoDone: string;
  autoLossReached: string;
  autoWinReached: string;
  /** 403 play.autoplay_off */
  autoOff: string;
}

export const SLOT_TEXTS: Record<Locale, SlotTexts> = {
  en: {
    balance: 'Balance', bet: 'Bet', spin: 'Spin', lastWin: 'Last win', demo: 'Demo play', real: 'Real money',
    insufficientFunds: 'Not enough funds for this bet', sessionExpired: 'This game session has expired. Please reopen the game.',
    error: 'Something went wrong. Please try again.', youWin: 'You win', noWin: 'No win this time',
    blocked: 'Real-money play is not available for your account.', payTable: 'Paytable', lowerBet: 'Lower bet', raiseBet: 'Raise bet',
    limit: 'A limit stops this round: lower the bet or take a break.', tooFast: 'Too fast: each round takes at least a few seconds here.',
    autoplay: 'Autoplay', autoRounds: 'Rounds', autoLoss: 'Stop if my losses reach', autoWin: 'Stop if my winnings reach (optional)', autoStart: 'Start autoplay', autoStop: 'Stop autoplay', autoLeft: 'Autoplay rounds left:', autoNeedsLoss: 'Enter the most you are ready to lose before autoplay starts.', autoDone: 'Autoplay finished.', autoLossReached: 'Autoplay stopped: your loss limit is reached.', autoWinReached: 'Autoplay stopped: your win limit is reached.', autoOff: 'Autoplay is not offered here.',
  },
  ca: {
    balance: 'Saldo', bet: 'Aposta', spin: 'Girar', lastWin: 'Darrer guany', demo: 'Joc de demostració', real: 'Diners reals',
    insufficientFunds: 'No tens prou saldo per a aquesta aposta', sessionExpired: 'Aquesta sessió de joc ha caducat. Torna a obrir el joc.',
    error: 'Alguna cosa ha anat malament. Torna-ho a provar.', youWin: 'Has guanyat', noWin: 'Aquesta vegada no hi ha premi',
    blocked: 'El joc amb diners reals no està disponible per al teu compte.', payTable: 'Taula de premis', lowerBet: 'Baixar l’aposta', raiseBet: 'Pujar l’aposta',
    limit: 'Un límit atura aquesta ronda: baixa l’aposta o fes una pausa.', tooFast: 'Massa ràpid: aquí cada ronda dura uns segons com a mínim.',
    autoplay: 'Joc automàtic', autoRounds: 'Rondes', autoLoss: 'Atura’t si les pèrdues arriben a', autoWin: 'Atura’t si els guanys arriben a (opcional)', autoStart: 'Inicia el joc automàtic', autoStop: 'Atura el joc automàtic', autoLeft: 'Rondes automàtiques restants:', autoNeedsLoss: 'Indica el màxim que estàs disposat a perdre abans d’iniciar el joc automàtic.', autoDone: 'El joc automàtic ha acabat.', autoLossReached: 'Joc automàtic aturat: has arribat al límit de pèrdues.', autoWinReached: 'Joc automàtic aturat: has arribat al límit de guanys.', autoOff: 'Aquí no s’ofereix el joc automàtic.',
  },
  es: {
    balance: 'Saldo', bet: 'Apuesta', spin: 'Girar', lastWin: 'Última ganancia', demo: 'Modo demo', real: 'Dinero real',
    insufficientFunds: 'Saldo insuficiente para esta apuesta', sessionExpired: 'La sesión de juego ha caducado. Vuelve a abrir el juego.',
    error: 'Algo salió mal. Inténtalo de nuevo.', youWin: 'Has ganado', noWin: 'Esta vez no hay premio',
    blocked: 'El juego con dinero real no está disponible para tu cuenta.', payTable: 'Tabla de pagos', lowerBet: 'Bajar apuesta', raiseBet: 'Subir apuesta',
    limit: 'Un límite detiene esta ronda: baja la apuesta o tómate un descanso.', tooFast: 'Demasiado rápido: aquí cada ronda dura al menos unos segundos.',
    autoplay: 'Juego automático', autoRounds: 'Rondas', autoLoss: 'Parar si mis pérdidas llegan a', autoWin: 'Parar si mis ganancias llegan a (opcional)', autoStart: 'Iniciar juego automático', autoStop: 'Detener juego automático', autoLeft: 'Rondas automáticas restantes:', autoNeedsLoss: 'Indica lo máximo que estás dispuesto a perder antes de iniciar el juego automático.', autoDone: 'El juego automático ha terminado.', autoLossReached: 'Juego automático detenido: has alcanzado tu límite de pérdidas.', autoWinReached: 'Juego automático detenido: has alcanzado tu límite de ganancias.', autoOff: 'Aquí no se ofrece el juego automático.',
  },
  fr: {
    balance: 'Solde', bet: 'Mise', spin: 'Lancer', lastWin: 'Dernier gain', demo: 'Mode démo', real: 'Argent réel',
    insufficientFunds: 'Solde insuffisant pour cette mise', sessionExpired: 'Cette session de jeu a expiré. Veuillez rouvrir le jeu.',
    error: 'Une erreur s’est produite. Veuillez réessayer.', youWin: 'Vous gagnez', noWin: 'Pas de gain cette fois',
    blocked: 'Le jeu en argent réel n’est pas disponible pour votre compte.', payTable: 'Table des gains', lowerBet: 'Baisser la mise', raiseBet: 'Augmenter la mise',
    limit: 'Une limite arrête ce tour : baissez la mise ou faites une pause.', tooFast: 'Trop rapide : ici, chaque tour dure au moins quelques secondes.',
    autoplay: 'Jeu automatique', autoRounds: 'Tours', autoLoss: 'Arrêter si mes pertes atteignent', autoWin: 'Arrêter si mes gains atteignent (facultatif)', autoStart: 'Lancer le jeu automatique', autoStop: 'Arrêter le jeu automatique', autoLeft: 'Tours automatiques restants :', autoNeedsLoss: 'Indiquez le montant maximal que vous acceptez de perdre avant de lancer le jeu automatique.', autoDone: 'Le jeu automatique est terminé.', autoLossReached: 'Jeu automatique arrêté : votre limite de pertes est atteinte.', autoWinReached: 'Jeu automatique arrêté : votre limite de gains est atteinte.', autoOff: 'Le jeu automatique n’est pas proposé ici.',
  },
  kk: {
    balance: 'Баланс', bet: 'Бәс', spin: 'Айналдыру', lastWin: 'Соңғы ұтыс', demo: 'Демо ойын', real: 'Нақты ақша',
    insufficientFunds: 'Бұл бәске қаражат жеткіліксіз', sessionExpired: 'Ойын сессиясының мерзімі өтті. Ойынды қайта ашыңыз.',
    error: 'Қате орын алды. Қайталап көріңіз.', youWin: 'Сіз ұттыңыз', noWin: 'Бұл жолы ұтыс жоқ',
    blocked: 'Нақты ақшамен ойнау сіздің аккаунтыңыз үшін қолжетімсіз.', payTable: 'Төлем кестесі', lowerBet: 'Бәсті азайту', raiseBet: 'Бәсті көбейту',
    limit: 'Лимит бұл раундқа жол бермейді: бәсті азайтыңыз немесе үзіліс жасаңыз.', tooFast: 'Тым жылдам: мұнда әр раунд кемінде бірнеше секунд созылады.',
    autoplay: 'Автоойын', autoRounds: 'Раундтар', autoLoss: 'Шығыным осыған жетсе тоқтату', autoWin: 'Ұтысым осыған жетсе тоқтату (міндетті емес)', autoStart: 'Автоойынды бастау', autoStop: 'Автоойынды тоқтату', autoLeft: 'Қалған автораундтар:', autoNeedsLoss: 'Автоойынды бастамас бұрын жоғалтуға дайын ең көп соманы енгізіңіз.', autoDone: 'Автоойын аяқталды.', autoLossReached: 'Автоойын тоқтады: шығын лимитіне жеттіңіз.', autoWinReached: 'Автоойын тоқтады: ұтыс лимитіне жеттіңіз.', autoOff: 'Мұнда автоойын ұсынылмайды.',
  },
  pl: {
    balance: 'Saldo', bet: 'Zakład', spin: 'Zakręć', lastWin: 'Ostatnia wygrana', demo: 'Tryb demo', real: 'Prawdziwe pieniądze',
    insufficientFunds: 'Za mało środków na ten zakład', sessionExpired: 'Sesja gry wygasła. Otwórz grę ponownie.',
    error: 'Coś poszło nie tak. Spróbuj ponownie.', youWin: 'Wygrywasz', noWin: 'Tym razem bez wygranej',
    blocked: 'Gra na prawdziwe pieniądze jest niedostępna dla Twojego konta.', payTable: 'Tabela wypłat', lowerBet: 'Zmniejsz zakład', raiseBet: 'Zwiększ zakład',
    limit: 'Limit blokuje tę rundę: obniż stawkę lub zrób przerwę.', tooFast: 'Za szybko: tutaj każda runda trwa co najmniej kilka sekund.',
    autoplay: 'Autogra', autoRounds: 'Rundy', autoLoss: 'Zatrzymaj, gdy moje straty osiągną', autoWin: 'Zatrzymaj, gdy moje wygrane osiągną (opcjonalnie)', autoStart: 'Uruchom autogrę', autoStop: 'Zatrzymaj autogrę', autoLeft: 'Pozostałe rundy autogry:', autoNeedsLoss: 'Przed uruchomieniem autogry podaj, ile najwyżej możesz przegrać.', autoDone: 'Autogra zakończona.', autoLossReached: 'Autogra zatrzymana: osiągnięto limit strat.', autoWinReached: 'Autogra zatrzymana: osiągnięto limit wygranych.', autoOff: 'Autogra nie jest tu dostępna.',
  },
  pt: {
    balance: 'Saldo', bet: 'Aposta', spin: 'Girar', lastWin: 'Último ganho', demo: 'Modo demonstração', real: 'Dinheiro real',
    insufficientFunds: 'Saldo insuficiente para esta aposta', sessionExpired: 'A sessão de jogo expirou. Abra o jogo novamente.',
    error: 'Algo deu errado. Tente novamente.', youWin: 'Você ganhou', noWin: 'Desta vez não houve prêmio',
    blocked: 'O jogo com dinheiro real não está disponível para a sua conta.', payTable: 'Tabela de pagamentos', lowerBet: 'Diminuir aposta', raiseBet: 'Aumentar aposta',
    limit: 'Um limite impede esta rodada: diminua a aposta ou faça uma pausa.', tooFast: 'Rápido demais: aqui cada rodada dura pelo menos alguns segundos.',
    autoplay: 'Jogo automático', autoRounds: 'Rodadas', autoLoss: 'Parar se minhas perdas chegarem a', autoWin: 'Parar se meus ganhos chegarem a (opcional)', autoStart: 'Iniciar jogo automático', autoStop: 'Parar jogo automático', autoLeft: 'Rodadas automáticas restantes:', autoNeedsLoss: 'Informe o máximo que aceita perder antes de iniciar o jogo automático.', autoDone: 'O jogo automático terminou.', autoLossReached: 'Jogo automático parado: seu limite de perdas foi atingido.', autoWinReached: 'Jogo automático parado: seu limite de ganhos foi atingido.', autoOff: 'O jogo automático não é oferecido aqui.',
  },
  ru: {
    balance: 'Баланс', bet: 'Ставка', spin: 'Крутить', lastWin: 'Последний выигрыш', demo: 'Демо-режим', real: 'Реальные деньги',
    insufficientFunds: 'Недостаточно средств для этой ставки', sessionExpired: 'Игровая сессия истекла. Откройте игру заново.',
    error: 'Что-то пошло не так. Попробуйте ещё раз.', youWin: 'Вы выиграли', noWin: 'В этот раз без выигрыша',
    blocked: 'Игра на реальные деньги недоступна для вашего аккаунта.', payTable: 'Таблица выплат', lowerBet: 'Уменьшить ставку', raiseBet: 'Увеличить ставку',
    limit: 'Лимит не позволяет этот раунд: уменьшите ставку или сделайте перерыв.', tooFast: 'Слишком быстро: здесь каждый раунд длится не менее нескольких секунд.',
    autoplay: 'Автоигра', autoRounds: 'Раунды', autoLoss: 'Остановить, если проигрыш достигнет', autoWin: 'Остановить, если выигрыш достигнет (необязательно)', autoStart: 'Запустить автоигру', autoStop: 'Остановить автоигру', autoLeft: 'Осталось раундов автоигры:', autoNeedsLoss: 'Перед запуском автоигры укажите, сколько вы готовы проиграть максимум.', autoDone: 'Автоигра завершена.', autoLossReached: 'Автоигра остановлена: достигнут лимит проигрыша.', autoWinReached: 'Автоигра остановлена: достигнут лимит выигрыша.', autoOff: 'Автоигра здесь недоступна.',
  },
  tr: {
    balance: 'Bakiye', bet: 'Bahis', spin: 'Çevir', lastWin: 'Son kazanç', demo: 'Demo modu', real: 'Gerçek para',
    insufficientFunds: 'Bu bahis için bakiye yetersiz', sessionExpired: 'Oyun oturumunun süresi doldu. Lütfen oyunu yeniden açın.',
    error: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.', youWin: 'Kazandınız', noWin: 'Bu sefer kazanç yok',
    blocked: 'Gerçek parayla oyun hesabınız için kullanılamıyor.', payTable: 'Ödeme tablosu', lowerBet: 'Bahsi düşür', raiseBet: 'Bahsi artır',
    limit: 'Bir limit bu turu durduruyor: bahsi düşürün veya ara verin.', tooFast: 'Çok hızlı: burada her tur en az birkaç saniye sürer.',
    autoplay: 'Otomatik oyun', autoRounds: 'Tur sayısı', autoLoss: 'Kaybım şu tutara ulaşınca dur', autoWin: 'Kazancım şu tutara ulaşınca dur (isteğe bağlı)', autoStart: 'Otomatik oyunu başlat', autoStop: 'Otomatik oyunu durdur', autoLeft: 'Kalan otomatik tur:', autoNeedsLoss: 'Otomatik oyunu başlatmadan önce en fazla ne kadar kaybetmeye hazır olduğunuzu girin.', autoDone: 'Otomatik oyun bitti.', autoLossReached: 'Otomatik oyun durdu: kayıp limitinize ulaşıldı.', autoWinReached: 'Otomatik oyun durdu: kazanç limitinize ulaşıldı.', autoOff: 'Otomatik oyun burada sunulmuyor.',
  },
  de: {
    balance: 'Guthaben', bet: 'Einsatz', spin: 'Drehen', lastWin: 'Letzter Gewinn', demo: 'Demo-Modus', real: 'Echtgeld',
    insufficientFunds: 'Nicht genug Guthaben für diesen Einsatz', sessionExpired: 'Die Spielsitzung ist abgelaufen. Bitte öffnen Sie das Spiel erneut.',
    error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.', youWin: 'Gewinn', noWin: 'Diesmal kein Gewinn',
    blocked: 'Echtgeldspiel ist für Ihr Konto nicht verfügbar.', payTable: 'Gewinntabelle', lowerBet: 'Einsatz senken', raiseBet: 'Einsatz erhöhen',
    limit: 'Ein Limit stoppt diese Runde: Senken Sie den Einsatz oder machen Sie eine Pause.', tooFast: 'Zu schnell: Jede Runde dauert hier mindestens einige Sekunden.',
    autoplay: 'Automatisches Spiel', autoRounds: 'Runden', autoLoss: 'Stoppen, wenn meine Verluste erreichen', autoWin: 'Stoppen, wenn meine Gewinne erreichen (optional)', autoStart: 'Automatisches Spiel starten', autoStop: 'Automatisches Spiel stoppen', autoLeft: 'Verbleibende automatische Runden:', autoNeedsLoss: 'Geben Sie vor dem Start an, wie viel Sie höchstens verlieren möchten.', autoDone: 'Automatisches Spiel beendet.', autoLossReached: 'Automatisches Spiel gestoppt: Ihr Verlustlimit ist erreicht.', autoWinReached: 'Automatisches Spiel gestoppt: Ihr Gewinnlimit ist erreicht.', autoOff: 'Automatisches Spiel wird hier nicht angeboten.',
  },
};
