import type { StockAlertLocale } from "@chhaap/contract/stock-alerts";
import type { MailMessage } from "#src/modules/mail/mailer.ts";
import { htmlPart } from "#src/modules/mail/templates.ts";

/**
 * The two back-in-stock mails, in the language the shopper read the shop in (the alert's `locale`).
 * The shop's other mails are English only; these go to addresses that may have no account and chose
 * a language, so each text is written in all seven. `{product}` and `{size}` are the shop's own words
 * (product name, size), never anything the shopper typed.
 */
interface AlertTexts {
  confirmSubject: string;
  confirmBody: string[];
  confirmAction: string;
  restockSubject: string;
  restockBody: string[];
  restockAction: string;
  /** Followed by the link, on its own line. */
  stopAll: string;
}

const TEXTS: Record<StockAlertLocale, AlertTexts> = {
  en: {
    confirmSubject: "Confirm your alert for {product}",
    confirmBody: [
      "Hello,",
      "Someone asked Chhaap to e-mail this address when {product} in size {size} is back in stock. If it was you, please confirm with the link below.",
      "If it was not you, ignore this mail: without the confirmation we will not write about it.",
    ],
    confirmAction: "Confirm the alert",
    restockSubject: "{product} is back in size {size}",
    restockBody: [
      "Good news: {product} in size {size} is back in stock.",
      "Our pieces are printed by hand in small numbers, so it may not stay long.",
      "This alert is now done; to hear about this size again, ask again on the product page.",
    ],
    restockAction: "See the piece",
    stopAll: "To get no more back-in-stock e-mails from Chhaap:",
  },
  hi: {
    confirmSubject: "{product} के लिए अपनी सूचना की पुष्टि करें",
    confirmBody: [
      "नमस्ते,",
      "किसी ने Chhaap से कहा कि {product} साइज़ {size} में वापस स्टॉक में आने पर इस पते पर ई-मेल भेजा जाए। अगर यह आप थे, तो कृपया नीचे दिए लिंक से पुष्टि करें।",
      "अगर यह आप नहीं थे, तो इस मेल को अनदेखा करें: पुष्टि के बिना हम इस बारे में नहीं लिखेंगे।",
    ],
    confirmAction: "सूचना की पुष्टि करें",
    restockSubject: "{product} साइज़ {size} में फिर से उपलब्ध है",
    restockBody: [
      "अच्छी ख़बर: {product} साइज़ {size} में फिर से स्टॉक में है।",
      "हमारे पीस हाथ से थोड़ी संख्या में छापे जाते हैं, इसलिए यह ज़्यादा देर न रहे।",
      "यह सूचना अब पूरी हो गई; इस साइज़ के बारे में फिर जानने के लिए उत्पाद पेज पर फिर से कहें।",
    ],
    restockAction: "पीस देखें",
    stopAll: "Chhaap से स्टॉक में वापसी के ई-मेल बंद करने के लिए:",
  },
  ur: {
    confirmSubject: "{product} کے لیے اپنی اطلاع کی تصدیق کریں",
    confirmBody: [
      "السلام علیکم،",
      "کسی نے Chhaap سے کہا کہ {product} سائز {size} میں دوبارہ اسٹاک میں آنے پر اس پتے پر ای میل بھیجی جائے۔ اگر یہ آپ تھے تو براہِ کرم نیچے دیے گئے لنک سے تصدیق کریں۔",
      "اگر یہ آپ نہیں تھے تو اس میل کو نظر انداز کریں: تصدیق کے بغیر ہم اس بارے میں نہیں لکھیں گے۔",
    ],
    confirmAction: "اطلاع کی تصدیق کریں",
    restockSubject: "{product} سائز {size} میں دوبارہ دستیاب ہے",
    restockBody: [
      "خوش خبری: {product} سائز {size} میں دوبارہ اسٹاک میں ہے۔",
      "ہمارے پیس ہاتھ سے تھوڑی تعداد میں چھاپے جاتے ہیں، اس لیے شاید یہ زیادہ دیر نہ رہے۔",
      "یہ اطلاع اب مکمل ہو گئی؛ اس سائز کے بارے میں پھر جاننے کے لیے پروڈکٹ کے صفحے پر دوبارہ کہیں۔",
    ],
    restockAction: "پیس دیکھیں",
    stopAll: "Chhaap سے اسٹاک میں واپسی کی ای میلز بند کرنے کے لیے:",
  },
  de: {
    confirmSubject: "Bestätigen Sie Ihre Benachrichtigung für {product}",
    confirmBody: [
      "Hallo,",
      "Jemand hat Chhaap gebeten, diese Adresse zu benachrichtigen, sobald {product} in Größe {size} wieder vorrätig ist. Wenn Sie das waren, bestätigen Sie bitte über den Link unten.",
      "Wenn nicht, ignorieren Sie diese E-Mail: Ohne Bestätigung schreiben wir dazu nichts.",
    ],
    confirmAction: "Benachrichtigung bestätigen",
    restockSubject: "{product} ist in Größe {size} wieder da",
    restockBody: [
      "Gute Nachricht: {product} ist in Größe {size} wieder vorrätig.",
      "Unsere Stücke werden in kleiner Zahl von Hand bedruckt, es bleibt also vielleicht nicht lange.",
      "Diese Benachrichtigung ist damit erledigt; um wieder von dieser Größe zu hören, fragen Sie erneut auf der Produktseite.",
    ],
    restockAction: "Zum Stück",
    stopAll: "Keine weiteren Wieder-da-E-Mails von Chhaap erhalten:",
  },
  fr: {
    confirmSubject: "Confirmez votre alerte pour {product}",
    confirmBody: [
      "Bonjour,",
      "Quelqu’un a demandé à Chhaap d’écrire à cette adresse quand {product} en taille {size} sera de nouveau en stock. Si c’était vous, confirmez avec le lien ci-dessous.",
      "Sinon, ignorez ce message : sans confirmation, nous n’écrirons pas à ce sujet.",
    ],
    confirmAction: "Confirmer l’alerte",
    restockSubject: "{product} est de retour en taille {size}",
    restockBody: [
      "Bonne nouvelle : {product} en taille {size} est de nouveau en stock.",
      "Nos pièces sont imprimées à la main en petit nombre : elle ne restera peut-être pas longtemps.",
      "Cette alerte est terminée ; pour être prévenu de nouveau pour cette taille, redemandez-le sur la page du produit.",
    ],
    restockAction: "Voir la pièce",
    stopAll: "Pour ne plus recevoir d’e-mails de retour en stock de Chhaap :",
  },
  es: {
    confirmSubject: "Confirma tu aviso para {product}",
    confirmBody: [
      "Hola:",
      "Alguien pidió a Chhaap que escribiera a esta dirección cuando {product} en talla {size} vuelva a estar en stock. Si fuiste tú, confírmalo con el enlace de abajo.",
      "Si no fuiste tú, ignora este correo: sin la confirmación no escribiremos sobre ello.",
    ],
    confirmAction: "Confirmar el aviso",
    restockSubject: "{product} vuelve a estar en talla {size}",
    restockBody: [
      "Buenas noticias: {product} en talla {size} vuelve a estar en stock.",
      "Nuestras piezas se estampan a mano en pocas unidades, así que puede que no dure mucho.",
      "Este aviso ha terminado; para saber de esta talla otra vez, pídelo de nuevo en la página del producto.",
    ],
    restockAction: "Ver la pieza",
    stopAll: "Para no recibir más correos de vuelta al stock de Chhaap:",
  },
  "zh-Hans": {
    confirmSubject: "确认您对 {product} 的到货提醒",
    confirmBody: [
      "您好：",
      "有人请求 Chhaap 在 {product}（尺码 {size}）重新到货时给此地址发邮件。如果是您本人，请通过下方链接确认。",
      "如果不是您，请忽略此邮件：未经确认，我们不会就此再联系您。",
    ],
    confirmAction: "确认提醒",
    restockSubject: "{product} 尺码 {size} 已重新到货",
    restockBody: [
      "好消息：{product}（尺码 {size}）已重新到货。",
      "我们的商品均为手工印制、数量不多，可能很快售罄。",
      "此提醒已完成；如需再次获知该尺码的到货消息，请在商品页面重新订阅。",
    ],
    restockAction: "查看商品",
    stopAll: "不再接收 Chhaap 的到货提醒邮件：",
  },
};

