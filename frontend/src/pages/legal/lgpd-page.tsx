/** /lgpd — how the platform and the shops treat personal data under the LGPD (Lei 13.709/2018). */
import { Link } from "react-router-dom";
import { ENCARREGADO, HOSPEDAGEM, NOME_PRODUTO } from "./dados-legais";
import { PaginaLegal, Secao } from "./pagina-legal";

interface Tratamento {
  finalidade: string;
  dados: string;
  base: string;
}

/** Each purpose, the data it needs and its legal basis (LGPD art. 7º). */
const TRATAMENTOS: Tratamento[] = [
  {
    finalidade: "Registrar a venda e emitir o contrato, o termo de garantia e as parcelas",
    dados: "Nome, CPF, telefone, endereço e data de nascimento do cliente; aparelho (modelo, IMEI, cor); valores, entrada e parcelas",
    base: "Execução de contrato do qual o cliente é parte (art. 7º, V)",
  },
  {
    finalidade: "Emitir boletos, registrar pagamentos e cobrar parcelas em atraso",
    dados: "Nome, CPF, endereço, valores, vencimentos e situação de cada parcela",
    base: "Execução de contrato (art. 7º, V) e proteção do crédito (art. 7º, X)",
  },
  {
    finalidade: "Bloquear e desbloquear o aparelho financiado, quando previsto no contrato assinado pelo cliente",
    dados: "IMEI, situação das parcelas, avisos enviados e registro de cada bloqueio e desbloqueio",
    base: "Proteção do crédito (art. 7º, X) e exercício regular de direitos em contrato (art. 7º, VI)",
  },
  {
    finalidade: "Permitir que o cliente consulte os próprios boletos na Área do Cliente",
    dados: "CPF e telefone informados na consulta; e-mail e senha, se o cliente criar uma conta",
    base: "Execução de contrato (art. 7º, V)",
  },
  {
    finalidade: "Guardar documentos da venda e registros fiscais e contábeis",
    dados: "Contrato, parcelas, pagamentos e dados de identificação do comprador",
    base: "Cumprimento de obrigação legal ou regulatória (art. 7º, II)",
  },
  {
    finalidade: "Criar e proteger as contas da loja e da sua equipe",
    dados: "Nome e e-mail dos usuários da equipe, perfil de acesso; CNPJ, endereço e telefone da empresa",
    base: "Execução do contrato de assinatura (art. 7º, V)",
  },
  {
    finalidade: "Guardar registros de acesso e prevenir fraudes e acessos indevidos",
    dados: "Data, hora, endereço IP e ação realizada por cada usuário",
    base: "Obrigação legal — Marco Civil da Internet, art. 15 (art. 7º, II) — e legítimo interesse (art. 7º, IX)",
  },
];

const PRAZOS: [string, string][] = [
  ["Cadastro do cliente, vendas, contratos e parcelas", "Enquanto a loja mantiver a assinatura e, depois do fim do contrato com o cliente, por 5 anos (prazo para cobrança e defesa em juízo — Código Civil, art. 206, §5º, I; CDC, art. 27)."],
  ["Documentos fiscais e contábeis da venda", "5 anos a partir do exercício seguinte ao da venda (Código Tributário Nacional, arts. 173 e 174)."],
  ["Registro de bloqueios, desbloqueios e avisos ao cliente", "Durante o contrato e por 5 anos após o seu fim, como prova de que o bloqueio seguiu o contrato."],
  ["Registros de acesso à aplicação", "6 meses (Marco Civil da Internet, art. 15)."],
  ["Conta da loja e da equipe", "Até 90 dias após o cancelamento da assinatura; depois disso, apenas o que a lei obriga a guardar."],
];

