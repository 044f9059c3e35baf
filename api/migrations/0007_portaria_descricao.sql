-- Issue #12: the Portaria screen is a launcher (clock and big shortcuts for the reception's
-- screens), not a visitor log; its menu description says what the screen is.
update menu
   set descricao_menu = 'Relógio e atalhos grandes para as telas da recepção.'
 where rota = 'menuportaria'
   and descricao_menu = 'Registro de entrada e saída de visitantes.';
