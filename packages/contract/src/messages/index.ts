import { PROCESS_MESSAGES, PROCESSES } from '../processes/index';
import { basicDataMessages } from './basic-data';
import type { Bilingual, Catalogue, Placeholders } from './catalogue';
import { childcareMessages } from './childcare';
import { displayMessages } from './display';
import { enumMessages } from './enums';
import { healthMessages } from './health';
import { healthWorkflowMessages } from './health-workflow';
import { httpMessages } from './http';
import { interfaceMessages } from './interface';
import { notifyMessages } from './notify';
import { orgMessages } from './org';
import { personnelMessages } from './personnel';
import { privacyMessages } from './privacy';
import { roleMessages } from './role';
import { trainMessages } from './train';
import { transferSignMessages } from './transfer-sign';
import { userMessages } from './user';
import { workflowMessages } from './workflow';
import { workflowNoticeMessages } from './workflow-notices';

export type { Bilingual, Catalogue } from './catalogue';

/**
 * Every message the server writes for people to read (refusals, results), in Chinese and English.
 * The Chinese texts are the spec's own sentences; the server picks the language per request
 * (ARCHITECTURE §10 "Errors"). One file per area; keys start with their area. A process's
 * messages live beside its contract file and come in with it (processes/index.ts).
 */
export const MESSAGE_AREAS: Readonly<Record<string, Catalogue>> = {
  http: httpMessages,
  user: userMessages,
  basicData: basicDataMessages,
  workflow: workflowMessages,
  personnel: personnelMessages,
  transferSign: transferSignMessages,
  health: healthMessages,
  role: roleMessages,
  org: orgMessages,
  healthWorkflow: healthWorkflowMessages,
  train: trainMessages,
  interface: interfaceMessages,
  notify: notifyMessages,
  privacy: privacyMessages,
  childcare: childcareMessages,
  enums: enumMessages,
  display: displayMessages,
  notice: workflowNoticeMessages,
  ...Object.fromEntries(PROCESSES.flatMap((p) => (p.messages ? [[p.key, p.messages]] : []))),
};

export const MESSAGES = {
  ...httpMessages,
  ...userMessages,
  ...basicDataMessages,
  ...workflowMessages,
  ...personnelMessages,
  ...transferSignMessages,
  ...healthMessages,
  ...roleMessages,
  ...orgMessages,
  ...healthWorkflowMessages,
  ...trainMessages,
  ...interfaceMessages,
  ...notifyMessages,
  ...privacyMessages,
  ...childcareMessages,
  ...enumMessages,
  ...displayMessages,
  ...workflowNoticeMessages,
  ...PROCESS_MESSAGES,
} as const;

type Messages = typeof MESSAGES;
export type MessageKey = keyof Messages;
/** The placeholders a message's Chinese text names. */
export type MessageParamName<K extends MessageKey> = Placeholders<Messages[K]['zh']>;

// Both languages of a message name the same placeholders, or this line does not compile (naming the key).
type Mismatched = {
  [K in MessageKey]: [
    | Exclude<Placeholders<Messages[K]['en']>, Placeholders<Messages[K]['zh']>>
    | Exclude<Placeholders<Messages[K]['zh']>, Placeholders<Messages[K]['en']>>,
  ] extends [never]
    ? never
    : K;
}[MessageKey];
const placeholdersAgree: [Mismatched] extends [never] ? true : { mismatched: Mismatched } = true;
void placeholdersAgree;

export type MessageLanguage = 'zh' | 'en';

/** What a placeholder takes: plain data (a name, a date, a count) or a text rendered in the same language. */
export type MessageParam = string | number | Message | Bilingual;

/** A message's parameters: none for a text without placeholders, else exactly its placeholders. */
export type MessageArgs<K extends MessageKey> = [MessageParamName<K>] extends [never]
  ? []
  : [params: { readonly [P in MessageParamName<K>]: MessageParam }];

/**
 * A catalogue message with its parameters, not yet in a language: it is rendered where the
 * request's language is known (the error handler, the envelope), so code that refuses or answers
 * never needs to know it. `String(message)` is the Chinese text (logs, tests).
 */
export class Message {
  constructor(
    readonly key: MessageKey,
    readonly params: Readonly<Record<string, MessageParam>> = {},
  ) {}

  render(lang: MessageLanguage): string {
    const template: string = MESSAGES[this.key][lang];
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(this.params, name) ? renderText(this.params[name] as MessageParam, lang) : whole,
    );
  }

  toString(): string {
    return this.render('zh');
  }
}

/** `msg('contract.endBeforeStart')`, `msg('staff.accountTaken', { account })`: a wrong key or parameter does not compile. */
export function msg<K extends MessageKey>(key: K, ...args: MessageArgs<K>): Message {
  return new Message(key, (args[0] ?? {}) as Record<string, MessageParam>);
}

/** Anything a message may carry, in one language: a message, a bilingual pair, or data as it is. */
export function renderText(value: MessageParam, lang: MessageLanguage): string {
  if (value instanceof Message) return value.render(lang);
  if (typeof value === 'object') return value[lang];
  return String(value);
}

/** Names listed inside a message: 甲、乙 in Chinese, "a, b" in English. */
export function listText(items: readonly (string | number)[]): Bilingual {
  return { zh: items.join('、'), en: items.join(', ') };
}
