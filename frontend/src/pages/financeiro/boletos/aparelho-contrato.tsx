/**
 * The financed phone on a contract card (issue 18): its lock status badge ('Status do aparelho')
 * and the actions the contract offers now — 'Bloquear Aparelho', 'Desbloquear Aparelho',
 * 'Suspender bloqueio', 'Retomar' — each opening its confirmation dialog on the page.
 */
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import type { StatusAparelho } from "../../../../../shared/bloqueio/schemas";
import type { StatusContrato } from "../../../../../shared/vendas/schemas";
import { acoesPermitidas, type EstadoDoAparelho } from "../../../../../shared/bloqueio/regras";
import { ACOES_BLOQUEIO, STATUS_APARELHO_TELA, type AcaoBloqueio } from "../../../features/boletos/rotulos-bloqueio";

/** The badge; `prefixo` names it for screen readers where no label sits beside it (the card's header). */
export function StatusAparelhoTag({ status, prefixo, className }: { status: EstadoDoAparelho; prefixo?: string; className?: string }) {
  const s = STATUS_APARELHO_TELA[status];
  return (
    <Tag
      severity={s.cor}
      icon={s.icone}
      className={`status-aparelho status-aparelho-${status}${className ? ` ${className}` : ""}`}
      value={
        <>
          {prefixo && <span className="visualmente-oculto">{prefixo} </span>}
          {s.rotulo}
        </>
      }
    />
  );
}

interface Props {
  status: StatusAparelho;
  statusContrato: StatusContrato;
  /** The customer consented to the lock at the sale (issue 37 item 6): without it, nothing to lock or hold. */
  consentimento: boolean;
  cliente: string;
  /** A request of this contract is on its way: the buttons wait. */
  enviando: boolean;
  aoPedir: (acao: AcaoBloqueio) => void;
}

export function AcoesAparelho({ status, statusContrato, consentimento, cliente, enviando, aoPedir }: Props) {
  // The buttons are the actions the rule allows (the route refuses the others with the same rule).
  const acoes = acoesPermitidas(status, statusContrato, consentimento);
  if (!acoes.length) return null;
  return (
    <div className="aparelho-acoes">
      {acoes.map((acao) => {
        const t = ACOES_BLOQUEIO[acao];
        return (
          <Button
            key={acao}
            type="button"
            size="small"
            outlined
            severity={t.severidade}
            icon={t.icone}
            label={t.botao}
            disabled={enviando}
            aria-label={`${t.titulo} de ${cliente}`}
            onClick={() => aoPedir(acao)}
          />
        );
      })}
    </div>
  );
}
