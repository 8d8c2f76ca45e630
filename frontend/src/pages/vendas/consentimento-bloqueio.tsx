/**
 * The sale screen's consent to the remote lock (issue 37 item 6), shown only for BOLETO: its own
 * checkbox, unchecked by default, with its own text, and what the shop's lock is (plan and the
 * automatic-lock setting). Leaving BOLETO unchecks it: a consent is given where the seller sees it.
 */
import { useQuery } from "@tanstack/react-query";
import { Checkbox } from "primereact/checkbox";
import { useEffect } from "react";
import { useController, type Control } from "react-hook-form";
import type * as z from "zod/mini";
import { MSG_CONSENTIMENTO, situacaoDoBloqueioNaLoja } from "../../../../shared/bloqueio/consentimento";
import type { CriarVendaInput } from "../../../../shared/vendas/schemas";
import { useSessao } from "../../app/guards";
import { cobrancaQueries } from "../../features/empresa/api/empresa-api";
import "./consentimento-bloqueio.css";

const ID = "consentimento_bloqueio";

// Any transformed-values type: only the form's input value is read and written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function ConsentimentoBloqueio({ control }: { control: Control<z.input<typeof CriarVendaInput>, any, any> }) {
  const { empresa } = useSessao();
  const cobranca = useQuery(cobrancaQueries.detalhe());
  const { field } = useController({ control, name: "consentimento_bloqueio" });
  const { onChange } = field;
  useEffect(() => () => onChange(false), [onChange]);
  const situacao = situacaoDoBloqueioNaLoja(empresa.plano, cobranca.data);
  return (
    <fieldset className="consentimento-bloqueio">
      <legend>Bloqueio remoto do aparelho</legend>
      <div className="consentimento-bloqueio-opcao">
        <Checkbox inputId={ID} name={field.name} checked={field.value === true} onChange={(ev) => onChange(ev.checked === true)} onBlur={field.onBlur} aria-describedby={`${ID}-ajuda${situacao ? ` ${ID}-loja` : ""}`} />
        <label htmlFor={ID}>{MSG_CONSENTIMENTO.rotulo}</label>
      </div>
      <small id={`${ID}-ajuda`} className="campo-ajuda">
        {MSG_CONSENTIMENTO.ajuda}
      </small>
      {situacao && (
        <small id={`${ID}-loja`} className="consentimento-bloqueio-loja">
          <i className="pi pi-info-circle" aria-hidden /> {situacao}
        </small>
      )}
    </fieldset>
  );
}
