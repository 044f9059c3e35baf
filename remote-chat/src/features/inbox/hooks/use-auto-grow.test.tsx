import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useAutoGrow } from './use-auto-grow';

function Box({ value }: { value: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(ref, value, 160);
  return <textarea ref={ref} aria-label="Mensagem" rows={2} value={value} readOnly />;
}

/** jsdom lays nothing out: the textarea's content height is given, and each read of it counted. */
function measuredAs(height: number) {
  const reads = jest.fn(() => height);
  Object.defineProperty(HTMLTextAreaElement.prototype, 'scrollHeight', { configurable: true, get: reads });
  return reads;
}

describe('the composer grows with what is typed', () => {
  afterEach(() => {
    delete (HTMLTextAreaElement.prototype as { scrollHeight?: number }).scrollHeight;
  });

  it('grows to its text, scrolls past the most it may grow, and returns to its rows once sent', () => {
    const reads = measuredAs(80);
    const { rerender, getByLabelText } = render(<Box value="linha" />);
    const box = getByLabelText('Mensagem');
    expect(box.style.height).toBe('82px');
    expect(box.style.overflowY).toBe('hidden');

    measuredAs(400);
    rerender(<Box value={'linha\n'.repeat(30)} />);
    expect(box.style.height).toBe('160px');
    expect(box.style.overflowY).toBe('auto');

    rerender(<Box value="" />);
    expect(box.style.height).toBe('');
    expect(box.style.overflowY).toBe('hidden');
    expect(reads).toHaveBeenCalled();
  });

  it('empty, as every conversation opens, does not measure (a forced layout of the whole page)', () => {
    const reads = measuredAs(44);
    const { getByLabelText } = render(<Box value="" />);
    expect(reads).not.toHaveBeenCalled();
    expect(getByLabelText('Mensagem').style.height).toBe('');
  });
});
