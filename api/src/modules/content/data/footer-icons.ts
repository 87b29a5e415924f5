import type { FooterIcon, FooterIcons, Locale } from '@casino/contract/schemas';
import { imageUrl, type Translated } from '../texts';

/** What a footer badge shows: the mark written on it, its colours, its alt text and where a click goes. */
interface FooterIconSeed {
  id: string;
  group: 'payments' | 'licences' | 'ageRestriction' | 'responsibleGaming';
  mark: string;
  background: string;
  color: string;
  /** Brand names stay as they are; descriptive names are translated. */
  name: string | Translated;
  url: string | null;
}

const SEEDS: FooterIconSeed[] = [
  {
    id: 'visa',
    group: 'payments',
    mark: 'VISA',
    background: '#1a1f71',
    color: '#ffffff',
    name: 'Visa',
    url: null,
  },
  {
    id: 'mastercard',
    group: 'payments',
    mark: 'Mastercard',
    background: '#231f20',
    color: '#f79e1b',
    name: 'Mastercard',
    url: null,
  },
  {
    id: 'skrill',
    group: 'payments',
    mark: 'Skrill',
    background: '#862165',
    color: '#ffffff',
    name: 'Skrill',
    url: null,
  },
  {
    id: 'neteller',
    group: 'payments',
    mark: 'NETELLER',
    background: '#8dc640',
    color: '#ffffff',
    name: 'Neteller',
    url: null,
  },
  {
    id: 'bitcoin',
    group: 'payments',
    mark: '₿ Bitcoin',
    background: '#f7931a',
    color: '#ffffff',
    name: 'Bitcoin',
    url: null,
  },
  {
    id: 'tether',
    group: 'payments',
    mark: '₮ Tether',
    background: '#26a17b',
    color: '#ffffff',
    name: 'Tether (USDT)',
    url: null,
  },
  {
    id: 'bank-transfer',
    group: 'payments',
    mark: 'BANK',
    background: '#3d4452',
    color: '#ffffff',
    name: {
      en: 'Bank transfer',
      ca: 'Transferència bancària',
      es: 'Transferencia bancaria',
      fr: 'Virement bancaire',
      kk: 'Банк аударымы',
      pl: 'Przelew bankowy',
      pt: 'Transferência bancária',
      ru: 'Банковский перевод',
      tr: 'Banka havalesi',
      de: 'Banküberweisung',
    },
    url: null,
  },
  {
    id: 'gaming-licence',
    group: 'licences',
    mark: 'LICENSED',
    background: '#0b3d2e',
    color: '#d4af37',
    name: {
      en: 'Licensed and regulated gaming operator',
      ca: 'Operador de joc amb llicència i regulat',
      es: 'Operador de juego con licencia y regulado',
      fr: 'Opérateur de jeux agréé et réglementé',
      kk: 'Лицензиясы бар және реттелетін ойын операторы',
      pl: 'Licencjonowany i regulowany operator gier',
      pt: 'Operador de jogos licenciado e regulamentado',
      ru: 'Лицензированный и регулируемый игорный оператор',
      tr: 'Lisanslı ve denetlenen oyun operatörü',
      de: 'Lizenzierter und regulierter Glücksspielanbieter',
    },
    url: '/display/aboutus',
  },
  {
    id: 'fair-play',
    group: 'licences',
    mark: 'RNG CERTIFIED',
    background: '#123a5c',
    color: '#ffffff',
    name: {
      en: 'Certified random number generator',
      ca: 'Generador de nombres aleatoris certificat',
      es: 'Generador de números aleatorios certificado',
      fr: 'Générateur de nombres aléatoires certifié',
      kk: 'Сертификатталған кездейсоқ сандар генераторы',
      pl: 'Certyfikowany generator liczb losowych',
      pt: 'Gerador de números aleatórios certificado',
      ru: 'Сертифицированный генератор случайных чисел',
      tr: 'Sertifikalı rastgele sayı üreteci',
      de: 'Zertifizierter Zufallszahlengenerator',
    },
    url: '/display/fairness-and-rng-testing-methods',
  },
  {
    id: 'adults-only',
    group: 'ageRestriction',
    mark: '18+',
    background: '#c62828',
    color: '#ffffff',
    name: {
      en: 'Adults only: 18+',
      ca: 'Només per a majors d’edat: 18+',
      es: 'Solo para mayores de edad: 18+',
      fr: 'Réservé aux adultes : 18+',
      kk: 'Тек ересектерге: 18+',
      pl: 'Tylko dla dorosłych: 18+',
      pt: 'Apenas para adultos: 18+',
      ru: 'Только для взрослых: 18+',
      tr: 'Yalnızca yetişkinler için: 18+',
      de: 'Nur für Erwachsene: 18+',
    },
    url: '/display/responsiblegaming',
  },
  {
    id: 'gamcare',
    group: 'responsibleGaming',
    mark: 'GamCare',
    background: '#5b2c83',
    color: '#ffffff',
    name: 'GamCare',
    url: 'https://www.gamcare.org.uk/',
  },
  {
    id: 'begambleaware',
    group: 'responsibleGaming',
    mark: 'BeGambleAware',
    background: '#101010',
    color: '#f5a623',
    name: 'BeGambleAware',
    url: 'https://www.begambleaware.org/',
  },
  {
    id: 'gambling-therapy',
    group: 'responsibleGaming',
    mark: 'Gambling Therapy',
    background: '#1f6f8b',
    color: '#ffffff',
    name: 'Gambling Therapy',
    url: 'https://www.gamblingtherapy.org/',
  },
];

export const FOOTER_ICONS = new Map(SEEDS.map((seed) => [seed.id, seed]));

export function footerIconsIn(lang: Locale, publicUrl: string): FooterIcons {
  const icon = (seed: FooterIconSeed): FooterIcon => ({
    id: seed.id,
    name: typeof seed.name === 'string' ? seed.name : seed.name[lang],
    image: imageUrl(publicUrl, `footer-icons/${seed.id}.svg`),
    url: seed.url,
  });
  const group = (name: FooterIconSeed['group']) => SEEDS.filter((seed) => seed.group === name).map(icon);
  const [ageRestriction] = group('ageRestriction');
  return {
    payments: group('payments'),
    licences: group('licences'),
    ageRestriction: ageRestriction!,
    responsibleGaming: group('responsibleGaming'),
  };
}
