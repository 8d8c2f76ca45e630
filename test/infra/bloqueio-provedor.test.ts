/** Which functions learn of the lock provider, per stage (infra/config.ts `bloqueio`). */
import { describe, expect, it } from "vitest";
import { AMBIENTES, carregarConfig } from "../../infra/config";
import { FILAS, type Fila } from "../../shared/api/filas";
import type { Rota } from "../../shared/api/routes";
import { montar, recursos, template } from "./support";

const ROTAS: Rota[] = [
  { metodo: "POST", caminho: "/api/webhooks/bloqueio/{provider}", dominio: "bloqueio", auth: "publica", permissao: "equipe" },
  { metodo: "GET", caminho: "/api/vendas", dominio: "vendas", auth: "staff", permissao: "equipe" },
];
const FILAS_COM_CONSUMIDOR: Fila[] = FILAS.map((f) => ({ ...f, consumidor: `x/${f.nome}` }));

const variaveis = (t: ReturnType<typeof template>, prefixo: string) =>
  recursos(t, "AWS::Lambda::Function")
    .filter(([id]) => id.startsWith(prefixo))
    .map(([, fn]) => (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {});

describe("lock provider configuration", () => {
  it("prod runs the Knox-style vendor: the webhook's function and the lock consumer get its URL and secret name, and read that secret", () => {
    const { api, jobs } = montar("prod", { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR });
    const { knoxUrl, segredo } = AMBIENTES.prod.bloqueio;
    for (const v of [...variaveis(template(api), "Funcaobloqueio"), ...variaveis(template(jobs), "Consumidorlockjobs")]) {
      expect(v).toMatchObject({ BLOQUEIO_PROVEDOR: "knox", KNOX_URL: knoxUrl, KNOX_SEGREDO: segredo });
    }
    expect(variaveis(template(api), "Funcaovendas")[0]?.BLOQUEIO_PROVEDOR).toBeUndefined();
    expect(JSON.stringify(template(jobs).toJSON())).toContain(`:secret:${segredo}-??????`);
  });

  it("dev runs the simulated provider, whose webhook key is a generated secret, never a literal", () => {
    const { api, jobs } = montar("dev", { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR });
    const [webhook] = variaveis(template(api), "Funcaobloqueio");
    expect(webhook).toMatchObject({ BLOQUEIO_PROVEDOR: "simulado" });
    expect(JSON.stringify(webhook!.BLOQUEIO_SIMULADO_SEGREDO)).toContain("resolve:secretsmanager");
    expect(variaveis(template(jobs), "Consumidorlockjobs")[0]).toMatchObject({ BLOQUEIO_PROVEDOR: "simulado", BOLETOS_PROVEDOR: "simulado" });
    expect(JSON.stringify(template(jobs).toJSON())).not.toContain("KNOX_");
  });

  it("the site's address reaches what writes the lock's notice and screen (the route, the routine's shards, the lock job) as SITE_URL; none without one", () => {
    const comSite = { ...AMBIENTES.prod, siteUrl: "https://erp.exemplo.com.br" };
    const { api, jobs } = montar(comSite, { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR });
    for (const v of [...variaveis(template(api), "Funcaobloqueio"), ...variaveis(template(jobs), "Consumidorrotinajobs"), ...variaveis(template(jobs), "Consumidorlockjobs")]) {
      expect(v.SITE_URL).toBe("https://erp.exemplo.com.br");
    }
    const semSite = montar("prod", { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR });
    expect(JSON.stringify(template(semSite.api).toJSON())).not.toContain("SITE_URL");
  });

  it("a Knox provider without its URL or secret fails the synth", () => {
    const semSegredo = { ...AMBIENTES.prod, bloqueio: { provedor: "knox" as const, knoxUrl: "https://kg.example.com/kgs" } };
    expect(() => montar(semSegredo, { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR })).toThrow(/pede knoxUrl/);
    expect(carregarConfig("dev").bloqueio).toEqual({ provedor: "simulado" });
    expect(carregarConfig("prod").bloqueio.provedor).toBe("knox");
  });
});
