/** Under each report: how fresh it is, its notes, and the CSV download. */
import { Button } from "primereact/button";
import { useState } from "react";
import type { Frescor } from "../../../../shared/relatorios/relatorios";
import { baixarCsv } from "../../features/relatorios/api/relatorios-api";
import { textoFrescor } from "./formatos";

export function BarraRelatorio({ relatorio, caminho }: { relatorio: Frescor; caminho: string }) {
  const [baixando, setBaixando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const baixar = async () => {
    setBaixando(true);
    setErro(null);
    try {
      await baixarCsv(caminho);
    } catch (e) {
      setErro(e instanceof Error ? e.message : "Não foi possível baixar o arquivo");
    } finally {
      setBaixando(false);
    }
  };
  return (
    <div className="rel-barra">
      <div>
        <p className="rel-frescor">
          <i className="pi pi-clock" aria-hidden /> {textoFrescor(relatorio.atualizado_em)}
        </p>
        {relatorio.observacoes.map((o) => (
          <p key={o} className="rel-observacao">
            {o}
          </p>
        ))}
        {erro && (
          <p className="p-error" role="alert">
            {erro}
          </p>
        )}
      </div>
      <Button type="button" icon="pi pi-download" label="Baixar CSV" outlined className="nao-imprimir" loading={baixando} onClick={() => void baixar()} />
    </div>
  );
}
