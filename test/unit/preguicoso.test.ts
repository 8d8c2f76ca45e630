/** shared/preguicoso.ts: a schema built on first use behaves as the schema, and is built once, only when touched. */
import { describe, expect, it } from "vitest";
import * as z from "../../shared/zod";
import { preguicoso } from "../../shared/preguicoso";

describe("preguicoso", () => {
  it("só constrói no primeiro uso, e uma vez", () => {
    let construcoes = 0;
    const S = preguicoso(() => {
      construcoes++;
      return z.object({ nome: z.string().check(z.minLength(1)) });
    });
    expect(construcoes).toBe(0);
    expect(S.parse({ nome: "a" })).toEqual({ nome: "a" });
    expect(S.safeParse({ nome: "b" }).success).toBe(true);
    expect(construcoes).toBe(1);
  });

  it("valida, transforma e dá as mensagens pt-BR como o esquema", () => {
    const criar = () =>
      z.object({ nome: z.string().check(z.trim(), z.minLength(1, "Nome é obrigatório")), qtd: z._default(z.number().check(z.int()), 1), tipo: z._default(z.nullable(z.enum(["a", "b"])), null) });
    const direto = criar();
    const S = preguicoso(criar);
    for (const entrada of [{ nome: "  x " }, { nome: " " }, { nome: "x", qtd: 1.5 }, { nome: "x", tipo: "c" }, null, "x"])
      expect(JSON.stringify(S.safeParse(entrada))).toBe(JSON.stringify(direto.safeParse(entrada)));
    expect(S.safeParse({ nome: " " }).error?.issues[0]?.message).toBe("Nome é obrigatório");
  });

  it("compõe: dentro de outro esquema, extend, pick, optional, array, shape, instanceof", () => {
    const Base = preguicoso(() => z.object({ id: z.string(), valor: z.number().check(z.int()) }));
    const Maior = preguicoso(() => z.extend(Base, { extra: z._default(z.boolean(), false) }));
    const Lista = z.object({ itens: z.array(Base), talvez: z.optional(Base), so: z.pick(Base, { id: true }) });
    expect(Lista.parse({ itens: [{ id: "1", valor: 2 }], so: { id: "x", valor: 9 } })).toEqual({ itens: [{ id: "1", valor: 2 }], so: { id: "x" } });
    expect(Lista.safeParse({ itens: [{ id: "1", valor: 2.5 }], so: { id: "x" } }).success).toBe(false);
    expect(Maior.parse({ id: "1", valor: 1 })).toEqual({ id: "1", valor: 1, extra: false });
    expect(Object.keys(Base.shape)).toEqual(["id", "valor"]);
    expect(Base instanceof z.ZodMiniObject).toBe(true);
    expect(Base instanceof z.ZodMiniString).toBe(false);
    expect("safeParse" in Base).toBe(true);
  });
});
