import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useFirstScreenful } from './use-first-screenful';

function List({ items, onFirstRender }: { items: number[]; onFirstRender: (count: number) => void }) {
  const drawn = useFirstScreenful(items, 3);
  // Layout effects run after the first commit, before the deferred render of the rest.
  useLayoutEffect(() => onFirstRender(drawn.length), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ul>
      {drawn.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useFirstScreenful', () => {
  it('draws the first items first, then every item', async () => {
    const firstRender = jest.fn();
    render(<List items={[1, 2, 3, 4, 5, 6, 7]} onFirstRender={firstRender} />);
    expect(firstRender).toHaveBeenCalledWith(3);
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('a short list is drawn whole at once', () => {
    const firstRender = jest.fn();
    render(<List items={[1, 2]} onFirstRender={firstRender} />);
    expect(firstRender).toHaveBeenCalledWith(2);
  });
});

describe('useFirstScreenful with a list that grows', () => {
  function Counter({ items, onRender }: { items: number[]; onRender: () => void }) {
    const drawn = useFirstScreenful(items, 3);
    onRender();
    return <p>{drawn.length}</p>;
  }

  it('renders a short list once, and a list that grows past the screenful whole', async () => {
    const onRender = jest.fn();
    const { rerender } = render(<Counter items={[1, 2]} onRender={onRender} />);
    await screen.findByText('2');
    expect(onRender).toHaveBeenCalledTimes(1);
    rerender(<Counter items={[1, 2, 3, 4, 5]} onRender={onRender} />);
    expect(await screen.findByText('5')).toBeInTheDocument();
  });
});
