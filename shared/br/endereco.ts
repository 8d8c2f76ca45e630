/** An address as a document prints it: "Rua da Aurora, 100, Recife/PE, CEP 50050-000" (the parts there are). */
import { mascararCep } from "./cep";

export interface PartesEndereco {
  endereco?: string | null;
  cidade?: string | null;
  uf?: string | null;
  cep?: string | null;
}

export function enderecoPorExtenso(e: PartesEndereco): string {
  const lugar = [e.cidade?.trim(), e.uf?.trim()].filter(Boolean).join("/");
  const cep = e.cep?.trim() ? `CEP ${mascararCep(e.cep)}` : "";
  return [e.endereco?.trim(), lugar, cep].filter(Boolean).join(", ");
}
