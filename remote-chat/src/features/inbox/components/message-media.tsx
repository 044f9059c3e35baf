import type { Mensagem, MidiaTipo } from '@colabora/shared/contracts';
import { formatTamanho } from '@colabora/shared/format';
import { apiErrorMessage, http } from '@colabora/shared/http';
import { useAuthenticatedImageUrl } from '@colabora/shared/query';
import { Button, Icon, showToast } from '@colabora/shared/ui';
import { useState } from 'react';

type Props = { mensagem: Mensagem & { tipo: MidiaTipo } };

/** Where the API serves a message's file (with the bearer token: a plain src cannot send it). */
export const midiaUrl = (mensagem: Pick<Mensagem, 'idChat' | 'idMensagem'>) =>
  `/api/chats/${mensagem.idChat}/mensagens/${mensagem.idMensagem}/midia`;

/**
 * The file of a message. A picture shows as a thumbnail of fixed size (the virtualised history
 * keeps its rows' heights) that opens full size; an audio plays in place; a video loads when asked
 * (it may be megabytes); a document is downloaded with its name. A file that never arrived from
 * WhatsApp shows nothing here: the message's text says so.
 */
export function MessageMedia({ mensagem }: Props) {
  const { midia } = mensagem;
  if (!midia) return null;
  const descricao = `${midia.nome} · ${formatTamanho(midia.tamanho)}`;
  switch (mensagem.tipo) {
    case 'imagem':
      return <ImageThumb url={midiaUrl(mensagem)} nome={midia.nome} />;
    case 'audio':
      return <AudioPlayer url={midiaUrl(mensagem)} descricao={descricao} />;
    case 'video':
      return <VideoOnDemand url={midiaUrl(mensagem)} descricao={descricao} />;
    case 'documento':
      return <DocumentLink url={midiaUrl(mensagem)} nome={midia.nome} descricao={descricao} />;
  }
}

function ImageThumb({ url, nome }: { url: string; nome: string }) {
  const src = useAuthenticatedImageUrl(url);
  if (!src)
    return (
      <span className="inbox-media inbox-media--loading" role="status">
        Carregando imagem…
      </span>
    );
  return (
    <a className="inbox-media inbox-media--imagem" href={src} target="_blank" rel="noreferrer" title="Abrir a imagem">
      <img src={src} alt={`Imagem: ${nome}`} />
    </a>
  );
}

function AudioPlayer({ url, descricao }: { url: string; descricao: string }) {
  const src = useAuthenticatedImageUrl(url);
  return (
    <span className="inbox-media inbox-media--audio">
      {src ? (
        <audio controls src={src} aria-label={`Áudio: ${descricao}`} />
      ) : (
        <span role="status">Carregando áudio…</span>
      )}
    </span>
  );
}

function VideoOnDemand({ url, descricao }: { url: string; descricao: string }) {
  const [wanted, setWanted] = useState(false);
  const src = useAuthenticatedImageUrl(wanted ? url : null);
  if (!wanted)
    return (
      <Button size="sm" variant="secondary" startIcon={<Icon name="play_arrow" />} onClick={() => setWanted(true)}>
        Ver vídeo ({descricao})
      </Button>
    );
  if (!src)
    return (
      <span className="inbox-media inbox-media--loading" role="status">
        Carregando vídeo…
      </span>
    );
  return <video className="inbox-media inbox-media--video" controls src={src} aria-label={`Vídeo: ${descricao}`} />;
}

function DocumentLink({ url, nome, descricao }: { url: string; nome: string; descricao: string }) {
  const [baixando, setBaixando] = useState(false);
  async function baixar() {
    setBaixando(true);
    try {
      const blob = await http.get(url).blob();
      const objectUrl = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = nome;
      link.click();
      setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    } catch (error) {
      showToast.error(apiErrorMessage(error, 'Não foi possível baixar o arquivo.'));
    } finally {
      setBaixando(false);
    }
  }
  return (
    <span className="inbox-media inbox-media--documento">
      <Icon name="description" />
      <span className="inbox-media__nome">{descricao}</span>
      <Button size="sm" variant="ghost" loading={baixando} onClick={() => void baixar()} aria-label={`Baixar ${nome}`}>
        Baixar
      </Button>
    </span>
  );
}
