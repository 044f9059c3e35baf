import { maskPercent, maskPhone, typeMoney } from '../format';
import { applyMask } from './apply-mask';

describe('applyMask', () => {
  it('masks typing at the end and puts the caret at the end', () => {
    expect(applyMask(maskPhone, '(11) 9999-00012', '(11) 9999-0001', 15)).toEqual({
      value: '(11) 99990-0012',
      caret: 15,
    });
  });

  it('keeps the caret among the typed digits when editing in the middle', () => {
    // Typing 8 right after '(11) ' in '(11) 9999-0001'.
    const result = applyMask(maskPhone, '(11) 89999-0001', '(11) 9999-0001', 6);
    expect(result.value).toBe('(11) 89999-0001');
    expect(result.caret).toBe(6);
  });

  it('deletes the character before a literal that Backspace removed', () => {
    expect(applyMask(maskPercent, '12,5', '12,5%', 4)).toEqual({ value: '12,%', caret: 3 });
    expect(applyMask(maskPhone, '(11) 99990001', '(11) 9999-0001', 9)).toEqual({ value: '(11) 9990-001', caret: 8 });
  });

  it('leaves an ordinary Backspace alone', () => {
    expect(applyMask(typeMoney, '1.234,5', '1.234,56', 7)).toEqual({ value: '1.234,5', caret: 7 });
  });
});
