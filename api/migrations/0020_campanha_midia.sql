-- A campaign's file (issue #16): an image, video or document sent with each message, the variant
-- as its caption. One per campaign, kept in the database like the chat's files (0016): the
-- runner reads it for each send, a deleted campaign takes it along.
create table campanha_midia (
  id_campanha integer primary key,
  id_instituicao integer not null,
  mime text not null check (mime ~ '^[a-z0-9.+-]+/[a-z0-9.+-]+$'),
  nome text not null check (length(nome) between 1 and 200),
  tamanho integer not null check (tamanho between 1 and 10485760),
  conteudo bytea not null,
  created_at timestamptz not null default now(),
  foreign key (id_campanha, id_instituicao) references especialista_campanha (id, id_instituicao) on delete cascade
);
