/**
 * How many SMS parts a text takes (issue 53), since each part is billed. A text wholly in the
 * GSM 03.38 alphabet goes as GSM-7: 160 characters in one SMS, 153 per part when split (the
 * extension characters ^{}\[~]|€ take two). Any other character (Devanagari, Tamil, most
 * emoji) makes the whole text a Unicode SMS in UCS-2: 70 UTF-16 units in one, 67 per part.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export interface SmsParts {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** SMS parts billed; an empty text still sends one. */
  parts: number;
  /** Units one part holds for this text: 160 or 153, 70 or 67. */
  perPart: number;
}

export function smsParts(text: string): SmsParts {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extended.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    const perPart = septets <= 160 ? 160 : 153;
    return {
      encoding: 'GSM-7',
      units: septets,
      parts: Math.max(1, Math.ceil(septets / perPart)),
      perPart,
    };
  }
  const units = text.length;
  const perPart = units <= 70 ? 70 : 67;
  return { encoding: 'UCS-2', units, parts: Math.max(1, Math.ceil(units / perPart)), perPart };
}
