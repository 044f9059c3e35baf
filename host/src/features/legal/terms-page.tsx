import { Link } from '@colabora/shared/router';

export type TermsPageProps = { title: string };

/** /termos: the terms of use of the staff app. */
export function TermsPage({ title }: TermsPageProps) {
  return (
    <article className="page legal" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="page__lead">
        Ao usar o Colabora você concorda com estes termos. Eles valem para todas as pessoas da equipe a quem uma
        instituição deu acesso.
      </p>
      <h2>1. O serviço</h2>
      <p>
        O Colabora é o aplicativo de trabalho da equipe da sua instituição: pedidos, conversas com contatos pelo
        WhatsApp, leads, funil de vendas, campanhas, envio em massa, especialistas de IA e administração.
      </p>
      <h2>2. Sua conta</h2>
      <ul>
        <li>O acesso é pessoal: não compartilhe seu telefone e sua senha com ninguém.</li>
        <li>Use uma senha de pelo menos 8 caracteres que você não use em outros serviços.</li>
        <li>Avise o gestor da instituição se suspeitar de uso indevido; ele pode desativar o acesso.</li>
      </ul>
      <h2>3. Uso permitido</h2>
      <ul>
        <li>Use o Colabora apenas para as atividades da instituição e dentro das permissões do seu perfil.</li>
        <li>Não envie mensagens em massa a quem não consentiu em recebê-las nem conteúdo ilegal ou ofensivo.</li>
        <li>Trate os dados de clientes e contatos com sigilo, conforme a LGPD e as orientações da instituição.</li>
      </ul>
      <h2>4. Conteúdo e dados</h2>
      <p>
        Os dados inseridos pertencem à instituição, que é a controladora. O tratamento segue a{' '}
        <Link to="/privacidade">Política de Privacidade</Link>.
      </p>
      <h2>5. Disponibilidade</h2>
      <p>
        Buscamos manter o serviço disponível continuamente, mas podem ocorrer interrupções para manutenção ou por falhas
        de terceiros (como a conexão com o WhatsApp). Partes do aplicativo funcionam de forma independente: se um módulo
        estiver indisponível, os demais continuam funcionando.
      </p>
      <h2>6. Alterações</h2>
      <p>
        Estes termos podem ser atualizados; a versão em vigor fica sempre nesta página. Mudanças relevantes são avisadas
        no próprio aplicativo.
      </p>
      <h2>7. Foro</h2>
      <p>Aplica-se a legislação brasileira. Fica eleito o foro da sede da instituição contratante.</p>
    </article>
  );
}
