import type { ConfigProviderProps } from 'antd';
// antd's own default (en_US) is in its core anyway; only zh_CN adds to the start-up bundle.
import antdEnUS from 'antd/es/locale/en_US';
import antdZhCN from 'antd/es/locale/zh_CN';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from '../config';
import zhCN from './zh-CN.json';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Chinese first: anything but a remembered 'en-US' starts in zh-CN. */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

function applyDocumentLanguage(lang: Language): void {
  document.documentElement.lang = lang;
}

const ANTD_LOCALES: Record<Language, AntdLocale> = { 'zh-CN': antdZhCN, 'en-US': antdEnUS };

/** antd's texts for a language. */
export function antdLocale(lang: string): AntdLocale {
  return isLanguage(lang) ? ANTD_LOCALES[lang] : antdZhCN;
}

/*
 * Chinese texts, the default and every language's fallback, come with the code that shows them;
 * those of another language load when it is chosen, before the switch, so no screen shows them
 * half loaded. The shell's texts are registered here, a screen's own with `addTexts`: into the
 * shared namespace, or into one of its own (a process's texts, `deduction:month`), which falls
 * back to the shared one so its code reaches the shared texts with the same `t`.
 */
export const DEFAULT_NS = 'translation';
type OtherLanguage = Exclude<Language, 'zh-CN'>;
type TextLoaders = Record<OtherLanguage, () => Promise<{ default: object }>>;
interface TextSource {
  ns: string;
  loaders: TextLoaders;
}
const textSources: TextSource[] = [{ ns: DEFAULT_NS, loaders: { 'en-US': () => import('./en-US.json') } }];
const loadedTexts = new Map<TextSource, Set<Language>>();

async function loadTexts(source: TextSource, lang: OtherLanguage): Promise<void> {
  const loaded = loadedTexts.get(source) ?? new Set<Language>();
  loadedTexts.set(source, loaded);
  if (loaded.has(lang)) return;
  const texts = (await source.loaders[lang]()).default;
  // Deep merge without overwriting: every bundle of a namespace holds its own keys.
  i18n.addResourceBundle(lang, source.ns, texts, true, false);
  loaded.add(lang);
}

async function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'zh-CN') return;
  await Promise.all(textSources.map((source) => loadTexts(source, lang)));
}

/** A screen's own texts; resolves once those of the current language are in. */
export function addTexts(zhCN: object, others: TextLoaders, ns: string = DEFAULT_NS): Promise<void> {
  i18n.addResourceBundle('zh-CN', ns, zhCN, true, true);
  const source = { ns, loaders: others };
  textSources.push(source);
  const current = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  return current === 'zh-CN' ? Promise.resolve() : loadTexts(source, current);
}

const initial = storedLanguage();
void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { [DEFAULT_NS]: zhCN } },
  lng: initial,
  fallbackLng: 'zh-CN',
  fallbackNS: DEFAULT_NS,
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyDocumentLanguage(initial);

/** Resolves once the remembered language is loaded; the app renders after it. */
export const languageReady: Promise<void> = loadLanguage(initial);

export async function setLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // The switch still applies to this page.
  }
  applyDocumentLanguage(lang);
  await i18n.changeLanguage(lang);
}

export const t = i18n.t.bind(i18n);
export default i18n;
