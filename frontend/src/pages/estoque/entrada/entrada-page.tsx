/**
 * /estoque/entrada — the two-step stock entry wizard (spec sections 2 and 5): the form, then one
 * IMEI and colour per item. Going back keeps what was typed; the quantity follows the list.
 */
import { Button } from "primereact/button";
import { Steps } from "primereact/steps";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { hojeBrasil } from "../../../../../shared/br/datas";
import { CriarEntradaInput, ItensEntradaForm, PassoEntradaForm } from "../../../../../shared/estoque/schemas";
import { BannerErro } from "../../../components/banner-erro";
import { useCriarEntrada } from "../../../features/estoque/api/estoque-api";
import { ErroApi } from "../../../lib/api-client";
import { errosPorCampo } from "./erros-zod";
import { PassoDados, type DadosEntrada } from "./passo-dados";
import { PassoItens, type ItemDigitado, type ItensForm } from "./passo-itens";
import "./entrada.css";

const temCampos = (e: Error) => e instanceof ErroApi && Object.keys(e.fields).length > 0;

/** The errors left after an edit: those of the edited row (all rows when the list changed shape) and the list-wide ones go. */
function semErrosDe(erros: Record<string, string>, linha: number | null): Record<string, string> {
  return Object.fromEntries(
    Object.entries(erros).filter(([chave]) => {
      const m = /^itens\.(\d+)\./.exec(chave);
      if (m) return linha !== null && Number(m[1]) !== linha;
      return chave !== "itens";
    }),
  );
}

const ajustar = (itens: ItemDigitado[], n: number): ItemDigitado[] =>
  Array.from({ length: n }, (_, i) => itens[i] ?? { imei: "", cor: "" });

export default function EntradaPage() {
  const navegar = useNavigate();
  const criar = useCriarEntrada();
  const [passo, setPasso] = useState(0);
  const [dados, setDados] = useState<DadosEntrada>({ produto_id: "", fornecedor_id: "", data_entrada: hojeBrasil(), valor_unitario: null, quantidade: 1 });
  // The rows live in react-hook-form (useFieldArray in step 2), so they survive going back to step 1.
  const itensForm = useForm<ItensForm>({ defaultValues: { itens: [{ imei: "", cor: "" }] } });
  const itensAtuais = () => itensForm.getValues("itens");
  const [erros, setErros] = useState<Record<string, string>>({});

  const avancar = () => {
    const r = PassoEntradaForm.safeParse(dados);
    setErros(errosPorCampo(r.error));
    if (!r.success) return;
    itensForm.setValue("itens", ajustar(itensAtuais(), r.data.quantidade));
    setPasso(1);
  };

  const voltar = () => {
    setDados((d) => ({ ...d, quantidade: itensAtuais().length }));
    setErros({});
    setPasso(0);
  };

  const salvar = () => {
    const itens = itensAtuais();
    const r = ItensEntradaForm.safeParse({ itens });
    if (!r.success) return setErros(errosPorCampo(r.error));
    const corpo = CriarEntradaInput.safeParse({ ...dados, itens });
    if (!corpo.success) return setErros(errosPorCampo(corpo.error));
    setErros({});
    criar.mutate(
      { ...dados, valor_unitario: dados.valor_unitario ?? 0, itens },
      {
        onSuccess: () => navegar("/estoque/lista"),
        onError: (e) => e instanceof ErroApi && setErros(e.fields),
      },
    );
  };

  return (
    <section>
      <h1>Entrada de Produtos</h1>
      <Steps model={[{ label: "Dados da entrada" }, { label: "IMEIs e cores" }]} activeIndex={passo} className="passos-entrada" />
      {/* Field errors (a repeated or existing IMEI) show on their rows, so the banner is for the rest. */}
      <BannerErro mensagem={criar.isError && !temCampos(criar.error) ? `Erro ao salvar entrada de estoque: ${criar.error.message}` : null} />
      <div className="cartao">
        {passo === 0 ? (
          <PassoDados dados={dados} erros={erros} mudar={(d) => setDados((atual) => ({ ...atual, ...d }))} />
        ) : (
          <PassoItens
            control={itensForm.control}
            erros={erros}
            aoEditar={(linha) => {
              setErros((atuais) => semErrosDe(atuais, linha));
              if (criar.isError) criar.reset();
            }}
          />
        )}
      </div>
      <div className="acoes-formulario">
        {passo === 0 ? (
          <>
            <Button type="button" label="Cancelar" outlined severity="secondary" onClick={() => navegar("/estoque/lista")} />
            <Button type="button" label="Próximo" icon="pi pi-arrow-right" iconPos="right" onClick={avancar} />
          </>
        ) : (
          <>
            <Button type="button" label="Voltar" icon="pi pi-arrow-left" outlined onClick={voltar} />
            <Button type="button" label={criar.isPending ? "Salvando..." : "Salvar Entrada"} icon="pi pi-check" disabled={criar.isPending} onClick={salvar} />
          </>
        )}
      </div>
    </section>
  );
}
