/** Puts the server's `fields` errors back on the form fields (paths like "admin.email"). */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ErroApi } from "./api-client";

export function aplicarErrosServidor<T extends FieldValues>(erro: unknown, setError: UseFormSetError<T>): void {
  if (!(erro instanceof ErroApi)) return;
  for (const [campo, mensagem] of Object.entries(erro.fields)) setError(campo as Path<T>, { type: "server", message: mensagem });
}

export const mensagemDe = (erro: unknown, padrao: string): string =>
  erro instanceof ErroApi && erro.message ? erro.message : padrao;
