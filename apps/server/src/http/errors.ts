import { ERROR_MESSAGES, ErrorCode, fieldLabel, Message, type MessageLanguage, msg } from '@hris/contract';
import type { z } from 'zod';

/**
 * A failure the user should read: a stable code and a catalogue message (`msg(key, params)`,
 * packages/contract/src/messages), written in the request's language by the error handler.
 * Without a message the code's own text applies. `error.message` is the Chinese text, for logs.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  /** The envelope's `data`, messages in it written in Chinese (as `message`). */
  readonly details?: unknown;
  /** What the user reads: the message given, or the code's own text (common.codeText). */
  readonly text: Message;
  private readonly localizable?: unknown;

  /** Only a catalogue message: a literal sentence here does not compile. */
  constructor(code: ErrorCode, text?: Message, options?: { httpStatus?: number; details?: unknown }) {
    const shown = text ?? msg('common.codeText', { text: ERROR_MESSAGES[code] });
    super(shown.render('zh'));
    this.code = code;
    this.text = shown;
    this.httpStatus = options?.httpStatus ?? 200;
    this.localizable = options?.details;
    this.details = localize(options?.details, 'zh');
  }

  /** The envelope's `msg` and `data` in a language: messages inside the details too (`data.fields`). */
  render(lang: MessageLanguage): { msg: string; data: unknown } {
    return { msg: this.text.render(lang), data: localize(this.localizable, lang) ?? null };
  }
}

/** A value with every catalogue message inside it (arrays and plain objects) written in a language. */
export function localize(value: unknown, lang: MessageLanguage, depth = 0): unknown {
  if (value instanceof Message) return value.render(lang);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => localize(v, lang, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, lang, depth + 1)]));
}

export const errors = {
  validation: (text: Message, details?: unknown) => new AppError(ErrorCode.Validation, text, { details }),
  forbidden: (text?: Message) => new AppError(ErrorCode.Forbidden, text),
  readOnly: () => new AppError(ErrorCode.ReadOnly),
  outOfScope: () => new AppError(ErrorCode.OutOfScope),
  /** 「{what}不存在」: `errors.notFound(msg('noun.contract'))`. */
  notFound: (what?: Message) => new AppError(ErrorCode.NotFound, what ? msg('common.notFound', { what }) : undefined),
  conflict: (text?: Message) => new AppError(ErrorCode.Conflict, text),
  /**
   * An employee number that names no one the caller may see. Unknown and out of scope answer
   * alike (40401), so a number outside the scope does not reveal that the person exists.
   */
  employeeNumberNotFound: (employeeNumber: string) =>
    new AppError(ErrorCode.NotFound, msg('common.employeeNumberNotFound', { employeeNumber })),
};

/** One refused field of a request, as the error handler writes `data.fields` (zod issues alike). */
export interface FieldProblem {
  /** The field's path in the request, dotted. */
  field: string;
  /** Its label, the schema's `.describe()` (Chinese) or a catalogue message. */
  label: string | Message;
  message: string | Message;
}

/**
 * The business-rule refusals of one request's fields:
 * `invalid('endDate', msg('contract.endBeforeStart'))` answers 40001 with that sentence as `msg`
 * and `data.fields` naming the field (label from the schema), so a form puts the sentence under
 * the field without reading it.
 */
export function fieldRefusals<S extends z.ZodObject>(schema: S) {
  return (field: keyof S['shape'] & string, text: Message): AppError => {
    const problem: FieldProblem = { field, label: fieldLabel(schema, [field]) ?? field, message: text };
    return new AppError(ErrorCode.Validation, text, { details: { fields: [problem] } });
  };
}
