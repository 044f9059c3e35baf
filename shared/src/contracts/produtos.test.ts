import * as v from '@colabora/shared/schema';
import { produtoFormSchema, produtoInputSchema } from './produtos';

describe('produtoFormSchema', () => {
  it('reads the masked price as whole cents and outputs the API body', () => {
    const output = v.parse(produtoFormSchema, {
      nome: ' Café ',
      descricao: '',
      categoria: 'Bebidas',
      preco: '1.234,56',
      ativo: true,
    });
    expect(output).toEqual({ nome: 'Café', descricao: null, categoria: 'Bebidas', precoCentavos: 123456, ativo: true });
    expect(v.safeParse(produtoInputSchema, output).success).toBe(true);
  });

  it('says in pt-BR what is wrong with the price', () => {
    const message = (preco: string) =>
      v.safeParse(produtoFormSchema, { nome: 'A', descricao: '', categoria: '', preco, ativo: true }).issues?.[0]
        ?.message;
    expect(message('')).toBe('Informe o preço.');
    expect(message('doze')).toBe('Preço inválido: use o formato 1.234,56.');
    expect(message('2.000.000,00')).toBe('Preço inválido: no máximo R$ 1.000.000,00.');
  });
});
