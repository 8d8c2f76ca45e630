import { EncargosAtraso, lerBoleto, lerPixCopiaECola } from "../../../shared/boletos";
import { dataIsoValida } from "../../../shared/br/datas";
import * as z from "../../../shared/zod";
import { preguicoso } from "../../../shared/preguicoso";

/**
 * What the slip PDF prints, as the boleto consumer hands it over after the provider issued
 * the slips. Parsed here so a slip whose linha digitável and barcode disagree (or whose Pix
 * code is corrupt) is refused instead of printed: a payer must never get a slip that pays
 * something else.
 */

const texto = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const textoOpcional = (max: number) => z.nullish(z.string().check(z.trim(), z.maxLength(max)));
const data = preguicoso(() => z.string().check(z.refine(dataIsoValida, "Data inválida")));

/** CNPJ as the Receita writes it from July 2026 on: 12 letters or digits, then 2 check digits. */
const cnpj = preguicoso(() => z
  .pipe(z.string(), z.transform((v) => v.replace(/[.\-/\s]/g, "").toUpperCase()))
  .check(z.refine((v) => /^[A-Z0-9]{12}\d{2}$/.test(v), "CNPJ inválido")));
const cpf = preguicoso(() => z
  .pipe(z.string(), z.transform((v) => v.replace(/\D/g, "")))
  .check(z.refine((v) => /^\d{11}$/.test(v), "CPF inválido")));
const uf = preguicoso(() => z.nullish(z.string().check(z.regex(/^[A-Z]{2}$/))));
const cep = preguicoso(() => z.nullish(
  z
    .pipe(z.string(), z.transform((v) => v.replace(/\D/g, "")))
    .check(z.refine((v) => /^\d{8}$/.test(v), "CEP inválido")),
));

const Endereco = {
  endereco: textoOpcional(300),
  cep,
  cidade: textoOpcional(100),
  uf,
};

export const LojaDoBoleto = preguicoso(() => z.object({ nome: texto(200), cnpj, ...Endereco }));
export const PagadorDoBoleto = preguicoso(() => z.object({ nome: texto(200), cpf, ...Endereco }));

export const SlipDoPdf = preguicoso(() => z.object({
  numeroParcela: z.number().check(z.int(), z.gte(1)),
  totalParcelas: z.number().check(z.int(), z.gte(1)),
  /** `valor_boleto`: the instalment, or instalment + charges on a late re-issue. */
  valorCentavos: z.number().check(z.int(), z.positive()),
  /** `vencimento_boleto`: the slip keeps the contractual date; the "sem juros até" line tells the rest. */
  vencimento: data,
  /** Printed as the bank formats it ("17/00000000123-9"). */
  nossoNumero: texto(30),
  /** What identifies the debt for the store: contract and instalment. */
  numeroDocumento: texto(20),
  linhaDigitavel: z.string(),
  codigoBarras: z.string(),
  pixCopiaECola: z.string(),
  /** A payoff slip (issue 27 item 5): printed as "Quitação" of the contract, not as one instalment. */
  quitacao: z.optional(z.boolean()),
}));
export type SlipDoPdf = z.infer<typeof SlipDoPdf>;

export const BoletosDoPdf = preguicoso(() => z
  .object({
    banco: z.object({ codigo: z.string().check(z.regex(/^\d{3}$/)), nome: texto(60) }),
    /** "0001 / 1234567": the store's account at the bank. */
    agenciaCodigoBeneficiario: texto(30),
    carteira: texto(5),
    loja: LojaDoBoleto,
    pagador: PagadorDoBoleto,
    /** Day the slips were issued: "Data do documento" and "Data do processamento". */
    emitidoEm: data,
    /** The company's late charges; the legal caps when absent. */
    encargos: z.optional(EncargosAtraso),
    slips: z.array(SlipDoPdf).check(z.minLength(1), z.maxLength(60)),
  })
  .check(z.superRefine((entrada, ctx) => {
    entrada.slips.forEach((slip, i) => {
      // The factor is read from the slip's own due date, so the window rule always holds.
      const lido = lerBoleto(slip.linhaDigitavel, slip.vencimento);
      const ok =
        lido.ok &&
        lido.boleto.codigoBarras === slip.codigoBarras &&
        lido.boleto.banco === entrada.banco.codigo &&
        lido.boleto.valorCentavos === slip.valorCentavos &&
        lido.boleto.vencimento === slip.vencimento;
      if (!ok) ctx.addIssue({ code: "custom", path: ["slips", i, "linhaDigitavel"], message: "Linha digitável não confere com o boleto" });
      const pix = lerPixCopiaECola(slip.pixCopiaECola);
      if (!pix || (pix.valorCentavos !== null && pix.valorCentavos !== slip.valorCentavos)) {
        ctx.addIssue({ code: "custom", path: ["slips", i, "pixCopiaECola"], message: "Pix copia e cola inválido" });
      }
    });
  })));
export type BoletosDoPdf = z.input<typeof BoletosDoPdf>;
