// What the practice tests share: the texts in both languages, and a page on a served site with
// the ways a learner opens an exercise and answers it.
import { load } from '../../js/index.js';
import { catalogs as packageCatalogs } from '../../js/texts.js';
import pageEn from '../../web/locales/en.js';
import pageZh from '../../web/locales/zh.js';
import { exerciseOf } from '../../web/practice/exercises.js';
import { goToPage, launchBrowser, openPage, startServer } from './browser.js';

export const CATALOGS = { en: { ...packageCatalogs.en, ...pageEn }, zh: { ...packageCatalogs.zh, ...pageZh } };
export const fragment = ({ kind, level, seed, n }) => `#practice=${kind}&level=${level}&seed=${seed}&n=${n}`;

/**
 * Starts a server, a browser and a page before the tests and stops them after; returns
 * `session`, whose browser, page, server and utf8 are there once the tests run, with openExercise,
 * answer and feedback.
 */
export function practiceSession() {
  const session = {
    async openExercise(language, spec) {
      await goToPage(session.page, `${session.server.url}?lang=${language}${fragment(spec)}`);
      await session.page.waitForSelector('body[data-ready] #practice:not([hidden])');
      return exerciseOf(session.utf8, spec);
    },
    feedback: () => session.page.textContent('#practice-feedback'),
    async answer(text) {
      await session.page.fill('#practice-input', text);
      await session.page.press('#practice-input', 'Enter'); // the keyboard's way to Check
      await session.page.waitForSelector('#practice-feedback .verdict');
    },
  };
  beforeAll(async () => {
    [session.server, session.browser, session.utf8] = await Promise.all([startServer(), launchBrowser(), load()]);
    session.page = await openPage(session.browser, null);
  });
  afterAll(async () => {
    await session.browser?.close();
    session.server?.stop();
  });
  afterEach(() => {
    expect(session.page.problems).toEqual([]);
  });
  return session;
}
