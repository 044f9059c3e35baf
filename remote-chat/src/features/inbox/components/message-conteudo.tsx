import { mapaUrl, type MensagemConteudo } from '@colabora/shared/contracts';
import { formatTelefone } from '../lib/contact-format';

type Props = { conteudo: Exclude<MensagemConteudo, { tipo: 'figurinha' }> };

/** A phone as the card wrote it, masked when it is an E.164 number. */
const telefoneDoCartao = (telefone: string) => (/^\+\d{8,15}$/.test(telefone) ? formatTelefone(telefone) : telefone);

/**
 * What a message carries that is neither a text nor a file: a location (coordinates and a link the
 * user chooses to open: no map loads with the conversation), contact cards, a poll with its
 * options, or the name of a kind the screen cannot show yet.
 */
export function MessageConteudo({ conteudo }: Props) {
  switch (conteudo.tipo) {
    case 'localizacao': {
      const coordenadas = `${conteudo.latitude}, ${conteudo.longitude}`;
      return (
        <div className="inbox-conteudo inbox-conteudo--localizacao" data-testid="mensagem-localizacao">
          <span className="inbox-conteudo__title">📍 {conteudo.nome ?? 'Localização'}</span>
          {conteudo.endereco ? <span>{conteudo.endereco}</span> : null}
          <span className="inbox-conteudo__muted">{coordenadas}</span>
          <a href={mapaUrl(conteudo.latitude, conteudo.longitude)} target="_blank" rel="noreferrer noopener">
            Abrir no mapa
          </a>
        </div>
      );
    }
    case 'contatos':
      return (
        <ul className="inbox-conteudo inbox-conteudo--contatos" aria-label="Contatos compartilhados">
          {conteudo.contatos.map((cartao, index) => (
            <li key={index} className="inbox-conteudo__cartao">
              <span className="inbox-conteudo__title">👤 {cartao.nome || 'Contato sem nome'}</span>
              {cartao.telefones.length ? (
                cartao.telefones.map((telefone) => <span key={telefone}>{telefoneDoCartao(telefone)}</span>)
              ) : (
                <span className="inbox-conteudo__muted">Sem telefone no cartão</span>
              )}
            </li>
          ))}
        </ul>
      );
    case 'enquete':
      return (
        <div className="inbox-conteudo inbox-conteudo--enquete">
          <span className="inbox-conteudo__title">📊 Enquete: {conteudo.pergunta}</span>
          <ul aria-label="Opções da enquete">
            {conteudo.opcoes.map((opcao, index) => (
              <li key={index}>{opcao}</li>
            ))}
          </ul>
          <span className="inbox-conteudo__muted">
            {conteudo.escolhas === 1 ? 'Escolha uma opção' : 'Escolha uma ou mais opções'}
          </span>
        </div>
      );
    case 'nao_suportado':
      return (
        <p className="inbox-conteudo inbox-conteudo--nao-suportado">
          Tipo de mensagem não suportado ({conteudo.tipoOriginal})
        </p>
      );
  }
}
