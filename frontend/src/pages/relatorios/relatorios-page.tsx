/**
 * /relatorios (any signed-in role): the four reports in tabs over one period — sales, receivables,
 * default rate, stock — each a chart, its table with a totals row, how fresh it is and its CSV.
 * 'Imprimir / PDF' uses the browser's print with the print CSS (menu, filters and buttons hidden).
 */
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { TabPanel, TabView } from "primereact/tabview";
import { useMemo, useState } from "react";
import { diasEntre, DIAS_MAXIMOS_PERIODO, MSG_RELATORIO } from "../../../../shared/relatorios/relatorios";
import { dataIsoValida, hojeBrasil } from "../../../../shared/br/datas";
import { Campo } from "../../components/campo";
import { EntradaData } from "../../components/entrada-data";
import { OPCOES_PERIODO, periodoDe, type OpcaoPeriodo } from "../../features/relatorios/periodo";
import { AbaEstoque } from "./aba-estoque";
import { AbaInadimplencia } from "./aba-inadimplencia";
import { AbaRecebiveis } from "./aba-recebiveis";
import { AbaVendas } from "./aba-vendas";
import { formatarData, ptDropdown } from "./formatos";
import "./relatorios.css";

/**
 * The period's problems, each on the field it belongs to (both fields wrong: both say so); an
 * invalid date is a field error, never formatted.
 */
function errosPeriodo(de: string, ate: string): { de?: string; ate?: string } | null {
  const daData = (valor: string, invalida: string) => (!valor ? "Informe as duas datas" : !dataIsoValida(valor) ? invalida : undefined);
  const erros = { de: daData(de, MSG_RELATORIO.dataInicial), ate: daData(ate, MSG_RELATORIO.dataFinal) };
  if (erros.de || erros.ate) return erros;
  const erro = erroOrdemOuTamanho(de, ate);
  return erro ? { de: erro } : null;
}

function erroOrdemOuTamanho(de: string, ate: string): string | null {
  if (de > ate) return MSG_RELATORIO.ordem;
  if (diasEntre(de, ate) + 1 > DIAS_MAXIMOS_PERIODO) return MSG_RELATORIO.periodoMaximo;
  return null;
}

export default function RelatoriosPage() {
  const hoje = useMemo(() => hojeBrasil(), []);
  const [opcao, setOpcao] = useState<OpcaoPeriodo>("este_mes");
  const [personalizado, setPersonalizado] = useState(() => periodoDe("este_mes", hoje));
  const [aba, setAba] = useState(0);
  const periodo = opcao === "personalizado" ? personalizado : periodoDe(opcao, hoje);
  const erros = opcao === "personalizado" ? errosPeriodo(personalizado.de, personalizado.ate) : null;
  const erro = erros !== null;
  const usaPeriodo = aba === 0 || aba === 2;

  return (
    <section className="relatorios">
      <div className="titulo-acoes">
        <h1>Relatórios</h1>
        <Button type="button" icon="pi pi-print" label="Imprimir / PDF" outlined className="nao-imprimir" onClick={() => window.print()} />
      </div>
      <div className="rel-filtros nao-imprimir" role="search" aria-label="Período do relatório">
        <Campo id="rel-periodo" rotulo="Período">
          <Dropdown
            inputId="rel-periodo"
            value={opcao}
            options={[...OPCOES_PERIODO]}
            pt={ptDropdown}
            onChange={(e) => {
              const nova = e.value as OpcaoPeriodo;
              if (nova === "personalizado" && !erro) setPersonalizado(periodo);
              setOpcao(nova);
            }}
          />
        </Campo>
        {opcao === "personalizado" && (
          <>
            <Campo id="rel-de" rotulo="De" erro={erros?.de ?? null}>
              <EntradaData id="rel-de" valor={personalizado.de} maximo={personalizado.ate || undefined} aoMudar={(de) => setPersonalizado((p) => ({ ...p, de }))} />
            </Campo>
            <Campo id="rel-ate" rotulo="Até" erro={erros?.ate ?? null}>
              <EntradaData id="rel-ate" valor={personalizado.ate} minimo={personalizado.de || undefined} aoMudar={(ate) => setPersonalizado((p) => ({ ...p, ate }))} />
            </Campo>
          </>
        )}
      </div>
      <p className="rel-periodo">
        {!usaPeriodo ? `Posição em ${formatarData(hoje)}` : erro ? "Período: corrija as datas acima" : `Período: ${formatarData(periodo.de)} a ${formatarData(periodo.ate)}`}
      </p>
      <TabView activeIndex={aba} onTabChange={(e) => setAba(e.index)} className="rel-abas">
        <TabPanel header="Vendas">{!erro && aba === 0 && <AbaVendas periodo={periodo} />}</TabPanel>
        <TabPanel header="Recebíveis">{aba === 1 && <AbaRecebiveis dataBase={hoje} />}</TabPanel>
        <TabPanel header="Inadimplência">{!erro && aba === 2 && <AbaInadimplencia periodo={periodo} />}</TabPanel>
        <TabPanel header="Estoque">{aba === 3 && <AbaEstoque />}</TabPanel>
      </TabView>
    </section>
  );
}
