import { handleWaitingVersion, updateCheckIntervalMs } from './update-policy';

describe('the update policy', () => {
  it('applies a waiting version at once when the institution chose automatico', () => {
    const apply = jest.fn();
    const ask = jest.fn();
    handleWaitingVersion({ modo: 'automatico' }, apply, ask);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks first under perguntar', () => {
    const apply = jest.fn();
    const ask = jest.fn();
    handleWaitingVersion({ modo: 'perguntar' }, apply, ask);
    expect(ask).toHaveBeenCalledWith(apply);
    expect(apply).not.toHaveBeenCalled();
  });

  it('checks at the chosen interval, kept between 5 minutes and 24 hours', () => {
    expect(updateCheckIntervalMs({ intervaloMinutos: 60 })).toBe(3_600_000);
    expect(updateCheckIntervalMs({ intervaloMinutos: 1 })).toBe(300_000);
    expect(updateCheckIntervalMs({ intervaloMinutos: 10_000 })).toBe(86_400_000);
  });
});
