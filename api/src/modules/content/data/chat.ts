import { LOCALES, type Locale } from '@casino/contract/schemas';
import { supportFromEnv, telHref, type SupportContacts } from '../../settings/support';
import type { Translated } from '../texts';

/** Operators answer in every language of the product. */
export const CHAT_LANGUAGES: readonly Locale[] = LOCALES;

export const CHAT_TEXTS: { greeting: Translated; offlineMessage: Translated } = {
  greeting: {
    en: 'Hello! How can we help you today?',
    ca: 'Hola! Com us podem ajudar avui?',
    es: '¡Hola! ¿En qué podemos ayudarte hoy?',
    fr: 'Bonjour ! Comment pouvons-nous vous aider aujourd’hui ?',
    kk: 'Сәлеметсіз бе! Бүгін сізге қалай көмектесе аламыз?',
    pl: 'Dzień dobry! W czym możemy dziś pomóc?',
    pt: 'Olá! Como podemos ajudar hoje?',
    ru: 'Здравствуйте! Чем мы можем помочь?',
    tr: 'Merhaba! Bugün size nasıl yardımcı olabiliriz?',
    de: 'Hallo! Wie können wir Ihnen heute helfen?',
  },
  offlineMessage: {
    en: 'Our operators are offline right now. They are available daily from 08:00 to 23:00 UTC. Leave us an email and we will reply as soon as we are back.',
    ca: 'Ara mateix els nostres operadors no estan connectats. Atenem cada dia de 08:00 a 23:00 UTC. Envieu-nos un correu i us respondrem tan aviat com tornem.',
    es: 'Nuestros operadores no están conectados en este momento. Atendemos todos los días de 08:00 a 23:00 UTC. Escríbenos un correo y te responderemos en cuanto volvamos.',
    fr: 'Nos opérateurs sont hors ligne pour le moment. Ils sont disponibles tous les jours de 08:00 à 23:00 UTC. Écrivez-nous un e-mail, nous vous répondrons dès notre retour.',
    kk: 'Қазір операторларымыз желіде жоқ. Олар күн сайын 08:00-ден 23:00-ге дейін (UTC) жұмыс істейді. Бізге хат жазыңыз, оралған бойда жауап береміз.',
    pl: 'Nasi konsultanci są teraz niedostępni. Pracujemy codziennie od 08:00 do 23:00 UTC. Napisz do nas e-mail, a odpowiemy zaraz po powrocie.',
    pt: 'Os nossos operadores estão offline neste momento. Estamos disponíveis todos os dias das 08:00 às 23:00 UTC. Envie-nos um e-mail e responderemos assim que voltarmos.',
    ru: 'Сейчас операторы не в сети. Мы работаем ежедневно с 08:00 до 23:00 UTC. Напишите нам письмо, и мы ответим, как только вернёмся.',
    tr: 'Operatörlerimiz şu anda çevrim dışı. Her gün 08:00–23:00 UTC arasında hizmet veriyoruz. Bize e-posta gönderin, döner dönmez yanıtlayalım.',
    de: 'Unsere Mitarbeiter sind gerade nicht online. Wir sind täglich von 08:00 bis 23:00 UTC für Sie da. Schreiben Sie uns eine E-Mail, wir antworten, sobald wir zurück sind.',
  },
};

const TELEGRAM: Translated = {
  en: 'Telegram support bot',
  ca: 'Bot de suport a Telegram',
  es: 'Bot de soporte en Telegram',
  fr: 'Bot d’assistance Telegram',
  kk: 'Telegram қолдау боты',
  pl: 'Bot pomocy na Telegramie',
  pt: 'Bot de suporte no Telegram',
  ru: 'Бот поддержки в Telegram',
  tr: 'Telegram destek botu',
  de: 'Telegram-Support-Bot',
};

/** The channels of the support desk that are configured (an empty one is left out). */
export const chatChannels = (lang: Locale, support: SupportContacts = supportFromEnv()) => [
  ...(support.email ? [{ type: 'email' as const, label: support.email, href: `mailto:${support.email}` }] : []),
  ...(support.phone ? [{ type: 'phone' as const, label: support.phone, href: telHref(support.phone) }] : []),
  ...(support.telegramUrl ? [{ type: 'telegram' as const, label: TELEGRAM[lang], href: support.telegramUrl }] : []),
];
