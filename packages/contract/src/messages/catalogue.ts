/** A text in both languages of the interface. */
export interface Bilingual {
  readonly zh: string;
  readonly en: string;
}

/** One area's messages: key → the Chinese and English text, with `{name}` placeholders. */
export type Catalogue = Readonly<Record<string, Bilingual>>;

/** The placeholder names of a template: '{a}与{b}' → 'a' | 'b'. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
