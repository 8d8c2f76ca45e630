import { describe, it, expect } from "vitest";
import { mascararTelefone, normalizarTelefone, telefoneValido } from "../../shared/br/telefone";

describe("normalizarTelefone", () => {
  it.each([
    ["(11) 3333-4444", "1133334444", "landline, masked"],
    ["1133334444", "1133334444", "landline, bare"],
    ["(11) 98765-4321", "11987654321", "mobile, masked"],
    ["11987654321", "11987654321", "an 11-digit national mobile stays as it is"],
    ["(99) 5555-0000", "9955550000", "DDD 99, landline starting with 5"],
    ["(55) 3333-4444", "5533334444", "DDD 55 is a DDD, not the country code"],
    ["(55) 99999-8888", "55999998888", "mobile with DDD 55"],
    ["+55 11 98765-4321", "11987654321", "as WhatsApp shows it"],
    ["+55 (21) 3333-4444", "2133334444", "+55 before a landline"],
    ["+5511987654321", "11987654321", "+55, no spaces"],
    ["5511987654321", "11987654321", "55 without the plus"],
    ["55 21 3333-4444", "2133334444", "55 before a landline"],
    ["+55 55 3333-4444", "5533334444", "+55 before DDD 55"],
    ["555533334444", "5533334444", "55 before DDD 55, bare"],
    ["0 11 98765-4321", "11987654321", "trunk 0 before the DDD"],
    ["(011) 3333-4444", "1133334444", "trunk 0 inside the parentheses"],
    ["\u202a+55\u00a011 98765\u20114321\u202c", "11987654321", "copied from WhatsApp with direction marks, NBSP and a non-breaking hyphen"],
    ["+55.11.98765.4321", "11987654321", "dots as separators"],
  ])("%j → %j (%s)", (entrada, esperado) => {
    expect(normalizarTelefone(entrada)).toBe(esperado);
    expect(telefoneValido(entrada)).toBe(true);
  });

  it.each([
    ["+1 415 555 0100", "a US number, which must not become (14) 15555-0100"],
    ["14155550100", "the same US number without the plus: a 9-digit number not starting with 9"],
    ["+351 912 345 678", "a Portuguese mobile"],
    ["+44 20 7946 0958", "a UK number"],
    ["+55 11 98765-43210", "+55 with one digit too many, never cut to fit"],
    ["119876543210", "12 digits, never cut to fit"],
    ["11987654321999", "digits after a valid mobile"],
    ["(11) 9999-888", "9 digits"],
    ["(11) 8765-4321", "8 digits starting with 8"],
    ["(11) 6765-4321", "8 digits starting with 6"],
    ["(11) 1765-4321", "8 digits starting with 1"],
    ["(11) 88765-4321", "a 9-digit number not starting with 9"],
    ["(10) 3333-4444", "DDD 10"],
    ["(01) 3333-4444", "DDD 01"],
    ["0800 123 4567", "a toll-free number"],
    ["00 55 11 98765-4321", "an international dialling prefix"],
    ["+55 0 11 98765-4321", "+55 and a trunk 0"],
    ["11 98765-4321 ramal 2", "letters"],
    ["11+987654321", "a plus in the middle"],
    ["+", "only a plus"],
    ["", "empty"],
  ])("refuses %j (%s)", (entrada) => {
    expect(normalizarTelefone(entrada)).toBeNull();
    expect(telefoneValido(entrada)).toBe(false);
  });
});

describe("mascararTelefone", () => {
  it.each([
    ["", ""],
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["119999", "(11) 9999"],
    ["1199998", "(11) 9999-8"],
    ["1133334444", "(11) 3333-4444"],
    ["11999998888", "(11) 99999-8888"],
    ["(11) 99999-8888", "(11) 99999-8888"],
    ["(11) 3333-4444", "(11) 3333-4444"],
  ])("masks %j as %j while a national number is typed", (entrada, esperado) => {
    expect(mascararTelefone(entrada)).toBe(esperado);
  });

  it.each([
    ["+55 11 98765-4321", "(11) 98765-4321"],
    ["+55 (21) 3333-4444", "(21) 3333-4444"],
    ["5511987654321", "(11) 98765-4321"],
    ["011987654321", "(11) 98765-4321"],
    ["\u202a+55\u00a011 98765\u20114321\u202c", "(11) 98765-4321"],
  ])("shows a pasted %j as the national number %j", (entrada, esperado) => {
    expect(mascararTelefone(entrada)).toBe(esperado);
  });

  it.each([
    ["+1 415 555 0100", "+14155550100"],
    ["+55 11 98765-43210", "+55119876543210"],
    ["119999988887777", "119999988887777"],
    ["0800 123 4567", "08001234567"],
    ["+55 11 9876", "+55119876"],
  ])("shows %j, which cannot be a national number as it stands, as bare digits %j (never cut)", (entrada, esperado) => {
    expect(mascararTelefone(entrada)).toBe(esperado);
  });

  it("is stable: masking what it showed changes nothing", () => {
    for (const v of ["+55 11 98765-4321", "+1 415 555 0100", "1133334444", "(11) 9999", "0800 123 4567"]) {
      const uma = mascararTelefone(v);
      expect(mascararTelefone(uma)).toBe(uma);
    }
  });

  it("typed one key at a time, +5511987654321 ends as (11) 98765-4321", () => {
    let campo = "";
    for (const tecla of "+5511987654321") campo = mascararTelefone(campo + tecla);
    expect(campo).toBe("(11) 98765-4321");
  });
});
