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

/** Whether this "browser" supports `field-sizing: content` (jsdom has no CSS.supports of its own). */
function sizingByItself(supported: boolean) {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: {
      supports: (property: string, value: string) => supported && property === 'field-sizing' && value === 'content',
    },
  });
}

describe('the composer grows with what is typed', () => {
  afterEach(() => {
    delete (HTMLTextAreaElement.prototype as { scrollHeight?: number }).scrollHeight;
    delete (globalThis as { CSS?: unknown }).CSS;
  });

  it('where the browser cannot size it, grows to its text, scrolls past the most it may grow, and shrinks once sent', () => {
    sizingByItself(false);
    const reads = measuredAs(80);
    const { rerender, getByLabelText } = render(<Box value="linha" />);
    const box = getByLabelText('Mensagem');
    expect(box.style.height).toBe('82px');
    expect(box.style.overflowY).toBe('hidden');

    measuredAs(400);
    rerender(<Box value={'linha\n'.repeat(30)} />);
    expect(box.style.height).toBe('160px');
    expect(box.style.overflowY).toBe('auto');

    // Empty, its placeholder decides (a phone wraps it on three lines).
    measuredAs(88);
    rerender(<Box value="" />);
    expect(box.style.height).toBe('90px');
    expect(reads).toHaveBeenCalled();
  });

  it('where the browser sizes it (field-sizing), never measures it: a forced layout of the whole page', () => {
    sizingByItself(true);
    const reads = measuredAs(44);
    const { getByLabelText, rerender } = render(<Box value="" />);
    rerender(<Box value={'linha\n'.repeat(3)} />);
    expect(reads).not.toHaveBeenCalled();
    expect(getByLabelText('Mensagem').style.height).toBe('');
  });
});
