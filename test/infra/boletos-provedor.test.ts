import type { Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { AMBIENTES, carregarConfig } from "../../infra/config";
import { FILAS, type Fila } from "../../shared/api/filas";
import type { Rota } from "../../shared/api/routes";
import { montar, recursos, template } from "./support";

/** The boletos domain (the webhook) beside another domain that must not see the provider. */
const ROTAS: Rota[] = [
  { metodo: "POST", caminho: "/api/webhooks/boletos/{provedor}", dominio: "boletos", auth: "publica", permissao: "equipe" },
  { metodo: "GET", caminho: "/api/vendas", dominio: "vendas", auth: "staff", permissao: "equipe" },
];
/** Both queues with a consumer (today's FILAS may not have them yet). */
const FILAS_COM_CONSUMIDOR: Fila[] = FILAS.map((f) => ({ ...f, consumidor: `x/${f.nome}` }));

type Funcao = { id: string; variaveis: Record<string, unknown>; politica: string };

/** Every function of a template with its variables and its role's policy text. */
function funcoes(t: Template): Funcao[] {
  const politicas = recursos(t, "AWS::IAM::Policy");
  return recursos(t, "AWS::Lambda::Function").map(([id, fn]) => {
    const papel = JSON.stringify((fn.Properties?.Role as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0]);
    const politica = politicas.filter(([, p]) => JSON.stringify(p.Properties?.Roles).includes(papel)).map(([, p]) => JSON.stringify(p.Properties));
    return { id, variaveis: (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {}, politica: politica.join("") };
  });
}

/**
 * The policy without the read of CloudFront's origin-header secret, which every HTTP function has
 * (functions/lib/borda.ts, node-function.ts bindOrigem): what is left names the provider's secrets.
 */
const semOrigem = (f: Funcao): string =>
  f.variaveis.ORIGEM_SEGREDO === undefined
    ? f.politica
    : f.politica.replace(JSON.stringify({ Action: ["secretsmanager:GetSecretValue", "secretsmanager:DescribeSecret"], Effect: "Allow", Resource: f.variaveis.ORIGEM_SEGREDO }), "");

const unica = (fs: Funcao[], prefixo: string): Funcao => {
  const achadas = fs.filter((f) => f.id.startsWith(prefixo) && !f.id.includes("ServiceRole"));
  expect(achadas, prefixo).toHaveLength(1);
  return achadas[0]!;
};

describe("boleto provider configuration", () => {
  it("prod runs Asaas: the webhook's function and the slip consumer get its URL and secret, and may read only that secret", () => {
    const { api, jobs } = montar("prod", { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR });
    const { asaasUrl, segredo } = AMBIENTES.prod.boletos;
    for (const f of [unica(funcoes(template(api)), "Funcaoboletos"), unica(funcoes(template(jobs)), "Consumidorboletojobs")]) {
      expect(f.variaveis, f.id).toMatchObject({ BOLETOS_PROVEDOR: "asaas", ASAAS_URL: asaasUrl, ASAAS_SEGREDO: segredo });
      expect(f.politica, f.id).toContain("secretsmanager:GetSecretValue");
      expect(f.politica, f.id).toContain(`:secret:${segredo}-??????`);
      expect(f.variaveis.ASAAS_API_KEY, f.id).toBeUndefined();
    }
  });

  it("no other function learns of the provider or reads the secret (the routine's shards reconcile with it, the lock job checks payments before an automatic lock)", () => {
    const { api, jobs } = montar("prod", { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR });
    const comProvedor = ["Funcaoboletos", "Consumidorboletojobs", "Consumidorrotinajobs", "Consumidorlockjobs"];
    const todas = [...funcoes(template(api)), ...funcoes(template(jobs))];
    expect(todas.find((f) => f.id.startsWith("Consumidorrotinajobs"))?.variaveis.BOLETOS_PROVEDOR).toBe("asaas");
    expect(todas.find((f) => f.id.startsWith("Consumidorlockjobs"))?.variaveis.BOLETOS_PROVEDOR).toBe("asaas");
    // The schedule only sends the shards.
    expect(todas.some((f) => f.id.startsWith("Agendamentorotinadiaria"))).toBe(true);
    const outras = todas.filter((f) => !comProvedor.some((p) => f.id.startsWith(p)));
    expect(outras.map((f) => f.id).some((id) => id.startsWith("ConsumidorFluxo"))).toBe(true);
    for (const f of outras) {
      expect(Object.keys(f.variaveis).filter((v) => v.startsWith("ASAAS_") || v === "BOLETOS_PROVEDOR"), f.id).toEqual([]);
      // The lock provider's schedule (verificar-comandos) reads the lock vendor's secret, never the bank's.
      expect(f.politica, f.id).not.toContain(`:secret:${AMBIENTES.prod.boletos.segredo}`);
      if (!f.id.startsWith("Agendamentoverificarcomandos") && !f.id.startsWith("Funcaobloqueio")) expect(semOrigem(f), f.id).not.toContain("secretsmanager:");
    }
  });

  it("dev runs the simulated bank: no Asaas variable and no read of a provider's secret anywhere", () => {
    const { api, jobs } = montar("dev", { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR });
    expect(unica(funcoes(template(api)), "Funcaoboletos").variaveis.BOLETOS_PROVEDOR).toBe("simulado");
    expect(unica(funcoes(template(jobs)), "Consumidorboletojobs").variaveis.BOLETOS_PROVEDOR).toBe("simulado");
    for (const t of [template(api), template(jobs)]) {
      expect(JSON.stringify(t.toJSON())).not.toContain("ASAAS_");
      // The simulated bank's own key reaches its function as a dynamic reference, not a grant.
      for (const f of funcoes(t)) expect(semOrigem(f), f.id).not.toContain("secretsmanager:GetSecretValue");
    }
  });

  it("an Asaas provider without its URL or secret fails the synth", () => {
    const semSegredo = { ...AMBIENTES.prod, boletos: { provedor: "asaas" as const, asaasUrl: "https://api.asaas.com/v3" } };
    expect(() => montar(semSegredo, { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR })).toThrow(/pede asaasUrl .* e segredo/);
    const semVersao = { ...AMBIENTES.prod, boletos: { provedor: "asaas" as const, asaasUrl: "https://api.asaas.com", segredo: "s" } };
    expect(() => montar(semVersao, { rotas: ROTAS, filas: FILAS_COM_CONSUMIDOR })).toThrow(/asaasUrl \(https:\/\/…\/v3\)/);
    expect(carregarConfig("prod").boletos.provedor).toBe("asaas");
    expect(carregarConfig("dev").boletos).toEqual({ provedor: "simulado" });
  });
});
