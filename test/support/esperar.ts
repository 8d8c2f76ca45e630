/**
 * Assertions on what the browser shows, retried until they hold (playwright-core has no locator
 * assertions and vitest's `expect` reads once): `await esperar(() => campo.inputValue()).toBe(…)`.
 * The wait is the locators' own (15 s, navegador.ts), not `expect.poll`'s 1 s default, which a
 * loaded machine can miss while the app is still answering.
 */
import { expect } from "vitest";

const ESPERA_MS = 15_000;

export function esperar<T>(ler: () => T | Promise<T>, mensagem?: string) {
  return expect.poll(ler, { timeout: ESPERA_MS, interval: 100, ...(mensagem ? { message: mensagem } : {}) });
}
