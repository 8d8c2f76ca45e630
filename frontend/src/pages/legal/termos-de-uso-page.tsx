/** /termos-de-uso — the subscription's terms between the platform and the shop (empresa assinante). */
import { Link } from "react-router-dom";
import { CONTATO, ENCARREGADO, NOME_PRODUTO } from "./dados-legais";
import { PaginaLegal, Secao } from "./pagina-legal";

export default function TermosDeUsoPage() {
  return (
    <PaginaLegal
      titulo="Termos de Uso"
      resumo={
        <p>
          Estes termos regem o uso do {NOME_PRODUTO} pelas empresas que o assinam (a “loja”) e pelos usuários que elas cadastram. Ao criar a conta da
          empresa ou usar o sistema, a loja declara que leu e aceita estes termos, a <Link to="/politica-de-privacidade">Política de Privacidade</Link>{" "}
          e as regras de proteção de dados da página <Link to="/lgpd">LGPD</Link>.
        </p>
      }
    >
      <Secao id="servico" titulo="1. O serviço">
        <p>
          O {NOME_PRODUTO} é um sistema de gestão na internet para revendas e assistências técnicas de celulares: cadastros, estoque por IMEI, vendas à
          vista e parceladas, contratos e termos de garantia, boletos, bloqueio remoto de aparelhos financiados, relatórios e a Área do Cliente, onde o
          comprador consulta os próprios boletos. Os recursos disponíveis dependem do plano contratado.
        </p>
      </Secao>

      <Secao id="conta" titulo="2. Conta da empresa e usuários">
        <ul>
          <li>A conta é criada por um representante da loja com poderes para contratar, que informa CNPJ e dados verdadeiros e os mantém atualizados.</li>
          <li>
            O administrador da loja cadastra os demais usuários, define o perfil de cada um (administrador ou vendedor) e desativa o acesso de quem deixar a
            equipe. A loja responde pelas ações feitas com as contas dos seus usuários.
          </li>
          <li>Login e senha são pessoais e intransferíveis. Suspeita de uso indevido deve ser comunicada ao suporte imediatamente.</li>
        </ul>
      </Secao>

      <Secao id="planos" titulo="3. Planos, teste grátis e pagamento">
        <ul>
          <li>Planos mensais: Start (R$ 49), Pro (R$ 97) e Master (R$ 197), com os limites de IMEIs, usuários e recursos descritos na página inicial.</li>
          <li>O teste grátis dura 7 dias; ao fim dele, a loja escolhe um plano para continuar usando o sistema.</li>
          <li>A assinatura é cobrada mensalmente e pode ser cancelada a qualquer momento, sem multa; o mês já pago não é reembolsado proporcionalmente.</li>
          <li>Reajustes de preço são avisados com pelo menos 30 dias de antecedência.</li>
          <li>O atraso no pagamento da assinatura por mais de 15 dias pode levar à suspensão do acesso, sem perda dos dados no prazo do item 9.</li>
        </ul>
      </Secao>

      <Secao id="responsabilidades-loja" titulo="4. Responsabilidades da loja">
        <ul>
          <li>Usar o sistema de acordo com a lei, em especial o Código de Defesa do Consumidor e a LGPD.</li>
          <li>
            Como <strong>controladora</strong> dos dados dos seus clientes, informar a eles quais dados coleta e para quê, ter base legal para cada
            tratamento e atender aos pedidos dos titulares (veja a página <Link to="/lgpd">LGPD</Link>).
          </li>
          <li>
            Informar ao comprador, antes da venda parcelada, o preço à vista, os juros, o total a prazo, as parcelas e, se houver, a possibilidade de
            bloqueio do aparelho em caso de atraso — e registrar essa condição no contrato assinado por ele.
          </li>
          <li>
            Bloquear um aparelho somente quando o contrato o prevê e a lei do estado do comprador o permite, depois dos avisos ao cliente, e
            desbloqueá-lo assim que a situação for regularizada. Cobranças vexatórias ou constrangedoras são proibidas (CDC, art. 42).
          </li>
          <li>Conferir os modelos de contrato e de termo de garantia que usa: o texto desses documentos é definido pela loja.</li>
          <li>Manter a veracidade das informações cadastradas sobre produtos, preços, clientes e vendas.</li>
        </ul>
      </Secao>

      <Secao id="proibido" titulo="5. Usos proibidos">
        <ul>
          <li>Cadastrar aparelhos de origem ilícita ou IMEIs adulterados.</li>
          <li>Registrar dados de pessoas sem relação comercial com a loja ou dados sensíveis desnecessários.</li>
          <li>Tentar acessar dados de outras empresas, burlar limites do plano ou atacar, sobrecarregar ou copiar o sistema.</li>
          <li>Usar o bloqueio remoto como meio de coação fora do previsto em contrato.</li>
        </ul>
        <p>O descumprimento pode levar à suspensão ou ao cancelamento da conta, sem prejuízo das medidas legais cabíveis.</p>
      </Secao>

      <Secao id="dados" titulo="6. Tratamento de dados pessoais">
        <p>
          Em relação aos dados dos clientes da loja, o {NOME_PRODUTO} atua como <strong>operador</strong> (LGPD, art. 39): trata os dados apenas para
          prestar o serviço e segundo as instruções da loja, mantém-nos isolados dos de outras empresas, protege-os com medidas de segurança adequadas,
          exige o mesmo dos fornecedores que contrata para prestar o serviço, avisa a loja sem demora sobre incidentes de segurança e a auxilia no
          atendimento aos pedidos dos titulares. Estas cláusulas valem como o acordo de tratamento de dados entre a loja e o {NOME_PRODUTO}.
        </p>
      </Secao>

      <Secao id="disponibilidade" titulo="7. Disponibilidade e suporte">
        <p>
          O sistema fica disponível 24 horas por dia, com exceção de manutenções programadas (avisadas com antecedência sempre que possível) e de falhas
          de terceiros, como provedores de internet e de nuvem. O suporte atende pelo WhatsApp {CONTATO.whatsappExibicao} e pelo e-mail{" "}
          <a href={`mailto:${CONTATO.email}`}>{CONTATO.email}</a> — {CONTATO.horario}.
        </p>
      </Secao>

      <Secao id="propriedade" titulo="8. Propriedade intelectual">
        <p>
          O software, a marca e o conteúdo do {NOME_PRODUTO} pertencem aos seus titulares; a assinatura dá à loja o direito de usá-los, não de
          copiá-los, revendê-los ou modificá-los. Os dados cadastrados pela loja continuam sendo da loja.
        </p>
      </Secao>

      <Secao id="cancelamento" titulo="9. Cancelamento e devolução dos dados">
        <p>
          A loja pode cancelar a assinatura quando quiser. Após o cancelamento, os dados ficam disponíveis para exportação por 90 dias e depois são
          eliminados, exceto o que a lei obriga a guardar, pelo prazo indicado na página <Link to="/lgpd#retencao">LGPD</Link>.
        </p>
      </Secao>

      <Secao id="responsabilidade" titulo="10. Limitação de responsabilidade">
        <p>
          O {NOME_PRODUTO} responde pelo funcionamento do sistema conforme estes termos. Não responde pelas decisões comerciais da loja, pelo conteúdo
          dos contratos e termos que ela define, pelos dados que ela cadastra nem pelo uso do bloqueio em desacordo com o contrato ou a lei.
        </p>
      </Secao>

      <Secao id="alteracoes" titulo="11. Alterações destes termos">
        <p>
          Mudanças relevantes nestes termos são avisadas às lojas por e-mail com pelo menos 30 dias de antecedência. Continuar usando o sistema depois
          desse prazo significa aceitar os novos termos; quem não concordar pode cancelar a assinatura sem multa.
        </p>
      </Secao>

      <Secao id="foro" titulo="12. Lei aplicável e foro">
        <p>
          Estes termos seguem a lei brasileira. Fica eleito o foro do domicílio da empresa assinante para resolver qualquer controvérsia. Dúvidas sobre
          dados pessoais: <a href={`mailto:${ENCARREGADO.email}`}>{ENCARREGADO.email}</a>.
        </p>
      </Secao>
    </PaginaLegal>
  );
}
