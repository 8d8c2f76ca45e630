import { somenteDigitos } from "./digitos";
import { aplicarMascara } from "./mascara";

/** Receita Federal check digit: weights count down to 2; remainder < 2 gives 0. */
function digitoVerificador(digitos: string, pesoInicial: number): number {
  let soma = 0;
  for (let i = 0; i < pesoInicial - 1; i += 1) {
    soma += Number(digitos[i]) * (pesoInicial - i);
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function cpfValido(cpf: string): boolean {
  const d = somenteDigitos(cpf);
  // 000.000.000-00, 111.111.111-11… pass the check-digit arithmetic but are not issued.
  if (d.length !== 11 || /^(\d)\1+$/.test(d)) return false;
  return digitoVerificador(d, 10) === Number(d[9]) && digitoVerificador(d, 11) === Number(d[10]);
}

export function mascararCpf(valor: string): string {
  return aplicarMascara(valor, "000.000.000-00");
}

/** The CPF on printed evidence (receipts, the audit trail PDF, a receipt sent as a message): only the middle six digits. */
export function cpfParcial(cpf: string | null): string {
  const d = (cpf ?? "").replace(/\D/g, "");
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : "não informado";
}
