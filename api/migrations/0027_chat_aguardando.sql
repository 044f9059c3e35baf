-- The conversations waiting for someone (GET /api/chats/nao-lidas, issue #27): only those with
-- unread messages are indexed, so the badge's query reads a handful of rows per institution
-- however many conversations it keeps.
create index chat_aguardando_idx on chat (id_instituicao, id_responsavel) where nao_lidas > 0;
