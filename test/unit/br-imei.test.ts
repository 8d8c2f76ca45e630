import { describe, it, expect } from "vitest";
import { imeiValido, normalizarImei } from "../../shared/br/imei";

describe("normalizarImei", () => {
  it.each([
    ["490154203237518", "490154203237518"],
    ["49 015420 323751 8", "490154203237518"],
    ["49-015420-323751-8", "490154203237518"],
    ["49.015420.323751.8", "490154203237518"],
    ["49/015420/323751/8", "490154203237518"],
    [" 490154203237518\n", "490154203237518"],
  ])("turns %j into bare digits", (entrada, esperado) => {
    expect(normalizarImei(entrada)).toBe(esperado);
  });
});

describe("imeiValido", () => {
  it.each([["490154203237518"], ["356938035643809"], ["35-209900-176148-1"], ["49 015420 323751 8"]])(
    "accepts %s, 15 digits with a correct Luhn check digit",
    (imei) => {
      expect(imeiValido(imei)).toBe(true);
    },
  );

  it.each([
    ["490154203237519", "wrong check digit"],
    ["490154203237528", "one body digit mistyped"],
    ["49015420323751", "14 digits"],
    ["4901542032375180", "16 digits"],
    ["", "empty"],
  ])("rejects %s (%s)", (imei) => {
    expect(imeiValido(imei)).toBe(false);
  });

  it.each(Array.from({ length: 10 }, (_, d) => [d]))(
    "accepts exactly one check digit for a given body (trying %i)",
    (d) => {
      expect(imeiValido(`49015420323751${d}`)).toBe(d === 8);
    },
  );
});
