-- Media in conversations (issue #13): image, audio, video and document messages, in and out.
-- A media message keeps its caption in `texto` (possibly empty); its file lives in mensagem_midia,
-- one row per message, so the history and the list read narrow rows and the bytes are fetched
-- only when a screen shows the file (GET /api/chats/{idChat}/mensagens/{idMensagem}/midia).
-- Files stay in the database (at most 10 MB each, shared/src/contracts/chat-midia.ts): one store
-- to back up and to delete with the conversation; an object store is the step when volume asks.

alter table mensagem drop constraint mensagem_tipo_check;
alter table mensagem add constraint mensagem_tipo_check
  check (tipo in ('texto', 'imagem', 'audio', 'video', 'documento'));

alter table mensagem drop constraint mensagem_texto_check;
alter table mensagem add constraint mensagem_texto_check
  check (length(texto) <= 4096 and (tipo <> 'texto' or length(texto) >= 1));

create table mensagem_midia (
  id_mensagem integer primary key references mensagem (id) on delete cascade,
  id_instituicao integer not null references instituicao (id) on delete cascade,
  mime text not null check (mime ~ '^[a-z0-9.+-]+/[a-z0-9.+-]+$'),
  nome text not null check (length(nome) between 1 and 200),
  tamanho integer not null check (tamanho between 1 and 10485760),
  conteudo bytea not null
);
