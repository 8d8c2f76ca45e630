/**
 * Waits until the local stream poller has applied every record written so far (POST
 * /__local/fluxo/em-dia, scripts/local/fluxo.ts `emDia`). Aggregates follow writes through the
 * stream: a read polled until it "looks right" can match the state before the last writes were
 * applied (a sale and its cancellation both still pending), so tests that check aggregates call
 * this after their writes and before they read.
 */
import { expect } from "vitest";
import { chamarApi } from "./api";

export async function fluxoEmDia(): Promise<void> {
  const r = await chamarApi("POST", "/__local/fluxo/em-dia");
  expect(r.body, "o stream local não alcançou as escritas em 30 s").toEqual({ em_dia: true });
}

/**
 * How long a test waits for what follows a write through the stream (an aggregate, a job in a
 * queue, a slip at the bank). A bound, not a speed target — those are measured by `npm run bench`
 * (stream lag, sale → slips); on a 2-core machine busy with bundling and other test files the
 * stream took more than 15 s now and then (vendas-criar, 27/11), so the wait is generous.
 */
export const ESPERA_FLUXO_MS = 30_000;
