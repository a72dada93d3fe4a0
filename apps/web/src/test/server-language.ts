import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createElement, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http } from '../api/http';

export type ServerLanguage = 'zh' | 'en';
/** What the server answers on a path (the envelope's `data`), in a language. */
export type LanguageAnswers = Record<string, (language: ServerLanguage, body: unknown) => unknown>;

/**
 * Stands in for the server behind the app's own HTTP client, answering each path as the server
 * does: in English when the request's Accept-Language is English, in Chinese otherwise
 * (apps/server/src/http/language.ts). A path it does not know fails the call. `asked` lists the
 * Accept-Language of each call by path; `restore` puts the real adapter back.
 */
export function answerInRequestLanguage(answers: LanguageAnswers) {
  const asked: { url: string; acceptLanguage: string | null }[] = [];
  const previous = http.instance.defaults.adapter;
  http.instance.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = config.url ?? '';
    const header = config.headers.get('Accept-Language');
    const acceptLanguage = typeof header === 'string' ? header : null;
    asked.push({ url, acceptLanguage });
    const answer = answers[url];
    const language: ServerLanguage = acceptLanguage?.toLowerCase().startsWith('en') ? 'en' : 'zh';
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : undefined;
    const envelope = answer
      ? { code: 0, msg: '', data: answer(language, body) }
      : { code: 40401, msg: `no answer for ${url}`, data: null };
    return { data: envelope, status: 200, statusText: 'OK', headers: {}, config };
  };
  return {
    asked,
    /** The Accept-Language every call to a path carried. */
    languagesOf: (url: string) => asked.filter((a) => a.url === url).map((a) => a.acceptLanguage),
    restore: () => {
      http.instance.defaults.adapter = previous;
    },
  };
}

/** A screen at an address, with a query client of its own that does not retry. */
export function renderScreen(path: string, screen: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: createElement(QueryClientProvider, { client }, screen) }], {
    initialEntries: [path],
  });
  return render(createElement(RouterProvider, { router }));
}
