/**
 * The bank of a slip, as its header prints it: the code is the first 3 digits of the linha
 * digitável (and of the barcode, docs/boletos.md); the name comes from the banks a slip provider
 * commonly issues through, or "Banco <código>" for any other (still a correct header: the
 * code is what the payer's bank reads).
 */

const NOMES: Readonly<Record<string, string>> = {
  "001": "Banco do Brasil",
  "033": "Santander",
  "041": "Banrisul",
  "070": "BRB",
  "077": "Banco Inter",
  "104": "Caixa Econômica Federal",
  "133": "Cresol",
  "136": "Unicred",
  "208": "BTG Pactual",
  "212": "Banco Original",
  "237": "Bradesco",
  "260": "Nu Pagamentos",
  "290": "PagBank",
  "323": "Mercado Pago",
  "336": "Banco C6",
  "341": "Itaú Unibanco",
  "422": "Banco Safra",
  "461": "Asaas IP",
  "748": "Sicredi",
  "756": "Sicoob",
};

/** Accepts the linha bare or masked ("00190.00009 …"); throws on anything without 3 leading digits. */
export function bancoFromLinha(linhaDigitavel: string): { codigo: string; nome: string } {
  const codigo = linhaDigitavel.replace(/\D/g, "").slice(0, 3);
  if (!/^\d{3}$/.test(codigo)) throw new RangeError("A linha digitável não começa pelo código do banco");
  return { codigo, nome: NOMES[codigo] ?? `Banco ${codigo}` };
}
