/**
 * Domain errors carry the API's status, code and the spec's pt-BR message; http.ts maps them
 * to `{ error: { code, message, fields? } }`. Anything else becomes a logged 500 INTERNAL.
 */
export type CodigoErro =
  | "VALIDATION"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "PLAN_LIMIT"
  | "PLAN_FEATURE"
  | "NOT_FOUND"
  | "CONFLICT"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RATE_LIMITED"
  | "ORIGEM_INVALIDA"
  | "UNAVAILABLE"
  | "INTERNAL";

export class ErroApi extends Error {
  constructor(
    readonly status: number,
    readonly code: CodigoErro,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ErroApi";
  }
}

export const erroValidacao = (fields: Record<string, string>, mensagem?: string) =>
  new ErroApi(400, "VALIDATION", mensagem ?? Object.values(fields)[0] ?? "Dados inválidos", fields);
export const naoAutenticado = (mensagem = "Sessão expirada ou usuário inativo. Entre novamente.") =>
  new ErroApi(401, "UNAUTHENTICATED", mensagem);
export const proibido = (mensagem = "Você não tem permissão para acessar esta página.") =>
  new ErroApi(403, "FORBIDDEN", mensagem);
export const limitePlano = (mensagem: string) => new ErroApi(403, "PLAN_LIMIT", mensagem);
export const recursoPlano = (mensagem: string) => new ErroApi(403, "PLAN_FEATURE", mensagem);
export const naoEncontrado = (mensagem = "Registro não encontrado") => new ErroApi(404, "NOT_FOUND", mensagem);
export const conflito = (mensagem: string, fields?: Record<string, string>) =>
  new ErroApi(409, "CONFLICT", mensagem, fields);
