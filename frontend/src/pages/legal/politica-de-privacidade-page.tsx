/** /politica-de-privacidade — what the site and the system collect, why, for how long, and the user's choices. */
import { Link } from "react-router-dom";
import { ENCARREGADO, HOSPEDAGEM, NOME_PRODUTO } from "./dados-legais";
import { PaginaLegal, Secao } from "./pagina-legal";

export default function PoliticaDePrivacidadePage() {
  return (
    <PaginaLegal
      titulo="Política de Privacidade"
      resumo={
        <p>
          Esta política explica como o {NOME_PRODUTO} trata os dados pessoais de quem visita o site, de quem usa o painel das lojas e dos clientes das
          lojas que usam o sistema. Os detalhes exigidos pela LGPD — bases legais, prazos e papéis de cada parte — estão na página{" "}
          <Link to="/lgpd">LGPD</Link>.
        </p>
      }
    >
      <Secao id="quem-somos" titulo="1. Quem somos">
        <p>
          O {NOME_PRODUTO} é um sistema de gestão, oferecido por assinatura, para revendas e assistências técnicas de celulares: estoque por IMEI,
          vendas, contratos, boletos parcelados e bloqueio remoto de aparelhos financiados.
        </p>
        <p>
          Para os dados dos clientes das lojas, quem decide o tratamento é a loja (controladora); o {NOME_PRODUTO} trata esses dados em nome dela
          (operador). Para os dados de cadastro das empresas assinantes e das contas de acesso, o {NOME_PRODUTO} é o controlador.
        </p>
      </Secao>

      <Secao id="coleta" titulo="2. Quais dados coletamos">
        <h3>Ao visitar o site</h3>
        <p>
          A página inicial e estas páginas não pedem dados pessoais. Como todo servidor de internet, registramos o endereço IP, a data, a hora e a
          página acessada, para segurança e para cumprir o Marco Civil da Internet.
        </p>
        <h3>Ao cadastrar uma empresa e usar o painel</h3>
        <ul>
          <li>Da empresa: razão social, nome fantasia, CNPJ, endereço, telefone, e-mail e plano contratado.</li>
          <li>De cada usuário da equipe: nome, e-mail, senha (guardada apenas de forma cifrada) e perfil de acesso.</li>
          <li>Registros de acesso e das ações feitas no sistema.</li>
        </ul>
        <h3>Dados que a loja registra sobre os seus clientes</h3>
        <ul>
          <li>Nome, CPF, telefone, endereço e data de nascimento.</li>
          <li>Compras, aparelhos (IMEI), parcelas, boletos, pagamentos e situação de bloqueio do aparelho financiado.</li>
        </ul>
        <h3>Na Área do Cliente</h3>
        <p>CPF e telefone para consultar boletos e, se o cliente criar uma conta, e-mail e senha.</p>
      </Secao>

      <Secao id="uso" titulo="3. Para que usamos os dados">
        <ul>
          <li>Prestar o serviço contratado pela loja: registrar vendas, gerar contratos, termos de garantia e boletos, controlar parcelas e estoque.</li>
          <li>Permitir que o cliente da loja consulte e pague suas parcelas.</li>
          <li>Executar, por ordem da loja e conforme o contrato de venda, o bloqueio e o desbloqueio do aparelho financiado.</li>
          <li>Autenticar usuários, proteger as contas e prevenir fraudes.</li>
          <li>Cobrar a assinatura, prestar suporte e avisar sobre mudanças no serviço.</li>
          <li>Cumprir obrigações legais e regulatórias e defender direitos em processos.</li>
        </ul>
        <p>
          Não vendemos dados pessoais, não os usamos para publicidade e não os cruzamos entre lojas diferentes.
        </p>
      </Secao>

      <Secao id="cookies" titulo="4. Cookies e armazenamento no navegador">
        <p>
          Não usamos cookies de publicidade nem ferramentas de rastreamento de terceiros. O painel guarda no navegador apenas o necessário para manter
          a sessão do usuário conectada (os tokens de acesso), apagados ao clicar em “Sair”.
        </p>
      </Secao>

      <Secao id="compartilhamento" titulo="5. Compartilhamento">
        <p>
          Os dados são hospedados na {HOSPEDAGEM} e compartilhados apenas com quem é necessário para prestar o serviço — o emissor dos boletos e, se a
          loja usar o bloqueio remoto, o fornecedor da solução de bloqueio — ou com autoridades, quando a lei exigir. A lista completa está na página{" "}
          <Link to="/lgpd#compartilhamento">LGPD</Link>.
        </p>
      </Secao>

      <Secao id="guarda" titulo="6. Por quanto tempo guardamos">
        <p>
          Pelo tempo necessário à finalidade e aos prazos legais: registros de acesso por 6 meses; vendas, contratos e documentos fiscais por 5 anos
          após o fim do contrato; contas da loja e da equipe até 90 dias após o cancelamento da assinatura. Os prazos de cada tipo de dado estão na
          página <Link to="/lgpd#retencao">LGPD</Link>.
        </p>
      </Secao>

      <Secao id="direitos" titulo="7. Seus direitos">
        <p>
          Você pode pedir confirmação, acesso, correção, anonimização, bloqueio, eliminação, portabilidade e informações sobre o compartilhamento dos
          seus dados, além da revisão de decisões automatizadas (LGPD, arts. 18 e 20). Clientes das lojas devem fazer o pedido à loja onde compraram;
          veja <Link to="/lgpd#como-exercer">como exercer seus direitos</Link>.
        </p>
      </Secao>

      <Secao id="seguranca" titulo="8. Segurança">
        <p>
          Conexões cifradas (HTTPS), dados cifrados em repouso, isolamento dos dados de cada loja, acesso por perfil e registro das ações relevantes.
          Nenhum sistema é totalmente imune a incidentes; se algum ocorrer com risco relevante, avisaremos as lojas afetadas para que comuniquem a ANPD
          e os titulares.
        </p>
      </Secao>

      <Secao id="menores" titulo="9. Crianças e adolescentes">
        <p>O painel é destinado a empresas e seus funcionários maiores de 18 anos. A Área do Cliente é destinada a quem comprou em uma loja.</p>
      </Secao>

      <Secao id="alteracoes" titulo="10. Alterações desta política">
        <p>
          Quando esta política mudar, a data de atualização no topo da página será alterada e as empresas assinantes serão avisadas por e-mail com
          antecedência quando a mudança afetar o tratamento dos dados dos seus clientes.
        </p>
      </Secao>

      <Secao id="contato" titulo="11. Contato">
        <p>
          Encarregado pelo tratamento de dados: <a href={`mailto:${ENCARREGADO.email}`}>{ENCARREGADO.email}</a>.
        </p>
      </Secao>
    </PaginaLegal>
  );
}
