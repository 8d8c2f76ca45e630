/**
 * rotaCliente with a real token of the customer pool (cognito-local), made the way the server
 * makes a customer account (AdminCreateUser with the immutable custom:cpf). The route table has
 * no customer route yet, so the token's claims go through the chain as API Gateway hands them
 * over (strings); the gateway shows a customer token opens no staff route.
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { describe, expect, inject, it } from "vitest";
import { mapearErro, ok, rotaCliente, type EventoHttp } from "../../functions/lib/http";
import type { Rota } from "../../shared/api/routes";
import { chamarApi } from "../support/api";
import { novoCpf, novoEmail } from "../support/fabricas";

async function tokenDeCliente(cpf: string): Promise<{ idToken: string; accessToken: string; email: string }> {
  const { cognitoEndpoint, customerPoolId, customerClientId } = inject("pilha");
  const cognito = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint, region: "us-east-1", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
  const email = novoEmail("cliente");
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: customerPoolId,
      Username: email,
      MessageAction: "SUPPRESS",
      UserAttributes: [
        { Name: "email", Value: email },
        { Name: "email_verified", Value: "true" },
        { Name: "custom:cpf", Value: cpf },
      ],
    }),
  );
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: customerPoolId, Username: email, Password: "segredo123", Permanent: true }));
  const r = await cognito.send(new InitiateAuthCommand({ ClientId: customerClientId, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: email, PASSWORD: "segredo123" } }));
  cognito.destroy();
  return { idToken: r.AuthenticationResult!.IdToken!, accessToken: r.AuthenticationResult!.AccessToken!, email };
}

/** What API Gateway's JWT authorizer hands the Lambda: the verified claims, as strings. */
function claimsDoAutorizador(token: string): Record<string, string> {
  const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
}

const rotaMe: Rota = { metodo: "GET", caminho: "/api/cliente/me", dominio: "portal", auth: "cliente", permissao: "equipe" };
const me = rotaCliente({}, async ({ caller }) => ok(caller));
const evento = (claims: Record<string, string>) =>
  ({ version: "2.0", routeKey: "GET /api/cliente/me", headers: {}, isBase64Encoded: false, requestContext: { requestId: "r", authorizer: { jwt: { claims } } } }) as unknown as EventoHttp;

describe("rotaCliente com token do pool de clientes", () => {
  it("o ID token do cliente dá o chamador: conta (sub), CPF e e-mail", async () => {
    const cpf = novoCpf();
    const { idToken, email } = await tokenDeCliente(cpf);
    const claims = claimsDoAutorizador(idToken);
    const r = await me.executar(evento(claims), rotaMe);
    expect(r).toEqual({ status: 200, corpo: { contaId: claims.sub, cpf, email } });
  });

  it("o access token (sem atributos) não identifica o cliente: 401", async () => {
    const { accessToken } = await tokenDeCliente(novoCpf());
    const erro = await me.executar(evento(claimsDoAutorizador(accessToken)), rotaMe).catch((e: unknown) => e);
    expect(mapearErro(erro, "r").statusCode).toBe(401);
  });

  it("o token de cliente não abre rota de equipe no gateway: 401 do autorizador", async () => {
    const { idToken } = await tokenDeCliente(novoCpf());
    expect(await chamarApi("GET", "/api/me", { token: idToken })).toEqual({ status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sessão expirada ou usuário inativo. Entre novamente." } } });
  });
});
