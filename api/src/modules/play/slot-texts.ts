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
}

export const SLOT_TEXTS: Record<Locale, SlotTexts> = {
  en: {
    balance: 'Balance', bet: 'Bet', spin: 'Spin', lastWin: 'Last win', demo: 'Demo play', real: 'Real money',
    insufficientFunds: 'Not enough funds for this bet', sessionExpired: 'This game session has expired. Please reopen the game.',
    error: 'Something went wrong. Please try again.', youWin: 'You win', noWin: 'No win this time',
    blocked: 'Real-money play is not available for your account.', payTable: 'Paytable', lowerBet: 'Lower bet', raiseBet: 'Raise bet',
    limit: 'A limit stops this round: lower the bet or take a break.', tooFast: 'Too fast: each round takes at least a few seconds here.',
  },
  ca: {
    balance: 'Saldo', bet: 'Aposta', spin: 'Girar', lastWin: 'Darrer guany', demo: 'Joc de demostració', real: 'Diners reals',
    insufficientFunds: 'No tens prou saldo per a aquesta aposta', sessionExpired: 'Aquesta sessió de joc ha caducat. Torna a obrir el joc.',
    error: 'Alguna cosa ha anat malament. Torna-ho a provar.', youWin: 'Has guanyat', noWin: 'Aquesta vegada no hi ha premi',
    blocked: 'El joc amb diners reals no està disponible per al teu compte.', payTable: 'Taula de premis', lowerBet: 'Baixar l’aposta', raiseBet: 'Pujar l’aposta',
    limit: 'Un límit atura aquesta ronda: baixa l’aposta o fes una pausa.', tooFast: 'Massa ràpid: aquí cada ronda dura uns segons com a mínim.',
  },
  es: {
    balance: 'Saldo', bet: 'Apuesta', spin: 'Girar', lastWin: 'Última ganancia', demo: 'Modo demo', real: 'Dinero real',
    insufficientFunds: 'Saldo insuficiente para esta apuesta', sessionExpired: 'La sesión de juego ha caducado. Vuelve a abrir el juego.',
    error: 'Algo salió mal. Inténtalo de nuevo.', youWin: 'Has ganado', noWin: 'Esta vez no hay premio',
    blocked: 'El juego con dinero real no está disponible para tu cuenta.', payTable: 'Tabla de pagos', lowerBet: 'Bajar apuesta', raiseBet: 'Subir apuesta',
    limit: 'Un límite detiene esta ronda: baja la apuesta o tómate un descanso.', tooFast: 'Demasiado rápido: aquí cada ronda dura al menos unos segundos.',
  },
  fr: {
    balance: 'Solde', bet: 'Mise', spin: 'Lancer', lastWin: 'Dernier gain', demo: 'Mode démo', real: 'Argent réel',
    insufficientFunds: 'Solde insuffisant pour cette mise', sessionExpired: 'Cette session de jeu a expiré. Veuillez rouvrir le jeu.',
    error: 'Une erreur s’est produite. Veuillez réessayer.', youWin: 'Vous gagnez', noWin: 'Pas de gain cette fois',
    blocked: 'Le jeu en argent réel n’est pas disponible pour votre compte.', payTable: 'Table des gains', lowerBet: 'Baisser la mise', raiseBet: 'Augmenter la mise',
    limit: 'Une limite arrête ce tour : baissez la mise ou faites une pause.', tooFast: 'Trop rapide : ici, chaque tour dure au moins quelques secondes.',
  },
  kk: {
    balance: 'Баланс', bet: 'Бәс', spin: 'Айналдыру', lastWin: 'Соңғы ұтыс', demo: 'Демо ойын', real: 'Нақты ақша',
    insufficientFunds: 'Бұл бәске қаражат жеткіліксіз', sessionExpired: 'Ойын сессиясының мерзімі өтті. Ойынды қайта ашыңыз.',
    error: 'Қате орын алды. Қайталап көріңіз.', youWin: 'Сіз ұттыңыз', noWin: 'Бұл жолы ұтыс жоқ',
    blocked: 'Нақты ақшамен ойнау сіздің аккаунтыңыз үшін қолжетімсіз.', payTable: 'Төлем кестесі', lowerBet: 'Бәсті азайту', raiseBet: 'Бәсті көбейту',
    limit: 'Лимит бұл раундқа жол бермейді: бәсті азайтыңыз немесе үзіліс жасаңыз.', tooFast: 'Тым жылдам: мұнда әр раунд кемінде бірнеше секунд созылады.',
  },
  pl: {
    balance: 'Saldo', bet: 'Zakład', spin: 'Zakręć', lastWin: 'Ostatnia wygrana', demo: 'Tryb demo', real: 'Prawdziwe pieniądze',
    insufficientFunds: 'Za mało środków na ten zakład', sessionExpired: 'Sesja gry wygasła. Otwórz grę ponownie.',
    error: 'Coś poszło nie tak. Spróbuj ponownie.', youWin: 'Wygrywasz', noWin: 'Tym razem bez wygranej',
    blocked: 'Gra na prawdziwe pieniądze jest niedostępna dla Twojego konta.', payTable: 'Tabela wypłat', lowerBet: 'Zmniejsz zakład', raiseBet: 'Zwiększ zakład',
    limit: 'Limit blokuje tę rundę: obniż stawkę lub zrób przerwę.', tooFast: 'Za szybko: tutaj każda runda trwa co najmniej kilka sekund.',
  },
  pt: {
    balance: 'Saldo', bet: 'Aposta', spin: 'Girar', lastWin: 'Último ganho', demo: 'Modo demonstração', real: 'Dinheiro real',
    insufficientFunds: 'Saldo insuficiente para esta aposta', sessionExpired: 'A sessão de jogo expirou. Abra o jogo novamente.',
    error: 'Algo deu errado. Tente novamente.', youWin: 'Você ganhou', noWin: 'Desta vez não houve prêmio',
    blocked: 'O jogo com dinheiro real não está disponível para a sua conta.', payTable: 'Tabela de pagamentos', lowerBet: 'Diminuir aposta', raiseBet: 'Aumentar aposta',
    limit: 'Um limite impede esta rodada: diminua a aposta ou faça uma pausa.', tooFast: 'Rápido demais: aqui cada rodada dura pelo menos alguns segundos.',
  },
  ru: {
    balance: 'Баланс', bet: 'Ставка', spin: 'Крутить', lastWin: 'Последний выигрыш', demo: 'Демо-режим', real: 'Реальные деньги',
    insufficientFunds: 'Недостаточно средств для этой ставки', sessionExpired: 'Игровая сессия истекла. Откройте игру заново.',
    error: 'Что-то пошло не так. Попробуйте ещё раз.', youWin: 'Вы выиграли', noWin: 'В этот раз без выигрыша',
    blocked: 'Игра на реальные деньги недоступна для вашего аккаунта.', payTable: 'Таблица выплат', lowerBet: 'Уменьшить ставку', raiseBet: 'Увеличить ставку',
    limit: 'Лимит не позволяет этот раунд: уменьшите ставку или сделайте перерыв.', tooFast: 'Слишком быстро: здесь каждый раунд длится не менее нескольких секунд.',
  },
  tr: {
    balance: 'Bakiye', bet: 'Bahis', spin: 'Çevir', lastWin: 'Son kazanç', demo: 'Demo modu', real: 'Gerçek para',
    insufficientFunds: 'Bu bahis için bakiye yetersiz', sessionExpired: 'Oyun oturumunun süresi doldu. Lütfen oyunu yeniden açın.',
    error: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.', youWin: 'Kazandınız', noWin: 'Bu sefer kazanç yok',
    blocked: 'Gerçek parayla oyun hesabınız için kullanılamıyor.', payTable: 'Ödeme tablosu', lowerBet: 'Bahsi düşür', raiseBet: 'Bahsi artır',
    limit: 'Bir limit bu turu durduruyor: bahsi düşürün veya ara verin.', tooFast: 'Çok hızlı: burada her tur en az birkaç saniye sürer.',
  },
  de: {
    balance: 'Guthaben', bet: 'Einsatz', spin: 'Drehen', lastWin: 'Letzter Gewinn', demo: 'Demo-Modus', real: 'Echtgeld',
    insufficientFunds: 'Nicht genug Guthaben für diesen Einsatz', sessionExpired: 'Die Spielsitzung ist abgelaufen. Bitte öffne das Spiel erneut.',
    error: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.', youWin: 'Gewinn', noWin: 'Diesmal kein Gewinn',
    blocked: 'Echtgeldspiel ist für dein Konto nicht verfügbar.', payTable: 'Gewinntabelle', lowerBet: 'Einsatz senken', raiseBet: 'Einsatz erhöhen',
    limit: 'Ein Limit stoppt diese Runde: Senken Sie den Einsatz oder machen Sie eine Pause.', tooFast: 'Zu schnell: Jede Runde dauert hier mindestens einige Sekunden.',
  },
};
