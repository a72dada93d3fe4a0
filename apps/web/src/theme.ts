import { theme as antdTheme, type ThemeConfig } from 'antd';

/*
 * The theme drawn from the user's colour (spec §9: #409EFF by default, or one of the settings
 * drawer's). The colour stays the seed and the brand (logo, progress bar, tints, borders, icons);
 * what carries text — text and links in the colour, white text on a filled button or tab — takes
 * a darker tone of the same hue that reaches WCAG 2.1 AA's 4.5:1 (1.4.3). #409EFF itself gives
 * 2.78:1 against white.
 */

/** WCAG 2.1 AA for normal-size text. */
export const TEXT_CONTRAST = 4.5;
/** The backgrounds coloured text sits on: white cards and tables, the grey page and light tints. */
const TEXT_BACKGROUNDS = ['#FFFFFF', '#F0F2F5'];

/** The preset theme colours of the settings drawer (Element UI's palette plus a few of antd's). */
export const PRESET_COLORS: string[] = [
  '#409EFF',
  '#1677FF',
  '#13C2C2',
  '#52C41A',
  '#FA8C16',
  '#F5222D',
  '#EB2F96',
  '#722ED1',
  '#304156',
];

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Relative luminance (WCAG 2.1). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two opaque colours (WCAG 2.1), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function toHsl([r, g, b]: Rgb): Rgb {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: Rgb): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/**
 * The colour in its own hue and saturation, darkened until it reaches `ratio` against every
 * background (and so under white text too); a colour dark enough already is returned as it is.
 */
export function darkenTo(color: string, ratio: number, backgrounds: readonly string[] = TEXT_BACKGROUNDS): string {
  const [h, s, l] = toHsl(parseHex(color));
  const enough = (hex: string) => backgrounds.every((bg) => contrastRatio(hex, bg) >= ratio);
  for (let lightness = l; lightness > 0; lightness -= 0.005) {
    const hex = toHex(fromHsl([h, s, lightness]));
    if (enough(hex)) return hex;
  }
  return '#000000';
}

/** The tones of a theme colour that carry text: at rest, hovered (darker) and pressed (darker still). */
export function textTones(seed: string) {
  return {
    base: darkenTo(seed, TEXT_CONTRAST),
    hover: darkenTo(seed, 5.5),
    active: darkenTo(seed, 7),
  };
}

/**
 * Grey of secondary texts (descriptions, hints, table sort icons, empty states): antd's 45 % black
 * gives 3.4:1 on white, 58 % gives 5.1:1 (4.6:1 on the grey page).
 */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.58)';

/** antd's preset tag colours (`<Tag color="green">`): text in the palette's 7th step on its 1st. */
const PRESET_TAG_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

let statusTokens: Record<string, string> | undefined;

/**
 * Texts in antd's status and preset colours, darkened to 4.5:1 on their own light background:
 * tags (成功 on its pale green was 2.2:1, 在职 in green 3.4:1) and the error red of danger buttons,
 * badges and form messages (#FF4D4F: 3.3:1). Independent of the theme colour, so computed once.
 */
function statusTones(): Record<string, string> {
  if (statusTokens) return statusTokens;
  const base = antdTheme.getDesignToken() as unknown as Record<string, string>;
  const onOwnTint = (text: string, tint: string) => darkenTo(text, TEXT_CONTRAST, ['#FFFFFF', tint]);
  const tokens: Record<string, string> = {};
  for (const color of PRESET_TAG_COLORS) tokens[`${color}7`] = onOwnTint(base[`${color}7`]!, base[`${color}1`]!);
  for (const status of ['Success', 'Warning', 'Error']) {
    const key = `color${status}`;
    const tone = onOwnTint(base[key]!, base[`${key}Bg`]!);
    // antd draws the light background from the colour too: check the tone against its own.
    const tint = (antdTheme.getDesignToken({ token: { [key]: tone } }) as unknown as Record<string, string>)[
      `${key}Bg`
    ]!;
    tokens[key] = onOwnTint(tone, tint);
  }
  statusTokens = tokens;
  return tokens;
}

/** antd's theme for a theme colour. */
export function appTheme(seed: string, motion: boolean): ThemeConfig {
  const text = textTones(seed);
  const status = statusTones();
  const error = status.colorError!;
  const filled = { colorPrimary: text.base, colorPrimaryHover: text.hover, colorPrimaryActive: text.active };
  return {
    token: {
      colorPrimary: seed,
      colorInfo: seed,
      colorPrimaryText: text.base,
      colorPrimaryTextHover: text.hover,
      colorPrimaryTextActive: text.active,
      colorLink: text.base,
      colorLinkHover: text.hover,
      colorLinkActive: text.active,
      colorInfoText: text.base,
      colorInfoTextHover: text.hover,
      colorInfoTextActive: text.active,
      colorTextTertiary: SECONDARY_TEXT,
      colorTextDescription: SECONDARY_TEXT,
      // The hint in an empty select or field (a span antd draws, so it is read like any text).
      colorTextPlaceholder: SECONDARY_TEXT,
      colorError: error,
      borderRadius: 6,
      motion,
    },
    components: {
      // Filled buttons (white text on the colour) and the texts of outlined and text buttons.
      Button: {
        ...filled,
        defaultHoverColor: text.hover,
        defaultHoverBorderColor: text.hover,
        defaultActiveColor: text.active,
        defaultActiveBorderColor: text.active,
      },
      Tabs: {
        itemSelectedColor: text.base,
        itemHoverColor: text.hover,
        itemActiveColor: text.active,
        inkBarColor: text.base,
      },
      Pagination: filled,
      // Preset and status tags, and the checkable tags (white text on the colour when checked).
      Tag: { ...status, colorInfo: text.base, colorPrimary: text.base, colorPrimaryHover: text.hover },
    },
  };
}