function fill(text: string, values: { product: string; size: string }): string {
  return text.replaceAll("{product}", values.product).replaceAll("{size}", values.size);
}

/** The HTML part in the mail's own language and direction (Urdu reads right to left). */
function localisedHtml(locale: StockAlertLocale, paragraphs: string[], action: { label: string; href: string }): string {
  const dir = locale === "ur" ? ' dir="rtl"' : "";
  return htmlPart(paragraphs, action).replace('<html lang="en">', `<html lang="${locale}"${dir}>`);
}

function mail(
  to: string,
  locale: StockAlertLocale,
  parts: { subject: string; body: string[]; action: string },
  links: { action: string; unsubscribe: string },
  values: { product: string; size: string },
): MailMessage {
  const texts = TEXTS[locale];
  const paragraphs = [...parts.body.map((p) => fill(p, values)), `${texts.stopAll} ${links.unsubscribe}`];
  const action = fill(parts.action, values);
  return {
    to,
    subject: fill(parts.subject, values),
    text: `${paragraphs.join("\n\n")}\n\n${action}: ${links.action}\n`,
    html: localisedHtml(locale, paragraphs, { label: action, href: links.action }),
  };
}

export interface AlertMailFacts {
  to: string;
  locale: StockAlertLocale;
  productName: string;
  size: string;
  token: string;
  variantId: string;
}

function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/stock-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The double opt-in: a guest's address hears nothing about the piece until its owner opens this link. */
export function alertConfirmationMail(facts: AlertMailFacts, publicUrl: string): MailMessage {
  const texts = TEXTS[facts.locale];
  return mail(
    facts.to,
    facts.locale,
    { subject: texts.confirmSubject, body: texts.confirmBody, action: texts.confirmAction },
    {
      action: `${publicUrl}/stock-alerts/confirm?token=${encodeURIComponent(facts.token)}`,
      unsubscribe: unsubscribeLink(publicUrl, facts.token),
    },
    { product: facts.productName, size: facts.size },
  );
}

/** The one mail an alert exists for. */
export function backInStockMail(facts: AlertMailFacts, publicUrl: string): MailMessage {
  const texts = TEXTS[facts.locale];
  return mail(
    facts.to,
    facts.locale,
    { subject: texts.restockSubject, body: texts.restockBody, action: texts.restockAction },
    {
      action: `${publicUrl}/product-details/${encodeURIComponent(facts.variantId)}`,
      unsubscribe: unsubscribeLink(publicUrl, facts.token),
    },
    { product: facts.productName, size: facts.size },
  );
}

/** The stored locale as a mail language (anything unknown reads English). */
export function mailLocale(locale: string): StockAlertLocale {
  return Object.hasOwn(TEXTS, locale) ? (locale as StockAlertLocale) : "en";
}