export default function LgpdPage() {
  return (
    <PaginaLegal
      titulo="LGPD — Lei Geral de Proteção de Dados"
      resumo={
        <>
          <p>
            O {NOME_PRODUTO} é um sistema usado por lojas de celulares para controlar estoque, vender e cobrar parcelas. Nele ficam dados pessoais dos
            clientes dessas lojas — como CPF, telefone e endereço — e dos funcionários que usam o sistema.
          </p>
          <p>
            <strong>A loja decide</strong> quais dados dos seus clientes coleta e para quê: ela é a <strong>controladora</strong>. O {NOME_PRODUTO}{" "}
            guarda e processa esses dados em nome da loja e segundo as instruções dela: é o <strong>operador</strong>.
          </p>
        </>
      }
    >
      <Secao id="papeis" titulo="1. Quem é controlador e quem é operador">
        <p>A Lei nº 13.709/2018 (LGPD) distingue quem decide sobre o tratamento de dados de quem o executa em nome de outro (art. 5º, VI e VII):</p>
        <ul>
          <li>
            <strong>A loja (empresa assinante) é a controladora</strong> dos dados dos seus clientes e fornecedores. É ela quem cadastra o cliente, define
            as condições da venda e do parcelamento, decide cobrar e, quando o contrato prevê, bloquear o aparelho financiado. Cabe a ela informar o
            cliente sobre esse tratamento e responder aos seus pedidos.
          </li>
          <li>
            <strong>O {NOME_PRODUTO} é o operador</strong> desses dados (art. 39): guarda-os, calcula parcelas, gera documentos e boletos e executa
            bloqueios somente conforme as instruções da loja. Não usa os dados dos clientes das lojas para finalidade própria, não os vende e não os
            compartilha com outras lojas — os dados de cada empresa ficam isolados das demais.
          </li>
          <li>
            <strong>O {NOME_PRODUTO} é controlador</strong> apenas dos dados necessários para manter a própria relação com a loja: cadastro da empresa
            assinante, contas de acesso da equipe, faturamento da assinatura e registros de acesso e segurança.
          </li>
        </ul>
      </Secao>

      <Secao id="dados" titulo="2. Que dados são tratados">
        <h3>Clientes das lojas</h3>
        <ul>
          <li>Identificação e contato: nome, CPF, telefone, endereço e data de nascimento.</li>
          <li>Compra: aparelho (modelo, marca, cor e IMEI), valor, forma de pagamento, entrada, parcelas, vencimentos, boletos e pagamentos.</li>
          <li>Aparelho financiado: situação de bloqueio e o registro de cada aviso, bloqueio e desbloqueio.</li>
          <li>Área do Cliente: CPF e telefone usados na consulta e, se o cliente criar uma conta, e-mail e senha (guardada apenas de forma cifrada).</li>
        </ul>
        <h3>Equipe das lojas</h3>
        <ul>
          <li>Nome, e-mail, perfil de acesso (administrador ou vendedor) e os registros de acesso e das ações feitas no sistema.</li>
        </ul>
        <h3>Empresas assinantes e fornecedores</h3>
        <ul>
          <li>Razão social, nome fantasia, CNPJ, endereço, telefone e e-mail de contato.</li>
        </ul>
        <p>
          O sistema não pede dados pessoais sensíveis (origem racial, saúde, biometria, religião, opinião política etc. — art. 5º, II). A loja não deve
          registrá-los em campos de texto livre.
        </p>
      </Secao>

      <Secao id="finalidades" titulo="3. Para que os dados são usados e com qual base legal">
        <p>Cada tratamento tem uma finalidade definida e uma das bases legais do art. 7º da LGPD. O consentimento não é a base de nenhum deles.</p>
        <div className="legal-tabela-caixa">
          <table className="legal-tabela">
            <caption>Finalidades, dados e bases legais</caption>
            <thead>
              <tr>
                <th scope="col">Finalidade</th>
                <th scope="col">Dados usados</th>
                <th scope="col">Base legal (LGPD)</th>
              </tr>
            </thead>
            <tbody>
              {TRATAMENTOS.map((t) => (
                <tr key={t.finalidade}>
                  <th scope="row">{t.finalidade}</th>
                  <td data-rotulo="Dados usados">{t.dados}</td>
                  <td data-rotulo="Base legal">{t.base}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          O bloqueio de um aparelho só acontece quando o contrato de venda o prevê, depois de avisos ao cliente, nunca impede chamadas de emergência nem
          o contato com a loja e é desfeito assim que a situação é regularizada. Cobrança que exponha o cliente a ridículo ou constrangimento é proibida
          (Código de Defesa do Consumidor, art. 42).
        </p>
      </Secao>

      <Secao id="compartilhamento" titulo="4. Com quem os dados são compartilhados">
        <ul>
          <li>
            <strong>Hospedagem:</strong> os dados ficam na {HOSPEDAGEM}, cifrados em repouso e trafegando sempre por conexão cifrada (HTTPS).
          </li>
          <li>
            <strong>Emissão e liquidação de boletos:</strong> a instituição de pagamento ou o banco escolhido para emitir os boletos da loja recebe nome,
            CPF, endereço e valores das parcelas do cliente.
          </li>
          <li>
            <strong>Bloqueio de aparelhos:</strong> quando a loja usa o bloqueio remoto, o fornecedor da solução de bloqueio recebe o IMEI e a ordem de
            bloquear ou desbloquear.
          </li>
          <li>
            <strong>Autoridades:</strong> quando houver ordem judicial ou requisição de autoridade competente, nos limites da lei.
          </li>
        </ul>
        <p>Esses fornecedores atuam como suboperadores, sob contrato que os obriga a usar os dados apenas para o serviço prestado.</p>
      </Secao>

      <Secao id="retencao" titulo="5. Por quanto tempo os dados são guardados">
        <div className="legal-tabela-caixa">
          <table className="legal-tabela">
            <caption>Prazos de guarda</caption>
            <thead>
              <tr>
                <th scope="col">Dados</th>
                <th scope="col">Prazo</th>
              </tr>
            </thead>
            <tbody>
              {PRAZOS.map(([dados, prazo]) => (
                <tr key={dados}>
                  <th scope="row">{dados}</th>
                  <td data-rotulo="Prazo">{prazo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Terminado o prazo, os dados são eliminados ou anonimizados (art. 16). A loja pode excluir antes o cadastro de um cliente que não tenha vendas
          em aberto.
        </p>
      </Secao>

      <Secao id="direitos" titulo="6. Direitos do titular dos dados">
        <p>Quem tem dados no sistema pode pedir, a qualquer momento e sem custo (art. 18):</p>
        <ol>
          <li>confirmação de que seus dados são tratados;</li>
          <li>acesso aos dados;</li>
          <li>correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;</li>
          <li>portabilidade dos dados a outro fornecedor, mediante requisição expressa;</li>
          <li>eliminação dos dados tratados com consentimento, quando for o caso;</li>
          <li>informação sobre as entidades com as quais os dados foram compartilhados;</li>
          <li>informação sobre a possibilidade de não fornecer consentimento e suas consequências;</li>
          <li>revogação do consentimento, quando for o caso.</li>
        </ol>
        <p>
          O titular também pode pedir a revisão de decisões tomadas apenas por tratamento automatizado, como um bloqueio automático por atraso (art.
          20), e opor-se a um tratamento feito em desconformidade com a lei (art. 18, §2º). Dados necessários para cobrar uma dívida, cumprir uma
          obrigação legal ou defender direitos podem continuar guardados pelo prazo da seção 5, mesmo após um pedido de eliminação (art. 16).
        </p>
      </Secao>

      <Secao id="como-exercer" titulo="7. Como exercer seus direitos">
        <ul>
          <li>
            <strong>Se você é cliente de uma loja</strong>, faça o pedido diretamente à loja onde comprou: ela é a controladora dos seus dados. Se
            preferir, escreva para <a href={`mailto:${ENCARREGADO.email}`}>{ENCARREGADO.email}</a> informando o nome da loja; encaminharemos o pedido
            a ela em até 2 dias úteis e a ajudaremos a respondê-lo.
          </li>
          <li>
            <strong>Se você é usuário do painel ou representante de uma empresa assinante</strong>, escreva para{" "}
            <a href={`mailto:${ENCARREGADO.email}`}>{ENCARREGADO.email}</a>.
          </li>
        </ul>
        <p>
          Para proteger seus dados, podemos pedir uma confirmação de identidade antes de atender. A confirmação de existência e o acesso aos dados são
          respondidos em até 15 dias (art. 19, II). Se não ficar satisfeito com a resposta, você pode peticionar à Autoridade Nacional de Proteção de
          Dados — ANPD (art. 18, §1º).
        </p>
      </Secao>

      <Secao id="seguranca" titulo="8. Segurança e incidentes">
        <p>
          Os dados de cada loja ficam isolados dos das demais; cada usuário só vê o que o seu perfil permite; as senhas nunca são guardadas em texto
          legível; a comunicação é cifrada; e as ações relevantes (vendas, mudanças de status, bloqueios) ficam registradas. Em caso de incidente de
          segurança que possa causar risco ou dano relevante aos titulares, comunicaremos a loja controladora sem demora, para que ela comunique a ANPD e
          os titulares (art. 48), e daremos a ela as informações de que precisar.
        </p>
      </Secao>

      <Secao id="encarregado" titulo="9. Encarregado pelo tratamento de dados (DPO)">
        <p>
          {ENCARREGADO.nome}
          <br />
          E-mail: <a href={`mailto:${ENCARREGADO.email}`}>{ENCARREGADO.email}</a>
        </p>
        <p>
          Veja também a <Link to="/politica-de-privacidade">Política de Privacidade</Link> e os <Link to="/termos-de-uso">Termos de Uso</Link>.
        </p>
      </Secao>
    </PaginaLegal>
  );
}
