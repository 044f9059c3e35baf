import { maskCnpj, maskPhone } from '@colabora/shared/format';
import { Link } from '@colabora/shared/router';
import { useControllerInfo } from './use-controller-info';

export type PrivacyPageProps = { title: string };

/** /privacidade: how Colabora treats personal data, in the terms of the LGPD (Lei 13.709/2018). */
export function PrivacyPage({ title }: PrivacyPageProps) {
  const controller = useControllerInfo();
  return (
    <article className="page legal" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="page__lead">
        Esta política explica quais dados pessoais o Colabora trata, por que, com que base legal, por quanto tempo e
        como você exerce seus direitos previstos na Lei Geral de Proteção de Dados (Lei nº 13.709/2018).
      </p>

      <h2>1. Quem é o controlador</h2>
      {controller ? (
        <p>
          O controlador dos dados tratados no Colabora é <strong>{controller.razaoSocial}</strong>
          {controller.cnpj ? `, CNPJ ${maskCnpj(controller.cnpj)}` : ''}, a instituição que lhe deu acesso ao
          aplicativo. O Colabora atua como operador, tratando os dados apenas conforme as instruções da instituição.
        </p>
      ) : (
        <p>
          O controlador dos dados é a instituição que lhe deu acesso ao Colabora (sua empregadora ou a organização em
          que você atua). O Colabora atua como operador, tratando os dados apenas conforme as instruções dela. Entre no
          sistema para ver aqui o nome e o contato do controlador.
        </p>
      )}

      <h2>2. Encarregado pelo tratamento de dados (DPO)</h2>
      {controller?.dpoNome || controller?.dpoEmail ? (
        <ul>
          {controller.dpoNome && <li>Nome: {controller.dpoNome}</li>}
          {controller.dpoEmail && (
            <li>
              E-mail: <a href={`mailto:${controller.dpoEmail}`}>{controller.dpoEmail}</a>
            </li>
          )}
          {controller.dpoTelefone && <li>Telefone: {maskPhone(controller.dpoTelefone)}</li>}
        </ul>
      ) : (
        <p>
          O contato do encarregado é definido pela sua instituição nas configurações do Colabora. Se ele não aparecer
          aqui, peça-o ao gestor da sua instituição.
        </p>
      )}

      <h2>3. Quais dados tratamos e para quê</h2>
      <ul>
        <li>
          <strong>Dados de acesso da equipe</strong> (nome, telefone, e-mail, perfil, senha guardada de forma cifrada
          com argon2id, foto e data de nascimento opcionais): para identificar você, controlar o acesso às telas que seu
          perfil permite e exibir aniversariantes.
        </li>
        <li>
          <strong>Dados de contatos e clientes</strong> (nome, telefone, mensagens de WhatsApp, pedidos, interesses de
          leads): para atender pedidos, responder conversas e acompanhar o funil de vendas da instituição.
        </li>
        <li>
          <strong>Dados técnicos</strong> (registros de acesso, endereço IP, dispositivo para notificações push): para
          segurança, prevenção de fraudes, auditoria e envio das notificações que você ativar.
        </li>
      </ul>

      <h2>4. Bases legais (art. 7º da LGPD)</h2>
      <ul>
        <li>Execução de contrato e procedimentos preliminares, para atender pedidos e conversas de clientes;</li>
        <li>
          Cumprimento de obrigação legal ou regulatória, para guardar registros de acesso (Marco Civil da Internet);
        </li>
        <li>Legítimo interesse da instituição, para segurança, auditoria e melhoria do atendimento;</li>
        <li>Consentimento, para notificações push e mensagens de campanhas, revogável a qualquer momento.</li>
      </ul>

      <h2>5. Compartilhamento</h2>
      <p>
        Os dados não são vendidos. Podem ser compartilhados com fornecedores necessários à operação (hospedagem, envio
        de mensagens pelo WhatsApp, serviço de inteligência artificial configurado pela instituição), sempre sob
        contrato e apenas no necessário, e com autoridades quando a lei exigir.
      </p>

      <h2>6. Por quanto tempo guardamos</h2>
      <ul>
        <li>Dados de acesso da equipe: enquanto o usuário estiver ativo e por até 5 anos após a desativação;</li>
        <li>Registros de acesso a aplicações: 6 meses, como exige o Marco Civil da Internet (art. 15);</li>
        <li>Pedidos e dados fiscais: pelo prazo legal de guarda (5 anos);</li>
        <li>Conversas e leads: enquanto a instituição mantiver o relacionamento, ou até pedido de eliminação.</li>
      </ul>

      <h2>7. Seus direitos (art. 18 da LGPD)</h2>
      <p>
        Você pode pedir a confirmação do tratamento, o acesso, a correção, a anonimização, o bloqueio ou a eliminação de
        dados desnecessários, a portabilidade, a informação sobre compartilhamentos e a revogação do consentimento. Faça
        o pedido ao encarregado indicado acima; a resposta vem em até 15 dias. Você também pode reclamar à Autoridade
        Nacional de Proteção de Dados (ANPD).
      </p>

      <h2>8. Segurança</h2>
      <p>
        Conexões cifradas, senhas com argon2id, sessões com prazo de validade, permissões por perfil, separação dos
        dados de cada instituição e registro de auditoria das alterações administrativas.
      </p>

      <p className="page__aside">
        Veja também os <Link to="/termos">Termos de uso</Link>.
      </p>
    </article>
  );
}
