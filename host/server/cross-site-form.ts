import { LOCALES, type Locale } from '@casino/contract/schemas/common';

/**
 * The page the edge answers (403) when another site made the browser send a signed-in player's form (deposit,
 * profile, bonus code; form-posts.ts). The browser does not send the SameSite=Lax session cookie with another site's
 * POST, so the page drawn again would be a guest's (the sign-in page, or an empty shell without JavaScript), which
 * says nothing about what happened. This page says it plainly, in the page's language, that nothing was sent, and links
 * to the form's own page on this site. Rendered by the edge alone (no app code, no player data), like the override
 * banner.
 */
export const CROSS_SITE_TEXT: Record<Locale, { title: string; body: string; back: string }> = {
  en: {
    title: 'This form was sent from another site',
    body: 'Another website made your browser send this form to us. We did not act on it: nothing was changed and no money moved. If you meant to send it, open the page on our site and send it from there.',
    back: 'Open the page on our site',
  },
  ca: {
    title: 'Aquest formulari s’ha enviat des d’un altre lloc web',
    body: 'Un altre lloc web ha fet que el teu navegador ens enviés aquest formulari. No n’hem fet res: no s’ha canviat res i no s’han mogut diners. Si el volies enviar, obre la pàgina al nostre lloc web i envia’l des d’allà.',
    back: 'Obre la pàgina al nostre lloc web',
  },
  es: {
    title: 'Este formulario se envió desde otro sitio web',
    body: 'Otro sitio web hizo que tu navegador nos enviara este formulario. No lo hemos procesado: no se ha cambiado nada ni se ha movido dinero. Si querías enviarlo, abre la página en nuestro sitio y envíalo desde allí.',
    back: 'Abrir la página en nuestro sitio',
  },
  fr: {
    title: 'Ce formulaire a été envoyé depuis un autre site',
    body: 'Un autre site a fait envoyer ce formulaire par votre navigateur. Nous ne l’avons pas traité : rien n’a été modifié et aucun argent n’a bougé. Si vous vouliez l’envoyer, ouvrez la page sur notre site et envoyez-le depuis celle-ci.',
    back: 'Ouvrir la page sur notre site',
  },
  kk: {
    title: 'Бұл пішін басқа сайттан жіберілді',
    body: 'Басқа сайт браузеріңізге бұл пішінді бізге жіберткізді. Біз оны орындаған жоқпыз: ештеңе өзгерген жоқ, ақша қозғалған жоқ. Егер оны өзіңіз жібергіңіз келсе, біздің сайттағы бетті ашып, сол жерден жіберіңіз.',
    back: 'Біздің сайттағы бетті ашу',
  },
  pl: {
    title: 'Ten formularz został wysłany z innej strony',
    body: 'Inna strona internetowa sprawiła, że Twoja przeglądarka wysłała do nas ten formularz. Nie wykonaliśmy go: nic nie zostało zmienione, a pieniądze nie zostały przelane. Jeśli chciałeś go wysłać, otwórz stronę w naszym serwisie i wyślij go stamtąd.',
    back: 'Otwórz stronę w naszym serwisie',
  },
  pt: {
    title: 'Este formulário foi enviado a partir de outro site',
    body: 'Outro site fez o seu navegador enviar-nos este formulário. Não o processámos: nada foi alterado e nenhum dinheiro foi movimentado. Se pretendia enviá-lo, abra a página no nosso site e envie-o a partir daí.',
    back: 'Abrir a página no nosso site',
  },
  ru: {
    title: 'Эта форма отправлена с другого сайта',
    body: 'Другой сайт заставил ваш браузер отправить нам эту форму. Мы её не выполнили: ничего не изменилось, деньги не списывались. Если вы хотели её отправить, откройте страницу на нашем сайте и отправьте форму оттуда.',
    back: 'Открыть страницу на нашем сайте',
  },
  tr: {
    title: 'Bu form başka bir siteden gönderildi',
    body: 'Başka bir web sitesi tarayıcınızın bu formu bize göndermesine neden oldu. İşleme almadık: hiçbir şey değişmedi ve para hareket etmedi. Göndermek istediyseniz sayfayı sitemizde açın ve formu oradan gönderin.',
    back: 'Sayfayı sitemizde açın',
  },
  de: {
    title: 'Dieses Formular wurde von einer anderen Website gesendet',
    body: 'Eine andere Website hat Ihren Browser dieses Formular an uns senden lassen. Wir haben es nicht ausgeführt: Nichts wurde geändert und kein Geld bewegt. Wenn Sie es senden wollten, öffnen Sie die Seite auf unserer Website und senden Sie es von dort.',
    back: 'Die Seite auf unserer Website öffnen',
  },
};

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The whole 403 page: one language, a title and heading, what happened, and a link to the form's page (`pagePath`, a
 * path of this site the edge matched). Its colours meet WCAG 2.2 AA (#1d2330 on #ffffff, links #0b5cad: 7:1 and more).
 */
export function crossSiteFormHtml(locale: string, pagePath: string): string {
  const lang: Locale = (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en';
  const text = CROSS_SITE_TEXT[lang];
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(text.title)}</title></head>` +
    '<body style="margin:0;background:#ffffff;color:#1d2330;font:16px/1.5 system-ui,sans-serif">' +
    '<main style="max-width:40rem;margin:0 auto;padding:2rem 1rem" data-testid="form-cross-site">' +
    `<h1 style="font-size:1.5rem;line-height:1.3;margin:0 0 1rem">${escapeHtml(text.title)}</h1>` +
    `<p style="margin:0 0 1.5rem">${escapeHtml(text.body)}</p>` +
    `<p style="margin:0"><a href="${escapeHtml(pagePath)}" style="color:#0b5cad;font-weight:600">${escapeHtml(text.back)}</a></p>` +
    '</main></body></html>'
  );
}
